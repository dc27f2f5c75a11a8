import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
  "Script: core logic and file handling": "Script: kernlogica en bestandsverwerking",
  "Connection to {{system}}": "Koppeling met {{system}}",
  "Document reading (PDF, attachments)": "Documenten lezen (pdf, bijlagen)",
  "Text recognition (OCR)": "Tekstherkenning (OCR)",
  "Web scraping": "Webscraping",
  "Report building": "Rapporten opbouwen",
  Notifications: "Meldingen",
  "Scheduling, logging and retries": "Inplanning, logging en herhaalpogingen",
  "Desktop automation (RPA)": "Desktopautomatisering (RPA)",
  "Further actions ({{n}})": "Verdere acties ({{n}})",
  Build: "Bouw",
  "Testing and handover": "Testen en overdracht",
  "Testing on real samples": "Testen op echte voorbeelden",
  "Handover and read-me": "Overdracht en leesmij",
  "Automation licence (Power Automate Premium, first year)":
    "Automatiseringslicentie (Power Automate Premium, eerste jaar)",
  month: "maand",
  "Scheduled runner (small cloud instance, first year)":
    "Ingeplande uitvoeromgeving (kleine cloudinstantie, eerste jaar)",
  hour: "uur",
  "Real files or records vary more than the samples (formats, names, missing fields)":
    "Echte bestanden of records variëren meer dan de voorbeelden (formaten, namen, ontbrekende velden)",
  "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.":
    "Test op een volle maand echte invoer voordat u erop vertrouwt; log en sla over wat niet te lezen is in plaats van te stoppen.",
  "An API limit, permission or credential blocks the script":
    "Een API-limiet, recht of inloggegeven blokkeert het script",
  "Get credentials with the right permissions before work starts and test against the live service early.":
    "Regel vóór de start inloggegevens met de juiste rechten en test vroeg tegen de echte dienst.",
  "A scheduled run fails unnoticed": "Een ingeplande run mislukt zonder dat iemand het merkt",
  "Send a message on every failure and keep the logs of the last runs.":
    "Stuur bij elke fout een bericht en bewaar de logs van de laatste runs.",
  "Where should it run: on a laptop, a server or in the cloud, and on which operating system?":
    "Waar moet het draaien: op een laptop, een server of in de cloud, en op welk besturingssysteem?",
  "Can you share a handful of real sample files or records, including unusual ones?":
    "Kunt u een handvol echte voorbeeldbestanden of -records delen, ook ongebruikelijke?",
  "Can you provide API access with the right permissions for {{systems}}?":
    "Kunt u API-toegang met de juiste rechten leveren voor {{systems}}?",
  "Should it run on demand or on a schedule, and who should be told when it fails?":
    "Moet het op verzoek of volgens een schema draaien, en wie moet een melding krijgen als het mislukt?",
  "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.":
    "Een klein script wordt in uren geprijsd op basis van de onderdelen die het bevat (de kernlogica, elk systeem dat het benadert, documenten die het leest, rapporten die het maakt, inplanning), plus {{test}}% voor testen op echte voorbeelden en een overdracht; de kleinste geprijsde opdracht is {{minimum}} uur van een ontwikkelaar, geen weken van een projectteam.",
  "A single-purpose script built and handed over by one developer.":
    "Een script met één doel, gebouwd en overgedragen door één ontwikkelaar.",
  "A script of {{n}} parts built and handed over by one developer.":
    "Een script van {{n}} onderdelen, gebouwd en overgedragen door één ontwikkelaar.",
  "It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.":
    "Het is met spoed nodig: één ontwikkelaar kan een klus van deze omvang binnen een werkdag of twee opleveren als invoer en toegang klaarstaan.",
  "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.":
    "Eén ontwikkelaar schrijft, test en draagt het script over; voor werk van deze omvang zijn geen projectteam, ontwerp of projectmanagement nodig.",
  "The client provides sample inputs, access to the systems involved and a place to run the script.":
    "De opdrachtgever levert voorbeeldinvoer, toegang tot de betrokken systemen en een plek om het script te draaien.",
  "Discovery and mapping": "Verkenning en mapping",
  "Source inventory and data profiling ({{n}} tables or entities)":
    "Inventarisatie van bronnen en dataprofilering ({{n}} tabellen of entiteiten)",
  "Mapping and transformation rules": "Mapping- en transformatieregels",
  "Source extracts and access": "Extracties uit de bronnen en toegang",
  "Build and rehearsals": "Bouw en generale repetities",
  "Extract-transform-load jobs": "Extract-transform-load-jobs",
  "Cleansing and de-duplication": "Opschonen en ontdubbelen",
  "Documents and attachments": "Documenten en bijlagen",
  "Trial migrations ({{n}})": "Proefmigraties ({{n}})",
  "Validation and cutover": "Validatie en overgang",
  "Reconciliation and validation ({{n}} records)": "Afstemming en validatie ({{n}} records)",
  "Cutover, rollback plan and go-live": "Overgang, terugvalplan en livegang",
  "Staging storage ({{copies}} copies of about {{gb}} GB for the project)":
    "Staging-opslag ({{copies}} kopieën van ongeveer {{gb}} GB voor het project)",
  "GB-month": "GB-maand",
  "Migration server during the project": "Migratieserver tijdens het project",
  "Source data quality is worse than profiled (duplicates, broken references, free-text codes)":
    "De kwaliteit van de brondata is slechter dan geprofileerd (dubbelingen, kapotte verwijzingen, codes in vrije tekst)",
  "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.":
    "Profileer elke tabel in de eerste weken en spreek opschoonregels af en wie over elke uitzondering beslist.",
  "Reconciliation finds gaps late, forcing another rehearsal":
    "Afstemming vindt laat gaten, waardoor er nog een generale repetitie nodig is",
  "Automate counts and checksums from the first rehearsal and sign each table off as it passes.":
    "Automatiseer tellingen en checksums vanaf de eerste repetitie en teken elke tabel af zodra die slaagt.",
  "The cutover window is too short for the data volume": "Het overgangsvenster is te kort voor de datahoeveelheid",
  "Time the full load in a rehearsal and plan an incremental catch-up load before go-live.":
    "Meet de volledige lading in een repetitie en plan vóór de livegang een incrementele inhaallading.",
  "How many tables or business objects (customers, orders, products...) move, and which can stay behind?":
    "Hoeveel tabellen of bedrijfsobjecten (klanten, bestellingen, producten...) gaan over, en welke kunnen achterblijven?",
  "About how many records are there in all, and how many years of history must come across?":
    "Hoeveel records zijn er ongeveer in totaal, en hoeveel jaar historie moet mee?",
  "Who can decide, table by table, how unclear or duplicate records are handled?":
    "Wie kan per tabel beslissen hoe onduidelijke of dubbele records worden behandeld?",
  "How long can the old and new systems be frozen for the cutover (a weekend, a night)?":
    "Hoe lang kunnen het oude en het nieuwe systeem voor de overgang worden bevroren (een weekend, een nacht)?",
  "Does the target system have import tools or API limits that constrain how fast data can be loaded?":
    "Heeft het doelsysteem importtools of API-limieten die bepalen hoe snel data kunnen worden geladen?",
  "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.":
    "Datamigratie geprijsd per tabel of entiteit ({{perTable}} uur om elk te profileren, mappen, bouwen en valideren), per miljoen records ({{perMillion}} uur afstemming en repetitie elk), {{rehearsals}} proefmigraties en een overgang, met opschonen en documenten waar gevraagd; data-engineers doen de mapping en ladingen, een databasebeheerder de extracties en overgang, QA de afstemming; 10% projectmanagement; staging-opslag en een migratieserver zijn geprijsd tegen cloudcatalogusprijzen.",
  "A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.":
    "Een migratie van {{tables}} tabellen of entiteiten en ongeveer {{records}} records ({{gb}} GB){{systems}}.",
  "The tables or entities are as stated.": "De tabellen of entiteiten zijn zoals opgegeven.",
  "{{n}} tables or entities are assumed: the request gave no count.":
    "Er worden {{n}} tabellen of entiteiten aangenomen: de aanvraag noemde geen aantal.",
  "The record count is as stated.": "Het aantal records is zoals opgegeven.",
  "About {{n}} records are assumed: the request gave no count.":
    "Er worden ongeveer {{n}} records aangenomen: de aanvraag noemde geen aantal.",
  "The target system is already configured; its set-up and any application changes are not part of this migration.":
    "Het doelsysteem is al ingericht; de inrichting ervan en eventuele aanpassingen aan applicaties vallen buiten deze migratie.",
  "Architecture and set-up": "Architectuur en inrichting",
  "Platform architecture, environments, security and access":
    "Platformarchitectuur, omgevingen, beveiliging en toegang",
  "Pipelines and modelling": "Pipelines en modellering",
  "Ingestion pipelines ({{n}} sources)": "Ingestpipelines ({{n}} bronnen)",
  "Data modelling and business rules": "Datamodellering en bedrijfsregels",
  "Orchestration, alerting and data-quality tests": "Orkestratie, meldingen en datakwaliteitstests",
  "Dashboards and rollout": "Dashboards en uitrol",
  "Dashboards ({{n}})": "Dashboards ({{n}})",
  "Testing and reconciliation with the source systems": "Testen en afstemmen met de bronsystemen",
  "Documentation and user training": "Documentatie en gebruikerstraining",
  "Cloud data warehouse compute (first year)": "Rekenkracht voor het clouddatawarehouse (eerste jaar)",
  credit: "credit",
  "Warehouse storage (first year, about {{gb}} GB)": "Opslag in het warehouse (eerste jaar, ongeveer {{gb}} GB)",
  "TB-month": "TB-maand",
  "BI licences for {{n}} users (first year)": "BI-licenties voor {{n}} gebruikers (eerste jaar)",
  "user-month": "gebruikersmaand",
  "Figures in the dashboards do not match the source systems' reports":
    "Cijfers in de dashboards komen niet overeen met de rapporten van de bronsystemen",
  "Reconcile each measure with its owner's report before building on it, and write the definitions down.":
    "Stem elke maatstaf af met het rapport van de eigenaar voordat erop wordt voortgebouwd, en leg de definities vast.",
  "A source system's API or export is slower or poorer than expected":
    "De API of export van een bronsysteem is trager of beperkter dan verwacht",
  "Load a sample of every source in the first two weeks and confirm access and limits.":
    "Laad in de eerste twee weken een steekproef van elke bron en bevestig toegang en limieten.",
  "Warehouse compute costs grow with usage": "De rekenkosten van het warehouse groeien met het gebruik",
  "Set auto-suspend and resource monitors, and review the most expensive queries monthly.":
    "Stel automatisch pauzeren en resourcemonitors in, en bekijk maandelijks de duurste query's.",
  "Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?":
    "Welke systemen bevatten de te analyseren data (ERP, CRM, webwinkel, marketing, spreadsheets)?",
  "How many dashboards or reports, and for which decisions?":
    "Hoeveel dashboards of rapporten, en voor welke besluiten?",
  "How many people will view the dashboards, and which BI tool do you already license?":
    "Hoeveel mensen gaan de dashboards bekijken, en voor welke BI-tool heeft u al licenties?",
  "How fresh must the figures be: daily, hourly or near real time?":
    "Hoe actueel moeten de cijfers zijn: dagelijks, elk uur of bijna realtime?",
  "Who owns each metric's definition (revenue, margin, active customer)?":
    "Wie is eigenaar van de definitie van elke maatstaf (omzet, marge, actieve klant)?",
  "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.":
    "Dataplatform geprijsd per bron ({{managed}} uur via een beheerde connector, {{custom}} voor een maatwerkpipeline, plus {{model}} uur modellering), {{dashboard}} uur per dashboard, architectuur, orkestratie en training, met {{test}}% testen en afstemming; data-engineers bouwen de pipelines en modellen, een BI-ontwikkelaar (data scientist) de dashboards; rekenkracht, opslag van het warehouse en BI-licenties zijn geprijsd voor het eerste jaar tegen catalogusprijzen.",
  "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.":
    "Een dataplatform met {{sources}} bronnen ({{custom}} met maatwerkpipelines) en {{dashboards}} dashboards{{names}}.",
  "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.":
    "Een clouddatawarehouse van de klasse Snowflake, BigQuery of Synapse met een beheerde ingesttool voor SaaS-bronnen; de kosten van de ingesttool hangen af van rijvolumes en zijn niet inbegrepen.",
  "The dashboards are as stated.": "De dashboards zijn zoals opgegeven.",
  "{{n}} dashboards are assumed: the request gave no count.":
    "Er worden {{n}} dashboards aangenomen: de aanvraag noemde geen aantal.",
  "Integration with {{system}}": "Integratie met {{system}}",
  "Migration from the current platform (products, customers, orders, redirects)":
    "Migratie van het huidige platform (producten, klanten, bestellingen, redirects)",
  Subscriptions: "Abonnementen",
  "Multi-currency and international selling": "Meerdere valuta en internationale verkoop",
  "B2B prices and company accounts": "B2B-prijzen en zakelijke accounts",
  "Headless storefront": "Headless storefront",
  "Discovery and design": "Verkenning en ontwerp",
  "Discovery: catalogue, shipping, taxes and payments": "Verkenning: catalogus, verzending, belastingen en betalingen",
  "Store design (home, collection, product, cart)": "Ontwerp van de winkel (home, collectie, product, winkelwagen)",
  "Build and catalogue": "Bouw en catalogus",
  "Platform configuration (payments, shipping, taxes, checkout)":
    "Inrichting van het platform (betalingen, verzending, belastingen, checkout)",
  "Theme build and customisation": "Bouw en aanpassing van het thema",
  "Content pages ({{n}})": "Contentpagina's ({{n}})",
  "Product catalogue ({{n}} products)": "Productcatalogus ({{n}} producten)",
  "Testing and launch": "Testen en lancering",
  "Store testing (checkout, payments, emails, devices)":
    "Testen van de winkel (checkout, betalingen, e-mails, apparaten)",
  "Launch, analytics and handover": "Lancering, analytics en overdracht",
  "Store hosting, two application instances (first year)":
    "Hosting van de winkel, twee applicatie-instanties (eerste jaar)",
  "Commerce platform subscription, {{plan}} plan (first year)":
    "Abonnement op het e-commerceplatform, {{plan}}-plan (eerste jaar)",
  "Product data (texts, photos, variants, prices) arrives late or incomplete":
    "Productdata (teksten, foto's, varianten, prijzen) komen te laat of onvolledig binnen",
  "Agree a product spreadsheet template at kick-off and import a first batch in week one.":
    "Spreek bij de kick-off een spreadsheetsjabloon voor producten af en importeer in week één een eerste batch.",
  "Payment, tax or shipping rules need more set-up than planned":
    "Regels voor betaling, belasting of verzending vragen meer inrichting dan gepland",
  "Confirm the payment provider, tax registrations and shipping zones before the build.":
    "Bevestig de betaalprovider, belastingregistraties en verzendzones vóór de bouw.",
  "Stock or order sync with other systems misbehaves":
    "De synchronisatie van voorraad of bestellingen met andere systemen werkt niet goed",
  "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.":
    "Test de connectoren met echte bestellingen in een sandbox en stem de voorraad in de eerste weken dagelijks af.",
  "Search rankings drop after the move": "Posities in zoekmachines dalen na de overstap",
  "Redirect every old URL and watch search console errors for a month after launch.":
    "Stuur elke oude URL door en volg een maand na de lancering de fouten in Search Console.",
  "How many products (and variants) will the store sell?": "Hoeveel producten (en varianten) gaat de winkel verkopen?",
  "Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?":
    "Staan de productdata (titels, omschrijvingen, prijzen, varianten, foto's) klaar in een spreadsheet?",
  "Which countries do you ship to, and which payment methods are needed?":
    "Naar welke landen verzendt u, en welke betaalmethoden zijn nodig?",
  "Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?":
    "Moet de winkel bestellingen of voorraad uitwisselen met andere systemen (ERP, magazijn, marktplaatsen, kassasysteem)?",
  "Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included.":
    "Welke betaalde apps (reviews, abonnementen, zoeken, e-mail) verwacht u te gebruiken? De kosten daarvan zijn niet inbegrepen.",
  "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.":
    "Webwinkel op een gehost e-commerceplatform: vaste uren voor verkenning, ontwerp, inrichting van het platform en thema, {{manual}} uur per product voor de eerste {{first}} producten en {{bulk}} uur voor elk volgend product dat in bulk wordt geïmporteerd, {{integration}} uur per gekoppeld systeem, plus migratie, abonnementen, internationale verkoop of B2B waar gevraagd; 10% projectmanagement; het plan van het platform is geprijsd voor het eerste jaar.",
  "An online store with {{n}} products on {{platform}}{{systems}}.":
    "Een webwinkel met {{n}} producten op {{platform}}{{systems}}.",
  "a self-hosted commerce platform": "een zelf gehost e-commerceplatform",
  "a hosted commerce platform (Shopify class)": "een gehost e-commerceplatform (klasse Shopify)",
  "The product count is as stated.": "Het aantal producten is zoals opgegeven.",
  "{{n}} products are assumed: the request gave no count.":
    "Er worden {{n}} producten aangenomen: de aanvraag noemde geen aantal.",
  "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.":
    "Transactiekosten worden door de betaalprovider over de verkopen in rekening gebracht (bijvoorbeeld 2,9% + 30¢ per online kaartbetaling bij Shopify Payments, Basic-plan, VS) en maken geen deel uit van deze prijs.",
  "The client provides product data and photos; product photography and copywriting are not included.":
    "De opdrachtgever levert productdata en foto's; productfotografie en copywriting zijn niet inbegrepen.",
  "Connection: {{pair}}": "Koppeling: {{pair}}",
  "Field mapping, master-data rules and API review": "Veldmapping, regels voor stamgegevens en review van de API's",
  "Testing and go-live": "Testen en livegang",
  "Integration testing with sandbox and real data": "Integratietesten met sandbox en echte data",
  "Deployment, alerting and monitoring": "Uitrol, meldingen en monitoring",
  "Runbook and handover": "Runbook en overdracht",
  "Integration platform licence (first year)": "Licentie voor het integratieplatform (eerste jaar)",
  "Middleware hosting, one instance (first year)": "Hosting van de middleware, één instantie (eerste jaar)",
  "Error monitoring (first year)": "Foutmonitoring (eerste jaar)",
  "An API lacks a field, has low rate limits or behaves differently from its documentation":
    "Een API mist een veld, heeft lage limieten of gedraagt zich anders dan de documentatie",
  "Spike every endpoint against the sandbox in the first week and confirm the API plan's limits.":
    "Probeer in de eerste week elk endpoint uit tegen de sandbox en bevestig de limieten van het API-plan.",
  "The systems disagree on master data (IDs, codes, duplicates)":
    "De systemen zijn het niet eens over stamgegevens (ID's, codes, dubbelingen)",
  "Agree which system owns each object and clean duplicates before the first sync.":
    "Spreek af welk systeem eigenaar is van elk object en schoon dubbelingen op vóór de eerste synchronisatie.",
  "Sandbox or credentials arrive late": "Sandbox of inloggegevens komen te laat",
  "Request sandbox accounts and API keys at kick-off, with a named owner on each side.":
    "Vraag bij de kick-off sandboxaccounts en API-sleutels aan, met aan elke kant een vaste eigenaar.",
  "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?":
    "Welke objecten gaan in welke richting (bestellingen, facturen, voorraad, klanten), en welk systeem is voor elk de bron?",
  "Do both systems offer APIs with sandboxes, and what API call limits come with your plans?":
    "Bieden beide systemen API's met sandboxes, en welke limieten op API-calls horen bij uw abonnementen?",
  "How fresh must the data be: real time, hourly or daily?":
    "Hoe actueel moeten de data zijn: realtime, elk uur of dagelijks?",
  "What should happen when a record fails: retry, alert someone, or queue it for manual handling?":
    "Wat moet er gebeuren als een record mislukt: opnieuw proberen, iemand waarschuwen of in een wachtrij zetten voor handmatige afhandeling?",
  "Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.":
    "Heeft u al een licentie voor het integratieplatform? De licentie wordt door de leverancier geoffreerd en is niet inbegrepen.",
  "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.":
    "Integratie geprijsd per koppeling: {{perFlow}} uur voor een robuuste eenrichtingskoppeling tussen twee systemen (authenticatie, mapping, fouten, limieten, synchronisatie en monitoring), {{object}} uur per extra objecttype, × {{twoWay}} voor tweerichtingssynchronisatie en × {{realTime}} voor realtime, plus verkenning, testen ({{test}}% van de bouw) en uitrol; 10% projectmanagement.",
  "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).":
    "Een integratie van {{systems}} systemen ({{flows}} koppelingen, {{objects}} objecttypen, {{direction}}).",
  "two-way": "tweerichtings",
  "one-way": "eenrichtings",
  "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.":
    "Beide systemen bieden gedocumenteerde API's en sandboxes, en de abonnementen van de opdrachtgever staan de API-calls toe die de synchronisatie nodig heeft.",
  "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.":
    "Gebouwd op een integratieplatform (klasse Zapier): de kant-en-klare connectoren vervangen het meeste maatwerk, en het platform draait en bewaakt de flows.",
  "Built as a small custom middleware service, hosted in the cloud.":
    "Gebouwd als een kleine maatwerk-middlewaredienst, gehost in de cloud.",
  "Discovery and data": "Verkenning en data",
  "Success metric, data audit and baseline": "Succesmaatstaf, data-audit en nulmeting",
  "Data pipeline and feature preparation": "Datapipeline en voorbereiding van features",
  "Modelling and evaluation": "Modellering en evaluatie",
  "Model development ({{n}})": "Modelontwikkeling ({{n}})",
  "Evaluation and validation with the business": "Evaluatie en validatie met de business",
  "Deployment and integration": "Uitrol en integratie",
  "Deployment, monitoring and retraining pipeline": "Uitrol, monitoring en hertrainingspipeline",
  "Integration into the product (API and screens)": "Integratie in het product (API en schermen)",
  "LLM API, input tokens (first year, {{n}} queries a month)":
    "LLM-API, invoertokens (eerste jaar, {{n}} vragen per maand)",
  "million tokens": "miljoen tokens",
  "LLM API, output tokens (first year)": "LLM-API, uitvoertokens (eerste jaar)",
  "Retrieval service hosting (first year)": "Hosting van de retrievaldienst (eerste jaar)",
  "Model training compute": "Rekenkracht voor het trainen van het model",
  "Inference hosting (first year)": "Hosting van de inferentie (eerste jaar)",
  "Image labelling ({{n}} images)": "Labelen van afbeeldingen ({{n}} afbeeldingen)",
  image: "afbeelding",
  "The data cannot support the accuracy the business needs":
    "De data kunnen de nauwkeurigheid die de business nodig heeft niet dragen",
  "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.":
    "Spreek eerst een succesmaatstaf en een nulmeting af, en stop of herzie de scope aan het einde van de verkenning als de data die niet kunnen verslaan.",
  "Model quality drifts after launch as behaviour or data changes":
    "De modelkwaliteit verslechtert na de lancering als gedrag of data veranderen",
  "Monitor prediction quality against outcomes and retrain on a schedule.":
    "Bewaak de kwaliteit van de voorspellingen tegen de uitkomsten en hertrain volgens een schema.",
  "Wrong or invented answers reach users": "Verkeerde of verzonnen antwoorden bereiken gebruikers",
  "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.":
    "Antwoord alleen vanuit opgehaalde bronnen met bronvermelding, test tegen een evaluatieset en log antwoorden voor review.",
  "Labelling takes longer or is less consistent than planned":
    "Labelen duurt langer of is minder consistent dan gepland",
  "Write labelling guidelines with examples and review a sample of every batch.":
    "Schrijf labelrichtlijnen met voorbeelden en beoordeel een steekproef van elke batch.",
  "a retrieval-augmented LLM feature": "een LLM-functie met retrieval (RAG)",
  "a computer-vision model": "een computervisiemodel",
  "a recommendation model": "een aanbevelingsmodel",
  "a text classification or extraction model": "een model voor tekstclassificatie of -extractie",
  "a predictive model on tabular data": "een voorspellend model op tabeldata",
  "Which decision or user action will the predictions change, and how will success be measured?":
    "Welk besluit of welke gebruikersactie gaan de voorspellingen veranderen, en hoe wordt succes gemeten?",
  "Where is the training data, how much history is there, and is it labelled?":
    "Waar staan de trainingsdata, hoeveel historie is er, en zijn ze gelabeld?",
  "How fast and how often must predictions be made (in real time, daily batch)?":
    "Hoe snel en hoe vaak moeten voorspellingen worden gedaan (realtime, dagelijkse batch)?",
  "How many questions a month do you expect, and may the documents be sent to an external model provider?":
    "Hoeveel vragen per maand verwacht u, en mogen de documenten naar een externe modelaanbieder worden gestuurd?",
  "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.":
    "Machine-learningfunctie geprijsd per onderdeel: verkenning en een data-audit, een datapipeline, {{model}} uur om elk model van dit type te bouwen met {{evaluation}} uur evaluatie, uitrol met monitoring en hertraining (MLOps) en integratie in het product; ML-engineers bouwen en rollen uit, data scientists kaderen en evalueren, een data-engineer bereidt de data voor; rekenkracht voor training, hosting, labelen of LLM-gebruik zijn geprijsd tegen catalogusprijzen van cloud en API's voor het eerste jaar.",
  "{{what}}, {{n}} model(s), integrated into the product{{realTime}}.":
    "{{what}}, {{n}} model(len), geïntegreerd in het product{{realTime}}.",
  " with real-time predictions": " met realtime voorspellingen",
  "The training data exists and the client gives access to it; collecting new data is not included.":
    "De trainingsdata bestaan en de opdrachtgever geeft er toegang toe; nieuwe data verzamelen is niet inbegrepen.",
  "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.":
    "De eerste release mikt op een afgesproken nauwkeurigheid op een aparte testset; verder onderzoek om de nauwkeurigheid daarboven te brengen wordt apart geprijsd.",
  "Apple Developer Program (first year)": "Apple Developer Program (eerste jaar)",
  year: "jaar",
  "Google Play developer registration": "Registratie als ontwikkelaar bij Google Play",
  "one-time fee": "eenmalige vergoeding",
  "native iOS and Android apps": "native iOS- en Android-apps",
  "a cross-platform app for iOS and Android": "een cross-platform app voor iOS en Android",
  "an iOS app": "een iOS-app",
  "an Android app": "een Android-app",
  "App store review rejection or delay": "Afwijzing of vertraging bij de review van de app stores",
  "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.":
    "Volg de checklist met richtlijnen van de stores en dien vroeg een bèta in via TestFlight en interne tests in Play.",
  "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?":
    "Welke platforms zijn bij de lancering nodig (iPhone, Android, tablets), en welke oudste besturingssysteemversies moeten worden ondersteund?",
  "Roughly how many screens does the app have?": "Hoeveel schermen heeft de app ongeveer?",
  "Does the app need a back end of its own, or does it use an existing API?":
    "Heeft de app een eigen back-end nodig, of gebruikt die een bestaande API?",
  "Must it work offline, and does it use the camera, location, Bluetooth or payments?":
    "Moet de app offline werken, en gebruikt die camera, locatie, Bluetooth of betalingen?",
  "Are the Apple and Google developer accounts already in your company's name?":
    "Staan de ontwikkelaarsaccounts bij Apple en Google al op naam van uw bedrijf?",
  "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.":
    "Omvang uit een functiecatalogus in functiepunten, × {{factor}} voor {{target}} ({{fp}} FP; {{screens}} schermen opgegeven), daarna inspanning volgens COCOMO II.2000 (ΠEM {{team}} voor een ervaren team op een moderne frameworkstack) bij 152 uur per persoonsmaand, verdeeld per rol (mobiele ontwikkelaars voor de app, een software-engineer voor de back-end), ingepland met een passend team voor kleine apps en met de TDEV van COCOMO II voor grotere.",
  "A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).":
    "Een mobiele app ({{target}}) met {{n}} hoofdfuncties ({{list}}).",
  "A mobile app ({{target}}) with its core only.": "Een mobiele app ({{target}}) met alleen de kern.",
  "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).":
    "Een eenvoudig product of MVP: alleen de genoemde functies worden gebouwd (geen standaard accounts, profielen, meldingen of beheerpaneel tenzij gevraagd).",
  "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.":
    "Naast de genoemde functies heeft het product wat bijna elke applicatie nodig heeft: accounts, profielen, meldingen en een beheerpaneel.",
  "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.":
    "Storekosten worden in rekening gebracht zoals Apple en Google ze vermelden; de commissie van de stores op in-app-verkopen maakt geen deel uit van deze prijs.",
  "Build: {{feature}}": "Bouw: {{feature}}",
  "Requirements, user stories and backlog": "Eisen, user stories en backlog",
  "UX research, wireframes and UI design": "UX-onderzoek, wireframes en UI-ontwerp",
  "Architecture, core application and data model": "Architectuur, kernapplicatie en datamodel",
  "Back end and API for the app": "Back-end en API voor de app",
  "Testing and hardening": "Testen en stabiliseren",
  "Test automation and QA": "Testautomatisering en QA",
  "Defect fixing and performance tuning": "Defecten oplossen en prestaties optimaliseren",
  "Launch and handover": "Lancering en overdracht",
  "Infrastructure, CI/CD and release": "Infrastructuur, CI/CD en release",
  "Post-launch support (hypercare)": "Nazorg na livegang (hypercare)",
  "Documentation, training and handover": "Documentatie, training en overdracht",
  "Requirements change during the build (scope creep)": "Eisen veranderen tijdens de bouw (scope creep)",
  "Fix a first-release scope, keep a change log and re-estimate each change before accepting it.":
    "Leg een scope voor de eerste release vast, houd een wijzigingslog bij en raam elke wijziging opnieuw voordat u die accepteert.",
  "Key team member leaves mid-project": "Een sleutelfiguur in het team vertrekt halverwege het project",
  "Pair on critical areas, write architecture decisions down and keep a backup for each role.":
    "Werk in tweetallen aan kritieke onderdelen, leg architectuurbesluiten vast en houd voor elke rol een vervanger achter de hand.",
  "Late performance or security findings": "Late bevindingen over prestaties of beveiliging",
  "Load-test and run a security review at the end of each milestone, not only before launch.":
    "Voer aan het einde van elke mijlpaal een loadtest en een securityreview uit, niet alleen vóór de lancering.",
  "Third-party API or payment-provider integration issues":
    "Problemen bij de integratie met API's van derden of de betaalprovider",
  "Spike the integrations in the first sprint and use the providers' sandboxes from day one.":
    "Probeer de integraties in de eerste sprint uit en gebruik vanaf dag één de sandboxes van de aanbieders.",
  "Minimum engagement (briefing, environment set-up and handover)":
    "Minimale opdracht (briefing, inrichting van de omgeving en overdracht)",
  "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).":
    "Tarieven zijn OEWS-lonen van het U.S. Bureau of Labor Statistics per rol × een factureringsfactor van {{multiplier}} (loonkosten voor de werkgever, 75% declarabele tijd, 10% overhead en marge), geïndexeerd naar {{year}} met de CPI-U, × {{factor}} voor {{location}}; licenties en platformkosten zijn de gepubliceerde prijzen van de leveranciers, geïndexeerd naar {{year}} met de CPI-U als ze van een eerder jaar zijn (vaste storekosten zoals in rekening gebracht).",
  "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.":
    "Driepuntsramingen per taak (Beta-PERT) en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes; de risicoreserve is de verwachte waarde van het risicoregister.",
  "About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.":
    "Ongeveer {{hours}} uur werk ({{pm}} persoonsmaanden) in {{weeks}}, met gemiddeld ongeveer {{people}} personen.",
  "About {{hours}} hours of work over {{weeks}}.": "Ongeveer {{hours}} uur werk in {{weeks}}.",
  "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.":
    "Dit prijst een eerste versie van de kernfuncties van een product zoals {{product}}, niet de schaal, het publiek of de jaren verfijning ervan.",
  "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.":
    "Het opgegeven budget van {{budget}} ligt onder de kleinste opdracht voor dit werk: ongeveer {{hours}} uur van een ontwikkelaar, {{minimum}}; de hele klus wordt geraamd op {{expected}}.",
  "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.":
    "Het opgegeven budget van {{budget}} is ongeveer {{share}}% van wat deze scope vraagt ({{expected}}): aanvraag en budget hebben een andere schaal, en geen inkorting van dit plan dicht dat gat.",
  "{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.":
    "{{product}} is door grote teams in vele jaren gebouwd; deze raming prijst alleen een eerste versie van de kernfuncties.",
  "Sign-up, sign-in and accounts": "Registratie, inloggen en accounts",
  "User profiles and settings": "Gebruikersprofielen en instellingen",
  "Payments and billing": "Betalingen en facturatie",
  "Real-time chat and messaging": "Realtime chat en berichten",
  "Push and email notifications": "Push- en e-mailmeldingen",
  "Search and filters": "Zoeken en filters",
  "Admin panel and back office": "Beheerpaneel en backoffice",
  "Analytics and reporting": "Analytics en rapportage",
  "File and media uploads": "Uploaden van bestanden en media",
  "Maps and geolocation": "Kaarten en geolocatie",
  "Booking and scheduling": "Boekingen en planning",
  "Catalogue, cart and orders": "Catalogus, winkelwagen en bestellingen",
  "Social feed, comments and follows": "Sociale feed, reacties en volgen",
  "Video streaming and calls": "Videostreaming en -gesprekken",
  "Third-party integrations and API": "Integraties met derden en API",
  "Offline mode and sync": "Offlinemodus en synchronisatie",
  "Multiple languages": "Meerdere talen",
  "AI features (recommendations, assistant)": "AI-functies (aanbevelingen, assistent)",
  "Security and compliance (2FA, audit, GDPR/HIPAA)": "Beveiliging en compliance (2FA, audit, AVG/HIPAA)",
  "Reviews and ratings": "Reviews en beoordelingen",
  "Loyalty and rewards": "Loyaliteit en beloningen",
  "Device and IoT connectivity": "Koppeling met apparaten en IoT",
  "Project management": "Projectmanagement",
  "Software engineer": "Software-engineer",
  "Senior software engineer": "Senior software-engineer",
  "Mobile developer": "Mobiele ontwikkelaar",
  "Web developer": "Webontwikkelaar",
  "Automation developer": "Automatiseringsontwikkelaar",
  "Data engineer": "Data-engineer",
  "Database administrator": "Databasebeheerder",
  "Data scientist": "Data scientist",
  "Machine learning engineer": "Machine-learning-engineer",
  "QA engineer": "QA-engineer",
  "UX/UI designer": "UX/UI-ontwerper",
  "Project manager": "Projectmanager",
  "DevOps engineer": "DevOps-engineer",
  "1 working day": "1 werkdag",
  "{{n}} working days": "{{n}} werkdagen",
  "1 week": "1 week",
  "{{n}} weeks": "{{n}} weken",
  "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.":
    "Het werk zelf kost ongeveer {{work}} kalendertijd ({{hours}} uur), vóór eventuele vertraging door de risico's.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.":
    "De opgegeven termijn van {{deadline}} ligt onder de kortste geloofwaardige planning voor deze scope: het werk vraagt ongeveer {{nominal}}, en geen team maakt dat korter dan ongeveer {{shortest}}. Dit plan toont de nominale planning zonder compressietoeslag; de datum halen betekent een kleinere eerste release.",
  "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.":
    "Het opgegeven team van {{team}} heeft ongeveer {{weeks}} nodig voor dit werk; de opgegeven termijn van {{deadline}} halen vraagt ongeveer {{people}} personen tegelijk tegen {{premium}}× de inspanning.",
  "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.":
    "Om de opgegeven termijn van {{deadline}} te halen, perst het plan de nominale {{nominal}} samen met ongeveer {{people}} personen tegelijk, wat COCOMO II prijst op {{premium}}× de inspanning.",
  "Cloud hosting, managed front end and database (first year)":
    "Cloudhosting, beheerde front-end en database (eerste jaar)",
  "Cloud hosting, {{n}} instances (first year)": "Cloudhosting, {{n}} instanties (eerste jaar)",
  "Which user roles are there, and what must each be able to do?":
    "Welke gebruikersrollen zijn er, en wat moet elke rol kunnen doen?",
  "Roughly how many screens or pages does the application have?":
    "Hoeveel schermen of pagina's heeft de applicatie ongeveer?",
  "Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?":
    "Met welke systemen moet het koppelen (betalingen, single sign-on, een CRM of een bestaande database)?",
  "How many users and how much data do you expect in the first year?":
    "Hoeveel gebruikers en hoeveel data verwacht u in het eerste jaar?",
  "Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?":
    "Zijn er compliance-eisen (AVG, HIPAA, SOC 2) of beperkingen voor de hosting?",
  "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.":
    "Omvang uit een functiecatalogus in functiepunten ({{fp}} FP; {{screens}} schermen opgegeven), omgerekend met {{sloc}} regels per functiepunt naar {{ksloc}} KSLOC, daarna post-architectuurinspanning volgens COCOMO II.2000 (PM = 2,94 · Size^E · ΠEM, nominale schaalfactoren; ΠEM {{team}} voor een ervaren team op een moderne frameworkstack: TOOL zeer hoog, PCAP, APEX, LTEX en PLEX hoog) bij 152 uur per persoonsmaand, verdeeld over verkenning, bouw, testen en lancering per rol; kleine producten worden ingepland met een passend team van ongeveer √PM personen, grotere met de TDEV van COCOMO II.",
  "A web application with {{n}} main capabilities ({{list}}).": "Een webapplicatie met {{n}} hoofdfuncties ({{list}}).",
  "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).":
    "Een webapplicatie met alleen de kern (schermen, datamodel, API en uitrol; de aanvraag noemde geen specifieke functies).",
  "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.":
    "De opdrachtgever geeft tijdig feedback en heeft één beslisser; content, merkmateriaal en API-inloggegevens komen binnen wanneer het plan ze nodig heeft.",
  "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.":
    "Diensten van derden die op gebruik worden gefactureerd (e-mail versturen, kaarten, sms, betalingen) zijn niet inbegrepen; hosting en monitoring zijn geprijsd voor het eerste jaar.",
  "CMS set-up, theme and hosting": "Inrichting van het CMS, thema en hosting",
  "Page build ({{n}} pages)": "Bouw van pagina's ({{n}} pagina's)",
  "Page build (one page)": "Bouw van de pagina (één pagina)",
  "Content entry, images and SEO basics": "Invoer van content, afbeeldingen en SEO-basis",
  "Add-on: {{feature}}": "Uitbreiding: {{feature}}",
  "Redirects from the old site's pages": "Redirects vanaf de pagina's van de oude site",
  "Discovery, sitemap and content plan": "Verkenning, sitemap en contentplan",
  "Visual direction and page designs": "Visuele richting en paginaontwerpen",
  "Build and content": "Bouw en content",
  "Cross-browser and device testing": "Testen op browsers en apparaten",
  "Content, images or product data arrive late": "Content, afbeeldingen of productdata komen te laat",
  "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.":
    "Spreek bij de kick-off een contentlijst met data af; bouw met plaatshouders en wissel de content in zodra die binnenkomt.",
  "More design feedback rounds than planned": "Meer feedbackrondes op het ontwerp dan gepland",
  "Two review rounds per design, one decision-maker, and written sign-off before the build starts.":
    "Twee reviewrondes per ontwerp, één beslisser en schriftelijke goedkeuring voordat de bouw begint.",
  "Browser, device or plugin issues found late": "Problemen met browsers, apparaten of plugins laat ontdekt",
  "Test on real devices from the first built page and keep plugins to well-maintained ones.":
    "Test op echte apparaten vanaf de eerste gebouwde pagina en beperk plugins tot goed onderhouden exemplaren.",
  "Managed WordPress hosting (first year)": "Beheerde WordPress-hosting (eerste jaar)",
  "CMS hosting plan (first year)": "Hostingplan voor het CMS (eerste jaar)",
  "How many pages will the site have (home, services, about, contact, blog...)?":
    "Hoeveel pagina's krijgt de site (home, diensten, over ons, contact, blog...)?",
  "Who writes the texts and provides the photos, and are they ready?":
    "Wie schrijft de teksten en levert de foto's, en zijn ze klaar?",
  "Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?":
    "Is er een huisstijl (logo, kleuren, lettertypen) om te volgen, of moet die worden gemaakt?",
  "Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?":
    "Heeft u het domein al, en is er een CMS of websitebouwer waar u de voorkeur aan geeft (WordPress, Webflow...)?",
  "How many pages does the current site have, and which of them rank in search results?":
    "Hoeveel pagina's heeft de huidige site, en welke daarvan staan in de zoekresultaten?",
  "Which pages of the current site rank in search results and must keep their addresses?":
    "Welke pagina's van de huidige site staan in de zoekresultaten en moeten hun adres behouden?",
  "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.":
    "Model per pagina voor een contentwebsite: een vaste inrichting van {{setup}} uur (verkenning, visuele richting, inrichting van het CMS, testen en lancering), {{perPage}} uur per pagina voor de eerste {{templates}} paginaontwerpen en {{extra}} uur voor elke volgende pagina op die sjablonen, plus inrichtingsuren voor elke uitbreiding met een standaardplugin; 10% projectmanagement; de planning is de inspanning ÷ een passend team.",
  "A landing page built on a standard CMS.": "Een landingspagina gebouwd op een standaard-CMS.",
  "A {{n}}-page website built on a standard CMS{{addOns}}.":
    "Een website van {{n}} pagina's gebouwd op een standaard-CMS{{addOns}}.",
  "The page count is as stated.": "Het aantal pagina's is zoals opgegeven.",
  "{{n}} pages are assumed: the request gave no page count.":
    "Er worden {{n}} pagina's aangenomen: de aanvraag noemde geen aantal pagina's.",
  "The client provides texts, images and brand assets; copywriting and photography are not included.":
    "De opdrachtgever levert teksten, afbeeldingen en merkmateriaal; copywriting en fotografie zijn niet inbegrepen.",
  "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.":
    "Maatwerkfuncties (accounts, ledenomgevingen, marktplaatsen, integraties) zouden in plaats daarvan als webapplicatie worden geprijsd.",
  "An automation script of {{n}} parts, of the size stated in the request.":
    "Een automatiseringsscript van {{n}} onderdelen, van de omvang die de aanvraag noemt.",
  "A mobile app ({{target}}); the request named no specific capabilities.":
    "Een mobiele app ({{target}}); de aanvraag noemde geen specifieke functies.",
  "A web application; the request named no specific capabilities.":
    "Een webapplicatie; de aanvraag noemde geen specifieke functies.",
  "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.":
    "De opgegeven omvang wordt verdeeld over de kern, de functies die de aanvraag noemt en de rest van de opgegeven omvang; de catalogus voegt er geen standaardfuncties aan toe.",
  "Build: the rest of the stated {{size}}": "Bouw: de rest van de opgegeven {{size}}",
};
