/**
 * Words of the same thing in the five languages, as one feature for the classifier ("almacén",
 * "Lagerhalle", "entrepôt", "armazém" → warehouse), so a request in one language teaches the others.
 * These are inputs to the trained model, not rules: the model weighs them against every other word.
 * Patterns are matched on lower-case text without accents.
 */
export const CONCEPTS: Record<string, RegExp> = {
  house: /\b(house|home|villa|bungalow|cottage|ranch|detached|semi-detached|bedrooms?|\d-bed|casa|vivienda unifamiliar|chalet|recamaras|dormitorios|einfamilienhaus\w*|haus|hauses|wohnhaus|doppelhaus\w*|maison|pavillon|chambres|moradia|sobrado|terrea|quartos)\b/,
  apartments: /\b(student housing|studios|residencia de estudiantes|studentenwohnheim|logements collectifs|r\+\d|wohneinheiten|unidades|units|apartments?|flats|condos?|residential block|apartment block|pisos|viviendas|edificio residencial|mehrfamilienhaus|wohnungen|wohnanlage|logements|immeuble|appartements|apartamentos|predio residencial|edificio residencial)\b/,
  office: /\b(office|offices|oficinas?|buro\w*|burogebaude\w*|bureaux?|escritorios?|headquarters|sede|workplaces|arbeitsplatze|postes de travail|edificio comercial)\b/,
  warehouse: /\b(warehouse|logistics|distribution cent\w+|almacen\w*|nave|lagerhalle|lagerhaus\w*|lagergebaude|halle|logistik\w*|entrepots?|armazem|galpao|centro de distribuicao|plataforma logistica)\b/,
  school: /\b(classrooms?|aulas|salas de aula|klassenzimmer|klassen|classes|groupe scolaire|escolar|school|escuela|colegio|schule|grundschule|ecole|college|lycee|escola|kindergarten|guarderia|creche)\b/,
  hospital: /\b(beds|camas|leitos|betten|lits|ward|krankenhaus\w*|hospital|clinic|clinica|klinik\w*|krankenhaus|hopital|clinique|posto de saude|centro de salud|medical cent\w+)\b/,
  retail: /\b(shop|coffee shop|drive-thru|discounter\w*|markt|marktes|verkaufsflache|surface de vente|salesfloor|sales floor|retail|shop unit|supermarket|supermercado|store|tienda|local comercial|laden|geschaft|einzelhandel|magasin|commerce|loja|centro comercial|mall)\b/,
  renovation: /\b(convert\w*|conversion into|umbau\w*|transformacion|reconversion|conversao|whole thing|throughout|entire|complete|completa|complete|komplett\w*|integral|toda la casa|tout l|komplettrenovierung|kernsanierung|refurb|gut renovation|reforma integral|reforma completa|renovation complete|renovat\w*|refurbish\w*|remodel\w*|reforma\w*|rehabilita\w*|sanier\w*|renovier\w*|umbau|modernisier\w*|renover|renovation|rehabilitation|reabilita\w*|gut)\b/,
  kitchen: /\b(kitchen|cocina|kuche|cuisine|cozinha)\b/,
  bathroom: /\b(bathroom|bath|shower|bano|ducha|bad|badezimmer|dusche|salle de bain|salle d'eau|douche|banheiro|casa de banho|duche)\b/,
  roof: /\b(roof\w*|re-?roof\w*|tejado|cubierta|dach\w*|toiture|toit|couverture|telhado|cobertura)\b/,
  energy: /\b(heat pump|boiler|solar pv|battery|epc|hvac controls|led lighting|facade insulation|sate|aerotermia|ventanas|windows|fenster|fenetres|janelas|vmc|pompe a chaleur|caldera|heizung|insulat\w*|heat pump|energy (?:retrofit|efficien\w*)|aislamiento|bomba de calor|eficiencia energetica|dammung|warmepumpe|energetische\w*|isolation|pompe a chaleur|renovation energetique|isolamento|bomba de calor|eficiencia energetica|solar panels|placas solares|photovoltai\w*|fotovoltai\w*)\b/,
  extension: /\b(extension|extend|addition|add(?:ing)? a room|loft conversion|dormer|conservatory|sunroom|buhardilla|dachausbau|wintergarten|combles amenages|veranda|sotao|edicula|ampliacion|anbau|aufstockung|erweiterung|agrandissement|extension|surelevation|ampliacao|puxadinho)\b/,
  fitout: /\b(fit-?out|interior works?|acondicionamiento|adecuacion|innenausbau|mieterausbau|amenagement interieur|amenagement|fit out|adequacao|obra de interiores)\b/,
  build: /\b(build|construct\w*|new build|construir|construccion|obra nueva|neubau|bauen|errichten|construire|construction|construcao|obra)\b/,
  app: /\b(app|apps|ios|android|aplicacion movil|aplicativo|application mobile|mobile)\b/,
  webapp: /\b(web-based|webbasiert\w*|losung|tool|scheduling|booking|reservas|kundenportal|customer portal|web app|saas|platform|plataforma|portal|dashboard|plattform|plateforme|application web|aplicacion web|sistema web|webanwendung)\b/,
  website: /\b(una web|la web|nueva web|web corporativa|marketing site|firmenwebsite|site|sitio|website|web site|landing page|pagina web|sitio web|webseite|homepage|site web|site vitrine|site institucional|wordpress|cms)\b/,
  shop: /\b(e-?commerce|online shop|online store|webshop|onlineshop|tienda online|tienda en linea|boutique en ligne|loja virtual|loja online|shopify|woocommerce|shopware|magento)\b/,
  integration: /\b(interfacage|interface|push(?:ed)? into|sync|erp|odoo|datev|salesforce|hubspot|zapier|webhooks?|rest api|integrat\w*|integracion|integracao|schnittstelle|anbindung|connect\w*|conectar|sync\w*|sincroniz\w*|api)\b/,
  migration: /\b(move \d+ years|from our on-prem|cutover|oracle to|to postgres\w*|migrat\w*|migracion|migracao|datenmigration|migrer|move our data|legacy data)\b/,
  data: /\b(data warehouse|snowflake|bigquery|databricks|lakehouse|redshift|plateforme de donnees|plataforma de datos|entrepot de donnees|grafana|kpis?|data warehouse|warehouse de datos|bi|power bi|tableau|looker|dashboards?|cuadro de mando|tableaux? de bord|data (?:platform|lake|pipeline)|datos|daten|donnees|dados|etl|reporting)\b/,
  ml: /\b(chatbot|rag|llm|gpt|computer vision|vision|visao computacional|fraud detection|deteccion de fraude|auto-classify|classify|nlp|embeddings|machine learning|ml|model|prediction|predict\w*|prediccion|vorhersage|prevision|previsao|churn|recommend\w*|recomend\w*|classif\w*|ai|ia|ki|forecast\w*)\b/,
  script: /\b(skript|csv|ftp|nightly|jede nacht|cada noche|chaque nuit|toda noite|powershell|python script|vba|script|automat\w*|cron|macro|bot|scraper|scraping|excel|spreadsheets?|hoja de calculo|tabellen?|tableur|planilha)\b/,
  ads: /\b(google shopping|programmatic|pre-roll|media spend|media|cpc|cpa|roas|display|ads|ad campaign|paid|ppc|google ads|meta ads|facebook ads|linkedin ads|anuncios|publicidad|werbung|anzeigen|publicite|anuncios pagos|trafego pago|sem)\b/,
  seo: /\b(seo|search engine|posicionamiento|suchmaschinen\w*|referencement|ranking|rankings|backlinks?)\b/,
  content: /\b(episodes?|series|serie|videos?|podcast|fiches|ebooks?|whitepapers?|content|blog posts?|articles?|articulos|newsletter|contenidos?|inhalte|contenu|conteudo|copywriting|redaccion)\b/,
  pr: /\b(crisis comms|reputation|press release|pressemitteilung|pressearbeit|communique|relations presse|media outreach|journalisten|journalistes|jornalistas|pr|press|media relations|prensa|presse|relations presse|assessoria de imprensa|imprensa|comunicado|journalists?|periodistas)\b/,
  influencer: /\b(perfiles|profils|profiles|creators|influencers?|creators?|influenciadores?|creadores|tiktokers?|youtubers?|instagrammers?|ugc)\b/,
  launch: /\b(launch plan|plan de lancement|plano de lancamento|lanzamiento al mercado|markteinfuhrung|launch|lanzamiento|markteinfuhrung|launch|lancement|lancamento|go-to-market|gtm)\b/,
  conference: /\b(fachkonferenz|keynotes?|breakout|agenda|conference|congress|summit|congreso|konferenz|kongress|tagung|congres|colloque|conferencia|congresso|simposio|symposium|speakers?|ponentes|referenten|intervenants|palestrantes)\b/,
  wedding: /\b(married|getting married|casarnos|casamos|heiraten|marier|casar|wedding|boda|hochzeit|mariage|casamento|bride|novia|braut|mariee|noiva)\b/,
  corporate: /\b(sommerfest|sommerfeier|firmenfest|fiesta de empresa|fete d.entreprise|festa da empresa|fim de ano|year-end party|end of year party|company dinner|colaboradores|mitarbeitenden|incentive trip|incentive|retreat|hackathon|summer party|dinner for our|staff party|dealers|collaborateurs|mitarbeiter|employees|team building|offsite|off-site|kick-?off|christmas party|holiday party|company party|gala|cena de empresa|evento corporativo|firmenfeier|betriebsfeier|weihnachtsfeier|soiree d'entreprise|seminaire|evento corporativo|confraternizacao|convencion)\b/,
  stand: /\b(trade fair|shell scheme|exhibiting|exhibitor|messeauftritt|salon professionnel|stand de|trade ?show|booth|stand|expo|messestand|messe|feria|salon|feira|exhibition)\b/,
  interviews: /\b(contextual inquiry|ux research\w*|diary study|ethnograph\w*|interviews?|usability|entrevistas?|tests? de usuario|nutzerinterviews|usability-tests?|entretiens?|tests? utilisateurs?|testes? de usabilidade|user testing)\b/,
  survey: /\b(survey|questionnaire|encuesta|umfrage|befragung|enquete|sondage|pesquisa quantitativa|questionario|respondents|encuestados|befragte|repondants|respondentes)\b/,
  sizing: /\b(how big is the market|market for|bottom-up|top-down|marktgrossenbestimmung|marktpotenzial|potencial de mercado|potentiel de marche|market siz\w*|tam|sam|som|market size|tamano de mercado|marktgrosse|taille du marche|tamanho de mercado|dimensionamento)\b/,
  desk: /\b(secondary research|pesquisa secundaria|investigacion secundaria|recherche documentaire|zusammenfassung|overview|ubersicht|report on|informe sobre|relatorio sobre|regulat\w*|regulamentacao|normativa|forderprogramme|desk research|literature review|competitor analysis|competitive analysis|analisis de competencia|wettbewerbsanalyse|analyse concurrentielle|analise de concorrencia|benchmark\w*|estado del arte|secondary research)\b/,
  handbook: /\b(handbook|manual|guide|guia|handbuch\w*|leitfaden|policies|politicas|richtlinien|code of conduct)\b/,
  move: /\b(mov(?:e|ing) (?:our|the)|relocat\w*|mudanza|traslado|umzug|deménagement|demenagement|mudanca|transfer\w*|crates)\b/,
  event: /\b(event|evento|veranstaltung|evenement|attendees|guests|invitados|gaste|invites|convidados|venue|catering|lugar)\b/,
  research: /\b(research|study|investigacion|estudio|studie|forschung|etude|recherche|pesquisa|estudo)\b/,
  marketing: /\b(marketing|campaign|campana|kampagne|campagne|campanha|brand|marca|marke|marque|leads?)\b/,
};

/** Standards and labels that describe a quality, not the kind of building ("Passivhaus school", "LEED office"). */
export const QUALITY_WORDS =
  /\b(passivhaus|passive house|passivhaus-standard|enerphit|breeam|leed|minergie|nzeb|kfw[- ]?\d+|effizienzhaus(?:[- ]\d+)?|bbc|rt ?2012|re ?2020|casa pasiva|casa passiva|edificio de consumo casi nulo|well building|dgnb)\b/g;
