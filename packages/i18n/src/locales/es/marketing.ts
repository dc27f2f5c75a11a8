import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
  "Content audit, audience and editorial strategy": "Auditoría de contenidos, audiencia y estrategia editorial",
  "Topic and keyword research": "Investigación de temas y palabras clave",
  "Editorial guidelines and templates: writing": "Guía editorial y plantillas: redacción",
  "Editorial guidelines and templates: design": "Guía editorial y plantillas: diseño",
  "Articles of about {{words}} words": "Artículos de unas {{words}} palabras",
  "Short vertical videos (reels)": "Vídeos verticales cortos (reels)",
  "Short edited videos": "Vídeos cortos editados",
  "Social posts with graphics": "Publicaciones en redes sociales con gráficos",
  "Newsletter issues": "Números de la newsletter",
  "Editorial calendar, planning and performance report": "Calendario editorial, planificación e informe de resultados",
  "Content promotion: paid distribution": "Promoción de contenidos: distribución de pago",
  "lump sum": "suma global",
  "stated in the request": "indicado en la solicitud",
  "Onboarding: content strategy and guidelines": "Incorporación: estrategia de contenidos y guía editorial",
  "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de iguala: una incorporación inicial y después una cuota mensual por piezas definidas × los meses que dura. El tiempo de redacción de un artículo es la media publicada ({{source}}), en proporción a su extensión; la edición, el SEO, el diseño y el vídeo son horas de la agencia por pieza; todo a las tarifas por rol de {{place}}. Un presupuesto de promoción indicado es una línea propia, nunca dentro de los honorarios. La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.":
    "Marketing de contenidos durante {{months}} a unos {{fee}} al mes: {{articles}} artículos, {{videos}} vídeos, {{social}} publicaciones en redes y {{newsletters}} newsletters al mes, tras una incorporación de unos {{onboarding}}.",
  "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.":
    "Los volúmenes mensuales que la solicitud no indicó se suponen a partir de igualas habituales; indíquelos para presupuestarlos tal como los pide.",
  "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.":
    "El presupuesto de promoción indicado de {{media}} se presupuesta exactamente como se dio, en una línea propia, aparte de los honorarios.",
  "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.":
    "Los expertos del cliente revisan los borradores en una semana; las entrevistas con ellos están incluidas en el tiempo de redacción.",
  "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.":
    "Se incluyen las imágenes de banco y la publicación en la web y los canales propios del cliente; la promoción de pago no, salvo que se indique.",
  "Subject-matter experts are slow to give input or review": "Los expertos tardan en aportar información o en revisar",
  "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.":
    "Reserve una entrevista mensual fija con cada experto y acuerde un plazo de revisión en el calendario editorial.",
  "Content is published but draws little traffic": "El contenido se publica pero atrae poco tráfico",
  "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.":
    "Elija los temas a partir de la investigación de palabras clave y de audiencia, actualice lo que rinde poco a los tres meses y promocione las mejores piezas.",
  "Which topics and audiences matter most, and who on your side has the expertise the content should carry?":
    "¿Qué temas y audiencias importan más, y quién de su lado tiene el conocimiento que debe transmitir el contenido?",
  "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.":
    "¿Cuántas piezas al mes, y de qué extensión, desea? Esta estimación supone volúmenes habituales donde no se indicaron.",
  "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.":
    "¿Hay presupuesto para promocionar el contenido (redes sociales de pago, newsletters, sindicación)? Se presupuestaría en una línea propia.",
  "Who publishes and owns the channels: your team, or the agency?":
    "¿Quién publica y gestiona los canales: su equipo o la agencia?",
  "nano (1k–10k followers)": "nano (1k–10k seguidores)",
  "micro (10k–50k followers)": "micro (10k–50k seguidores)",
  "mid-tier (50k–500k followers)": "de nivel medio (50k–500k seguidores)",
  "macro (500k–1M followers)": "macro (500k–1M seguidores)",
  "mega (1M+ followers)": "mega (más de 1M seguidores)",
  "Campaign strategy, creator brief and KPIs": "Estrategia de campaña, brief para creadores y KPI",
  "Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators":
    "Búsqueda y verificación de creadores (audiencia, seguidores falsos y seguridad de marca): {{count}} creadores",
  "Negotiation and contracts: {{count}} creators": "Negociación y contratos: {{count}} creadores",
  "Briefing and content review: {{count}} posts": "Brief y revisión de contenidos: {{count}} publicaciones",
  "Creator fees: {{count}} posts by {{tier}} creators on {{platform}}":
    "Honorarios de creadores: {{count}} publicaciones de creadores {{tier}} en {{platform}}",
  post: "publicación",
  "{{source}}, CPI-U to {{year}}": "{{source}}, IPC-U a {{year}}",
  "Paid amplification of creator posts: {{channel}}":
    "Amplificación de pago de publicaciones de creadores: {{channel}}",
  "Tracking links, codes and the campaign report": "Enlaces de seguimiento, códigos e informe de campaña",
  "A creator misses the brief or posts late": "Un creador no cumple el brief o publica tarde",
  "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.":
    "Incluya en el contrato el brief, las fechas de publicación y una ronda de cambios; tenga verificados uno o dos creadores de reserva.",
  "Creator rates come in above the market midpoint": "Las tarifas de los creadores superan el punto medio del mercado",
  "Negotiate packages (several posts, usage rights) and keep a mix of tiers.":
    "Negocie paquetes (varias publicaciones, derechos de uso) y combine niveles.",
  "Undisclosed advertising or a brand-safety incident": "Publicidad no declarada o un incidente de seguridad de marca",
  "Require clear ad disclosure in every contract and vet each creator's past content.":
    "Exija en cada contrato que la publicidad se declare claramente y revise el contenido anterior de cada creador.",
  "{{count}} creators, as stated.": "{{count}} creadores, según lo indicado.",
  "{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.":
    "{{count}} creadores: lo que paga el presupuesto indicado tras los honorarios de la agencia y una contingencia.",
  "{{count}} creators are assumed (none were stated).": "Se suponen {{count}} creadores (no se indicó ninguno).",
  "{{count}} creators, the fewest worth a campaign.": "{{count}} creadores, el mínimo que justifica una campaña.",
  "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Los honorarios de los creadores son publicaciones × la tarifa de mercado por publicación según plataforma y nivel de seguidores ({{source}}, actualizada a {{year}} con el IPC-U), con un rango amplio porque las tarifas se negocian. La búsqueda, la contratación, el brief y los informes de la agencia son horas por creador y por publicación × tarifas por rol de {{place}}. La amplificación de pago, si se indica, es una línea propia presupuestada tal como se dio, con su embudo según los datos de referencia de la plataforma. La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.":
    "Una campaña de influencers con {{creators}} creadores {{tier}} en {{platform}}: {{posts}} publicaciones que llegan hasta a {{followers}} seguidores, unos {{fees}} de honorarios de creadores más el trabajo de la agencia.",
  "Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.":
    "Se suponen creadores micro (10k–50k seguidores): no se indicó nivel ni número de seguidores.",
  "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.":
    "{{posts}} publicaciones por creador; las tarifas son por publicación y excluyen derechos de uso fuera del canal del creador, whitelisting y envío de producto.",
  "Reach is counted as the creators' followers; a post reaches only part of them.":
    "El alcance se cuenta como los seguidores de los creadores; una publicación solo llega a una parte de ellos.",
  "The stated {{media}} of paid amplification is priced exactly as given, as its own line.":
    "Los {{media}} indicados de amplificación de pago se presupuestan exactamente como se dieron, en una línea propia.",
  "Strategy and creator sourcing": "Estrategia y búsqueda de creadores",
  "Content creation and approval": "Creación y aprobación de contenidos",
  "Posting window": "Periodo de publicación",
  "Measurement and reporting": "Medición e informes",
  "Which platform and audience, and which follower tier or named creators do you have in mind?":
    "¿Qué plataforma y audiencia, y qué nivel de seguidores o qué creadores concretos tiene en mente?",
  "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.":
    "¿Necesita derechos de uso (anuncios, web) o whitelisting más allá de las publicaciones de los creadores? Suelen encarecer la tarifa.",
  "Will products be sent to creators, and at what cost? Seeding is not included.":
    "¿Se enviarán productos a los creadores, y con qué coste? El envío de producto no está incluido.",
  "Is there a budget to boost the best creator posts as ads? It would be priced as its own line.":
    "¿Hay presupuesto para impulsar como anuncios las mejores publicaciones de los creadores? Se presupuestaría en una línea propia.",
  "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.":
    "El presupuesto indicado de {{budget}} no cubre los {{count}} creadores que necesita una campaña con el trabajo de la agencia: la campaña más pequeña que vale la pena cuesta unos {{minimum}}. Con {{budget}}, use menos publicaciones, creadores nano o envío de producto sin honorarios.",
  "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "La campaña más pequeña que vale la pena en {{channels}}: {{weeks}} con unos {{media}} de medios, que se espera que aporten unos {{conversions}} leads a unos {{cpl}} cada uno; los honorarios y la producción de la agencia suman {{fees}}.",
  "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Una campaña de {{weeks}} en {{channels}}, con unos {{media}} de medios que se espera que aporten unos {{conversions}} leads a unos {{cpl}} cada uno; los honorarios y la producción de la agencia suman {{fees}}.",
  "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Plan de medios: la inversión de cada canal se convierte en impresiones, clics y leads con datos de referencia publicados (clics = inversión ÷ coste por clic, impresiones = clics ÷ tasa de clics, leads = clics × tasa de conversión; precios actualizados a {{year}} con el IPC-U). Los medios son una línea propia, nunca mezclada con los honorarios: {{basis}} El trabajo de la agencia se presupuesta como horas × tarifas por rol de {{place}}; la gestión de medios como el {{share}} % de la inversión ({{shareSource}}) con un mínimo de {{floor}} h de compra de medios por canal y semana. La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "No channel was named: {{channels}} are assumed.": "No se nombró ningún canal: se suponen {{channels}}.",
  "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.":
    "Los datos de referencia son medias intersectoriales, sobre todo de cuentas de EE. UU.; los resultados de las dos primeras semanas deben recalibrar la previsión.",
  "Landing pages and the offer exist and convert at typical rates; building them is not included.":
    "Las páginas de destino y la oferta existen y convierten a tasas habituales; crearlas no está incluido.",
  "Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line.":
    "Las comisiones de plataforma y los impuestos sobre los medios están dentro de la inversión en medios; los honorarios de gestión de la agencia son una línea propia.",
  "Strategy and planning": "Estrategia y planificación",
  "Creative production and setup": "Producción creativa y configuración",
  "Campaign flight": "Periodo de emisión de la campaña",
  "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.":
    "¿Qué conversión está comprando (un formulario de contacto, un registro, una venta) y cuánto vale para usted? Determina el coste por lead que merece la pena pagar.",
  "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.":
    "¿A qué países y audiencias se dirigirá? Los datos de referencia son sobre todo medias de EE. UU.; los clics cuestan menos en la mayoría de los demás mercados.",
  "Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?":
    "¿Existen ya páginas de destino, medición (píxeles, API de conversiones) y cuentas publicitarias con historial?",
  "Which channels do you want? This estimate assumes {{channels}}.":
    "¿Qué canales desea? Esta estimación supone {{channels}}.",
  "Messaging, story angles and news hooks": "Mensajes, ángulos de la historia y ganchos informativos",
  "Media list: {{count}} journalists and outlets": "Lista de medios: {{count}} periodistas y medios",
  "Press kit: fact sheet, bios and images": "Dossier de prensa: ficha técnica, biografías e imágenes",
  "Press kit design": "Diseño del dossier de prensa",
  "PR strategy and counsel": "Estrategia y asesoría de RR. PP.",
  "Media outreach and pitching": "Contacto con medios y propuestas",
  "Press releases": "Notas de prensa",
  "Spokesperson and interview preparation": "Preparación de portavoces y entrevistas",
  "Coverage monitoring and monthly report": "Seguimiento de la cobertura e informe mensual",
  "Onboarding: messaging, media list and press kit": "Incorporación: mensajes, lista de medios y dossier de prensa",
  "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de iguala: una incorporación inicial (mensajes, lista de medios, dossier de prensa) y después una cuota mensual por un trabajo definido (asesoría, contacto con medios, notas de prensa, preparación de portavoces, seguimiento) × los meses que dura, cada uno como horas × tarifas por rol de {{place}}. Las horas crecen con el alcance de los medios a los que se dirige (×{{reach}} aquí). La cobertura ganada no se compra, así que no se presupuesta ninguna línea de medios. La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.":
    "Una campaña de RR. PP. de {{months}} a unos {{fee}} al mes: contacto con {{list}} periodistas y medios, {{releases}} notas de prensa al mes, asesoría e informes de cobertura, tras una incorporación de unos {{onboarding}}.",
  "One press release a month is assumed (none were stated).":
    "Se supone una nota de prensa al mes (no se indicó ninguna).",
  "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.":
    "La cobertura se gana, no se garantiza: los honorarios pagan el trabajo, no las publicaciones. No se incluyen la distribución por agencias de noticias, los eventos ni la formación de portavoces.",
  "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.":
    "Hay un portavoz disponible para entrevistas con poca antelación, y el cliente aprueba las notas en dos días laborables.",
  "No coverage lands in the first months": "No llega cobertura en los primeros meses",
  "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.":
    "Empiece por el gancho informativo más fuerte, ofrezca exclusivas a dos o tres medios objetivo y use datos o un caso de cliente que los periodistas puedan aprovechar.",
  "A bigger news story or a crisis pushes the story out": "Una noticia mayor o una crisis desplaza la historia",
  "Keep an evergreen angle ready and move announcements away from crowded news days.":
    "Tenga preparado un ángulo atemporal y aleje los anuncios de los días con mucha actualidad.",
  "Which media matter most: trade, local, national or international press, podcasts or analysts?":
    "¿Qué medios importan más: prensa sectorial, local, nacional o internacional, pódcasts o analistas?",
  "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?":
    "¿Qué noticias habrá en los meses de la campaña (lanzamientos, datos, financiación, personas) y quién puede hablar en nombre de la empresa?",
  "Do you need newswire distribution, media training or events? They are priced separately.":
    "¿Necesita distribución por agencias de noticias, formación de portavoces o eventos? Se presupuestan aparte.",
  "How will success be judged: coverage in named outlets, share of voice, links, or leads?":
    "¿Cómo se medirá el éxito: cobertura en medios concretos, cuota de voz, enlaces o leads?",
  "Positioning, messaging and launch narrative": "Posicionamiento, mensajes y relato del lanzamiento",
  "Launch plan and timeline across channels and press": "Plan y calendario del lanzamiento en canales y prensa",
  "Launch landing page copy": "Textos de la página de destino del lanzamiento",
  "Launch landing page design": "Diseño de la página de destino del lanzamiento",
  "Launch video script": "Guion del vídeo de lanzamiento",
  "Launch video production and editing": "Producción y edición del vídeo de lanzamiento",
  "Launch press release": "Nota de prensa del lanzamiento",
  "Press release approval and spokesperson briefing": "Aprobación de la nota de prensa y briefing del portavoz",
  "Press kit: fact sheet, images and demo access": "Dossier de prensa: ficha técnica, imágenes y acceso a demo",
  "Media outreach and embargoed briefings": "Contacto con medios y presentaciones bajo embargo",
  "The launch date slips because the product is not ready":
    "La fecha de lanzamiento se retrasa porque el producto no está listo",
  "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.":
    "Vincule el embargo de prensa y el inicio de la campaña a una fecha de decisión dos semanas antes, y mantenga los materiales sin fecha.",
  "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Plan de lanzamiento: el posicionamiento, los materiales de lanzamiento y el contacto con prensa son horas × tarifas por rol de {{place}}; los medios del periodo de lanzamiento se convierten en impresiones, clics y leads con datos de referencia publicados (precios actualizados a {{year}} con el IPC-U) y son una línea propia, nunca mezclada con los honorarios: {{basis}} La gestión de medios es un porcentaje de la inversión con un mínimo de horas de compra de medios. La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.":
    "Un lanzamiento de producto: posicionamiento, una página de destino, un vídeo de lanzamiento, una nota de prensa con contacto con medios y un periodo de lanzamiento de {{weeks}} en {{channels}} con unos {{media}} de medios que se espera que aporten unos {{conversions}} leads; los honorarios y la producción de la agencia suman {{fees}}.",
  "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.":
    "El producto, su precio y una demo o muestras están listos para la prensa dos semanas antes del lanzamiento; crear la página del producto en la tienda o la app no está incluido.",
  "Coverage is earned, not bought; newswire distribution and a launch event are not included.":
    "La cobertura se gana, no se compra; no se incluyen la distribución por agencias de noticias ni un evento de lanzamiento.",
  "Launch strategy and positioning": "Estrategia y posicionamiento del lanzamiento",
  "Launch assets, press and setup": "Materiales de lanzamiento, prensa y configuración",
  "Launch flight": "Periodo de lanzamiento",
  "What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.":
    "¿Cuál es la fecha de lanzamiento y es fija? El embargo de prensa y la campaña se planifican hacia atrás desde ella.",
  "Which media and channels matter most for the launch: trade press, national press, search, social?":
    "¿Qué medios y canales importan más para el lanzamiento: prensa sectorial, prensa nacional, búsqueda, redes sociales?",
  "What launch assets exist already (product photos, demo video, brand guidelines)?":
    "¿Qué materiales de lanzamiento existen ya (fotos del producto, vídeo de demostración, manual de marca)?",
  "Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages":
    "Auditoría SEO técnica: rastreo, indexación, velocidad y estructura de {{pages}} páginas",
  "Keyword research and competitor gap analysis":
    "Investigación de palabras clave y análisis de brechas frente a la competencia",
  "SEO strategy and six-month roadmap": "Estrategia SEO y hoja de ruta de seis meses",
  "Analytics and Search Console setup, baseline report":
    "Configuración de analítica y Search Console, informe de partida",
  "Technical fixes and monitoring": "Correcciones técnicas y seguimiento",
  "On-page optimisation (pages)": "Optimización on-page (páginas)",
  "SEO articles of about {{words}} words": "Artículos SEO de unas {{words}} palabras",
  "Links earned through outreach and digital PR": "Enlaces conseguidos con contacto y RR. PP. digitales",
  "Monthly report and account management": "Informe mensual y gestión de la cuenta",
  "Onboarding: audit, keyword research and strategy":
    "Incorporación: auditoría, investigación de palabras clave y estrategia",
  "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de iguala: una incorporación inicial (auditoría técnica, investigación de palabras clave, analítica) y después una cuota mensual por entregables definidos (correcciones técnicas, optimización on-page, artículos, obtención de enlaces, informes) × los meses que dura. Cada entregable son horas × tarifas por rol de {{place}}; los volúmenes mensuales crecen con la competencia en las búsquedas (×{{scale}} aquí). La cuota se contrasta con encuestas publicadas sobre igualas. La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.":
    "Una iguala de SEO de {{months}} a unos {{fee}} al mes ({{articles}} artículos, {{pages}} páginas optimizadas y {{links}} enlaces al mes), tras una incorporación de unos {{onboarding}}.",
  "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.":
    "Google prevé que el SEO tarde de cuatro meses a un año en dar resultados ({{source}}); una iguala de {{months}} puede terminar antes de que se muevan las posiciones.",
  "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.":
    "Se supone que el sitio tiene unas {{pages}} páginas (no se indicó ninguna cifra); la auditoría crece con el número de páginas.",
  "{{articles}} articles a month are assumed (none were stated).":
    "Se suponen {{articles}} artículos al mes (no se indicó ninguno).",
  "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).":
    "La cuota mensual (unos {{feeUsd}}) se compara con {{low}}–{{high}} al mes, la franja de presupuesto con la que más trabajan los profesionales del SEO ({{source}}).",
  "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.":
    "Los desarrolladores del cliente aplican las correcciones técnicas a partir de los tickets de la agencia; el tiempo de desarrollo no está incluido. Los enlaces se ganan, no se compran: las políticas de spam de Google prohíben los enlaces de pago.",
  "A search algorithm update moves rankings": "Una actualización del algoritmo de búsqueda mueve las posiciones",
  "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.":
    "Siga las Search Essentials de Google, reparta el trabajo entre correcciones técnicas, contenido y enlaces, e informe del efecto de cada actualización frente a la situación de partida.",
  "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.":
    "¿Cuántas páginas tiene el sitio y en qué plataforma está hecho? Determina el tamaño de la auditoría y del trabajo on-page.",
  "Is the goal local (one city or area), national or international search, and which competitors rank now?":
    "¿El objetivo es la búsqueda local (una ciudad o zona), nacional o internacional, y qué competidores aparecen ahora?",
  "Who implements technical fixes on the site: your developers or the agency?":
    "¿Quién aplica las correcciones técnicas en el sitio: sus desarrolladores o la agencia?",
  "Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?":
    "¿Escribe la agencia los artículos, o los escribe su equipo con los briefs y la optimización de la agencia?",
  "Campaign strategy, audiences and media plan": "Estrategia de campaña, audiencias y plan de medios",
  "Ad copy: {{count}} variants": "Textos de anuncios: {{count}} variantes",
  "Static and carousel creative: {{count}} variants": "Creatividades estáticas y carruseles: {{count}} variantes",
  "Video production and editing: {{count}} videos": "Producción y edición de vídeo: {{count}} vídeos",
  "Campaign setup: accounts, audiences and ads built": "Configuración de la campaña: cuentas, audiencias y anuncios",
  "Tracking setup: pixels, conversion events and UTMs":
    "Configuración de la medición: píxeles, eventos de conversión y UTM",
  "Reporting and insights: weekly results and a final report":
    "Informes y conclusiones: resultados semanales e informe final",
  "{{share}}% of media spend ({{source}})": "{{share}} % de la inversión en medios ({{source}})",
  "floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)":
    "mínimo: {{hours}} h de compra de medios por canal y semana a {{rate}} la hora (por encima del {{share}} % de la inversión en medios)",
  "Media management fee: buying, bids and optimisation":
    "Honorarios de gestión de medios: compra, pujas y optimización",
  week: "semana",
  "Creative underperforms and needs a second round": "Las creatividades rinden poco y necesitan una segunda ronda",
  "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.":
    "Lance con varias variantes por canal, pase el presupuesto a las ganadoras cada semana y tenga en reserva una segunda ronda de creatividades.",
  "Tracking or attribution gaps delay optimisation": "Fallos de medición o atribución retrasan la optimización",
  "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.":
    "Instale y pruebe los píxeles, la API de conversiones y las convenciones UTM antes del lanzamiento; concilie las cifras de la plataforma y de la analítica en la primera semana.",
  "Ad rejections or account restrictions": "Anuncios rechazados o cuentas restringidas",
  "Check creative against each platform's policies and verify the business accounts before launch.":
    "Revise las creatividades frente a las políticas de cada plataforma y verifique las cuentas de empresa antes del lanzamiento.",
  "Auction prices rise (season, competition): fewer leads for the same spend":
    "Suben los precios de las subastas (temporada, competencia): menos leads con la misma inversión",
  "Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.":
    "Evite empezar en temporada alta, limite las pujas y reserve una décima parte de la inversión para mantener la previsión de leads.",
  "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.":
    "La inversión indicada es un tope: bajan los leads previstos; limite las pujas y lleve la inversión al canal con el lead más barato.",
  "Google Search ads": "Anuncios en la Búsqueda de Google",
  "Instagram and Facebook ads": "Anuncios en Instagram y Facebook",
  "LinkedIn ads": "Anuncios en LinkedIn",
  "TikTok ads": "Anuncios en TikTok",
  "YouTube video ads": "Anuncios de vídeo en YouTube",
  "Display network": "Red de Display",
  "X (Twitter) ads": "Anuncios en X (Twitter)",
  "Influencer partnerships": "Colaboraciones con influencers",
  "Email campaigns": "Campañas de email",
  "1 week": "1 semana",
  "{{count}} weeks": "{{count}} semanas",
  "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.":
    "Una campaña de {{flight}} necesita unas {{around}} más para estrategia, creatividades e informes, es decir, unas {{total}} en total; el plazo indicado de {{deadline}} es demasiado corto. Empiece a preparar antes, acorte la campaña a {{room}} o reutilice creatividades existentes para acortar la producción.",
  "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.":
    "Una campaña necesita unas {{around}} alrededor de su periodo de emisión (estrategia, creatividades e informes), así que {{deadline}} no dejan tiempo para ejecutarla; prevea al menos {{least}} o reutilice creatividades existentes para acortar la producción.",
  "as stated": "según lo indicado",
  "what the stated time frame leaves after preparation and reporting":
    "lo que deja el plazo indicado tras la preparación y los informes",
  "assumed: the request gave no length": "supuesto: la solicitud no indicó duración",
  "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.":
    "Las {{deadline}} indicadas terminan antes que las {{flight}} indicadas de la campaña: acorte la campaña a {{deadline}}, o acuerde que dure más allá de esa fecha.",
  "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.":
    "La campaña dura {{flight}}: sus primeras {{before}} son de estrategia, producción creativa y configuración, luego {{run}} de medios, con los informes al final.",
  "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.":
    "La campaña dura {{flight}} ({{basis}}), tras unas {{before}} de estrategia, producción creativa y configuración, con los informes después.",
  "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.":
    "¿El importe indicado de {{budget}} es el presupuesto total (honorarios de la agencia y medios) o solo la inversión en medios? Esta estimación lo interpreta como el presupuesto total.",
  "the stated budget less the agency's fees": "el presupuesto indicado menos los honorarios de la agencia",
  "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.":
    "El presupuesto indicado de {{budget}} cubre honorarios y medios: primero van los honorarios, la producción y la contingencia de la agencia ({{fees}}), y el resto, {{media}}, es la inversión en medios.",
  "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})":
    "prueba mínima interpretable: {{conversions}} conversiones por canal de leads o {{clicks}} clics por canal de alcance ({{source}})",
  "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).":
    "El presupuesto indicado de {{budget}} no permite una campaña interpretable en {{channels}}: tras los honorarios y la producción de la agencia (unos {{fees}}) solo quedarían {{left}} para medios, por debajo de la prueba mínima interpretable ({{needed}}). Esta estimación presupuesta en su lugar la campaña más pequeña que vale la pena: al menos {{minimum}} en total, con {{media}} de medios. Con {{budget}}, use menos canales, reutilice creatividades existentes o gestione los anuncios internamente ({{budget}} solo en medios aportarían unas {{conversions}} conversiones).",
  "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})":
    "recomendado (supuesto): {{conversions}} conversiones por canal de leads o {{clicks}} clics por canal de alcance cada cuatro semanas ({{source}})",
  "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).":
    "No se indicó inversión en medios: se recomiendan {{media}} (un supuesto), suficiente para unas {{conversions}} conversiones por canal de leads o {{clicks}} clics por canal de alcance cada cuatro semanas de campaña ({{source}}).",
  "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.":
    "¿Qué inversión en medios tiene en mente? Esta estimación recomienda {{media}}; una cifra indicada se presupuesta exactamente como se da.",
  "Media spend: {{channel}}": "Inversión en medios: {{channel}}",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.":
    "Los {{media}} de medios indicados están por debajo de la prueba mínima interpretable en {{channels}} ({{needed}}: {{conversions}} conversiones por canal de leads o {{clicks}} clics por canal de alcance, {{source}}). Concéntrelos en menos canales ({{best}} por sí solo necesita al menos {{bestNeeded}}) o suba los medios a al menos {{needed}}; los honorarios de la agencia ({{fees}}) van aparte.",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.":
    "Los {{media}} de medios indicados están por debajo de la prueba mínima interpretable en {{channels}} ({{needed}}: {{conversions}} conversiones por canal de leads o {{clicks}} clics por canal de alcance, {{source}}). Suba los medios a al menos {{needed}} o use un canal con resultados más baratos; los honorarios de la agencia ({{fees}}) van aparte.",
  "No spend was stated for {{channels}}, so none is priced there.":
    "No se indicó inversión para {{channels}}, así que no se presupuesta ninguna allí.",
  "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.":
    "Los {{media}} de medios indicados se presupuestan exactamente como se dieron, en una línea propia; los honorarios, la producción y la contingencia de la agencia ({{fees}}) son líneas aparte.",
  "the stated media is priced exactly as given.": "los medios indicados se presupuestan exactamente como se dieron.",
  "the stated budget pays the fees first and the rest is media.":
    "el presupuesto indicado paga primero los honorarios y el resto son medios.",
  "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.":
    "el presupuesto indicado está por debajo de la prueba mínima interpretable, así que se presupuesta la campaña más pequeña que vale la pena.",
  "no media was stated, so a spend is recommended (an assumption).":
    "no se indicaron medios, así que se recomienda una inversión (un supuesto).",
  "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.":
    "{{channel}}: {{spend}} compran unas {{impressions}} impresiones, {{clicks}} clics y {{leads}} leads ({{cpl}} por lead) según {{sources}}.",
  "1 month": "1 mes",
  "{{count}} months": "{{count}} meses",
  "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.":
    "Una iguala de {{months}} dura unas {{weeks}} semanas; el plazo indicado de {{deadline}} semanas es más corto. Acorte la iguala a {{fit}} o acuerde que continúe después de esa fecha.",
  "{{deliverable}}, {{count}} a month × {{months}} ({{role}})":
    "{{deliverable}}, {{count}} al mes × {{months}} ({{role}})",
  "Retainer delivery: {{months}}": "Ejecución de la iguala: {{months}}",
  "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.":
    "Los {{budget}} al mes indicados se comparan con la cuota mensual de la iguala, de unos {{fee}}; en {{months}} la iguala asciende a unos {{total}}.",
  "The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.":
    "El presupuesto indicado de {{budget}} paga unos {{affordable}} de esta iguala a unos {{fee}} al mes.",
  "Approvals and access on the client side slow delivery":
    "Las aprobaciones y los accesos por parte del cliente retrasan la entrega",
  "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.":
    "Acuerde un aprobador designado, un plazo de revisión de 48 horas y el acceso a los sistemas necesarios antes del primer mes.",
  "Scope creeps beyond the monthly deliverables": "El alcance crece más allá de los entregables mensuales",
  "Keep a monthly plan against the retainer's deliverables and price extra work separately.":
    "Mantenga un plan mensual frente a los entregables de la iguala y presupueste aparte el trabajo adicional.",
  "the stated time frame": "el plazo indicado",
  "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.":
    "La iguala dura {{months}} ({{basis}}), con la incorporación en sus primeras {{weeks}} semanas; la cuota mensual de unos {{fee}} × {{months}} suma {{retainer}}.",
  "Marketing strategist": "Estratega de marketing",
  "Media buyer": "Comprador de medios",
  Copywriter: "Redactor publicitario",
  "Graphic designer": "Diseñador gráfico",
  "Video producer": "Productor de vídeo",
  "SEO specialist": "Especialista SEO",
  "Marketing analyst": "Analista de marketing",
  "PR manager": "Responsable de RR. PP.",
  "PR specialist": "Especialista en RR. PP.",
  "Influencer marketing manager": "Responsable de marketing de influencers",
  "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})":
    "{{wage}} ÷ 2.080 h × {{multiplier}} ({{multiplierSource}}), IPC-U a {{year}}, factor de ubicación {{factor}} ({{place}})",
};
