import type { Catalogue } from "../../catalogues.js";

/** Proposal document messages (sections, tables, commercial terms, project types, tools), in this language (English text → translation). */
export const document: Catalogue = {
  "{{n}} week": "{{n}} settimana",
  "{{n}} weeks": "{{n}} settimane",
  "{{n}} hour": "{{n}} ora",
  "{{n}} hours": "{{n}} ore",
  "Week {{span}}": "Settimana {{span}}",
  "Weeks {{span}}": "Settimane {{span}}",
  Subtotal: "Subtotale",
  "the phases' total": "il totale delle fasi",
  "Contingency (risk register)": "Riserva per rischi (registro dei rischi)",
  "the risks' expected cost": "il costo atteso dei rischi",
  "Expected total": "Totale atteso",
  "Basis of estimate": "Base della stima",
  "Each line is an item of the work with its quantity and the unit cost it is priced at, and where that unit cost comes from. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Ogni riga è una voce del lavoro con la sua quantità, il costo unitario con cui è valorizzata e la provenienza di quel costo unitario. Le righe di manodopera sono ore alla tariffa del ruolo; le righe di una fase sommate danno il suo costo.",
  Item: "Voce",
  Quantity: "Quantità",
  Unit: "Unità",
  "Unit cost": "Costo unitario",
  Cost: "Costo",
  Source: "Fonte",
  VAT: "IVA",
  GST: "GST",
  "sales tax": "imposta sulle vendite",
  "consumption tax": "imposta sui consumi",
  "tax on services": "imposta sui servizi",
  "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.":
    "I prezzi non includono le imposte sul lavoro (IVA, GST o imposta sulle vendite), che si aggiungono alle aliquote in vigore nel luogo in cui il lavoro è svolto.",
  "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).":
    "I prezzi non includono l'imposta sulle vendite: dove il lavoro è imponibile, si aggiungono le imposte statali e locali alle aliquote dello stato e della città del cantiere ({{source}}).",
  "Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).":
    "I prezzi non includono {{tax}}, che si aggiunge all'aliquota stabilita dal comune del cantiere ({{source}}).",
  "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).":
    "I prezzi non includono {{tax}}: la GST del 5%, o l'imposta armonizzata nelle province che la applicano, più l'eventuale imposta provinciale sulle vendite, alle aliquote in vigore ({{source}}).",
  "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).":
    "I prezzi non includono {{tax}}, che si aggiunge a ogni fattura all'aliquota in vigore: aliquota ordinaria del {{rate}} in {{country}} ({{source}}).",
  "{{item}} (marked as not wanted in the request).": "{{item}} (indicato come non richiesto nella richiesta).",
  "Anything this proposal does not describe: it is priced as a change, and agreed, before it is done.":
    "Tutto ciò che questa proposta non descrive: viene valorizzato come variante e concordato prima di essere eseguito.",
  "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.":
    "Questo preventivo è valido {{days}} giorni dalla sua data, fino al {{date}}; dopo tale termine tariffe e prezzi vengono verificati di nuovo prima di concordare il lavoro.",
  "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.":
    "Questo preventivo è valido {{days}} giorni dalla sua data; dopo tale termine tariffe e prezzi vengono verificati di nuovo prima di concordare il lavoro.",
  "Commercial terms": "Condizioni commerciali",
  Payment: "Pagamento",
  "Invoices are payable within {{days}} days of their date.":
    "Le fatture sono pagabili entro {{days}} giorni dalla loro data.",
  Exclusions: "Esclusioni",
  Client: "Cliente",
  Date: "Data",
  "Prepared by": "Redatto da",
  "To be confirmed": "Da confermare",
  "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.":
    "Con il budget indicato di {{budget}}: non una fase completa di questo progetto (è circa il {{share}}% della prima, {{first}}). Può finanziare uno studio preliminare che precisi perimetro, basi progettuali e costo prima di impegnarsi su qualcosa di più grande.",
  "the first phase": "la prima fase",
  "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Con il budget indicato di {{budget}}: la prima fase ({{names}}), circa {{cost}} con la sua quota di riserva, conclusa entro la settimana {{week}}. È una prima tappa definita, non l'intero progetto; il resto viene valorizzato di nuovo una volta conclusa.",
  "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Con il budget indicato di {{budget}}: le prime {{n}} fasi ({{names}}), circa {{cost}} con la loro quota di riserva, concluse entro la settimana {{week}}. È una prima tappa definita, non l'intero progetto; il resto viene valorizzato di nuovo una volta conclusa.",
  "The whole scope needs about {{weeks}}.": "L'intero perimetro richiede circa {{weeks}}.",
  "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).":
    "Entro il termine indicato di {{weeks}}: nessuna fase di questo piano può essere conclusa; il tempo consente solo la preparazione (brief, definizione del perimetro e prime decisioni).",
  "By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.":
    "Entro il termine indicato di {{weeks}}: la fase conclusa in quel tempo ({{names}}), circa {{cost}}.",
  "By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.":
    "Entro il termine indicato di {{weeks}}: le fasi concluse in quel tempo ({{names}}), circa {{cost}}.",
  "The full scope as asked: about {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} ({{weeks80}} at 80% confidence). The plan in the rest of this proposal is this option.":
    "L'intero perimetro richiesto: circa {{cost}} ({{p80}} con l'80% di confidenza) in circa {{weeks}} ({{weeks80}} con l'80% di confidenza). Il piano nel resto di questa proposta è questa opzione.",
  "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.":
    "Un progetto più piccolo: indichi le poche voci che contano di più, e valorizziamo come piano a sé il nucleo che rientra nei limiti indicati.",
  "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.":
    "Il progetto così come richiesto non può essere realizzato entro il budget e i tempi indicati. Lo diciamo subito invece di presentare un piano che non reggerebbe.",
  "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.":
    "Il progetto così come richiesto non può essere realizzato entro il budget indicato. Lo diciamo subito invece di presentare un piano che non reggerebbe.",
  "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.":
    "Il progetto così come richiesto non può essere realizzato entro i tempi indicati. Lo diciamo subito invece di presentare un piano che non reggerebbe.",
  "What is possible": "Che cosa è possibile",
  "Budget: {{message}}": "Budget: {{message}}",
  "Time frame: {{message}}": "Tempi: {{message}}",
  Options: "Opzioni",
  "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.":
    "Questa proposta è redatta in inglese: la richiesta è in {{language}}, e le proposte sono redatte in inglese, spagnolo, tedesco, francese, portoghese, italiano o olandese. La richiesta è stata letta per quanto possibile; verifichi le cifre ricavate da essa.",
  "Review the scope and assumptions, and mark anything missing or out of scope.":
    "Verifichi il perimetro e le ipotesi, e segnali ciò che manca o è fuori perimetro.",
  "Confirm the budget level to commit to (P50, P80 or P90) and the start date.":
    "Confermi il livello di budget su cui impegnarsi (P50, P80 o P90) e la data di inizio.",
  "Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.":
    "Concordiamo la prima fase, “{{phase}}”, come incarico a prezzo fisso; il resto si stima di nuovo con ciò che essa insegna.",
  "Agree the scope and the start date, and sign the quotation while it is valid.":
    "Concordiamo il perimetro e la data di inizio, e firmi il preventivo finché è valido.",
  "Name the decision-makers and the review rhythm (a short weekly status).":
    "Indichi i decisori e il ritmo delle revisioni (un breve stato settimanale).",
  "Name the decision-makers and the review rhythm (weekly status, monthly steering).":
    "Indichi i decisori e il ritmo delle revisioni (stato settimanale, comitato mensile).",
  "Next steps": "Prossimi passi",
  "Answers to these questions would narrow the estimate:": "Le risposte a queste domande restringerebbero la stima:",
  "On acceptance of “{{phase}}”, week {{week}} ({{share}})":
    "All'accettazione di “{{phase}}”, settimana {{week}} ({{share}})",
  "On completion of “{{phase}}”, week {{week}} ({{share}})":
    "Al completamento di “{{phase}}”, settimana {{week}} ({{share}})",
  "Deposit on signing, to order materials and book the trades ({{share}})":
    "Acconto alla firma, per ordinare i materiali e prenotare le imprese ({{share}})",
  "On completion, once snagging is signed off ({{share}})":
    "Al completamento, dopo l'approvazione delle ultime correzioni ({{share}})",
  "Mobilisation deposit on signing the contract ({{share}})": "Anticipo di avvio alla firma del contratto ({{share}})",
  "Monthly progress payments against the work done, as valued each month ({{share}} in all)":
    "Stati di avanzamento mensili sul lavoro eseguito, valutato ogni mese ({{share}} in totale)",
  "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period":
    "Ritenuta a garanzia ({{share}}), trattenuta dagli stati di avanzamento: metà svincolata all'ultimazione dei lavori, metà alla fine dei 12 mesi di garanzia per i difetti",
  "Deposit on signing, to book the venue and key suppliers ({{share}})":
    "Acconto alla firma, per prenotare la location e i fornitori principali ({{share}})",
  "Second payment at the midpoint of planning, week {{week}} ({{share}})":
    "Secondo pagamento a metà della pianificazione, settimana {{week}} ({{share}})",
  "Balance no later than 14 days before the event ({{share}})": "Saldo entro 14 giorni prima dell'evento ({{share}})",
  "On signing, as recruitment and incentives are committed at the start ({{share}})":
    "Alla firma, poiché reclutamento e incentivi vengono impegnati all'inizio ({{share}})",
  "On delivery of the final report, week {{week}} ({{share}})":
    "Alla consegna del rapporto finale, settimana {{week}} ({{share}})",
  "On signing ({{share}})": "Alla firma ({{share}})",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}":
    "Canone mensile, fatturato in anticipo all'inizio di ogni mese, per {{n}} mese: {{fee}}",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}":
    "Canone mensile, fatturato in anticipo all'inizio di ogni mese, per {{n}} mesi: {{fee}}",
  "Either party may end the retainer with one month's written notice.":
    "Ciascuna parte può recedere dall'incarico continuativo con un mese di preavviso scritto.",
  "Fees: 50% on signing: {{amount}}": "Compensi: 50% alla firma: {{amount}}",
  "Fees: 50% at the end of the campaign, week {{week}}: {{amount}}":
    "Compensi: 50% alla fine della campagna, settimana {{week}}: {{amount}}",
  "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}":
    "Media e altri costi di terzi, fatturati mensilmente prima di essere spesi (o pagati da lei direttamente alle piattaforme): {{amount}}",
  "{{label}}: {{amount}}": "{{label}}: {{amount}}",
  "Extras agreed on the day are invoiced after the event.":
    "Gli extra concordati il giorno stesso sono fatturati dopo l'evento.",
  "For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Per l'intero perimetro richiesto, prevediamo un costo di {{cost}}, inclusa una riserva per rischi di {{contingency}}, e una durata di circa {{weeks}} settimane. Con l'80% di confidenza costa al massimo {{p80}} e si conclude entro {{weeks80}} settimane.",
  "We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Prevediamo un costo di {{cost}}, inclusa una riserva per rischi di {{contingency}}, e una durata di circa {{weeks}} settimane. Con l'80% di confidenza costa al massimo {{p80}} e si conclude entro {{weeks80}} settimane.",
  "Executive summary": "Sintesi",
  Budget: "Budget",
  Deadline: "Scadenza",
  Team: "Team",
  "{{label}}: {{message}}": "{{label}}: {{message}}",
  "Approach and phases": "Approccio e fasi",
  "{{hours}} of work": "{{hours}} di lavoro",
  "external costs only, no team hours": "solo costi esterni, nessuna ora del team",
  "{{weeks}}; {{work}}; {{cost}}.": "{{weeks}}; {{work}}; {{cost}}.",
  "{{task}}: {{hours}}, {{cost}}": "{{task}}: {{hours}}, {{cost}}",
  "{{task}}: {{cost}}": "{{task}}: {{cost}}",
  Timeline: "Tempistiche",
  "Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.":
    "Durata pianificata: {{weeks}} settimane di fasi dall'inizio alla fine; con i rischi, {{p50}} settimane al P50 e {{p80}} settimane al P80.",
  "Cost breakdown": "Ripartizione dei costi",
  "The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "La base della stima alla fine di questa proposta costruisce queste cifre voce per voce, con quantità, costi unitari e relative fonti.",
  "By phase": "Per fase",
  "By role": "Per ruolo",
  "Expected results by channel": "Risultati attesi per canale",
  Risks: "Rischi",
  "Assumptions and exclusions": "Ipotesi ed esclusioni",
  "Project management": "Gestione del progetto",
  "Scope and deliverables": "Perimetro e risultati",
  "Included in the price, as listed in the request:": "Incluso nel prezzo, come elencato nella richiesta:",
  "Not included (marked as not wanted in the request): {{items}}.":
    "Non incluso (indicato come non richiesto nella richiesta): {{items}}.",
  "What each phase delivers:": "Che cosa consegna ogni fase:",
  "{{role}}: {{hours}} (about {{n}} person while active)": "{{role}}: {{hours}} (circa {{n}} persona quando attivo)",
  "{{role}}: {{hours}} (about {{n}} people while active)": "{{role}}: {{hours}} (circa {{n}} persone quando attivo)",
  "Resources and tools": "Risorse e strumenti",
  Tools: "Strumenti",
  Confidence: "Affidabilità della stima",
  "10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.":
    "10% (P10): solo un esito su dieci costa meno di {{cost}} o finisce prima di {{weeks}}.",
  "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.":
    "50% (P50): il progetto costa {{cost}} o meno e richiede {{weeks}} o meno. Metà degli esiti sono migliori, metà peggiori.",
  "80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.":
    "80% (P80): {{cost}} o meno e {{weeks}} o meno. È la cifra su cui impegnarsi verso l'esterno.",
  "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.":
    "90% (P90): {{cost}} o meno e {{weeks}} o meno. Oltre questo valore si arriva solo con una combinazione insolita di rischi.",
  "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.":
    "Il costo atteso, {{expected}}, è l'esito medio: il lavoro pianificato più una riserva di {{contingency}}, che è il valore atteso del registro dei rischi. Gli intervalli derivano da {{runs}} simulazioni del piano.",
  Method: "Metodo",
  "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.":
    "La richiesta lascia aperta buona parte del perimetro, quindi l'intervallo è ampio; indicarne di più (quantità, voci incluse ed escluse, progetto) lo restringe.",
  "The request defines much of the scope, so the range is comparatively narrow.":
    "La richiesta definisce buona parte del perimetro, quindi l'intervallo è relativamente stretto.",
  "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.":
    "Questa è una stima di classe {{class}} ({{name}}) nella classificazione di AACE International (Recommended Practice 18R-97): il costo finale dovrebbe cadere tra {{low}} e {{high}} della stima, cioè all'incirca tra {{from}} e {{to}}.",
  "Type of project: {{type}}.": "Tipo di progetto: {{type}}.",
  "Location: {{place}}.": "Luogo: {{place}}.",
  "Stated budget: {{amount}}.": "Budget indicato: {{amount}}.",
  "Stated time frame: {{weeks}}.": "Tempi indicati: {{weeks}}.",
  "Stated length of the campaign: {{weeks}}.": "Durata indicata della campagna: {{weeks}}.",
  "Stated length of the engagement: {{weeks}}.": "Durata indicata dell'incarico: {{weeks}}.",
  "a new building": "un nuovo edificio",
  "renovation of an existing building": "ristrutturazione di un edificio esistente",
  "an extension": "un ampliamento",
  "an interior fit-out": "un allestimento interno",
  "Scope of work: {{scope}}.": "Perimetro dei lavori: {{scope}}.",
  "Team size: {{n}}.": "Dimensione del team: {{n}}.",
  "Understanding of the need": "Comprensione dell'esigenza",
  "You asked for: “{{request}}”": "Ci ha chiesto: “{{request}}”",
  "One column per week, numbered from the start; a filled cell marks a week the phase runs.":
    "Una colonna per settimana, numerata dall'inizio; una cella piena indica una settimana in cui la fase è in corso.",
  "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.":
    "Ogni colonna è un periodo di {{n}} settimane, intestato con il numero della sua prima settimana; una cella piena indica un periodo in cui la fase è in corso.",
  Phase: "Fase",
  Weeks: "Settimane",
  "Effort (hours)": "Impegno (ore)",
  Share: "Quota",
  "{{rate}}/h": "{{rate}}/h",
  Role: "Ruolo",
  People: "Persone",
  Rate: "Tariffa",
  Hours: "Ore",
  "Materials, equipment and subcontracts": "Materiali, attrezzature e subappalti",
  "Media spend": "Spesa media",
  "Venue, catering, production and suppliers": "Location, catering, produzione e fornitori",
  "Recruitment, incentives and panels": "Reclutamento, incentivi e panel",
  "Non-labour costs": "Costi non di manodopera",
  Risk: "Rischio",
  Probability: "Probabilità",
  Impact: "Impatto",
  Exposure: "Esposizione",
  Mitigation: "Mitigazione",
  "Instagram and Facebook": "Instagram e Facebook",
  "Google Search": "Ricerca Google",
  Channel: "Canale",
  Impressions: "Impression",
  Clicks: "Clic",
  Conversions: "Conversioni",
  "Web app": "Applicazione web",
  "Mobile app": "App mobile",
  Website: "Sito web",
  "E-commerce": "E-commerce",
  Integration: "Integrazione",
  "Data migration": "Migrazione di dati",
  "Data platform / BI": "Piattaforma dati / BI",
  "ML feature": "Funzionalità di ML",
  "Automation script": "Script di automazione",
  House: "Casa",
  "Apartment block": "Edificio residenziale",
  Office: "Ufficio",
  Warehouse: "Magazzino",
  School: "Scuola",
  Hospital: "Ospedale",
  Retail: "Commercio al dettaglio",
  Renovation: "Ristrutturazione",
  "Kitchen remodel": "Rifacimento della cucina",
  "Bathroom remodel": "Rifacimento del bagno",
  "Roof replacement": "Rifacimento del tetto",
  "Energy retrofit": "Riqualificazione energetica",
  Extension: "Ampliamento",
  "Fit-out": "Allestimento interno",
  "Paid campaign": "Campagna a pagamento",
  "SEO retainer": "Incarico SEO continuativo",
  "Content marketing": "Content marketing",
  "PR campaign": "Campagna di PR",
  "Influencer campaign": "Campagna con influencer",
  "Product launch": "Lancio di prodotto",
  Conference: "Convegno",
  Wedding: "Matrimonio",
  "Corporate event": "Evento aziendale",
  "Trade-show stand": "Stand fieristico",
  "User interviews / usability": "Interviste agli utenti / usabilità",
  Survey: "Sondaggio",
  "Market sizing": "Dimensionamento del mercato",
  "Desk research": "Ricerca documentale",
  General: "Generale",
  software: "software",
  construction: "edilizia",
  marketing: "marketing",
  event: "evento",
  research: "ricerca",
  general: "generale",
  "Git hosting with pull-request reviews": "Hosting Git con revisione delle pull request",
  "CI/CD pipeline with automated tests": "Pipeline CI/CD con test automatici",
  "Issue tracker and sprint board": "Issue tracker e board degli sprint",
  "Drawings and a specification agreed before work starts":
    "Disegni e capitolato concordati prima dell'inizio dei lavori",
  "Schedule of works with a cost plan and change log":
    "Programma dei lavori con piano dei costi e registro delle varianti",
  "Programme as a simple Gantt chart": "Cronoprogramma come semplice diagramma di Gantt",
  "Site diary with photos of work before it is covered up":
    "Giornale di cantiere con foto dei lavori prima che vengano coperti",
  "Order tracker for long-lead items": "Registro degli ordini per le forniture con lunghi tempi di consegna",
  "Figma for design and prototypes": "Figma per design e prototipi",
  "Error monitoring and analytics": "Monitoraggio degli errori e analytics",
  "BIM model (Revit or equivalent)": "Modello BIM (Revit o equivalente)",
  "Programme in a scheduling tool (Primavera P6 or MS Project)":
    "Cronoprogramma in uno strumento di pianificazione (Primavera P6 o MS Project)",
  "Cost plan and change log": "Piano dei costi e registro delle varianti",
  "Site diary and inspection app": "Giornale di cantiere e app per le ispezioni",
  "Document control for drawings and RFIs": "Gestione documentale per disegni e richieste di chiarimento (RFI)",
  "Meta Ads Manager / Google Ads / platform ad managers":
    "Meta Ads Manager / Google Ads / gestori di annunci delle piattaforme",
  "Analytics with conversion tracking (GA4 and platform pixels)":
    "Analytics con tracciamento delle conversioni (GA4 e pixel delle piattaforme)",
  "UTM conventions and a reporting dashboard": "Convenzioni UTM e una dashboard di reportistica",
  "Design tools for static and video creative": "Strumenti di design per creatività statiche e video",
  "A shared content calendar": "Un calendario editoriale condiviso",
  "Registration and ticketing platform": "Piattaforma di registrazione e biglietteria",
  "Run-of-show and supplier contact sheet": "Scaletta dell'evento e rubrica dei fornitori",
  "Floor plan and seating tool": "Strumento per planimetria e disposizione dei posti",
  "Attendee communications (email/SMS)": "Comunicazioni ai partecipanti (email/SMS)",
  "Post-event survey": "Sondaggio post-evento",
  "Survey platform and panel provider": "Piattaforma di sondaggi e fornitore di panel",
  "Video-call recording and transcription": "Registrazione e trascrizione delle videochiamate",
  "Qualitative analysis tool (coding and tagging)": "Strumento di analisi qualitativa (codifica e tagging)",
  "Statistics package for quantitative analysis": "Pacchetto statistico per l'analisi quantitativa",
  "Secure storage for personal data": "Archiviazione sicura dei dati personali",
  "Project plan and task tracker": "Piano di progetto e gestione delle attività",
  "Shared document workspace": "Spazio documentale condiviso",
  "Weekly status report": "Rapporto di stato settimanale",
  "Content management system with editor roles": "Sistema di gestione dei contenuti con ruoli redazionali",
  "Staging site for review before launch": "Sito di staging per la revisione prima del lancio",
  "Web analytics and search console": "Web analytics e Search Console",
  "Shop platform admin (catalogue, orders, payments)":
    "Pannello di amministrazione del negozio (catalogo, ordini, pagamenti)",
  "Payment provider's test mode for checkout testing":
    "Modalità di test del fornitore di pagamenti per provare il checkout",
  "Web analytics with conversion tracking": "Web analytics con tracciamento delle conversioni",
  "TestFlight and Google Play internal testing": "TestFlight e test interni di Google Play",
  "API documentation and contract tests": "Documentazione delle API e test di contratto",
  "Error monitoring and alerting": "Monitoraggio degli errori e allerte",
  "Data mapping sheet and reconciliation reports": "Foglio di mappatura dei dati e rapporti di riconciliazione",
  "Scheduler with run logs and alerts": "Scheduler con log delle esecuzioni e allerte",
  "Data warehouse and orchestration (e.g. dbt and Airflow)": "Data warehouse e orchestrazione (ad es. dbt e Airflow)",
  "Data catalogue and quality tests": "Catalogo dei dati e test di qualità",
  "BI tool for dashboards": "Strumento di BI per le dashboard",
  "Experiment tracking and model registry": "Tracciamento degli esperimenti e registro dei modelli",
  "Labelled evaluation set and metrics dashboard": "Set di valutazione etichettato e dashboard delle metriche",
  "Monitoring of model quality in production": "Monitoraggio della qualità del modello in produzione",
  "Energy assessment before and after the works": "Diagnosi energetica prima e dopo i lavori",
  "Search console and web analytics (GA4)": "Search Console e web analytics (GA4)",
  "SEO crawler and rank tracker": "Crawler SEO e monitoraggio del posizionamento",
  "Keyword and content plan": "Piano di parole chiave e contenuti",
  "Monthly reporting dashboard": "Dashboard di reportistica mensile",
  "Design tools for images and video": "Strumenti di design per immagini e video",
  "Web analytics with content reporting": "Web analytics con reportistica dei contenuti",
  "Keyword research tool": "Strumento di ricerca delle parole chiave",
  "Media database and monitoring service": "Database dei media e servizio di monitoraggio",
  "Press release distribution": "Distribuzione dei comunicati stampa",
  "Coverage log and reporting": "Registro e reportistica delle uscite",
  "Press kit with an approval workflow": "Cartella stampa con flusso di approvazione",
  "Influencer discovery and vetting platform": "Piattaforma di ricerca e verifica degli influencer",
  "Contracts and content approval workflow": "Flusso di contratti e approvazione dei contenuti",
  "Tracked links and discount codes": "Link tracciati e codici sconto",
  "Planning timeline and checklist": "Cronoprogramma di pianificazione e checklist",
  "Supplier contact sheet and contracts log": "Rubrica dei fornitori e registro dei contratti",
  "Guest list with replies and dietary needs": "Lista degli invitati con risposte ed esigenze alimentari",
  "Run-of-day schedule": "Programma della giornata",
  "Stand design drawings and 3D render": "Disegni dello stand e rendering 3D",
  "Tracker of the exhibitor manual's deadlines": "Scadenzario del manuale dell'espositore",
  "Shipping and logistics schedule": "Programma di spedizione e logistica",
  "Lead capture app": "App per la raccolta dei contatti",
  "Build-up and breakdown schedule": "Programma di allestimento e smontaggio",
  "Participant recruitment and scheduling tool": "Strumento di reclutamento e pianificazione dei partecipanti",
  "Consent forms and secure storage for personal data": "Moduli di consenso e archiviazione sicura dei dati personali",
  "Data cleaning and quality checks": "Pulizia dei dati e controlli di qualità",
  "Industry reports and statistics databases": "Rapporti di settore e banche dati statistiche",
  "Spreadsheet model with stated assumptions": "Modello in foglio di calcolo con ipotesi esplicite",
  "Log of expert interviews": "Registro delle interviste agli esperti",
  "Register of sources": "Registro delle fonti",
  "Access to industry reports and statistics databases": "Accesso a rapporti di settore e banche dati statistiche",
  "Reference manager": "Gestore di bibliografia",
  "Appendix: how the estimate was built": "Appendice: come è stata costruita la stima",
  "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.":
    "Confermare il budget da impegnare (i {{expected}} attesi, oppure {{safe}} per coprire {{n}} esiti su 10) e la data di inizio.",
  "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Ogni riga è una voce del lavoro con la sua quantità e il costo unitario a cui è valutata; il numero tra parentesi quadre rimanda alla fonte di quel costo unitario nell'elenco sotto. Le righe di manodopera sono ore alla tariffa del ruolo; le righe di una fase sommano il suo costo.",
  "How the range was worked out": "Come è stato calcolato l'intervallo",
  "It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.":
    "Richiede circa {{likely}}, e {{n}} su 10 finiscono entro {{longest}}.",
  "It takes about {{likely}}.": "Richiede circa {{likely}}.",
  "Sizing and checks in detail": "Dimensionamento e verifiche nel dettaglio",
  Sources: "Fonti",
  "Technical assumptions of the method are listed in the appendix.":
    "Le ipotesi tecniche del metodo sono elencate nell'appendice.",
  "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "L'appendice alla fine di questa proposta ricostruisce queste cifre voce per voce, con quantità, costi unitari e le loro fonti.",
  "The appendix shows how the range was worked out, with every item of the price and its source.":
    "L'appendice mostra come è stato calcolato l'intervallo, con ogni voce del prezzo e la sua fonte.",
  "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.":
    "L'intero perimetro come richiesto: circa {{cost}} in circa {{weeks}}; {{n}} progetti simili su 10 restano entro {{p80}} e {{weeks80}}. Il piano nel resto di questa proposta è questa opzione.",
  "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.":
    "Le fasi durano {{planned}} dall'inizio alla fine. Tenendo conto dei rischi, prevedete circa {{likely}}; {{n}} progetti simili su 10 finiscono entro {{longest}}.",
  "The plan fits the stated budget of {{stated}}.": "Il piano rientra nel budget indicato di {{stated}}.",
  "The plan fits the stated time frame of {{stated}}.": "Il piano rientra nei tempi indicati di {{stated}}.",
  "The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.":
    "Il piano richiede circa {{needed}} persone nel momento di massimo carico, più del team indicato di {{stated}}.",
  "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.":
    "L'intervallo è stato verificato su {{projects}} progetti comparabili registrati: {{n}} su 10 vi sono rientrati.",
  "The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.":
    "Il budget indicato di {{stated}} non basta per ciò che richiede il piano, circa {{needed}}.",
  "The stated team of {{stated}} covers what the plan needs.":
    "Il team indicato di {{stated}} copre ciò che richiede il piano.",
  "The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.":
    "I tempi indicati di {{stated}} sono più brevi di quanto richiede il piano, circa {{needed}}.",
  "These figures are for the full scope as asked.": "Queste cifre valgono per l'intero perimetro come richiesto.",
  "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.":
    "Questa appendice è per chi verifica le cifre: l'intervallo nei termini dello stimatore, il metodo e ogni voce del prezzo con la sua fonte.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.":
    "Prevediamo un costo di circa {{likely}}, rischi inclusi; {{n}} progetti simili su 10 costano al massimo {{high}}.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.":
    "Prevediamo un costo di circa {{likely}}, rischi inclusi; {{n}} progetti simili su 10 si collocano tra {{low}} e {{high}}.",
};
