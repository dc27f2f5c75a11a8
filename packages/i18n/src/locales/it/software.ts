import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
  "Script: core logic and file handling": "Script: logica principale e gestione dei file",
  "Connection to {{system}}": "Collegamento a {{system}}",
  "Document reading (PDF, attachments)": "Lettura di documenti (PDF, allegati)",
  "Text recognition (OCR)": "Riconoscimento del testo (OCR)",
  "Web scraping": "Web scraping",
  "Report building": "Generazione di report",
  Notifications: "Notifiche",
  "Scheduling, logging and retries": "Pianificazione, log e nuovi tentativi",
  "Desktop automation (RPA)": "Automazione del desktop (RPA)",
  "Further actions ({{n}})": "Altre azioni ({{n}})",
  Build: "Sviluppo",
  "Testing and handover": "Test e consegna",
  "Testing on real samples": "Test su campioni reali",
  "Handover and read-me": "Consegna e documentazione d'uso",
  "Automation licence (Power Automate Premium, first year)":
    "Licenza di automazione (Power Automate Premium, primo anno)",
  month: "mese",
  "Scheduled runner (small cloud instance, first year)": "Esecutore pianificato (piccola istanza cloud, primo anno)",
  hour: "ora",
  "Real files or records vary more than the samples (formats, names, missing fields)":
    "I file o i record reali variano più dei campioni (formati, nomi, campi mancanti)",
  "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.":
    "Testare su un mese intero di input reali prima di farvi affidamento; registrare e saltare ciò che non si riesce a leggere invece di fermarsi.",
  "An API limit, permission or credential blocks the script":
    "Un limite dell'API, un permesso o una credenziale blocca lo script",
  "Get credentials with the right permissions before work starts and test against the live service early.":
    "Ottenere credenziali con i permessi giusti prima di iniziare e testare presto sul servizio reale.",
  "A scheduled run fails unnoticed": "Un'esecuzione pianificata fallisce senza che nessuno se ne accorga",
  "Send a message on every failure and keep the logs of the last runs.":
    "Inviare un messaggio a ogni errore e conservare i log delle ultime esecuzioni.",
  "Where should it run: on a laptop, a server or in the cloud, and on which operating system?":
    "Dove deve girare: su un portatile, su un server o nel cloud, e con quale sistema operativo?",
  "Can you share a handful of real sample files or records, including unusual ones?":
    "Può condividere alcuni file o record reali di esempio, compresi quelli insoliti?",
  "Can you provide API access with the right permissions for {{systems}}?":
    "Può fornire l'accesso alle API con i permessi giusti per {{systems}}?",
  "Should it run on demand or on a schedule, and who should be told when it fails?":
    "Deve girare su richiesta o in modo pianificato, e chi va avvisato quando fallisce?",
  "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.":
    "Un piccolo script è valorizzato in ore a partire dagli elementi che contiene (la logica principale, ogni sistema che raggiunge, i documenti che legge, i report che genera, la pianificazione), più il {{test}}% per i test su campioni reali e una consegna; l'incarico minimo valorizzato è di {{minimum}} ore di uno sviluppatore, non di settimane di un team di progetto.",
  "A single-purpose script built and handed over by one developer.":
    "Uno script con un solo scopo, sviluppato e consegnato da un solo sviluppatore.",
  "A script of {{n}} parts built and handed over by one developer.":
    "Uno script di {{n}} parti, sviluppato e consegnato da un solo sviluppatore.",
  "It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.":
    "È richiesto con urgenza: uno sviluppatore può consegnare un lavoro di questa dimensione in uno o due giorni lavorativi quando input e accessi sono pronti.",
  "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.":
    "Un solo sviluppatore scrive, testa e consegna lo script; per un lavoro di questa dimensione non servono un team di progetto, un design o una gestione di progetto.",
  "The client provides sample inputs, access to the systems involved and a place to run the script.":
    "Il cliente fornisce input di esempio, l'accesso ai sistemi coinvolti e un luogo dove eseguire lo script.",
  "Discovery and mapping": "Analisi e mappatura",
  "Source inventory and data profiling ({{n}} tables or entities)":
    "Inventario delle fonti e profilazione dei dati ({{n}} tabelle o entità)",
  "Mapping and transformation rules": "Regole di mappatura e trasformazione",
  "Source extracts and access": "Estrazioni dalle fonti e accessi",
  "Build and rehearsals": "Sviluppo e prove generali",
  "Extract-transform-load jobs": "Job di estrazione, trasformazione e caricamento",
  "Cleansing and de-duplication": "Pulizia e deduplicazione",
  "Documents and attachments": "Documenti e allegati",
  "Trial migrations ({{n}})": "Migrazioni di prova ({{n}})",
  "Validation and cutover": "Validazione e passaggio al nuovo sistema",
  "Reconciliation and validation ({{n}} records)": "Riconciliazione e validazione ({{n}} record)",
  "Cutover, rollback plan and go-live": "Passaggio al nuovo sistema, piano di ritorno e avvio in produzione",
  "Staging storage ({{copies}} copies of about {{gb}} GB for the project)":
    "Archiviazione di staging ({{copies}} copie di circa {{gb}} GB per il progetto)",
  "GB-month": "GB-mese",
  "Migration server during the project": "Server di migrazione durante il progetto",
  "Source data quality is worse than profiled (duplicates, broken references, free-text codes)":
    "La qualità dei dati di origine è peggiore di quanto profilato (duplicati, riferimenti rotti, codici in testo libero)",
  "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.":
    "Profilare ogni tabella nelle prime settimane e concordare le regole di pulizia e chi decide su ogni eccezione.",
  "Reconciliation finds gaps late, forcing another rehearsal":
    "La riconciliazione trova lacune tardi, costringendo a un'altra prova generale",
  "Automate counts and checksums from the first rehearsal and sign each table off as it passes.":
    "Automatizzare conteggi e checksum dalla prima prova generale e approvare ogni tabella man mano che supera i controlli.",
  "The cutover window is too short for the data volume":
    "La finestra di passaggio è troppo breve per il volume di dati",
  "Time the full load in a rehearsal and plan an incremental catch-up load before go-live.":
    "Cronometrare il caricamento completo in una prova generale e pianificare un caricamento incrementale di recupero prima dell'avvio.",
  "How many tables or business objects (customers, orders, products...) move, and which can stay behind?":
    "Quante tabelle o oggetti di business (clienti, ordini, prodotti...) vengono migrati, e quali possono restare indietro?",
  "About how many records are there in all, and how many years of history must come across?":
    "Quanti record ci sono in tutto, all'incirca, e quanti anni di storico vanno trasferiti?",
  "Who can decide, table by table, how unclear or duplicate records are handled?":
    "Chi può decidere, tabella per tabella, come trattare i record poco chiari o duplicati?",
  "How long can the old and new systems be frozen for the cutover (a weekend, a night)?":
    "Per quanto tempo possono essere congelati il vecchio e il nuovo sistema per il passaggio (un fine settimana, una notte)?",
  "Does the target system have import tools or API limits that constrain how fast data can be loaded?":
    "Il sistema di destinazione ha strumenti di importazione o limiti delle API che vincolano la velocità di caricamento dei dati?",
  "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.":
    "Migrazione di dati valorizzata per tabella o entità ({{perTable}} ore per profilarla, mapparla, svilupparla e validarla), per milione di record ({{perMillion}} ore di riconciliazione e prove generali ciascuno), {{rehearsals}} migrazioni di prova e un passaggio al nuovo sistema, con pulizia e documenti dove richiesto; i data engineer si occupano di mappatura e caricamenti, un amministratore di database di estrazioni e passaggio, il QA della riconciliazione; 10% di gestione del progetto; archiviazione di staging e server di migrazione sono valorizzati ai prezzi di listino del cloud.",
  "A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.":
    "Una migrazione di {{tables}} tabelle o entità e circa {{records}} record ({{gb}} GB){{systems}}.",
  "The tables or entities are as stated.": "Le tabelle o entità sono quelle indicate.",
  "{{n}} tables or entities are assumed: the request gave no count.":
    "Si ipotizzano {{n}} tabelle o entità: la richiesta non indicava un numero.",
  "The record count is as stated.": "Il numero di record è quello indicato.",
  "About {{n}} records are assumed: the request gave no count.":
    "Si ipotizzano circa {{n}} record: la richiesta non indicava un numero.",
  "The target system is already configured; its set-up and any application changes are not part of this migration.":
    "Il sistema di destinazione è già configurato; la sua configurazione e le eventuali modifiche applicative non fanno parte di questa migrazione.",
  "Architecture and set-up": "Architettura e configurazione",
  "Platform architecture, environments, security and access":
    "Architettura della piattaforma, ambienti, sicurezza e accessi",
  "Pipelines and modelling": "Pipeline e modellazione",
  "Ingestion pipelines ({{n}} sources)": "Pipeline di acquisizione ({{n}} fonti)",
  "Data modelling and business rules": "Modellazione dei dati e regole di business",
  "Orchestration, alerting and data-quality tests": "Orchestrazione, allerte e test di qualità dei dati",
  "Dashboards and rollout": "Dashboard e diffusione",
  "Dashboards ({{n}})": "Dashboard ({{n}})",
  "Testing and reconciliation with the source systems": "Test e riconciliazione con i sistemi di origine",
  "Documentation and user training": "Documentazione e formazione degli utenti",
  "Cloud data warehouse compute (first year)": "Calcolo del data warehouse nel cloud (primo anno)",
  credit: "credito",
  "Warehouse storage (first year, about {{gb}} GB)": "Archiviazione del warehouse (primo anno, circa {{gb}} GB)",
  "TB-month": "TB-mese",
  "BI licences for {{n}} users (first year)": "Licenze BI per {{n}} utenti (primo anno)",
  "user-month": "utente-mese",
  "Figures in the dashboards do not match the source systems' reports":
    "Le cifre nelle dashboard non corrispondono ai report dei sistemi di origine",
  "Reconcile each measure with its owner's report before building on it, and write the definitions down.":
    "Riconciliare ogni misura con il report del suo responsabile prima di costruirci sopra, e mettere per iscritto le definizioni.",
  "A source system's API or export is slower or poorer than expected":
    "L'API o l'esportazione di un sistema di origine è più lenta o più povera del previsto",
  "Load a sample of every source in the first two weeks and confirm access and limits.":
    "Caricare un campione di ogni fonte nelle prime due settimane e confermare accessi e limiti.",
  "Warehouse compute costs grow with usage": "I costi di calcolo del warehouse crescono con l'uso",
  "Set auto-suspend and resource monitors, and review the most expensive queries monthly.":
    "Impostare la sospensione automatica e il monitoraggio delle risorse, e rivedere ogni mese le query più costose.",
  "Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?":
    "Quali sistemi contengono i dati da analizzare (ERP, CRM, negozio, marketing, fogli di calcolo)?",
  "How many dashboards or reports, and for which decisions?":
    "Quante dashboard o quanti report, e per quali decisioni?",
  "How many people will view the dashboards, and which BI tool do you already license?":
    "Quante persone consulteranno le dashboard, e per quale strumento di BI ha già una licenza?",
  "How fresh must the figures be: daily, hourly or near real time?":
    "Quanto devono essere aggiornate le cifre: ogni giorno, ogni ora o quasi in tempo reale?",
  "Who owns each metric's definition (revenue, margin, active customer)?":
    "Chi è responsabile della definizione di ogni metrica (ricavi, margine, cliente attivo)?",
  "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.":
    "Piattaforma dati valorizzata per fonte ({{managed}} ore tramite un connettore gestito, {{custom}} per una pipeline su misura, più {{model}} ore di modellazione), {{dashboard}} ore per dashboard, architettura, orchestrazione e formazione, con il {{test}}% di test e riconciliazione; i data engineer costruiscono pipeline e modelli, uno sviluppatore BI (data scientist) le dashboard; calcolo, archiviazione del warehouse e licenze BI sono valorizzati per il primo anno ai prezzi di listino.",
  "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.":
    "Una piattaforma dati con {{sources}} fonti ({{custom}} con pipeline su misura) e {{dashboards}} dashboard{{names}}.",
  "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.":
    "Un warehouse nel cloud di classe Snowflake, BigQuery o Synapse con uno strumento di acquisizione gestito per le fonti SaaS; i costi dello strumento di acquisizione dipendono dai volumi di righe e non sono inclusi.",
  "The dashboards are as stated.": "Le dashboard sono quelle indicate.",
  "{{n}} dashboards are assumed: the request gave no count.":
    "Si ipotizzano {{n}} dashboard: la richiesta non indicava un numero.",
  "Integration with {{system}}": "Integrazione con {{system}}",
  "Migration from the current platform (products, customers, orders, redirects)":
    "Migrazione dalla piattaforma attuale (prodotti, clienti, ordini, reindirizzamenti)",
  Subscriptions: "Abbonamenti",
  "Multi-currency and international selling": "Multivaluta e vendita internazionale",
  "B2B prices and company accounts": "Prezzi B2B e account aziendali",
  "Headless storefront": "Storefront headless",
  "Discovery and design": "Analisi e design",
  "Discovery: catalogue, shipping, taxes and payments": "Analisi: catalogo, spedizioni, imposte e pagamenti",
  "Store design (home, collection, product, cart)": "Design del negozio (home, collezione, prodotto, carrello)",
  "Build and catalogue": "Sviluppo e catalogo",
  "Platform configuration (payments, shipping, taxes, checkout)":
    "Configurazione della piattaforma (pagamenti, spedizioni, imposte, checkout)",
  "Theme build and customisation": "Sviluppo e personalizzazione del tema",
  "Content pages ({{n}})": "Pagine di contenuto ({{n}})",
  "Product catalogue ({{n}} products)": "Catalogo prodotti ({{n}} prodotti)",
  "Testing and launch": "Test e lancio",
  "Store testing (checkout, payments, emails, devices)": "Test del negozio (checkout, pagamenti, email, dispositivi)",
  "Launch, analytics and handover": "Lancio, analytics e consegna",
  "Store hosting, two application instances (first year)": "Hosting del negozio, due istanze applicative (primo anno)",
  "Commerce platform subscription, {{plan}} plan (first year)":
    "Abbonamento alla piattaforma di e-commerce, piano {{plan}} (primo anno)",
  "Product data (texts, photos, variants, prices) arrives late or incomplete":
    "I dati di prodotto (testi, foto, varianti, prezzi) arrivano tardi o incompleti",
  "Agree a product spreadsheet template at kick-off and import a first batch in week one.":
    "Concordare all'avvio un modello di foglio di calcolo per i prodotti e importare un primo lotto nella prima settimana.",
  "Payment, tax or shipping rules need more set-up than planned":
    "Le regole di pagamento, imposte o spedizione richiedono più configurazione del previsto",
  "Confirm the payment provider, tax registrations and shipping zones before the build.":
    "Confermare il fornitore di pagamenti, le registrazioni fiscali e le zone di spedizione prima dello sviluppo.",
  "Stock or order sync with other systems misbehaves":
    "La sincronizzazione di magazzino o ordini con altri sistemi non funziona bene",
  "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.":
    "Testare i connettori con ordini reali in una sandbox e riconciliare le giacenze ogni giorno nelle prime settimane.",
  "Search rankings drop after the move": "Il posizionamento nei motori di ricerca cala dopo il trasferimento",
  "Redirect every old URL and watch search console errors for a month after launch.":
    "Reindirizzare ogni vecchio URL e seguire gli errori della Search Console per un mese dopo il lancio.",
  "How many products (and variants) will the store sell?": "Quanti prodotti (e varianti) venderà il negozio?",
  "Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?":
    "I dati di prodotto (titoli, descrizioni, prezzi, varianti, foto) sono pronti in un foglio di calcolo?",
  "Which countries do you ship to, and which payment methods are needed?":
    "In quali paesi spedisce, e quali metodi di pagamento servono?",
  "Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?":
    "Il negozio deve scambiare ordini o giacenze con altri sistemi (ERP, magazzino, marketplace, POS)?",
  "Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included.":
    "Quali app a pagamento (recensioni, abbonamenti, ricerca, email) prevede di usare? I loro costi non sono inclusi.",
  "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.":
    "Negozio online su una piattaforma di e-commerce in hosting: ore fisse per analisi, design, configurazione della piattaforma e tema, {{manual}} ore per prodotto per i primi {{first}} prodotti e {{bulk}} ore per ogni ulteriore prodotto importato in blocco, {{integration}} ore per sistema collegato, più migrazione, abbonamenti, vendita internazionale o B2B dove richiesti; 10% di gestione del progetto; il piano della piattaforma è valorizzato per il primo anno.",
  "An online store with {{n}} products on {{platform}}{{systems}}.":
    "Un negozio online con {{n}} prodotti su {{platform}}{{systems}}.",
  "a self-hosted commerce platform": "una piattaforma di e-commerce self-hosted",
  "a hosted commerce platform (Shopify class)": "una piattaforma di e-commerce in hosting (classe Shopify)",
  "The product count is as stated.": "Il numero di prodotti è quello indicato.",
  "{{n}} products are assumed: the request gave no count.":
    "Si ipotizzano {{n}} prodotti: la richiesta non indicava un numero.",
  "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.":
    "Le commissioni sui pagamenti sono addebitate sulle vendite dal fornitore di pagamenti (per esempio 2,9% + 30¢ per pagamento online con carta su Shopify Payments, piano Basic, USA) e non fanno parte di questo prezzo.",
  "The client provides product data and photos; product photography and copywriting are not included.":
    "Il cliente fornisce dati e foto dei prodotti; fotografia dei prodotti e testi non sono inclusi.",
  "Connection: {{pair}}": "Collegamento: {{pair}}",
  "Field mapping, master-data rules and API review":
    "Mappatura dei campi, regole sui dati anagrafici e revisione delle API",
  "Testing and go-live": "Test e avvio in produzione",
  "Integration testing with sandbox and real data": "Test di integrazione con sandbox e dati reali",
  "Deployment, alerting and monitoring": "Rilascio, allerte e monitoraggio",
  "Runbook and handover": "Manuale operativo e consegna",
  "Integration platform licence (first year)": "Licenza della piattaforma di integrazione (primo anno)",
  "Middleware hosting, one instance (first year)": "Hosting del middleware, un'istanza (primo anno)",
  "Error monitoring (first year)": "Monitoraggio degli errori (primo anno)",
  "An API lacks a field, has low rate limits or behaves differently from its documentation":
    "A un'API manca un campo, ha limiti di chiamate bassi o si comporta diversamente dalla documentazione",
  "Spike every endpoint against the sandbox in the first week and confirm the API plan's limits.":
    "Provare ogni endpoint sulla sandbox nella prima settimana e confermare i limiti del piano API.",
  "The systems disagree on master data (IDs, codes, duplicates)":
    "I sistemi non concordano sui dati anagrafici (ID, codici, duplicati)",
  "Agree which system owns each object and clean duplicates before the first sync.":
    "Concordare quale sistema è responsabile di ogni oggetto e pulire i duplicati prima della prima sincronizzazione.",
  "Sandbox or credentials arrive late": "Sandbox o credenziali arrivano in ritardo",
  "Request sandbox accounts and API keys at kick-off, with a named owner on each side.":
    "Richiedere all'avvio account sandbox e chiavi API, con un responsabile nominato da ogni parte.",
  "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?":
    "Quali oggetti si spostano e in quale direzione (ordini, fatture, giacenze, clienti), e quale sistema è il riferimento per ciascuno?",
  "Do both systems offer APIs with sandboxes, and what API call limits come with your plans?":
    "Entrambi i sistemi offrono API con sandbox, e quali limiti di chiamate prevedono i vostri piani?",
  "How fresh must the data be: real time, hourly or daily?":
    "Quanto devono essere aggiornati i dati: in tempo reale, ogni ora o ogni giorno?",
  "What should happen when a record fails: retry, alert someone, or queue it for manual handling?":
    "Che cosa deve succedere quando un record fallisce: nuovo tentativo, avviso a qualcuno o messa in coda per la gestione manuale?",
  "Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.":
    "La piattaforma di integrazione ha già una licenza? La licenza è quotata dal fornitore e non è inclusa.",
  "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.":
    "Integrazione valorizzata per collegamento: {{perFlow}} ore per un collegamento unidirezionale robusto tra due sistemi (autenticazione, mappatura, errori, limiti di chiamate, sincronizzazione e monitoraggio), {{object}} ore per ogni ulteriore tipo di oggetto, × {{twoWay}} per la sincronizzazione bidirezionale e × {{realTime}} per il tempo reale, più analisi, test (il {{test}}% dello sviluppo) e rilascio; 10% di gestione del progetto.",
  "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).":
    "Un'integrazione di {{systems}} sistemi ({{flows}} collegamenti, {{objects}} tipi di oggetto, {{direction}}).",
  "two-way": "bidirezionale",
  "one-way": "unidirezionale",
  "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.":
    "Entrambi i sistemi espongono API documentate e sandbox, e i piani del cliente consentono le chiamate API di cui la sincronizzazione ha bisogno.",
  "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.":
    "Realizzata su una piattaforma di integrazione (classe Zapier): i suoi connettori pronti sostituiscono gran parte dello sviluppo su misura, ed esegue e monitora i flussi.",
  "Built as a small custom middleware service, hosted in the cloud.":
    "Realizzata come un piccolo servizio middleware su misura, in hosting nel cloud.",
  "Discovery and data": "Analisi e dati",
  "Success metric, data audit and baseline": "Metrica di successo, audit dei dati e valore di riferimento",
  "Data pipeline and feature preparation": "Pipeline dei dati e preparazione delle feature",
  "Modelling and evaluation": "Modellazione e valutazione",
  "Model development ({{n}})": "Sviluppo del modello ({{n}})",
  "Evaluation and validation with the business": "Valutazione e validazione con il business",
  "Deployment and integration": "Rilascio e integrazione",
  "Deployment, monitoring and retraining pipeline": "Rilascio, monitoraggio e pipeline di riaddestramento",
  "Integration into the product (API and screens)": "Integrazione nel prodotto (API e schermate)",
  "LLM API, input tokens (first year, {{n}} queries a month)":
    "API LLM, token in ingresso (primo anno, {{n}} richieste al mese)",
  "million tokens": "milioni di token",
  "LLM API, output tokens (first year)": "API LLM, token in uscita (primo anno)",
  "Retrieval service hosting (first year)": "Hosting del servizio di recupero (primo anno)",
  "Model training compute": "Calcolo per l'addestramento del modello",
  "Inference hosting (first year)": "Hosting dell'inferenza (primo anno)",
  "Image labelling ({{n}} images)": "Etichettatura di immagini ({{n}} immagini)",
  image: "immagine",
  "The data cannot support the accuracy the business needs":
    "I dati non possono sostenere l'accuratezza di cui il business ha bisogno",
  "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.":
    "Concordare prima una metrica di successo e un valore di riferimento, e fermarsi o ridefinire il perimetro alla fine dell'analisi se i dati non riescono a superarlo.",
  "Model quality drifts after launch as behaviour or data changes":
    "La qualità del modello peggiora dopo il lancio al cambiare di comportamenti o dati",
  "Monitor prediction quality against outcomes and retrain on a schedule.":
    "Monitorare la qualità delle previsioni rispetto agli esiti e riaddestrare a intervalli regolari.",
  "Wrong or invented answers reach users": "Risposte sbagliate o inventate arrivano agli utenti",
  "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.":
    "Rispondere solo da fonti recuperate con citazioni, testare su un set di valutazione e registrare le risposte per la revisione.",
  "Labelling takes longer or is less consistent than planned":
    "L'etichettatura richiede più tempo o è meno coerente del previsto",
  "Write labelling guidelines with examples and review a sample of every batch.":
    "Scrivere linee guida di etichettatura con esempi e revisionare un campione di ogni lotto.",
  "a retrieval-augmented LLM feature": "una funzionalità LLM con recupero di documenti (RAG)",
  "a computer-vision model": "un modello di visione artificiale",
  "a recommendation model": "un modello di raccomandazione",
  "a text classification or extraction model": "un modello di classificazione o estrazione di testo",
  "a predictive model on tabular data": "un modello predittivo su dati tabellari",
  "Which decision or user action will the predictions change, and how will success be measured?":
    "Quale decisione o azione degli utenti cambieranno le previsioni, e come si misurerà il successo?",
  "Where is the training data, how much history is there, and is it labelled?":
    "Dove sono i dati di addestramento, quanto storico c'è, e sono etichettati?",
  "How fast and how often must predictions be made (in real time, daily batch)?":
    "Con quale rapidità e frequenza vanno fatte le previsioni (in tempo reale, in batch giornaliero)?",
  "How many questions a month do you expect, and may the documents be sent to an external model provider?":
    "Quante domande al mese prevede, e i documenti possono essere inviati a un fornitore di modelli esterno?",
  "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.":
    "Funzionalità di machine learning valorizzata per parti: analisi e audit dei dati, una pipeline dei dati, {{model}} ore per sviluppare ogni modello di questo tipo con {{evaluation}} ore di valutazione, rilascio con monitoraggio e riaddestramento (MLOps) e integrazione nel prodotto; gli ML engineer sviluppano e rilasciano, i data scientist impostano e valutano, un data engineer prepara i dati; calcolo per l'addestramento, hosting, etichettatura o uso di LLM sono valorizzati ai prezzi di listino di cloud e API per il primo anno.",
  "{{what}}, {{n}} model(s), integrated into the product{{realTime}}.":
    "{{what}}, {{n}} modello/i, integrato/i nel prodotto{{realTime}}.",
  " with real-time predictions": " con previsioni in tempo reale",
  "The training data exists and the client gives access to it; collecting new data is not included.":
    "I dati di addestramento esistono e il cliente vi dà accesso; la raccolta di nuovi dati non è inclusa.",
  "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.":
    "La prima versione punta a un'accuratezza concordata su un set di test separato; ulteriore ricerca per migliorarla oltre è valorizzata a parte.",
  "Apple Developer Program (first year)": "Apple Developer Program (primo anno)",
  year: "anno",
  "Google Play developer registration": "Registrazione come sviluppatore su Google Play",
  "one-time fee": "quota una tantum",
  "native iOS and Android apps": "app native iOS e Android",
  "a cross-platform app for iOS and Android": "un'app multipiattaforma per iOS e Android",
  "an iOS app": "un'app iOS",
  "an Android app": "un'app Android",
  "App store review rejection or delay": "Rifiuto o ritardo nella revisione degli store",
  "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.":
    "Seguire la checklist delle linee guida degli store e pubblicare presto una beta tramite TestFlight e i test interni di Play.",
  "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?":
    "Quali piattaforme servono al lancio (iPhone, Android, tablet), e quali versioni più vecchie del sistema operativo vanno supportate?",
  "Roughly how many screens does the app have?": "Quante schermate ha l'app, all'incirca?",
  "Does the app need a back end of its own, or does it use an existing API?":
    "L'app ha bisogno di un proprio back end, o usa un'API esistente?",
  "Must it work offline, and does it use the camera, location, Bluetooth or payments?":
    "Deve funzionare offline, e usa fotocamera, posizione, Bluetooth o pagamenti?",
  "Are the Apple and Google developer accounts already in your company's name?":
    "Gli account sviluppatore Apple e Google sono già intestati alla sua azienda?",
  "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.":
    "Dimensione da un catalogo di funzionalità in function point, × {{factor}} per {{target}} ({{fp}} FP; {{screens}} schermate indicate), poi impegno COCOMO II.2000 (ΠEM {{team}} per un team esperto su uno stack di framework moderno) a 152 ore per mese-persona ripartite per ruolo (sviluppatori mobile per l'app, un ingegnere del software per il back end), pianificato con un team adeguato per le app piccole e con il TDEV di COCOMO II per quelle più grandi.",
  "A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).":
    "Un'app mobile ({{target}}) con {{n}} funzionalità principali ({{list}}).",
  "A mobile app ({{target}}) with its core only.": "Un'app mobile ({{target}}) con il solo nucleo.",
  "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).":
    "Un prodotto semplice o MVP: si sviluppano solo le funzionalità indicate (niente account, profili, notifiche o pannello di amministrazione predefiniti salvo richiesta).",
  "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.":
    "Oltre alle funzionalità indicate, il prodotto ha ciò di cui quasi ogni applicazione ha bisogno: account, profili, notifiche e un pannello di amministrazione.",
  "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.":
    "Le quote degli store sono addebitate come le indicano Apple e Google; la commissione degli store sulle vendite in-app non fa parte di questo prezzo.",
  "Build: {{feature}}": "Sviluppo: {{feature}}",
  "Requirements, user stories and backlog": "Requisiti, user story e backlog",
  "UX research, wireframes and UI design": "Ricerca UX, wireframe e design dell'interfaccia",
  "Architecture, core application and data model": "Architettura, applicazione di base e modello dei dati",
  "Back end and API for the app": "Back end e API per l'app",
  "Testing and hardening": "Test e consolidamento",
  "Test automation and QA": "Automazione dei test e QA",
  "Defect fixing and performance tuning": "Correzione dei difetti e ottimizzazione delle prestazioni",
  "Launch and handover": "Lancio e consegna",
  "Infrastructure, CI/CD and release": "Infrastruttura, CI/CD e rilascio",
  "Post-launch support (hypercare)": "Supporto post-lancio (hypercare)",
  "Documentation, training and handover": "Documentazione, formazione e consegna",
  "Requirements change during the build (scope creep)": "I requisiti cambiano durante lo sviluppo (scope creep)",
  "Fix a first-release scope, keep a change log and re-estimate each change before accepting it.":
    "Fissare il perimetro della prima versione, tenere un registro delle modifiche e stimare di nuovo ogni modifica prima di accettarla.",
  "Key team member leaves mid-project": "Un membro chiave del team lascia a metà progetto",
  "Pair on critical areas, write architecture decisions down and keep a backup for each role.":
    "Lavorare in coppia sulle aree critiche, mettere per iscritto le decisioni di architettura e tenere un sostituto per ogni ruolo.",
  "Late performance or security findings": "Problemi di prestazioni o sicurezza scoperti tardi",
  "Load-test and run a security review at the end of each milestone, not only before launch.":
    "Eseguire test di carico e una revisione della sicurezza alla fine di ogni milestone, non solo prima del lancio.",
  "Third-party API or payment-provider integration issues":
    "Problemi di integrazione con API di terzi o con il fornitore di pagamenti",
  "Spike the integrations in the first sprint and use the providers' sandboxes from day one.":
    "Provare le integrazioni nel primo sprint e usare le sandbox dei fornitori dal primo giorno.",
  "Minimum engagement (briefing, environment set-up and handover)":
    "Incarico minimo (briefing, configurazione dell'ambiente e consegna)",
  "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).":
    "Le tariffe sono i salari OEWS dello U.S. Bureau of Labor Statistics per ogni ruolo × un moltiplicatore di fatturazione di {{multiplier}} (costi del personale per il datore di lavoro, 75% di tempo fatturabile, 10% di spese generali e margine), rivalutati al {{year}} con il CPI-U, × {{factor}} per {{location}}; licenze e costi delle piattaforme sono i prezzi pubblicati dai fornitori, rivalutati al {{year}} con il CPI-U se di un anno precedente (quote fisse degli store come addebitate).",
  "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.":
    "Stime a tre punti per attività (Beta-PERT) e una simulazione Monte Carlo con seme fisso danno gli intervalli; la riserva è il valore atteso del registro dei rischi.",
  "About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.":
    "Circa {{hours}} ore di lavoro ({{pm}} mesi-persona) in {{weeks}}, con circa {{people}} persone in media.",
  "About {{hours}} hours of work over {{weeks}}.": "Circa {{hours}} ore di lavoro in {{weeks}}.",
  "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.":
    "Questa stima valorizza una prima versione delle funzionalità principali di un prodotto come {{product}}, non la sua scala, il suo pubblico o i suoi anni di perfezionamento.",
  "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.":
    "Il budget indicato di {{budget}} è sotto l'incarico minimo per questo lavoro: circa {{hours}} ore di uno sviluppatore, {{minimum}}; l'intero lavoro è stimato in {{expected}}.",
  "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.":
    "Il budget indicato di {{budget}} è circa il {{share}}% di ciò che questo perimetro richiede ({{expected}}): richiesta e budget sono di scale diverse, e nessun ridimensionamento di questo piano colma la differenza.",
  "{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.":
    "{{product}} è stato costruito da grandi team in molti anni; questa stima valorizza solo una prima versione delle sue funzionalità principali.",
  "Sign-up, sign-in and accounts": "Registrazione, accesso e account",
  "User profiles and settings": "Profili utente e impostazioni",
  "Payments and billing": "Pagamenti e fatturazione",
  "Real-time chat and messaging": "Chat e messaggistica in tempo reale",
  "Push and email notifications": "Notifiche push ed email",
  "Search and filters": "Ricerca e filtri",
  "Admin panel and back office": "Pannello di amministrazione e back office",
  "Analytics and reporting": "Analytics e report",
  "File and media uploads": "Caricamento di file e contenuti multimediali",
  "Maps and geolocation": "Mappe e geolocalizzazione",
  "Booking and scheduling": "Prenotazioni e calendario",
  "Catalogue, cart and orders": "Catalogo, carrello e ordini",
  "Social feed, comments and follows": "Feed social, commenti e follower",
  "Video streaming and calls": "Streaming video e chiamate",
  "Third-party integrations and API": "Integrazioni con terzi e API",
  "Offline mode and sync": "Modalità offline e sincronizzazione",
  "Multiple languages": "Più lingue",
  "AI features (recommendations, assistant)": "Funzionalità di IA (raccomandazioni, assistente)",
  "Security and compliance (2FA, audit, GDPR/HIPAA)": "Sicurezza e conformità (2FA, audit, GDPR/HIPAA)",
  "Reviews and ratings": "Recensioni e valutazioni",
  "Loyalty and rewards": "Fidelizzazione e premi",
  "Device and IoT connectivity": "Connettività con dispositivi e IoT",
  "Project management": "Gestione del progetto",
  "Software engineer": "Ingegnere del software",
  "Senior software engineer": "Ingegnere del software senior",
  "Mobile developer": "Sviluppatore mobile",
  "Web developer": "Sviluppatore web",
  "Automation developer": "Sviluppatore di automazioni",
  "Data engineer": "Data engineer",
  "Database administrator": "Amministratore di database",
  "Data scientist": "Data scientist",
  "Machine learning engineer": "Machine learning engineer",
  "QA engineer": "QA engineer",
  "UX/UI designer": "Designer UX/UI",
  "Project manager": "Project manager",
  "DevOps engineer": "DevOps engineer",
  "1 working day": "1 giorno lavorativo",
  "{{n}} working days": "{{n}} giorni lavorativi",
  "1 week": "1 settimana",
  "{{n}} weeks": "{{n}} settimane",
  "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.":
    "Il lavoro in sé richiede circa {{work}} di calendario ({{hours}} ore), prima di eventuali ritardi dovuti ai rischi.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.":
    "Il termine indicato di {{deadline}} è inferiore alla durata credibile più breve per questo perimetro: il lavoro richiede circa {{nominal}}, e nessun team lo comprime sotto circa {{shortest}}. Questo piano mostra il calendario nominale senza maggiorazione per compressione; rispettare la data significa una prima versione più piccola.",
  "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.":
    "Il team indicato di {{team}} richiede circa {{weeks}} per questo lavoro; rispettare il termine indicato di {{deadline}} richiede circa {{people}} persone in parallelo a {{premium}}× l'impegno.",
  "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.":
    "Per rispettare il termine indicato di {{deadline}} il piano comprime le {{nominal}} nominali con circa {{people}} persone in parallelo, che COCOMO II valorizza a {{premium}}× l'impegno.",
  "Cloud hosting, managed front end and database (first year)":
    "Hosting cloud, front end gestito e database (primo anno)",
  "Cloud hosting, {{n}} instances (first year)": "Hosting cloud, {{n}} istanze (primo anno)",
  "Which user roles are there, and what must each be able to do?":
    "Quali ruoli utente ci sono, e che cosa deve poter fare ciascuno?",
  "Roughly how many screens or pages does the application have?":
    "Quante schermate o pagine ha l'applicazione, all'incirca?",
  "Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?":
    "A quali sistemi deve collegarsi (pagamenti, single sign-on, un CRM o un database esistente)?",
  "How many users and how much data do you expect in the first year?":
    "Quanti utenti e quanti dati prevede nel primo anno?",
  "Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?":
    "Ci sono requisiti di conformità (GDPR, HIPAA, SOC 2) o vincoli di hosting?",
  "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.":
    "Dimensione da un catalogo di funzionalità in function point ({{fp}} FP; {{screens}} schermate indicate), convertita a {{sloc}} righe per function point in {{ksloc}} KSLOC, poi impegno post-architettura COCOMO II.2000 (PM = 2,94 · Size^E · ΠEM, fattori di scala nominali; ΠEM {{team}} per un team esperto su uno stack di framework moderno: TOOL molto alto, PCAP, APEX, LTEX e PLEX alti) a 152 ore per mese-persona, ripartito tra analisi, sviluppo, test e lancio per ruolo; i prodotti piccoli sono pianificati con un team adeguato di circa √PM persone, quelli più grandi con il TDEV di COCOMO II.",
  "A web application with {{n}} main capabilities ({{list}}).":
    "Un'applicazione web con {{n}} funzionalità principali ({{list}}).",
  "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).":
    "Un'applicazione web con il solo nucleo (schermate, modello dei dati, API e rilascio; la richiesta non indicava funzionalità specifiche).",
  "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.":
    "Il cliente fornisce riscontri tempestivi e un unico decisore; contenuti, materiali del marchio e credenziali API arrivano quando il piano ne ha bisogno.",
  "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.":
    "I servizi di terzi fatturati a consumo (invio di email, mappe, SMS, pagamenti) non sono inclusi; hosting e monitoraggio sono valorizzati per il primo anno.",
  "CMS set-up, theme and hosting": "Configurazione del CMS, tema e hosting",
  "Page build ({{n}} pages)": "Sviluppo delle pagine ({{n}} pagine)",
  "Page build (one page)": "Sviluppo della pagina (una pagina)",
  "Content entry, images and SEO basics": "Inserimento dei contenuti, immagini e basi di SEO",
  "Add-on: {{feature}}": "Componente aggiuntivo: {{feature}}",
  "Redirects from the old site's pages": "Reindirizzamenti dalle pagine del vecchio sito",
  "Discovery, sitemap and content plan": "Analisi, mappa del sito e piano dei contenuti",
  "Visual direction and page designs": "Direzione visiva e design delle pagine",
  "Build and content": "Sviluppo e contenuti",
  "Cross-browser and device testing": "Test su browser e dispositivi",
  "Content, images or product data arrive late": "Contenuti, immagini o dati di prodotto arrivano in ritardo",
  "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.":
    "Concordare all'avvio un elenco dei contenuti e delle date; sviluppare con segnaposto e sostituire i contenuti man mano che arrivano.",
  "More design feedback rounds than planned": "Più giri di feedback sul design del previsto",
  "Two review rounds per design, one decision-maker, and written sign-off before the build starts.":
    "Due giri di revisione per design, un solo decisore e un'approvazione scritta prima dell'inizio dello sviluppo.",
  "Browser, device or plugin issues found late": "Problemi di browser, dispositivi o plugin scoperti tardi",
  "Test on real devices from the first built page and keep plugins to well-maintained ones.":
    "Testare su dispositivi reali dalla prima pagina sviluppata e limitarsi a plugin ben mantenuti.",
  "Managed WordPress hosting (first year)": "Hosting WordPress gestito (primo anno)",
  "CMS hosting plan (first year)": "Piano di hosting del CMS (primo anno)",
  "How many pages will the site have (home, services, about, contact, blog...)?":
    "Quante pagine avrà il sito (home, servizi, chi siamo, contatti, blog...)?",
  "Who writes the texts and provides the photos, and are they ready?":
    "Chi scrive i testi e fornisce le foto, e sono pronti?",
  "Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?":
    "C'è un'identità di marca (logo, colori, caratteri) da seguire, o va creata?",
  "Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?":
    "Possiede già il dominio, e c'è un CMS o un builder che preferisce (WordPress, Webflow...)?",
  "How many pages does the current site have, and which of them rank in search results?":
    "Quante pagine ha il sito attuale, e quali si posizionano nei risultati di ricerca?",
  "Which pages of the current site rank in search results and must keep their addresses?":
    "Quali pagine del sito attuale si posizionano nei risultati di ricerca e devono mantenere il loro indirizzo?",
  "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.":
    "Modello per pagina per un sito di contenuti: una configurazione fissa di {{setup}} ore (analisi, direzione visiva, configurazione del CMS, test e lancio), {{perPage}} ore per pagina per i primi {{templates}} design di pagina e {{extra}} ore per ogni ulteriore pagina su quei modelli, più ore di configurazione per ogni componente aggiuntivo su un plugin standard; 10% di gestione del progetto; il calendario è l'impegno ÷ un team adeguato.",
  "A landing page built on a standard CMS.": "Una landing page realizzata su un CMS standard.",
  "A {{n}}-page website built on a standard CMS{{addOns}}.":
    "Un sito web di {{n}} pagine realizzato su un CMS standard{{addOns}}.",
  "The page count is as stated.": "Il numero di pagine è quello indicato.",
  "{{n}} pages are assumed: the request gave no page count.":
    "Si ipotizzano {{n}} pagine: la richiesta non indicava un numero di pagine.",
  "The client provides texts, images and brand assets; copywriting and photography are not included.":
    "Il cliente fornisce testi, immagini e materiali del marchio; copywriting e fotografia non sono inclusi.",
  "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.":
    "Funzionalità applicative su misura (account, aree riservate, marketplace, integrazioni) sarebbero invece valorizzate come un'applicazione web.",
  "An automation script of {{n}} parts, of the size stated in the request.":
    "Uno script di automazione di {{n}} parti, della dimensione indicata nella richiesta.",
  "A mobile app ({{target}}); the request named no specific capabilities.":
    "Un'app mobile ({{target}}); la richiesta non indicava funzionalità specifiche.",
  "A web application; the request named no specific capabilities.":
    "Un'applicazione web; la richiesta non indicava funzionalità specifiche.",
  "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.":
    "La dimensione indicata è ripartita tra il nucleo, le funzionalità indicate nella richiesta e il resto della dimensione indicata; il catalogo non vi aggiunge funzionalità predefinite.",
  "Build: the rest of the stated {{size}}": "Sviluppo: il resto dei {{size}} indicati",
};
