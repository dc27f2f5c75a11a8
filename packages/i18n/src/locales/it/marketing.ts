import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
  "Content audit, audience and editorial strategy": "Audit dei contenuti, pubblico e strategia editoriale",
  "Topic and keyword research": "Ricerca di temi e parole chiave",
  "Editorial guidelines and templates: writing": "Linee guida editoriali e modelli: testi",
  "Editorial guidelines and templates: design": "Linee guida editoriali e modelli: grafica",
  "Articles of about {{words}} words": "Articoli di circa {{words}} parole",
  "Short vertical videos (reels)": "Brevi video verticali (reel)",
  "Short edited videos": "Brevi video montati",
  "Social posts with graphics": "Post social con grafiche",
  "Newsletter issues": "Numeri della newsletter",
  "Editorial calendar, planning and performance report": "Calendario editoriale, pianificazione e report sui risultati",
  "Content promotion: paid distribution": "Promozione dei contenuti: distribuzione a pagamento",
  "lump sum": "forfait",
  "stated in the request": "indicato nella richiesta",
  "Onboarding: content strategy and guidelines": "Avvio: strategia dei contenuti e linee guida",
  "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modello a canone: avvio una tantum, poi un canone mensile per contenuti definiti × i mesi di durata. Il tempo di scrittura di un articolo è la media pubblicata ({{source}}), in proporzione alla sua lunghezza; editing, SEO, grafica e video sono ore dell'agenzia per contenuto; tutto alle tariffe dei ruoli per {{place}}. Un budget di promozione indicato è una voce a sé, mai dentro i compensi. La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.":
    "Content marketing per {{months}} a circa {{fee}} al mese: {{articles}} articoli, {{videos}} video, {{social}} post social e {{newsletters}} newsletter al mese, dopo un avvio di circa {{onboarding}}.",
  "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.":
    "I volumi mensili non indicati nella richiesta sono ipotizzati da canoni tipici; li indichi per averli valorizzati come richiesto.",
  "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.":
    "Il budget di promozione indicato di {{media}} è valorizzato esattamente come dato, come voce a sé, separata dai compensi.",
  "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.":
    "Gli esperti di materia del cliente revisionano le bozze entro una settimana; le interviste con loro sono incluse nel tempo di scrittura.",
  "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.":
    "Immagini di repertorio e pubblicazione sul sito e sui canali del cliente sono incluse; la promozione a pagamento no, salvo indicazione.",
  "Subject-matter experts are slow to give input or review":
    "Gli esperti di materia tardano a dare contributi o revisioni",
  "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.":
    "Fissare con ogni esperto un'intervista mensile ricorrente e concordare una finestra di revisione nel calendario editoriale.",
  "Content is published but draws little traffic": "I contenuti vengono pubblicati ma portano poco traffico",
  "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.":
    "Scegliere i temi dalla ricerca su parole chiave e pubblico, aggiornare dopo tre mesi ciò che rende poco e promuovere i contenuti migliori.",
  "Which topics and audiences matter most, and who on your side has the expertise the content should carry?":
    "Quali temi e pubblici contano di più, e chi dalla sua parte ha le competenze che i contenuti devono trasmettere?",
  "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.":
    "Quanti contenuti al mese, e di quale lunghezza? Questa stima ipotizza volumi tipici dove non sono stati indicati.",
  "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.":
    "C'è un budget per promuovere i contenuti (social a pagamento, newsletter, syndication)? Sarebbe valorizzato come voce a sé.",
  "Who publishes and owns the channels: your team, or the agency?":
    "Chi pubblica e gestisce i canali: il suo team o l'agenzia?",
  "nano (1k–10k followers)": "nano (1k–10k follower)",
  "micro (10k–50k followers)": "micro (10k–50k follower)",
  "mid-tier (50k–500k followers)": "medi (50k–500k follower)",
  "macro (500k–1M followers)": "macro (500k–1M follower)",
  "mega (1M+ followers)": "mega (oltre 1M di follower)",
  "Campaign strategy, creator brief and KPIs": "Strategia della campagna, brief per i creator e KPI",
  "Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators":
    "Selezione e verifica dei creator (pubblico, follower falsi e brand safety): {{count}} creator",
  "Negotiation and contracts: {{count}} creators": "Negoziazione e contratti: {{count}} creator",
  "Briefing and content review: {{count}} posts": "Brief e revisione dei contenuti: {{count}} post",
  "Creator fees: {{count}} posts by {{tier}} creators on {{platform}}":
    "Compensi dei creator: {{count}} post di creator {{tier}} su {{platform}}",
  post: "post",
  "{{source}}, CPI-U to {{year}}": "{{source}}, CPI-U al {{year}}",
  "Paid amplification of creator posts: {{channel}}": "Amplificazione a pagamento dei post dei creator: {{channel}}",
  "Tracking links, codes and the campaign report": "Link tracciati, codici e report della campagna",
  "A creator misses the brief or posts late": "Un creator non rispetta il brief o pubblica in ritardo",
  "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.":
    "Mettere a contratto brief, date di pubblicazione e un giro di revisioni; tenere verificati uno o due creator di riserva.",
  "Creator rates come in above the market midpoint": "Le tariffe dei creator superano il valore medio di mercato",
  "Negotiate packages (several posts, usage rights) and keep a mix of tiers.":
    "Negoziare pacchetti (più post, diritti d'uso) e mantenere un mix di fasce.",
  "Undisclosed advertising or a brand-safety incident": "Pubblicità non dichiarata o un incidente di brand safety",
  "Require clear ad disclosure in every contract and vet each creator's past content.":
    "Richiedere in ogni contratto una chiara indicazione di pubblicità e verificare i contenuti passati di ogni creator.",
  "{{count}} creators, as stated.": "{{count}} creator, come indicato.",
  "{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.":
    "{{count}} creator: quanti il budget indicato ne paga dopo i compensi dell'agenzia e una riserva.",
  "{{count}} creators are assumed (none were stated).": "Si ipotizzano {{count}} creator (nessuno indicato).",
  "{{count}} creators, the fewest worth a campaign.":
    "{{count}} creator, il minimo per cui valga la pena una campagna.",
  "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "I compensi dei creator sono post × la tariffa di mercato per post per piattaforma e fascia di follower ({{source}}, rivalutata al {{year}} con il CPI-U), con un intervallo ampio perché le tariffe si negoziano. Selezione, contratti, brief e report dell'agenzia sono ore per creator e per post × le tariffe dei ruoli per {{place}}. L'amplificazione a pagamento, se indicata, è una voce a sé valorizzata come data, con il suo funnel dai benchmark della piattaforma. La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.":
    "Una campagna con {{creators}} creator {{tier}} su {{platform}}: {{posts}} post che raggiungono fino a {{followers}} follower, circa {{fees}} di compensi ai creator più il lavoro dell'agenzia.",
  "Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.":
    "Si ipotizzano micro creator (10k–50k follower): non era indicata né una fascia né un numero di follower.",
  "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.":
    "{{posts}} post per creator; le tariffe sono per post ed escludono diritti d'uso oltre il canale del creator, whitelisting e invio di prodotti.",
  "Reach is counted as the creators' followers; a post reaches only part of them.":
    "La copertura è calcolata come follower dei creator; un post ne raggiunge solo una parte.",
  "The stated {{media}} of paid amplification is priced exactly as given, as its own line.":
    "I {{media}} di amplificazione a pagamento indicati sono valorizzati esattamente come dati, come voce a sé.",
  "Strategy and creator sourcing": "Strategia e selezione dei creator",
  "Content creation and approval": "Creazione e approvazione dei contenuti",
  "Posting window": "Finestra di pubblicazione",
  "Measurement and reporting": "Misurazione e report",
  "Which platform and audience, and which follower tier or named creators do you have in mind?":
    "Quale piattaforma e quale pubblico, e quale fascia di follower o quali creator ha in mente?",
  "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.":
    "Le servono diritti d'uso (annunci, sito web) o whitelisting oltre ai post dei creator? Di solito aumentano il compenso.",
  "Will products be sent to creators, and at what cost? Seeding is not included.":
    "Verranno inviati prodotti ai creator, e a quale costo? L'invio di prodotti non è incluso.",
  "Is there a budget to boost the best creator posts as ads? It would be priced as its own line.":
    "C'è un budget per sponsorizzare come annunci i post migliori dei creator? Sarebbe valorizzato come voce a sé.",
  "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.":
    "Il budget indicato di {{budget}} non copre i {{count}} creator di cui una campagna ha bisogno con il lavoro dell'agenzia: la campagna più piccola che valga la pena costa circa {{minimum}}. Entro {{budget}}, usi meno post, nano creator o l'invio di prodotti senza compenso.",
  "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "La campagna più piccola che valga la pena su {{channels}}: {{weeks}} con circa {{media}} di media, che dovrebbero portare circa {{conversions}} contatti a circa {{cpl}} ciascuno; compensi dell'agenzia e produzione aggiungono {{fees}}.",
  "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Una campagna di {{weeks}} su {{channels}}, con circa {{media}} di media che dovrebbero portare circa {{conversions}} contatti a circa {{cpl}} ciascuno; compensi dell'agenzia e produzione aggiungono {{fees}}.",
  "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Piano media: la spesa di ogni canale diventa impression, clic e contatti con benchmark pubblicati (clic = spesa ÷ costo per clic, impression = clic ÷ tasso di clic, contatti = clic × tasso di conversione; prezzi rivalutati al {{year}} con il CPI-U). I media sono una voce a sé, mai mescolata ai compensi: {{basis}} Il lavoro dell'agenzia è valorizzato come ore × tariffe dei ruoli per {{place}}; la gestione dei media come {{share}}% della spesa ({{shareSource}}) con un minimo di {{floor}} h di acquisto media per canale a settimana. La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "No channel was named: {{channels}} are assumed.": "Nessun canale indicato: si ipotizzano {{channels}}.",
  "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.":
    "I benchmark sono medie intersettoriali, in gran parte da account statunitensi; i risultati delle prime due settimane dovrebbero ricalibrare la previsione.",
  "Landing pages and the offer exist and convert at typical rates; building them is not included.":
    "Le landing page e l'offerta esistono e convertono a tassi tipici; la loro realizzazione non è inclusa.",
  "Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line.":
    "Le commissioni delle piattaforme e le imposte sui media sono incluse nella spesa media; il compenso di gestione dell'agenzia è una voce a sé.",
  "Strategy and planning": "Strategia e pianificazione",
  "Creative production and setup": "Produzione creativa e configurazione",
  "Campaign flight": "Periodo di campagna",
  "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.":
    "Qual è la conversione che sta acquistando (un modulo contatti, un'iscrizione, una vendita), e quanto vale per lei? Stabilisce il costo per contatto che vale la pena pagare.",
  "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.":
    "Quali paesi e pubblici intende raggiungere? I benchmark sono in gran parte medie statunitensi; nella maggior parte degli altri mercati i clic costano meno.",
  "Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?":
    "Esistono già landing page, tracciamento (pixel, conversion API) e account pubblicitari con uno storico?",
  "Which channels do you want? This estimate assumes {{channels}}.":
    "Quali canali desidera? Questa stima ipotizza {{channels}}.",
  "Messaging, story angles and news hooks": "Messaggi, angolazioni narrative e spunti di notizia",
  "Media list: {{count}} journalists and outlets": "Lista media: {{count}} giornalisti e testate",
  "Press kit: fact sheet, bios and images": "Cartella stampa: scheda informativa, biografie e immagini",
  "Press kit design": "Grafica della cartella stampa",
  "PR strategy and counsel": "Strategia e consulenza PR",
  "Media outreach and pitching": "Contatti con i media e proposte",
  "Press releases": "Comunicati stampa",
  "Spokesperson and interview preparation": "Preparazione del portavoce e delle interviste",
  "Coverage monitoring and monthly report": "Monitoraggio delle uscite e report mensile",
  "Onboarding: messaging, media list and press kit": "Avvio: messaggi, lista media e cartella stampa",
  "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modello a canone: avvio una tantum (messaggi, lista media, cartella stampa), poi un canone mensile per attività definite (consulenza, contatti con i media, comunicati stampa, preparazione del portavoce, monitoraggio) × i mesi di durata, ciascuna come ore × tariffe dei ruoli per {{place}}. Le ore crescono con la portata dei media target (×{{reach}} qui). La copertura mediatica si guadagna, non si compra, quindi non si valorizza alcuna voce media. La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.":
    "Una campagna di PR di {{months}} a circa {{fee}} al mese: contatti con {{list}} giornalisti e testate, {{releases}} comunicati stampa al mese, consulenza e report sulle uscite, dopo un avvio di circa {{onboarding}}.",
  "One press release a month is assumed (none were stated).":
    "Si ipotizza un comunicato stampa al mese (nessuno indicato).",
  "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.":
    "La copertura si guadagna, non è garantita: il compenso paga il lavoro, non le uscite. Distribuzione tramite agenzie di stampa, eventi e media training non sono inclusi.",
  "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.":
    "Un portavoce è disponibile per interviste con breve preavviso, e il cliente approva i comunicati entro due giorni lavorativi.",
  "No coverage lands in the first months": "Nessuna uscita nei primi mesi",
  "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.":
    "Partire con lo spunto di notizia più forte, offrire esclusive a due o tre testate target e usare dati o una storia di clienti utilizzabili dai giornalisti.",
  "A bigger news story or a crisis pushes the story out":
    "Una notizia più grande o una crisi fa passare in secondo piano la storia",
  "Keep an evergreen angle ready and move announcements away from crowded news days.":
    "Tenere pronta un'angolazione sempre valida e spostare gli annunci lontano dai giorni più affollati di notizie.",
  "Which media matter most: trade, local, national or international press, podcasts or analysts?":
    "Quali media contano di più: stampa di settore, locale, nazionale o internazionale, podcast o analisti?",
  "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?":
    "Quali notizie arriveranno nei mesi della campagna (lanci, dati, finanziamenti, persone), e chi può parlare per l'azienda?",
  "Do you need newswire distribution, media training or events? They are priced separately.":
    "Le servono distribuzione tramite agenzie di stampa, media training o eventi? Sono valorizzati a parte.",
  "How will success be judged: coverage in named outlets, share of voice, links, or leads?":
    "Come si giudicherà il successo: uscite su testate precise, share of voice, link o contatti?",
  "Positioning, messaging and launch narrative": "Posizionamento, messaggi e narrativa del lancio",
  "Launch plan and timeline across channels and press": "Piano di lancio e cronoprogramma su canali e stampa",
  "Launch landing page copy": "Testi della landing page di lancio",
  "Launch landing page design": "Grafica della landing page di lancio",
  "Launch video script": "Sceneggiatura del video di lancio",
  "Launch video production and editing": "Produzione e montaggio del video di lancio",
  "Launch press release": "Comunicato stampa di lancio",
  "Press release approval and spokesperson briefing": "Approvazione del comunicato e briefing del portavoce",
  "Press kit: fact sheet, images and demo access": "Cartella stampa: scheda informativa, immagini e accesso alla demo",
  "Media outreach and embargoed briefings": "Contatti con i media e briefing sotto embargo",
  "The launch date slips because the product is not ready": "La data di lancio slitta perché il prodotto non è pronto",
  "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.":
    "Legare l'embargo stampa e l'inizio della campagna a una data di decisione due settimane prima, e tenere i materiali senza date.",
  "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Piano di lancio: posizionamento, materiali di lancio e contatti con la stampa sono ore × tariffe dei ruoli per {{place}}; i media del periodo di lancio diventano impression, clic e contatti con benchmark pubblicati (prezzi rivalutati al {{year}} con il CPI-U) e sono una voce a sé, mai mescolata ai compensi: {{basis}} La gestione dei media è una quota della spesa con un minimo di ore di acquisto media. La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.":
    "Un lancio di prodotto: posizionamento, una landing page, un video di lancio, un comunicato stampa con contatti con i media e un periodo di lancio di {{weeks}} su {{channels}} con circa {{media}} di media che dovrebbero portare circa {{conversions}} contatti; compensi dell'agenzia e produzione aggiungono {{fees}}.",
  "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.":
    "Il prodotto, i suoi prezzi e una demo o dei campioni sono pronti per la stampa due settimane prima del lancio; la realizzazione della pagina prodotto nel negozio o nell'app non è inclusa.",
  "Coverage is earned, not bought; newswire distribution and a launch event are not included.":
    "La copertura si guadagna, non si compra; distribuzione tramite agenzie di stampa ed evento di lancio non sono inclusi.",
  "Launch strategy and positioning": "Strategia e posizionamento del lancio",
  "Launch assets, press and setup": "Materiali di lancio, stampa e configurazione",
  "Launch flight": "Periodo di lancio",
  "What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.":
    "Qual è la data di lancio, ed è fissa? L'embargo stampa e la campagna si pianificano a ritroso da essa.",
  "Which media and channels matter most for the launch: trade press, national press, search, social?":
    "Quali media e canali contano di più per il lancio: stampa di settore, stampa nazionale, ricerca, social?",
  "What launch assets exist already (product photos, demo video, brand guidelines)?":
    "Quali materiali di lancio esistono già (foto del prodotto, video demo, linee guida del marchio)?",
  "Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages":
    "Audit SEO tecnico: scansione, indicizzazione, velocità e struttura di {{pages}} pagine",
  "Keyword research and competitor gap analysis":
    "Ricerca di parole chiave e analisi dei divari rispetto ai concorrenti",
  "SEO strategy and six-month roadmap": "Strategia SEO e roadmap di sei mesi",
  "Analytics and Search Console setup, baseline report":
    "Configurazione di analytics e Search Console, report di partenza",
  "Technical fixes and monitoring": "Correzioni tecniche e monitoraggio",
  "On-page optimisation (pages)": "Ottimizzazione on-page (pagine)",
  "SEO articles of about {{words}} words": "Articoli SEO di circa {{words}} parole",
  "Links earned through outreach and digital PR": "Link ottenuti tramite outreach e digital PR",
  "Monthly report and account management": "Report mensile e gestione dell'account",
  "Onboarding: audit, keyword research and strategy": "Avvio: audit, ricerca di parole chiave e strategia",
  "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modello a canone: avvio una tantum (audit tecnico, ricerca di parole chiave, analytics), poi un canone mensile per risultati definiti (correzioni tecniche, ottimizzazione on-page, articoli, acquisizione di link, report) × i mesi di durata. Ogni risultato è ore × tariffe dei ruoli per {{place}}; i volumi mensili crescono con la competitività della ricerca (×{{scale}} qui). Il canone è confrontato con sondaggi pubblicati sui canoni. La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.":
    "Un incarico SEO continuativo di {{months}} a circa {{fee}} al mese ({{articles}} articoli, {{pages}} pagine ottimizzate e {{links}} link al mese), dopo un avvio di circa {{onboarding}}.",
  "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.":
    "Google prevede che la SEO richieda da quattro mesi a un anno per dare risultati ({{source}}); un incarico di {{months}} potrebbe finire prima che il posizionamento si muova.",
  "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.":
    "Si ipotizza che il sito abbia circa {{pages}} pagine (nessuna indicata); l'audit cresce con il numero di pagine.",
  "{{articles}} articles a month are assumed (none were stated).":
    "Si ipotizzano {{articles}} articoli al mese (nessuno indicato).",
  "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).":
    "Il canone mensile (circa {{feeUsd}}) si confronta con {{low}}–{{high}} al mese, la fascia di budget con cui i professionisti SEO lavorano più spesso ({{source}}).",
  "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.":
    "Gli sviluppatori del cliente applicano le correzioni tecniche dai ticket dell'agenzia; il tempo di sviluppo non è incluso. I link si guadagnano, non si comprano: le norme antispam di Google vietano i link a pagamento.",
  "A search algorithm update moves rankings": "Un aggiornamento dell'algoritmo di ricerca sposta il posizionamento",
  "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.":
    "Seguire le Search Essentials di Google, distribuire il lavoro tra correzioni tecniche, contenuti e link, e riportare l'effetto di ogni aggiornamento rispetto al punto di partenza.",
  "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.":
    "Quante pagine ha il sito, e su quale piattaforma è costruito? Determina la dimensione dell'audit e del lavoro on-page.",
  "Is the goal local (one city or area), national or international search, and which competitors rank now?":
    "L'obiettivo è la ricerca locale (una città o zona), nazionale o internazionale, e quali concorrenti si posizionano ora?",
  "Who implements technical fixes on the site: your developers or the agency?":
    "Chi applica le correzioni tecniche sul sito: i suoi sviluppatori o l'agenzia?",
  "Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?":
    "L'agenzia scrive gli articoli, o li scrive il suo team con i brief e l'ottimizzazione dell'agenzia?",
  "Campaign strategy, audiences and media plan": "Strategia della campagna, pubblici e piano media",
  "Ad copy: {{count}} variants": "Testi degli annunci: {{count}} varianti",
  "Static and carousel creative: {{count}} variants": "Creatività statiche e a carosello: {{count}} varianti",
  "Video production and editing: {{count}} videos": "Produzione e montaggio video: {{count}} video",
  "Campaign setup: accounts, audiences and ads built":
    "Configurazione della campagna: account, pubblici e annunci creati",
  "Tracking setup: pixels, conversion events and UTMs":
    "Configurazione del tracciamento: pixel, eventi di conversione e UTM",
  "Reporting and insights: weekly results and a final report":
    "Report e insight: risultati settimanali e un report finale",
  "{{share}}% of media spend ({{source}})": "{{share}}% della spesa media ({{source}})",
  "floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)":
    "minimo: {{hours}} h di acquisto media per canale a settimana a {{rate}} l'ora (oltre il {{share}}% della spesa media)",
  "Media management fee: buying, bids and optimisation":
    "Compenso di gestione dei media: acquisto, offerte e ottimizzazione",
  week: "settimana",
  "Creative underperforms and needs a second round": "Le creatività rendono poco e serve un secondo giro",
  "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.":
    "Partire con più varianti per canale, spostare ogni settimana il budget sulle migliori e tenere di riserva un secondo giro di creatività.",
  "Tracking or attribution gaps delay optimisation":
    "Lacune di tracciamento o di attribuzione ritardano l'ottimizzazione",
  "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.":
    "Installare e testare pixel, conversion API e convenzioni UTM prima del lancio; riconciliare i dati delle piattaforme e di analytics nella prima settimana.",
  "Ad rejections or account restrictions": "Annunci rifiutati o restrizioni dell'account",
  "Check creative against each platform's policies and verify the business accounts before launch.":
    "Verificare le creatività rispetto alle norme di ogni piattaforma e verificare gli account aziendali prima del lancio.",
  "Auction prices rise (season, competition): fewer leads for the same spend":
    "I prezzi delle aste salgono (stagione, concorrenza): meno contatti a parità di spesa",
  "Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.":
    "Evitare partenze in alta stagione, limitare le offerte e tenere da parte un decimo della spesa per mantenere la previsione di contatti.",
  "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.":
    "La spesa indicata è un tetto: sono i contatti previsti a calare; limitare le offerte e spostare la spesa sul canale con il costo per contatto più basso.",
  "Google Search ads": "Annunci sulla Ricerca Google",
  "Instagram and Facebook ads": "Annunci su Instagram e Facebook",
  "LinkedIn ads": "Annunci su LinkedIn",
  "TikTok ads": "Annunci su TikTok",
  "YouTube video ads": "Annunci video su YouTube",
  "Display network": "Rete Display",
  "X (Twitter) ads": "Annunci su X (Twitter)",
  "Influencer partnerships": "Collaborazioni con influencer",
  "Email campaigns": "Campagne email",
  "1 week": "1 settimana",
  "{{count}} weeks": "{{count}} settimane",
  "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.":
    "Una campagna di {{flight}} richiede circa {{around}} in più per strategia, creatività e report, quindi circa {{total}} in tutto; il termine indicato di {{deadline}} è troppo breve. Inizi prima la preparazione, accorci la campagna a {{room}} o riutilizzi creatività esistenti per accorciare la produzione.",
  "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.":
    "Una campagna richiede circa {{around}} attorno al suo periodo (strategia, creatività e report), quindi {{deadline}} non lasciano tempo per svolgerla; preveda almeno {{least}}, o riutilizzi creatività esistenti per accorciare la produzione.",
  "as stated": "come indicato",
  "what the stated time frame leaves after preparation and reporting":
    "ciò che i tempi indicati lasciano dopo preparazione e report",
  "assumed: the request gave no length": "ipotizzato: la richiesta non indicava una durata",
  "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.":
    "Le {{deadline}} indicate finiscono prima delle {{flight}} indicate della campagna: accorciate la campagna a {{deadline}}, o concordate che prosegua oltre quella data.",
  "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.":
    "La campagna dura {{flight}}: le prime {{before}} sono di strategia, produzione creativa e configurazione, poi {{run}} di media, con i report alla fine.",
  "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.":
    "La campagna dura {{flight}} ({{basis}}), dopo circa {{before}} di strategia, produzione creativa e configurazione, con i report alla fine.",
  "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.":
    "Il budget indicato di {{budget}} è il budget complessivo (compensi dell'agenzia e media) o la sola spesa media? Questa stima lo considera il budget complessivo.",
  "the stated budget less the agency's fees": "il budget indicato meno i compensi dell'agenzia",
  "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.":
    "Il budget indicato di {{budget}} copre compensi e media: prima vengono i compensi dell'agenzia, la produzione e la riserva ({{fees}}), e il resto, {{media}}, è la spesa media.",
  "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})":
    "test minimo leggibile: {{conversions}} conversioni per canale di contatti o {{clicks}} clic per canale di copertura ({{source}})",
  "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).":
    "Il budget indicato di {{budget}} non può finanziare una campagna leggibile su {{channels}}: dopo i compensi dell'agenzia e la produzione (circa {{fees}}) resterebbero solo {{left}} per i media, sotto il test minimo leggibile ({{needed}}). Questa stima valorizza invece la campagna più piccola che valga la pena: almeno {{minimum}} in totale, con {{media}} di media. Entro {{budget}}, usi meno canali, riutilizzi creatività esistenti o gestisca gli annunci internamente ({{budget}} di soli media porterebbero circa {{conversions}} conversioni).",
  "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})":
    "consigliato (ipotesi): {{conversions}} conversioni per canale di contatti o {{clicks}} clic per canale di copertura ogni quattro settimane ({{source}})",
  "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).":
    "Non era indicata alcuna spesa media: si consigliano {{media}} (un'ipotesi), sufficienti per circa {{conversions}} conversioni per canale di contatti o {{clicks}} clic per canale di copertura in ogni quattro settimane di campagna ({{source}}).",
  "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.":
    "Quale spesa media ha in mente? Questa stima consiglia {{media}}; una cifra indicata viene valorizzata esattamente come data.",
  "Media spend: {{channel}}": "Spesa media: {{channel}}",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.":
    "I {{media}} di media indicati sono sotto il test minimo leggibile su {{channels}} ({{needed}}: {{conversions}} conversioni per canale di contatti o {{clicks}} clic per canale di copertura, {{source}}). Li concentri su meno canali ({{best}} da solo richiede almeno {{bestNeeded}}) o porti i media ad almeno {{needed}}; i compensi dell'agenzia ({{fees}}) si aggiungono.",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.":
    "I {{media}} di media indicati sono sotto il test minimo leggibile su {{channels}} ({{needed}}: {{conversions}} conversioni per canale di contatti o {{clicks}} clic per canale di copertura, {{source}}). Porti i media ad almeno {{needed}} o usi un canale con risultati più economici; i compensi dell'agenzia ({{fees}}) si aggiungono.",
  "No spend was stated for {{channels}}, so none is priced there.":
    "Non era indicata alcuna spesa per {{channels}}, quindi lì non si valorizza nulla.",
  "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.":
    "I {{media}} di media indicati sono valorizzati esattamente come dati, come voce a sé; compensi dell'agenzia, produzione e riserva ({{fees}}) sono voci separate in aggiunta.",
  "the stated media is priced exactly as given.": "i media indicati sono valorizzati esattamente come dati.",
  "the stated budget pays the fees first and the rest is media.":
    "il budget indicato paga prima i compensi e il resto va ai media.",
  "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.":
    "il budget indicato è sotto il test minimo leggibile, quindi si valorizza la campagna più piccola che valga la pena.",
  "no media was stated, so a spend is recommended (an assumption).":
    "non erano indicati media, quindi si consiglia una spesa (un'ipotesi).",
  "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.":
    "{{channel}}: {{spend}} acquistano circa {{impressions}} impression, {{clicks}} clic e {{leads}} contatti ({{cpl}} per contatto) secondo {{sources}}.",
  "1 month": "1 mese",
  "{{count}} months": "{{count}} mesi",
  "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.":
    "Un incarico di {{months}} dura circa {{weeks}} settimane; i tempi indicati di {{deadline}} settimane sono più brevi. Accorci l'incarico a {{fit}}, o concordi che prosegua oltre quella data.",
  "{{deliverable}}, {{count}} a month × {{months}} ({{role}})":
    "{{deliverable}}, {{count}} al mese × {{months}} ({{role}})",
  "Retainer delivery: {{months}}": "Svolgimento dell'incarico: {{months}}",
  "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.":
    "I {{budget}} al mese indicati sono confrontati con il canone mensile dell'incarico di circa {{fee}}; in {{months}} l'incarico ammonta a circa {{total}}.",
  "The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.":
    "Il budget indicato di {{budget}} copre circa {{affordable}} di questo incarico a circa {{fee}} al mese.",
  "Approvals and access on the client side slow delivery":
    "Approvazioni e accessi dal lato del cliente rallentano il lavoro",
  "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.":
    "Concordare prima del primo mese un approvatore nominato, una finestra di revisione di 48 ore e l'accesso ai sistemi necessari.",
  "Scope creeps beyond the monthly deliverables": "Il perimetro si allarga oltre i risultati mensili",
  "Keep a monthly plan against the retainer's deliverables and price extra work separately.":
    "Tenere un piano mensile rispetto ai risultati dell'incarico e valorizzare a parte il lavoro extra.",
  "the stated time frame": "i tempi indicati",
  "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.":
    "L'incarico dura {{months}} ({{basis}}), con l'avvio nelle prime {{weeks}} settimane; il canone mensile di circa {{fee}} × {{months}} fa {{retainer}}.",
  "Marketing strategist": "Stratega di marketing",
  "Media buyer": "Media buyer",
  Copywriter: "Copywriter",
  "Graphic designer": "Grafico",
  "Video producer": "Video producer",
  "SEO specialist": "Specialista SEO",
  "Marketing analyst": "Analista di marketing",
  "PR manager": "PR manager",
  "PR specialist": "Specialista PR",
  "Influencer marketing manager": "Influencer marketing manager",
  "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})":
    "{{wage}} ÷ 2.080 h × {{multiplier}} ({{multiplierSource}}), CPI-U al {{year}}, fattore di località {{factor}} ({{place}})",
};
