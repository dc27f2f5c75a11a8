import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
  "Script: core logic and file handling": "Skript: Kernlogik und Dateiverarbeitung",
  "Connection to {{system}}": "Anbindung an {{system}}",
  "Document reading (PDF, attachments)": "Dokumente auslesen (PDF, Anhänge)",
  "Text recognition (OCR)": "Texterkennung (OCR)",
  "Web scraping": "Web-Scraping",
  "Report building": "Berichterstellung",
  Notifications: "Benachrichtigungen",
  "Scheduling, logging and retries": "Zeitplanung, Protokollierung und Wiederholungen",
  "Desktop automation (RPA)": "Desktop-Automatisierung (RPA)",
  "Further actions ({{n}})": "Weitere Aktionen ({{n}})",
  Build: "Umsetzung",
  "Testing and handover": "Tests und Übergabe",
  "Testing on real samples": "Tests mit echten Beispieldaten",
  "Handover and read-me": "Übergabe und Kurzanleitung",
  "Automation licence (Power Automate Premium, first year)":
    "Automatisierungslizenz (Power Automate Premium, erstes Jahr)",
  month: "Monat",
  "Scheduled runner (small cloud instance, first year)": "Geplante Ausführung (kleine Cloud-Instanz, erstes Jahr)",
  hour: "Stunde",
  "Real files or records vary more than the samples (formats, names, missing fields)":
    "Echte Dateien oder Datensätze weichen stärker ab als die Beispiele (Formate, Namen, fehlende Felder)",
  "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.":
    "Vor dem Einsatz mit einem vollen Monat echter Daten testen; Nicht-Lesbares protokollieren und überspringen statt abzubrechen.",
  "An API limit, permission or credential blocks the script":
    "Ein API-Limit, eine Berechtigung oder ein Zugang blockiert das Skript",
  "Get credentials with the right permissions before work starts and test against the live service early.":
    "Zugangsdaten mit den nötigen Rechten vor Arbeitsbeginn beschaffen und früh gegen den echten Dienst testen.",
  "A scheduled run fails unnoticed": "Ein geplanter Lauf schlägt unbemerkt fehl",
  "Send a message on every failure and keep the logs of the last runs.":
    "Bei jedem Fehler eine Nachricht senden und die Protokolle der letzten Läufe aufbewahren.",
  "Where should it run: on a laptop, a server or in the cloud, and on which operating system?":
    "Wo soll es laufen: auf einem Laptop, einem Server oder in der Cloud, und unter welchem Betriebssystem?",
  "Can you share a handful of real sample files or records, including unusual ones?":
    "Können Sie einige echte Beispieldateien oder -datensätze teilen, auch ungewöhnliche?",
  "Can you provide API access with the right permissions for {{systems}}?":
    "Können Sie API-Zugang mit den nötigen Rechten für {{systems}} bereitstellen?",
  "Should it run on demand or on a schedule, and who should be told when it fails?":
    "Soll es auf Abruf oder nach Zeitplan laufen, und wer soll bei Fehlern benachrichtigt werden?",
  "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.":
    "Ein kleines Skript wird in Stunden nach seinen Bestandteilen kalkuliert (Kernlogik, jedes angebundene System, gelesene Dokumente, erstellte Berichte, Zeitplanung), plus {{test}} % für Tests mit echten Beispielen und eine Übergabe; der kleinste kalkulierte Auftrag sind {{minimum}} Stunden eines Entwicklers, nicht Wochen eines Projektteams.",
  "A single-purpose script built and handed over by one developer.":
    "Ein Skript für einen einzigen Zweck, von einem Entwickler erstellt und übergeben.",
  "A script of {{n}} parts built and handed over by one developer.":
    "Ein Skript aus {{n}} Teilen, von einem Entwickler erstellt und übergeben.",
  "It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.":
    "Es wird dringend benötigt: Ein Entwickler kann eine Arbeit dieser Größe in ein bis zwei Arbeitstagen liefern, wenn Eingabedaten und Zugänge bereitstehen.",
  "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.":
    "Ein Entwickler schreibt, testet und übergibt das Skript; für eine Arbeit dieser Größe braucht es kein Projektteam, kein Design und kein Projektmanagement.",
  "The client provides sample inputs, access to the systems involved and a place to run the script.":
    "Der Auftraggeber stellt Beispieldaten, Zugang zu den beteiligten Systemen und eine Umgebung zum Ausführen des Skripts bereit.",
  "Discovery and mapping": "Analyse und Mapping",
  "Source inventory and data profiling ({{n}} tables or entities)":
    "Quellinventar und Datenprofilierung ({{n}} Tabellen oder Entitäten)",
  "Mapping and transformation rules": "Mapping- und Transformationsregeln",
  "Source extracts and access": "Extrakte und Zugänge der Quellsysteme",
  "Build and rehearsals": "Umsetzung und Probeläufe",
  "Extract-transform-load jobs": "ETL-Strecken (Extraktion, Transformation, Laden)",
  "Cleansing and de-duplication": "Bereinigung und Dublettenentfernung",
  "Documents and attachments": "Dokumente und Anhänge",
  "Trial migrations ({{n}})": "Probemigrationen ({{n}})",
  "Validation and cutover": "Validierung und Umstellung",
  "Reconciliation and validation ({{n}} records)": "Abgleich und Validierung ({{n}} Datensätze)",
  "Cutover, rollback plan and go-live": "Umstellung, Rückfallplan und Go-live",
  "Staging storage ({{copies}} copies of about {{gb}} GB for the project)":
    "Zwischenspeicher ({{copies}} Kopien von etwa {{gb}} GB während des Projekts)",
  "GB-month": "GB-Monat",
  "Migration server during the project": "Migrationsserver während des Projekts",
  "Source data quality is worse than profiled (duplicates, broken references, free-text codes)":
    "Die Qualität der Quelldaten ist schlechter als profiliert (Dubletten, gebrochene Verweise, Freitext-Codes)",
  "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.":
    "Alle Tabellen in den ersten Wochen profilieren und Bereinigungsregeln sowie die Zuständigkeit für jede Ausnahme festlegen.",
  "Reconciliation finds gaps late, forcing another rehearsal":
    "Der Abgleich findet Lücken spät und erzwingt einen weiteren Probelauf",
  "Automate counts and checksums from the first rehearsal and sign each table off as it passes.":
    "Zählungen und Prüfsummen ab dem ersten Probelauf automatisieren und jede Tabelle abnehmen, sobald sie stimmt.",
  "The cutover window is too short for the data volume": "Das Umstellungsfenster ist für das Datenvolumen zu kurz",
  "Time the full load in a rehearsal and plan an incremental catch-up load before go-live.":
    "Die Volllast in einem Probelauf messen und vor dem Go-live einen inkrementellen Nachlade-Lauf einplanen.",
  "How many tables or business objects (customers, orders, products...) move, and which can stay behind?":
    "Wie viele Tabellen oder Geschäftsobjekte (Kunden, Aufträge, Produkte ...) werden migriert, und welche können zurückbleiben?",
  "About how many records are there in all, and how many years of history must come across?":
    "Wie viele Datensätze gibt es ungefähr insgesamt, und wie viele Jahre Historie müssen mit?",
  "Who can decide, table by table, how unclear or duplicate records are handled?":
    "Wer kann Tabelle für Tabelle entscheiden, wie mit unklaren oder doppelten Datensätzen umgegangen wird?",
  "How long can the old and new systems be frozen for the cutover (a weekend, a night)?":
    "Wie lange können Alt- und Neusystem für die Umstellung eingefroren werden (ein Wochenende, eine Nacht)?",
  "Does the target system have import tools or API limits that constrain how fast data can be loaded?":
    "Hat das Zielsystem Importwerkzeuge oder API-Limits, die die Ladegeschwindigkeit begrenzen?",
  "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.":
    "Datenmigration kalkuliert je Tabelle oder Entität ({{perTable}} Stunden für Profilierung, Mapping, Umsetzung und Validierung), je Million Datensätze ({{perMillion}} Stunden Abgleich und Probeläufe), {{rehearsals}} Probemigrationen und eine Umstellung, mit Bereinigung und Dokumenten, wo gewünscht; Data Engineers übernehmen Mapping und Ladevorgänge, ein Datenbankadministrator Extrakte und Umstellung, QA den Abgleich; 10 % Projektmanagement; Zwischenspeicher und ein Migrationsserver zu Cloud-Listenpreisen.",
  "A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.":
    "Eine Migration von {{tables}} Tabellen oder Entitäten und etwa {{records}} Datensätzen ({{gb}} GB){{systems}}.",
  "The tables or entities are as stated.": "Die Tabellen oder Entitäten sind wie angegeben.",
  "{{n}} tables or entities are assumed: the request gave no count.":
    "Es werden {{n}} Tabellen oder Entitäten angenommen: Die Anfrage nannte keine Anzahl.",
  "The record count is as stated.": "Die Anzahl der Datensätze ist wie angegeben.",
  "About {{n}} records are assumed: the request gave no count.":
    "Es werden etwa {{n}} Datensätze angenommen: Die Anfrage nannte keine Anzahl.",
  "The target system is already configured; its set-up and any application changes are not part of this migration.":
    "Das Zielsystem ist bereits eingerichtet; seine Einrichtung und Anwendungsänderungen gehören nicht zu dieser Migration.",
  "Architecture and set-up": "Architektur und Einrichtung",
  "Platform architecture, environments, security and access":
    "Plattformarchitektur, Umgebungen, Sicherheit und Zugriffe",
  "Pipelines and modelling": "Datenstrecken und Modellierung",
  "Ingestion pipelines ({{n}} sources)": "Ladestrecken ({{n}} Quellen)",
  "Data modelling and business rules": "Datenmodellierung und Geschäftsregeln",
  "Orchestration, alerting and data-quality tests": "Orchestrierung, Alarmierung und Datenqualitätstests",
  "Dashboards and rollout": "Dashboards und Einführung",
  "Dashboards ({{n}})": "Dashboards ({{n}})",
  "Testing and reconciliation with the source systems": "Tests und Abgleich mit den Quellsystemen",
  "Documentation and user training": "Dokumentation und Anwenderschulung",
  "Cloud data warehouse compute (first year)": "Rechenleistung des Cloud-Data-Warehouse (erstes Jahr)",
  credit: "Credit",
  "Warehouse storage (first year, about {{gb}} GB)": "Speicher des Data Warehouse (erstes Jahr, etwa {{gb}} GB)",
  "TB-month": "TB-Monat",
  "BI licences for {{n}} users (first year)": "BI-Lizenzen für {{n}} Nutzer (erstes Jahr)",
  "user-month": "Nutzer-Monat",
  "Figures in the dashboards do not match the source systems' reports":
    "Die Zahlen in den Dashboards stimmen nicht mit den Berichten der Quellsysteme überein",
  "Reconcile each measure with its owner's report before building on it, and write the definitions down.":
    "Jede Kennzahl vor der Weiterverwendung mit dem Bericht ihres Verantwortlichen abgleichen und die Definitionen schriftlich festhalten.",
  "A source system's API or export is slower or poorer than expected":
    "Die API oder der Export eines Quellsystems ist langsamer oder dürftiger als erwartet",
  "Load a sample of every source in the first two weeks and confirm access and limits.":
    "In den ersten zwei Wochen eine Stichprobe jeder Quelle laden und Zugänge sowie Limits bestätigen.",
  "Warehouse compute costs grow with usage": "Die Rechenkosten des Data Warehouse steigen mit der Nutzung",
  "Set auto-suspend and resource monitors, and review the most expensive queries monthly.":
    "Auto-Suspend und Ressourcenmonitore einrichten und die teuersten Abfragen monatlich prüfen.",
  "Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?":
    "Welche Systeme enthalten die zu analysierenden Daten (ERP, CRM, Shop, Marketing, Tabellen)?",
  "How many dashboards or reports, and for which decisions?":
    "Wie viele Dashboards oder Berichte, und für welche Entscheidungen?",
  "How many people will view the dashboards, and which BI tool do you already license?":
    "Wie viele Personen werden die Dashboards nutzen, und welches BI-Werkzeug ist bereits lizenziert?",
  "How fresh must the figures be: daily, hourly or near real time?":
    "Wie aktuell müssen die Zahlen sein: täglich, stündlich oder nahezu in Echtzeit?",
  "Who owns each metric's definition (revenue, margin, active customer)?":
    "Wer verantwortet die Definition jeder Kennzahl (Umsatz, Marge, aktiver Kunde)?",
  "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.":
    "Datenplattform kalkuliert je Quelle ({{managed}} Stunden über einen verwalteten Konnektor, {{custom}} für eine eigene Ladestrecke, plus {{model}} Stunden Modellierung), {{dashboard}} Stunden je Dashboard, Architektur, Orchestrierung und Schulung, mit {{test}} % Tests und Abgleich; Data Engineers bauen Ladestrecken und Modelle, ein BI-Entwickler (Data Scientist) die Dashboards; Rechenleistung, Speicher und BI-Lizenzen für das erste Jahr zu Listenpreisen.",
  "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.":
    "Eine Datenplattform mit {{sources}} Quellen ({{custom}} mit eigenen Ladestrecken) und {{dashboards}} Dashboards{{names}}.",
  "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.":
    "Ein Cloud-Data-Warehouse der Klasse Snowflake, BigQuery oder Synapse mit einem verwalteten Ladewerkzeug für SaaS-Quellen; dessen Gebühren hängen vom Zeilenvolumen ab und sind nicht enthalten.",
  "The dashboards are as stated.": "Die Dashboards sind wie angegeben.",
  "{{n}} dashboards are assumed: the request gave no count.":
    "Es werden {{n}} Dashboards angenommen: Die Anfrage nannte keine Anzahl.",
  "Integration with {{system}}": "Integration mit {{system}}",
  "Migration from the current platform (products, customers, orders, redirects)":
    "Umzug von der bisherigen Plattform (Produkte, Kunden, Bestellungen, Weiterleitungen)",
  Subscriptions: "Abonnements",
  "Multi-currency and international selling": "Mehrere Währungen und internationaler Verkauf",
  "B2B prices and company accounts": "B2B-Preise und Firmenkonten",
  "Headless storefront": "Headless-Storefront",
  "Discovery and design": "Analyse und Design",
  "Discovery: catalogue, shipping, taxes and payments": "Analyse: Katalog, Versand, Steuern und Zahlungen",
  "Store design (home, collection, product, cart)": "Shop-Design (Startseite, Kategorie, Produkt, Warenkorb)",
  "Build and catalogue": "Umsetzung und Katalog",
  "Platform configuration (payments, shipping, taxes, checkout)":
    "Plattformkonfiguration (Zahlungen, Versand, Steuern, Checkout)",
  "Theme build and customisation": "Theme-Umsetzung und Anpassung",
  "Content pages ({{n}})": "Inhaltsseiten ({{n}})",
  "Product catalogue ({{n}} products)": "Produktkatalog ({{n}} Produkte)",
  "Testing and launch": "Tests und Launch",
  "Store testing (checkout, payments, emails, devices)": "Shop-Tests (Checkout, Zahlungen, E-Mails, Geräte)",
  "Launch, analytics and handover": "Launch, Analytics und Übergabe",
  "Store hosting, two application instances (first year)": "Shop-Hosting, zwei Anwendungsinstanzen (erstes Jahr)",
  "Commerce platform subscription, {{plan}} plan (first year)":
    "Abonnement der Commerce-Plattform, Tarif {{plan}} (erstes Jahr)",
  "Product data (texts, photos, variants, prices) arrives late or incomplete":
    "Produktdaten (Texte, Fotos, Varianten, Preise) kommen spät oder unvollständig",
  "Agree a product spreadsheet template at kick-off and import a first batch in week one.":
    "Zum Start eine Produkt-Tabellenvorlage vereinbaren und in der ersten Woche eine erste Charge importieren.",
  "Payment, tax or shipping rules need more set-up than planned":
    "Zahlungs-, Steuer- oder Versandregeln brauchen mehr Einrichtung als geplant",
  "Confirm the payment provider, tax registrations and shipping zones before the build.":
    "Zahlungsanbieter, Steuerregistrierungen und Versandzonen vor der Umsetzung bestätigen.",
  "Stock or order sync with other systems misbehaves":
    "Die Synchronisierung von Bestand oder Bestellungen mit anderen Systemen läuft fehlerhaft",
  "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.":
    "Die Konnektoren mit echten Bestellungen in einer Testumgebung prüfen und den Bestand in den ersten Wochen täglich abgleichen.",
  "Search rankings drop after the move": "Die Suchmaschinen-Rankings fallen nach dem Umzug",
  "Redirect every old URL and watch search console errors for a month after launch.":
    "Jede alte URL weiterleiten und einen Monat nach dem Launch die Fehler in der Search Console beobachten.",
  "How many products (and variants) will the store sell?":
    "Wie viele Produkte (und Varianten) wird der Shop verkaufen?",
  "Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?":
    "Liegen die Produktdaten (Titel, Beschreibungen, Preise, Varianten, Fotos) in einer Tabelle bereit?",
  "Which countries do you ship to, and which payment methods are needed?":
    "In welche Länder liefern Sie, und welche Zahlungsarten werden benötigt?",
  "Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?":
    "Muss der Shop Bestellungen oder Bestände mit anderen Systemen austauschen (ERP, Lager, Marktplätze, Kasse)?",
  "Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included.":
    "Welche kostenpflichtigen Apps (Bewertungen, Abos, Suche, E-Mail) wollen Sie nutzen? Deren Gebühren sind nicht enthalten.",
  "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.":
    "Onlineshop auf einer gehosteten Commerce-Plattform: feste Stunden für Analyse, Design, Plattformkonfiguration und Theme, {{manual}} Stunden je Produkt für die ersten {{first}} Produkte und {{bulk}} Stunden je weiterem, per Massenimport geladenem Produkt, {{integration}} Stunden je angebundenem System, dazu Umzug, Abonnements, internationaler Verkauf oder B2B, wo gewünscht; 10 % Projektmanagement; der Plattformtarif ist für das erste Jahr kalkuliert.",
  "An online store with {{n}} products on {{platform}}{{systems}}.":
    "Ein Onlineshop mit {{n}} Produkten auf {{platform}}{{systems}}.",
  "a self-hosted commerce platform": "einer selbst gehosteten Commerce-Plattform",
  "a hosted commerce platform (Shopify class)": "einer gehosteten Commerce-Plattform (Klasse Shopify)",
  "The product count is as stated.": "Die Produktanzahl ist wie angegeben.",
  "{{n}} products are assumed: the request gave no count.":
    "Es werden {{n}} Produkte angenommen: Die Anfrage nannte keine Anzahl.",
  "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.":
    "Zahlungsgebühren berechnet der Zahlungsanbieter auf die Umsätze (zum Beispiel 2,9 % + 30 ¢ je Online-Kartenzahlung bei Shopify Payments, Tarif Basic, USA); sie sind nicht Teil dieses Preises.",
  "The client provides product data and photos; product photography and copywriting are not included.":
    "Der Auftraggeber liefert Produktdaten und Fotos; Produktfotografie und Texterstellung sind nicht enthalten.",
  "Connection: {{pair}}": "Verbindung: {{pair}}",
  "Field mapping, master-data rules and API review": "Feld-Mapping, Stammdatenregeln und API-Prüfung",
  "Testing and go-live": "Tests und Go-live",
  "Integration testing with sandbox and real data": "Integrationstests mit Testumgebung und echten Daten",
  "Deployment, alerting and monitoring": "Bereitstellung, Alarmierung und Monitoring",
  "Runbook and handover": "Betriebshandbuch und Übergabe",
  "Integration platform licence (first year)": "Lizenz der Integrationsplattform (erstes Jahr)",
  "Middleware hosting, one instance (first year)": "Middleware-Hosting, eine Instanz (erstes Jahr)",
  "Error monitoring (first year)": "Fehler-Monitoring (erstes Jahr)",
  "An API lacks a field, has low rate limits or behaves differently from its documentation":
    "Einer API fehlt ein Feld, sie hat niedrige Aufruflimits oder verhält sich anders als dokumentiert",
  "Spike every endpoint against the sandbox in the first week and confirm the API plan's limits.":
    "Jeden Endpunkt in der ersten Woche gegen die Testumgebung prüfen und die Limits des API-Tarifs bestätigen.",
  "The systems disagree on master data (IDs, codes, duplicates)":
    "Die Systeme widersprechen sich bei Stammdaten (IDs, Codes, Dubletten)",
  "Agree which system owns each object and clean duplicates before the first sync.":
    "Festlegen, welches System jedes Objekt führt, und Dubletten vor der ersten Synchronisierung bereinigen.",
  "Sandbox or credentials arrive late": "Testumgebung oder Zugangsdaten kommen spät",
  "Request sandbox accounts and API keys at kick-off, with a named owner on each side.":
    "Testkonten und API-Schlüssel zum Start anfordern, mit einer benannten verantwortlichen Person auf jeder Seite.",
  "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?":
    "Welche Objekte fließen in welche Richtung (Bestellungen, Rechnungen, Bestand, Kunden), und welches System führt jeweils?",
  "Do both systems offer APIs with sandboxes, and what API call limits come with your plans?":
    "Bieten beide Systeme APIs mit Testumgebungen, und welche Aufruflimits gehören zu Ihren Tarifen?",
  "How fresh must the data be: real time, hourly or daily?":
    "Wie aktuell müssen die Daten sein: in Echtzeit, stündlich oder täglich?",
  "What should happen when a record fails: retry, alert someone, or queue it for manual handling?":
    "Was soll passieren, wenn ein Datensatz scheitert: erneut versuchen, jemanden alarmieren oder zur manuellen Bearbeitung einreihen?",
  "Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.":
    "Ist die Integrationsplattform bereits lizenziert? Ihre Lizenz wird vom Hersteller angeboten und ist nicht enthalten.",
  "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.":
    "Integration kalkuliert je Verbindung: {{perFlow}} Stunden für eine robuste Einweg-Verbindung zwischen zwei Systemen (Authentifizierung, Mapping, Fehler, Aufruflimits, Synchronisierung und Monitoring), {{object}} Stunden je weiterem Objekttyp, × {{twoWay}} für beidseitige Synchronisierung und × {{realTime}} für Echtzeit, dazu Analyse, Tests ({{test}} % der Umsetzung) und Bereitstellung; 10 % Projektmanagement.",
  "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).":
    "Eine Integration von {{systems}} Systemen ({{flows}} Verbindungen, {{objects}} Objekttypen, {{direction}}).",
  "two-way": "beidseitig",
  "one-way": "einseitig",
  "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.":
    "Beide Systeme bieten dokumentierte APIs und Testumgebungen, und die Tarife des Auftraggebers erlauben die nötigen API-Aufrufe.",
  "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.":
    "Auf einer Integrationsplattform (Klasse Zapier) gebaut: Ihre fertigen Konnektoren ersetzen den Großteil der Eigenentwicklung, und sie betreibt und überwacht die Abläufe.",
  "Built as a small custom middleware service, hosted in the cloud.":
    "Als kleiner, eigens entwickelter Middleware-Dienst in der Cloud gebaut.",
  "Discovery and data": "Analyse und Daten",
  "Success metric, data audit and baseline": "Erfolgskennzahl, Datenaudit und Referenzwert",
  "Data pipeline and feature preparation": "Datenstrecke und Feature-Aufbereitung",
  "Modelling and evaluation": "Modellierung und Bewertung",
  "Model development ({{n}})": "Modellentwicklung ({{n}})",
  "Evaluation and validation with the business": "Bewertung und Validierung mit dem Fachbereich",
  "Deployment and integration": "Bereitstellung und Integration",
  "Deployment, monitoring and retraining pipeline": "Bereitstellung, Monitoring und Nachtrainieren",
  "Integration into the product (API and screens)": "Integration ins Produkt (API und Oberflächen)",
  "LLM API, input tokens (first year, {{n}} queries a month)":
    "LLM-API, Eingabe-Tokens (erstes Jahr, {{n}} Anfragen im Monat)",
  "million tokens": "Millionen Tokens",
  "LLM API, output tokens (first year)": "LLM-API, Ausgabe-Tokens (erstes Jahr)",
  "Retrieval service hosting (first year)": "Hosting des Retrieval-Dienstes (erstes Jahr)",
  "Model training compute": "Rechenleistung für das Modelltraining",
  "Inference hosting (first year)": "Inferenz-Hosting (erstes Jahr)",
  "Image labelling ({{n}} images)": "Bildannotation ({{n}} Bilder)",
  image: "Bild",
  "The data cannot support the accuracy the business needs":
    "Die Daten tragen die Genauigkeit nicht, die der Fachbereich braucht",
  "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.":
    "Zuerst eine Erfolgskennzahl und einen Referenzwert vereinbaren und am Ende der Analyse stoppen oder neu zuschneiden, wenn die Daten ihn nicht übertreffen.",
  "Model quality drifts after launch as behaviour or data changes":
    "Die Modellqualität driftet nach dem Start, wenn sich Verhalten oder Daten ändern",
  "Monitor prediction quality against outcomes and retrain on a schedule.":
    "Die Vorhersagequalität gegen die tatsächlichen Ergebnisse überwachen und regelmäßig nachtrainieren.",
  "Wrong or invented answers reach users": "Falsche oder erfundene Antworten erreichen die Nutzer",
  "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.":
    "Nur aus abgerufenen Quellen mit Belegen antworten, gegen einen Evaluationsdatensatz testen und Antworten zur Prüfung protokollieren.",
  "Labelling takes longer or is less consistent than planned":
    "Die Annotation dauert länger oder ist uneinheitlicher als geplant",
  "Write labelling guidelines with examples and review a sample of every batch.":
    "Annotationsrichtlinien mit Beispielen schreiben und von jeder Charge eine Stichprobe prüfen.",
  "a retrieval-augmented LLM feature": "eine LLM-Funktion mit Dokumentenabruf (RAG)",
  "a computer-vision model": "ein Bildverarbeitungsmodell",
  "a recommendation model": "ein Empfehlungsmodell",
  "a text classification or extraction model": "ein Modell zur Textklassifikation oder -extraktion",
  "a predictive model on tabular data": "ein Vorhersagemodell auf tabellarischen Daten",
  "Which decision or user action will the predictions change, and how will success be measured?":
    "Welche Entscheidung oder Nutzeraktion sollen die Vorhersagen ändern, und wie wird Erfolg gemessen?",
  "Where is the training data, how much history is there, and is it labelled?":
    "Wo liegen die Trainingsdaten, wie viel Historie gibt es, und sind sie annotiert?",
  "How fast and how often must predictions be made (in real time, daily batch)?":
    "Wie schnell und wie oft müssen Vorhersagen erfolgen (in Echtzeit, täglich im Stapel)?",
  "How many questions a month do you expect, and may the documents be sent to an external model provider?":
    "Wie viele Fragen im Monat erwarten Sie, und dürfen die Dokumente an einen externen Modellanbieter gesendet werden?",
  "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.":
    "Machine-Learning-Funktion nach Bestandteilen kalkuliert: Analyse und Datenaudit, eine Datenstrecke, {{model}} Stunden für jedes Modell dieses Typs mit {{evaluation}} Stunden Bewertung, Bereitstellung mit Monitoring und Nachtrainieren (MLOps) und Integration ins Produkt; ML Engineers bauen und stellen bereit, Data Scientists definieren und bewerten, ein Data Engineer bereitet die Daten auf; Trainingsrechenleistung, Hosting, Annotation oder LLM-Nutzung zu Cloud- und API-Listenpreisen für das erste Jahr.",
  "{{what}}, {{n}} model(s), integrated into the product{{realTime}}.":
    "{{what}}, {{n}} Modell(e), ins Produkt integriert{{realTime}}.",
  " with real-time predictions": " mit Vorhersagen in Echtzeit",
  "The training data exists and the client gives access to it; collecting new data is not included.":
    "Die Trainingsdaten existieren, und der Auftraggeber gewährt Zugriff; das Erheben neuer Daten ist nicht enthalten.",
  "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.":
    "Die erste Version zielt auf eine vereinbarte Genauigkeit auf einem zurückgehaltenen Testdatensatz; weitere Forschung darüber hinaus wird gesondert kalkuliert.",
  "Apple Developer Program (first year)": "Apple Developer Program (erstes Jahr)",
  year: "Jahr",
  "Google Play developer registration": "Google-Play-Entwicklerregistrierung",
  "one-time fee": "einmalige Gebühr",
  "native iOS and Android apps": "native Apps für iOS und Android",
  "a cross-platform app for iOS and Android": "eine plattformübergreifende App für iOS und Android",
  "an iOS app": "eine iOS-App",
  "an Android app": "eine Android-App",
  "App store review rejection or delay": "Ablehnung oder Verzögerung bei der Prüfung im App Store",
  "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.":
    "Die Checkliste der Store-Richtlinien befolgen und früh eine Beta über TestFlight und Play-interne Tests einreichen.",
  "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?":
    "Welche Plattformen werden zum Start gebraucht (iPhone, Android, Tablets), und welche ältesten Betriebssystemversionen müssen unterstützt werden?",
  "Roughly how many screens does the app have?": "Wie viele Bildschirme hat die App ungefähr?",
  "Does the app need a back end of its own, or does it use an existing API?":
    "Braucht die App ein eigenes Backend, oder nutzt sie eine bestehende API?",
  "Must it work offline, and does it use the camera, location, Bluetooth or payments?":
    "Muss sie offline funktionieren, und nutzt sie Kamera, Standort, Bluetooth oder Zahlungen?",
  "Are the Apple and Google developer accounts already in your company's name?":
    "Laufen die Entwicklerkonten bei Apple und Google bereits auf Ihr Unternehmen?",
  "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.":
    "Umfang aus einem Funktionskatalog in Function Points, × {{factor}} für {{target}} ({{fp}} FP; {{screens}} Bildschirme angegeben), dann Aufwand nach COCOMO II.2000 (ΠEM {{team}} für ein erfahrenes Team mit modernem Framework-Stack) zu 152 Stunden je Personenmonat, nach Rollen aufgeteilt (Mobile-Entwickler für die App, ein Softwareentwickler für das Backend), für kleine Apps mit einem sinnvollen Team, für größere mit der TDEV-Formel von COCOMO II geplant.",
  "A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).":
    "Eine mobile App ({{target}}) mit {{n}} Hauptfunktionen ({{list}}).",
  "A mobile app ({{target}}) with its core only.": "Eine mobile App ({{target}}) nur mit ihrem Kern.",
  "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).":
    "Ein einfaches Produkt oder MVP: Nur die genannten Funktionen werden gebaut (keine Standard-Konten, -Profile, -Benachrichtigungen oder -Adminbereiche, sofern nicht verlangt).",
  "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.":
    "Neben den genannten Funktionen hat das Produkt, was fast jede Anwendung braucht: Konten, Profile, Benachrichtigungen und einen Adminbereich.",
  "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.":
    "Die Store-Gebühren werden so berechnet, wie Apple und Google sie festlegen; die Provision der Stores auf In-App-Verkäufe ist nicht Teil dieses Preises.",
  "Build: {{feature}}": "Umsetzung: {{feature}}",
  "Requirements, user stories and backlog": "Anforderungen, User Stories und Backlog",
  "UX research, wireframes and UI design": "UX-Recherche, Wireframes und UI-Design",
  "Architecture, core application and data model": "Architektur, Anwendungskern und Datenmodell",
  "Back end and API for the app": "Backend und API für die App",
  "Testing and hardening": "Tests und Stabilisierung",
  "Test automation and QA": "Testautomatisierung und QA",
  "Defect fixing and performance tuning": "Fehlerbehebung und Performance-Optimierung",
  "Launch and handover": "Launch und Übergabe",
  "Infrastructure, CI/CD and release": "Infrastruktur, CI/CD und Release",
  "Post-launch support (hypercare)": "Betreuung nach dem Launch (Hypercare)",
  "Documentation, training and handover": "Dokumentation, Schulung und Übergabe",
  "Requirements change during the build (scope creep)": "Anforderungen ändern sich während der Umsetzung (Scope Creep)",
  "Fix a first-release scope, keep a change log and re-estimate each change before accepting it.":
    "Den Umfang der ersten Version festlegen, ein Änderungsprotokoll führen und jede Änderung vor Annahme neu schätzen.",
  "Key team member leaves mid-project": "Ein Schlüsselmitglied verlässt das Team mitten im Projekt",
  "Pair on critical areas, write architecture decisions down and keep a backup for each role.":
    "Kritische Bereiche zu zweit bearbeiten, Architekturentscheidungen aufschreiben und für jede Rolle eine Vertretung vorsehen.",
  "Late performance or security findings": "Späte Befunde zu Performance oder Sicherheit",
  "Load-test and run a security review at the end of each milestone, not only before launch.":
    "Lasttests und ein Sicherheitsreview am Ende jedes Meilensteins durchführen, nicht erst vor dem Launch.",
  "Third-party API or payment-provider integration issues":
    "Probleme bei der Integration von Drittanbieter-APIs oder Zahlungsanbietern",
  "Spike the integrations in the first sprint and use the providers' sandboxes from day one.":
    "Integrationen im ersten Sprint prototypisch testen und die Testumgebungen der Anbieter vom ersten Tag an nutzen.",
  "Minimum engagement (briefing, environment set-up and handover)":
    "Mindestauftrag (Briefing, Einrichtung der Umgebung und Übergabe)",
  "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).":
    "Die Sätze sind OEWS-Löhne des U.S. Bureau of Labor Statistics je Rolle × ein Abrechnungsfaktor von {{multiplier}} (Arbeitgeberkosten, 75 % abrechenbare Zeit, 10 % Gemeinkosten und Marge), mit dem CPI-U auf {{year}} fortgeschrieben, × {{factor}} für {{location}}; Lizenzen und Plattformgebühren sind die veröffentlichten Preise der Anbieter, mit dem CPI-U auf {{year}} fortgeschrieben, wenn sie aus einem früheren Jahr stammen (feste Store-Gebühren wie berechnet).",
  "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.":
    "Dreipunktschätzungen je Aufgabe (Beta-PERT) und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten; die Reserve ist der Erwartungswert des Risikoregisters.",
  "About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.":
    "Etwa {{hours}} Arbeitsstunden ({{pm}} Personenmonate) über {{weeks}}, mit durchschnittlich etwa {{people}} Personen.",
  "About {{hours}} hours of work over {{weeks}}.": "Etwa {{hours}} Arbeitsstunden über {{weeks}}.",
  "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.":
    "Dies kalkuliert eine erste Version der Kernfunktionen eines Produkts wie {{product}}, nicht dessen Größenordnung, Reichweite oder jahrelange Weiterentwicklung.",
  "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.":
    "Das genannte Budget von {{budget}} liegt unter dem Mindestauftrag für diese Arbeit: etwa {{hours}} Stunden eines Entwicklers, {{minimum}}; die gesamte Arbeit wird auf {{expected}} geschätzt.",
  "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.":
    "Das genannte Budget von {{budget}} entspricht etwa {{share}} % dessen, was dieser Umfang braucht ({{expected}}): Anfrage und Budget haben unterschiedliche Größenordnungen, und keine Kürzung dieses Plans schließt diese Lücke.",
  "{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.":
    "{{product}} wurde von großen Teams über viele Jahre gebaut; diese Schätzung kalkuliert nur eine erste Version seiner Kernfunktionen.",
  "Sign-up, sign-in and accounts": "Registrierung, Anmeldung und Konten",
  "User profiles and settings": "Benutzerprofile und Einstellungen",
  "Payments and billing": "Zahlungen und Abrechnung",
  "Real-time chat and messaging": "Echtzeit-Chat und Nachrichten",
  "Push and email notifications": "Push- und E-Mail-Benachrichtigungen",
  "Search and filters": "Suche und Filter",
  "Admin panel and back office": "Adminbereich und Backoffice",
  "Analytics and reporting": "Analysen und Berichte",
  "File and media uploads": "Datei- und Medien-Uploads",
  "Maps and geolocation": "Karten und Geolokalisierung",
  "Booking and scheduling": "Buchungen und Terminplanung",
  "Catalogue, cart and orders": "Katalog, Warenkorb und Bestellungen",
  "Social feed, comments and follows": "Social Feed, Kommentare und Follower",
  "Video streaming and calls": "Videostreaming und Videoanrufe",
  "Third-party integrations and API": "Drittanbieter-Integrationen und API",
  "Offline mode and sync": "Offline-Modus und Synchronisierung",
  "Multiple languages": "Mehrsprachigkeit",
  "AI features (recommendations, assistant)": "KI-Funktionen (Empfehlungen, Assistent)",
  "Security and compliance (2FA, audit, GDPR/HIPAA)": "Sicherheit und Compliance (2FA, Audit, DSGVO/HIPAA)",
  "Reviews and ratings": "Bewertungen und Rezensionen",
  "Loyalty and rewards": "Treueprogramm und Prämien",
  "Device and IoT connectivity": "Geräte- und IoT-Anbindung",
  "Project management": "Projektmanagement",
  "Software engineer": "Softwareentwickler",
  "Senior software engineer": "Senior-Softwareentwickler",
  "Mobile developer": "Mobile-Entwickler",
  "Web developer": "Webentwickler",
  "Automation developer": "Automatisierungsentwickler",
  "Data engineer": "Data Engineer",
  "Database administrator": "Datenbankadministrator",
  "Data scientist": "Data Scientist",
  "Machine learning engineer": "Machine-Learning-Engineer",
  "QA engineer": "QA-Ingenieur",
  "UX/UI designer": "UX/UI-Designer",
  "Project manager": "Projektleiter",
  "DevOps engineer": "DevOps-Engineer",
  "1 working day": "1 Arbeitstag",
  "{{n}} working days": "{{n}} Arbeitstage",
  "1 week": "1 Woche",
  "{{n}} weeks": "{{n}} Wochen",
  "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.":
    "Die Arbeit selbst dauert etwa {{work}} Kalenderzeit ({{hours}} Stunden), vor Verzögerungen durch die Risiken.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.":
    "Die genannte Frist von {{deadline}} liegt unter dem kürzesten glaubwürdigen Zeitplan für diesen Umfang: Die Arbeit braucht etwa {{nominal}}, und kein Team verdichtet das unter etwa {{shortest}}. Dieser Plan zeigt den nominalen Zeitplan ohne Verdichtungsaufschlag; den Termin zu halten heißt, eine kleinere erste Version zu liefern.",
  "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.":
    "Das genannte Team von {{team}} braucht für diese Arbeit etwa {{weeks}}; die Frist von {{deadline}} zu halten erfordert etwa {{people}} parallel arbeitende Personen bei {{premium}}× Aufwand.",
  "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.":
    "Um die Frist von {{deadline}} zu halten, verdichtet der Plan den nominalen Zeitplan von {{nominal}} mit etwa {{people}} parallel arbeitenden Personen, was COCOMO II mit {{premium}}× Aufwand bewertet.",
  "Cloud hosting, managed front end and database (first year)":
    "Cloud-Hosting, verwaltetes Frontend und Datenbank (erstes Jahr)",
  "Cloud hosting, {{n}} instances (first year)": "Cloud-Hosting, {{n}} Instanzen (erstes Jahr)",
  "Which user roles are there, and what must each be able to do?":
    "Welche Benutzerrollen gibt es, und was muss jede können?",
  "Roughly how many screens or pages does the application have?":
    "Wie viele Bildschirme oder Seiten hat die Anwendung ungefähr?",
  "Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?":
    "Mit welchen Systemen muss sie verbunden werden (Zahlungen, Single Sign-on, ein CRM oder eine bestehende Datenbank)?",
  "How many users and how much data do you expect in the first year?":
    "Wie viele Nutzer und wie viele Daten erwarten Sie im ersten Jahr?",
  "Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?":
    "Gibt es Compliance-Anforderungen (DSGVO, HIPAA, SOC 2) oder Vorgaben zum Hosting?",
  "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.":
    "Umfang aus einem Funktionskatalog in Function Points ({{fp}} FP; {{screens}} Bildschirme angegeben), mit {{sloc}} Zeilen je Function Point in {{ksloc}} KSLOC umgerechnet, dann Aufwand nach COCOMO II.2000 Post-Architecture (PM = 2,94 · Size^E · ΠEM, nominale Skalenfaktoren; ΠEM {{team}} für ein erfahrenes Team mit modernem Framework-Stack: TOOL sehr hoch; PCAP, APEX, LTEX und PLEX hoch) zu 152 Stunden je Personenmonat, nach Rollen auf Analyse, Umsetzung, Tests und Launch verteilt; kleine Produkte werden mit einem sinnvollen Team von etwa √PM Personen geplant, größere mit der TDEV-Formel von COCOMO II.",
  "A web application with {{n}} main capabilities ({{list}}).":
    "Eine Webanwendung mit {{n}} Hauptfunktionen ({{list}}).",
  "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).":
    "Eine Webanwendung nur mit ihrem Kern (Bildschirme, Datenmodell, API und Bereitstellung; die Anfrage nannte keine bestimmten Funktionen).",
  "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.":
    "Der Auftraggeber gibt zeitnah Rückmeldung und hat eine entscheidende Person; Inhalte, Markenmaterial und API-Zugänge liegen vor, wenn der Plan sie braucht.",
  "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.":
    "Nutzungsabhängig abgerechnete Drittdienste (E-Mail-Versand, Karten, SMS, Zahlungen) sind nicht enthalten; Hosting und Monitoring sind für das erste Jahr kalkuliert.",
  "CMS set-up, theme and hosting": "CMS-Einrichtung, Theme und Hosting",
  "Page build ({{n}} pages)": "Seitenumsetzung ({{n}} Seiten)",
  "Page build (one page)": "Seitenumsetzung (eine Seite)",
  "Content entry, images and SEO basics": "Inhaltspflege, Bilder und SEO-Grundlagen",
  "Add-on: {{feature}}": "Erweiterung: {{feature}}",
  "Redirects from the old site's pages": "Weiterleitungen von den Seiten der alten Website",
  "Discovery, sitemap and content plan": "Analyse, Sitemap und Inhaltsplan",
  "Visual direction and page designs": "Visuelle Richtung und Seitendesigns",
  "Build and content": "Umsetzung und Inhalte",
  "Cross-browser and device testing": "Tests auf Browsern und Geräten",
  "Content, images or product data arrive late": "Inhalte, Bilder oder Produktdaten kommen spät",
  "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.":
    "Zum Start eine Inhaltsliste mit Terminen vereinbaren; mit Platzhaltern bauen und Inhalte einsetzen, sobald sie kommen.",
  "More design feedback rounds than planned": "Mehr Feedbackrunden zum Design als geplant",
  "Two review rounds per design, one decision-maker, and written sign-off before the build starts.":
    "Zwei Korrekturrunden je Design, eine entscheidende Person und schriftliche Freigabe vor Beginn der Umsetzung.",
  "Browser, device or plugin issues found late": "Browser-, Geräte- oder Plugin-Probleme werden spät entdeckt",
  "Test on real devices from the first built page and keep plugins to well-maintained ones.":
    "Ab der ersten fertigen Seite auf echten Geräten testen und nur gut gepflegte Plugins verwenden.",
  "Managed WordPress hosting (first year)": "Verwaltetes WordPress-Hosting (erstes Jahr)",
  "CMS hosting plan (first year)": "CMS-Hosting-Tarif (erstes Jahr)",
  "How many pages will the site have (home, services, about, contact, blog...)?":
    "Wie viele Seiten wird die Website haben (Startseite, Leistungen, Über uns, Kontakt, Blog ...)?",
  "Who writes the texts and provides the photos, and are they ready?":
    "Wer schreibt die Texte und liefert die Fotos, und liegen sie bereit?",
  "Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?":
    "Gibt es ein Corporate Design (Logo, Farben, Schriften), oder muss es erstellt werden?",
  "Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?":
    "Besitzen Sie die Domain bereits, und bevorzugen Sie ein CMS oder einen Baukasten (WordPress, Webflow ...)?",
  "How many pages does the current site have, and which of them rank in search results?":
    "Wie viele Seiten hat die aktuelle Website, und welche davon ranken in den Suchergebnissen?",
  "Which pages of the current site rank in search results and must keep their addresses?":
    "Welche Seiten der aktuellen Website ranken in den Suchergebnissen und müssen ihre Adressen behalten?",
  "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.":
    "Seitenbasiertes Modell für eine Inhalts-Website: eine feste Einrichtung von {{setup}} Stunden (Analyse, visuelle Richtung, CMS-Einrichtung, Tests und Launch), {{perPage}} Stunden je Seite für die ersten {{templates}} Seitendesigns und {{extra}} Stunden je weiterer Seite auf diesen Vorlagen, plus Einrichtungsstunden je Erweiterung auf einem Standard-Plugin; 10 % Projektmanagement; der Zeitplan ist der Aufwand ÷ ein sinnvolles Team.",
  "A landing page built on a standard CMS.": "Eine Landingpage auf einem Standard-CMS.",
  "A {{n}}-page website built on a standard CMS{{addOns}}.":
    "Eine Website mit {{n}} Seiten auf einem Standard-CMS{{addOns}}.",
  "The page count is as stated.": "Die Seitenzahl ist wie angegeben.",
  "{{n}} pages are assumed: the request gave no page count.":
    "Es werden {{n}} Seiten angenommen: Die Anfrage nannte keine Seitenzahl.",
  "The client provides texts, images and brand assets; copywriting and photography are not included.":
    "Der Auftraggeber liefert Texte, Bilder und Markenmaterial; Texterstellung und Fotografie sind nicht enthalten.",
  "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.":
    "Individuelle Anwendungsfunktionen (Konten, Mitgliederbereiche, Marktplätze, Integrationen) würden stattdessen als Webanwendung kalkuliert.",
  "An automation script of {{n}} parts, of the size stated in the request.":
    "Ein Automatisierungsskript aus {{n}} Teilen, in der in der Anfrage angegebenen Größe.",
  "A mobile app ({{target}}); the request named no specific capabilities.":
    "Eine mobile App ({{target}}); die Anfrage nannte keine bestimmten Funktionen.",
  "A web application; the request named no specific capabilities.":
    "Eine Webanwendung; die Anfrage nannte keine bestimmten Funktionen.",
  "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.":
    "Die angegebene Größe wird auf den Kern, die in der Anfrage genannten Funktionen und den Rest der angegebenen Größe verteilt; der Katalog fügt ihr keine Standardfunktionen hinzu.",
  "Build: the rest of the stated {{size}}": "Umsetzung: der Rest der angegebenen {{size}}",
};
