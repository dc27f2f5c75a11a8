import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
  "Script: core logic and file handling": "Script : logique principale et gestion des fichiers",
  "Connection to {{system}}": "Connexion à {{system}}",
  "Document reading (PDF, attachments)": "Lecture de documents (PDF, pièces jointes)",
  "Text recognition (OCR)": "Reconnaissance de texte (OCR)",
  "Web scraping": "Extraction de données web (scraping)",
  "Report building": "Génération de rapports",
  Notifications: "Notifications",
  "Scheduling, logging and retries": "Planification, journalisation et relances",
  "Desktop automation (RPA)": "Automatisation de bureau (RPA)",
  "Further actions ({{n}})": "Actions supplémentaires ({{n}})",
  Build: "Réalisation",
  "Testing and handover": "Tests et livraison",
  "Testing on real samples": "Tests sur des échantillons réels",
  "Handover and read-me": "Livraison et mode d'emploi",
  "Automation licence (Power Automate Premium, first year)":
    "Licence d'automatisation (Power Automate Premium, première année)",
  month: "mois",
  "Scheduled runner (small cloud instance, first year)": "Exécution planifiée (petite instance cloud, première année)",
  hour: "heure",
  "Real files or records vary more than the samples (formats, names, missing fields)":
    "Les fichiers ou enregistrements réels varient plus que les échantillons (formats, noms, champs manquants)",
  "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.":
    "Tester sur un mois complet de données réelles avant de s'y fier ; consigner et ignorer ce qui ne se lit pas au lieu de s'arrêter.",
  "An API limit, permission or credential blocks the script":
    "Une limite d'API, une autorisation ou un identifiant bloque le script",
  "Get credentials with the right permissions before work starts and test against the live service early.":
    "Obtenir des identifiants avec les bons droits avant de commencer et tester tôt sur le service réel.",
  "A scheduled run fails unnoticed": "Une exécution planifiée échoue sans que personne ne le remarque",
  "Send a message on every failure and keep the logs of the last runs.":
    "Envoyer un message à chaque échec et conserver les journaux des dernières exécutions.",
  "Where should it run: on a laptop, a server or in the cloud, and on which operating system?":
    "Où doit-il tourner : sur un portable, un serveur ou dans le cloud, et sous quel système d'exploitation ?",
  "Can you share a handful of real sample files or records, including unusual ones?":
    "Pouvez-vous partager quelques fichiers ou enregistrements réels, y compris des cas inhabituels ?",
  "Can you provide API access with the right permissions for {{systems}}?":
    "Pouvez-vous fournir un accès API avec les bons droits pour {{systems}} ?",
  "Should it run on demand or on a schedule, and who should be told when it fails?":
    "Doit-il tourner à la demande ou selon un planning, et qui prévenir en cas d'échec ?",
  "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.":
    "Un petit script est chiffré en heures selon ses éléments (la logique principale, chaque système atteint, les documents lus, les rapports produits, la planification), plus {{test}} % pour les tests sur des échantillons réels et une livraison ; la plus petite mission chiffrée est de {{minimum}} heures d'un développeur, pas de semaines d'une équipe projet.",
  "A single-purpose script built and handed over by one developer.":
    "Un script à usage unique, réalisé et livré par un développeur.",
  "A script of {{n}} parts built and handed over by one developer.":
    "Un script en {{n}} parties, réalisé et livré par un développeur.",
  "It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.":
    "C'est urgent : un développeur peut livrer un travail de cette taille en un ou deux jours ouvrés si les données et les accès sont prêts.",
  "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.":
    "Un développeur écrit, teste et livre le script ; un travail de cette taille ne demande ni équipe projet, ni design, ni gestion de projet.",
  "The client provides sample inputs, access to the systems involved and a place to run the script.":
    "Le client fournit des données d'exemple, l'accès aux systèmes concernés et un endroit où exécuter le script.",
  "Discovery and mapping": "Analyse et mise en correspondance",
  "Source inventory and data profiling ({{n}} tables or entities)":
    "Inventaire des sources et profilage des données ({{n}} tables ou entités)",
  "Mapping and transformation rules": "Règles de correspondance et de transformation",
  "Source extracts and access": "Extractions et accès aux systèmes sources",
  "Build and rehearsals": "Réalisation et répétitions",
  "Extract-transform-load jobs": "Traitements d'extraction, transformation et chargement (ETL)",
  "Cleansing and de-duplication": "Nettoyage et dédoublonnage",
  "Documents and attachments": "Documents et pièces jointes",
  "Trial migrations ({{n}})": "Migrations d'essai ({{n}})",
  "Validation and cutover": "Validation et bascule",
  "Reconciliation and validation ({{n}} records)": "Rapprochement et validation ({{n}} enregistrements)",
  "Cutover, rollback plan and go-live": "Bascule, plan de retour arrière et mise en service",
  "Staging storage ({{copies}} copies of about {{gb}} GB for the project)":
    "Stockage intermédiaire ({{copies}} copies d'environ {{gb}} Go pendant le projet)",
  "GB-month": "Go-mois",
  "Migration server during the project": "Serveur de migration pendant le projet",
  "Source data quality is worse than profiled (duplicates, broken references, free-text codes)":
    "La qualité des données sources est pire que prévu (doublons, références cassées, codes en texte libre)",
  "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.":
    "Profiler chaque table dès les premières semaines et convenir des règles de nettoyage et de qui tranche chaque exception.",
  "Reconciliation finds gaps late, forcing another rehearsal":
    "Le rapprochement révèle des écarts tardivement et impose une répétition de plus",
  "Automate counts and checksums from the first rehearsal and sign each table off as it passes.":
    "Automatiser comptages et sommes de contrôle dès la première répétition et valider chaque table dès qu'elle est juste.",
  "The cutover window is too short for the data volume":
    "La fenêtre de bascule est trop courte pour le volume de données",
  "Time the full load in a rehearsal and plan an incremental catch-up load before go-live.":
    "Chronométrer le chargement complet lors d'une répétition et prévoir un chargement incrémental de rattrapage avant la mise en service.",
  "How many tables or business objects (customers, orders, products...) move, and which can stay behind?":
    "Combien de tables ou d'objets métier (clients, commandes, produits...) migrent, et lesquels peuvent rester ?",
  "About how many records are there in all, and how many years of history must come across?":
    "Combien d'enregistrements y a-t-il au total, à peu près, et combien d'années d'historique doivent suivre ?",
  "Who can decide, table by table, how unclear or duplicate records are handled?":
    "Qui peut décider, table par table, du sort des enregistrements douteux ou en double ?",
  "How long can the old and new systems be frozen for the cutover (a weekend, a night)?":
    "Combien de temps l'ancien et le nouveau système peuvent-ils être gelés pour la bascule (un week-end, une nuit) ?",
  "Does the target system have import tools or API limits that constrain how fast data can be loaded?":
    "Le système cible a-t-il des outils d'import ou des limites d'API qui contraignent la vitesse de chargement ?",
  "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.":
    "Migration de données chiffrée par table ou entité ({{perTable}} heures pour profiler, mettre en correspondance, réaliser et valider chacune), par million d'enregistrements ({{perMillion}} heures de rapprochement et de répétitions), {{rehearsals}} migrations d'essai et une bascule, avec nettoyage et documents si demandés ; les ingénieurs de données font la correspondance et les chargements, un administrateur de bases de données les extractions et la bascule, la QA le rapprochement ; 10 % de gestion de projet ; stockage intermédiaire et serveur de migration aux prix catalogue du cloud.",
  "A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.":
    "Une migration de {{tables}} tables ou entités et d'environ {{records}} enregistrements ({{gb}} Go){{systems}}.",
  "The tables or entities are as stated.": "Les tables ou entités sont celles indiquées.",
  "{{n}} tables or entities are assumed: the request gave no count.":
    "{{n}} tables ou entités sont supposées : la demande n'en donnait pas le nombre.",
  "The record count is as stated.": "Le nombre d'enregistrements est celui indiqué.",
  "About {{n}} records are assumed: the request gave no count.":
    "Environ {{n}} enregistrements sont supposés : la demande n'en donnait pas le nombre.",
  "The target system is already configured; its set-up and any application changes are not part of this migration.":
    "Le système cible est déjà configuré ; sa mise en place et toute modification applicative ne font pas partie de cette migration.",
  "Architecture and set-up": "Architecture et mise en place",
  "Platform architecture, environments, security and access":
    "Architecture de la plateforme, environnements, sécurité et accès",
  "Pipelines and modelling": "Flux de données et modélisation",
  "Ingestion pipelines ({{n}} sources)": "Flux d'ingestion ({{n}} sources)",
  "Data modelling and business rules": "Modélisation des données et règles métier",
  "Orchestration, alerting and data-quality tests": "Orchestration, alertes et tests de qualité des données",
  "Dashboards and rollout": "Tableaux de bord et déploiement",
  "Dashboards ({{n}})": "Tableaux de bord ({{n}})",
  "Testing and reconciliation with the source systems": "Tests et rapprochement avec les systèmes sources",
  "Documentation and user training": "Documentation et formation des utilisateurs",
  "Cloud data warehouse compute (first year)": "Calcul de l'entrepôt de données cloud (première année)",
  credit: "crédit",
  "Warehouse storage (first year, about {{gb}} GB)": "Stockage de l'entrepôt (première année, environ {{gb}} Go)",
  "TB-month": "To-mois",
  "BI licences for {{n}} users (first year)": "Licences BI pour {{n}} utilisateurs (première année)",
  "user-month": "utilisateur-mois",
  "Figures in the dashboards do not match the source systems' reports":
    "Les chiffres des tableaux de bord ne correspondent pas aux rapports des systèmes sources",
  "Reconcile each measure with its owner's report before building on it, and write the definitions down.":
    "Rapprocher chaque indicateur du rapport de son responsable avant de s'en servir, et écrire les définitions.",
  "A source system's API or export is slower or poorer than expected":
    "L'API ou l'export d'un système source est plus lent ou plus pauvre que prévu",
  "Load a sample of every source in the first two weeks and confirm access and limits.":
    "Charger un échantillon de chaque source dans les deux premières semaines et confirmer accès et limites.",
  "Warehouse compute costs grow with usage": "Les coûts de calcul de l'entrepôt augmentent avec l'usage",
  "Set auto-suspend and resource monitors, and review the most expensive queries monthly.":
    "Activer la mise en veille automatique et des moniteurs de ressources, et revoir chaque mois les requêtes les plus coûteuses.",
  "Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?":
    "Quels systèmes contiennent les données à analyser (ERP, CRM, boutique, marketing, tableurs) ?",
  "How many dashboards or reports, and for which decisions?":
    "Combien de tableaux de bord ou de rapports, et pour quelles décisions ?",
  "How many people will view the dashboards, and which BI tool do you already license?":
    "Combien de personnes consulteront les tableaux de bord, et quel outil de BI avez-vous déjà sous licence ?",
  "How fresh must the figures be: daily, hourly or near real time?":
    "Quelle fraîcheur pour les chiffres : quotidienne, horaire ou quasi temps réel ?",
  "Who owns each metric's definition (revenue, margin, active customer)?":
    "Qui est responsable de la définition de chaque indicateur (chiffre d'affaires, marge, client actif) ?",
  "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.":
    "Plateforme de données chiffrée par source ({{managed}} heures via un connecteur géré, {{custom}} pour un flux sur mesure, plus {{model}} heures de modélisation), {{dashboard}} heures par tableau de bord, architecture, orchestration et formation, avec {{test}} % de tests et de rapprochement ; les ingénieurs de données construisent les flux et les modèles, un développeur BI (data scientist) les tableaux de bord ; calcul, stockage et licences BI chiffrés pour la première année aux prix catalogue.",
  "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.":
    "Une plateforme de données avec {{sources}} sources ({{custom}} avec flux sur mesure) et {{dashboards}} tableaux de bord{{names}}.",
  "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.":
    "Un entrepôt cloud de type Snowflake, BigQuery ou Synapse avec un outil d'ingestion géré pour les sources SaaS ; ses frais dépendent du volume de lignes et ne sont pas inclus.",
  "The dashboards are as stated.": "Les tableaux de bord sont ceux indiqués.",
  "{{n}} dashboards are assumed: the request gave no count.":
    "{{n}} tableaux de bord sont supposés : la demande n'en donnait pas le nombre.",
  "Integration with {{system}}": "Intégration avec {{system}}",
  "Migration from the current platform (products, customers, orders, redirects)":
    "Migration depuis la plateforme actuelle (produits, clients, commandes, redirections)",
  Subscriptions: "Abonnements",
  "Multi-currency and international selling": "Multidevise et vente à l'international",
  "B2B prices and company accounts": "Prix B2B et comptes entreprise",
  "Headless storefront": "Vitrine headless",
  "Discovery and design": "Cadrage et conception",
  "Discovery: catalogue, shipping, taxes and payments": "Cadrage : catalogue, livraison, taxes et paiements",
  "Store design (home, collection, product, cart)": "Design de la boutique (accueil, collection, produit, panier)",
  "Build and catalogue": "Réalisation et catalogue",
  "Platform configuration (payments, shipping, taxes, checkout)":
    "Configuration de la plateforme (paiements, livraison, taxes, paiement en ligne)",
  "Theme build and customisation": "Réalisation et personnalisation du thème",
  "Content pages ({{n}})": "Pages de contenu ({{n}})",
  "Product catalogue ({{n}} products)": "Catalogue produits ({{n}} produits)",
  "Testing and launch": "Tests et lancement",
  "Store testing (checkout, payments, emails, devices)":
    "Tests de la boutique (paiement, moyens de paiement, e-mails, appareils)",
  "Launch, analytics and handover": "Lancement, mesure d'audience et passation",
  "Store hosting, two application instances (first year)":
    "Hébergement de la boutique, deux instances applicatives (première année)",
  "Commerce platform subscription, {{plan}} plan (first year)":
    "Abonnement à la plateforme e-commerce, formule {{plan}} (première année)",
  "Product data (texts, photos, variants, prices) arrives late or incomplete":
    "Les données produits (textes, photos, variantes, prix) arrivent tard ou incomplètes",
  "Agree a product spreadsheet template at kick-off and import a first batch in week one.":
    "Convenir d'un modèle de tableur produits au lancement et importer un premier lot la première semaine.",
  "Payment, tax or shipping rules need more set-up than planned":
    "Les règles de paiement, de taxes ou de livraison demandent plus de configuration que prévu",
  "Confirm the payment provider, tax registrations and shipping zones before the build.":
    "Confirmer le prestataire de paiement, les immatriculations fiscales et les zones de livraison avant la réalisation.",
  "Stock or order sync with other systems misbehaves":
    "La synchronisation des stocks ou des commandes avec d'autres systèmes dysfonctionne",
  "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.":
    "Tester les connecteurs avec de vraies commandes en bac à sable et rapprocher les stocks chaque jour les premières semaines.",
  "Search rankings drop after the move": "Le référencement chute après la migration",
  "Redirect every old URL and watch search console errors for a month after launch.":
    "Rediriger chaque ancienne URL et surveiller les erreurs de la Search Console pendant un mois après le lancement.",
  "How many products (and variants) will the store sell?":
    "Combien de produits (et de variantes) la boutique vendra-t-elle ?",
  "Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?":
    "Les données produits (titres, descriptions, prix, variantes, photos) sont-elles prêtes dans un tableur ?",
  "Which countries do you ship to, and which payment methods are needed?":
    "Vers quels pays livrez-vous, et quels moyens de paiement faut-il ?",
  "Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?":
    "La boutique doit-elle échanger commandes ou stocks avec d'autres systèmes (ERP, entrepôt, places de marché, caisse) ?",
  "Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included.":
    "Quelles applications payantes (avis, abonnements, recherche, e-mail) comptez-vous utiliser ? Leurs frais ne sont pas inclus.",
  "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.":
    "Boutique en ligne sur une plateforme e-commerce hébergée : heures fixes de cadrage, design, configuration de la plateforme et thème, {{manual}} heures par produit pour les {{first}} premiers produits et {{bulk}} heures par produit supplémentaire importé en masse, {{integration}} heures par système connecté, plus migration, abonnements, vente internationale ou B2B si demandés ; 10 % de gestion de projet ; la formule de la plateforme est chiffrée pour la première année.",
  "An online store with {{n}} products on {{platform}}{{systems}}.":
    "Une boutique en ligne de {{n}} produits sur {{platform}}{{systems}}.",
  "a self-hosted commerce platform": "une plateforme e-commerce auto-hébergée",
  "a hosted commerce platform (Shopify class)": "une plateforme e-commerce hébergée (type Shopify)",
  "The product count is as stated.": "Le nombre de produits est celui indiqué.",
  "{{n}} products are assumed: the request gave no count.":
    "{{n}} produits sont supposés : la demande n'en donnait pas le nombre.",
  "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.":
    "Les frais de paiement sont prélevés sur les ventes par le prestataire (par exemple 2,9 % + 30 ¢ par paiement carte en ligne sur Shopify Payments, formule Basic, États-Unis) et ne font pas partie de ce prix.",
  "The client provides product data and photos; product photography and copywriting are not included.":
    "Le client fournit les données et photos produits ; la photographie produit et la rédaction ne sont pas incluses.",
  "Connection: {{pair}}": "Connexion : {{pair}}",
  "Field mapping, master-data rules and API review":
    "Correspondance des champs, règles de données de référence et revue des API",
  "Testing and go-live": "Tests et mise en service",
  "Integration testing with sandbox and real data": "Tests d'intégration en bac à sable et avec des données réelles",
  "Deployment, alerting and monitoring": "Déploiement, alertes et supervision",
  "Runbook and handover": "Guide d'exploitation et passation",
  "Integration platform licence (first year)": "Licence de la plateforme d'intégration (première année)",
  "Middleware hosting, one instance (first year)": "Hébergement du middleware, une instance (première année)",
  "Error monitoring (first year)": "Suivi des erreurs (première année)",
  "An API lacks a field, has low rate limits or behaves differently from its documentation":
    "Une API n'a pas un champ, a des limites d'appels basses ou se comporte autrement que sa documentation",
  "Spike every endpoint against the sandbox in the first week and confirm the API plan's limits.":
    "Tester chaque point d'accès en bac à sable la première semaine et confirmer les limites de la formule API.",
  "The systems disagree on master data (IDs, codes, duplicates)":
    "Les systèmes divergent sur les données de référence (identifiants, codes, doublons)",
  "Agree which system owns each object and clean duplicates before the first sync.":
    "Convenir du système maître de chaque objet et nettoyer les doublons avant la première synchronisation.",
  "Sandbox or credentials arrive late": "Le bac à sable ou les identifiants arrivent tard",
  "Request sandbox accounts and API keys at kick-off, with a named owner on each side.":
    "Demander comptes de test et clés d'API au lancement, avec un responsable nommé de chaque côté.",
  "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?":
    "Quels objets circulent dans quel sens (commandes, factures, stocks, clients), et quel système est maître pour chacun ?",
  "Do both systems offer APIs with sandboxes, and what API call limits come with your plans?":
    "Les deux systèmes offrent-ils des API avec bac à sable, et quelles limites d'appels vos formules prévoient-elles ?",
  "How fresh must the data be: real time, hourly or daily?":
    "Quelle fraîcheur pour les données : temps réel, horaire ou quotidienne ?",
  "What should happen when a record fails: retry, alert someone, or queue it for manual handling?":
    "Que faire quand un enregistrement échoue : réessayer, alerter quelqu'un ou le mettre en file pour traitement manuel ?",
  "Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.":
    "La plateforme d'intégration est-elle déjà sous licence ? Sa licence est chiffrée par l'éditeur et n'est pas incluse.",
  "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.":
    "Intégration chiffrée par connexion : {{perFlow}} heures pour une connexion unidirectionnelle robuste entre deux systèmes (authentification, correspondance, erreurs, limites d'appels, synchronisation et supervision), {{object}} heures par type d'objet supplémentaire, × {{twoWay}} pour une synchronisation bidirectionnelle et × {{realTime}} pour le temps réel, plus cadrage, tests ({{test}} % de la réalisation) et déploiement ; 10 % de gestion de projet.",
  "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).":
    "Une intégration de {{systems}} systèmes ({{flows}} connexions, {{objects}} types d'objets, {{direction}}).",
  "two-way": "bidirectionnelle",
  "one-way": "unidirectionnelle",
  "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.":
    "Les deux systèmes exposent des API documentées et des bacs à sable, et les formules du client permettent les appels nécessaires.",
  "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.":
    "Construite sur une plateforme d'intégration (type Zapier) : ses connecteurs prêts remplacent l'essentiel du développement sur mesure, et elle exécute et surveille les flux.",
  "Built as a small custom middleware service, hosted in the cloud.":
    "Construite comme un petit service middleware sur mesure, hébergé dans le cloud.",
  "Discovery and data": "Cadrage et données",
  "Success metric, data audit and baseline": "Indicateur de succès, audit des données et référence",
  "Data pipeline and feature preparation": "Flux de données et préparation des variables",
  "Modelling and evaluation": "Modélisation et évaluation",
  "Model development ({{n}})": "Développement du modèle ({{n}})",
  "Evaluation and validation with the business": "Évaluation et validation avec les métiers",
  "Deployment and integration": "Déploiement et intégration",
  "Deployment, monitoring and retraining pipeline": "Déploiement, supervision et réentraînement",
  "Integration into the product (API and screens)": "Intégration dans le produit (API et écrans)",
  "LLM API, input tokens (first year, {{n}} queries a month)":
    "API de LLM, jetons d'entrée (première année, {{n}} requêtes par mois)",
  "million tokens": "millions de jetons",
  "LLM API, output tokens (first year)": "API de LLM, jetons de sortie (première année)",
  "Retrieval service hosting (first year)": "Hébergement du service de recherche documentaire (première année)",
  "Model training compute": "Calcul pour l'entraînement du modèle",
  "Inference hosting (first year)": "Hébergement de l'inférence (première année)",
  "Image labelling ({{n}} images)": "Annotation d'images ({{n}} images)",
  image: "image",
  "The data cannot support the accuracy the business needs":
    "Les données ne permettent pas la précision dont les métiers ont besoin",
  "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.":
    "Convenir d'abord d'un indicateur de succès et d'une référence, et arrêter ou recadrer à la fin du cadrage si les données ne la dépassent pas.",
  "Model quality drifts after launch as behaviour or data changes":
    "La qualité du modèle dérive après le lancement quand les comportements ou les données changent",
  "Monitor prediction quality against outcomes and retrain on a schedule.":
    "Suivre la qualité des prédictions au regard des résultats et réentraîner à intervalles réguliers.",
  "Wrong or invented answers reach users": "Des réponses fausses ou inventées atteignent les utilisateurs",
  "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.":
    "Ne répondre qu'à partir de sources retrouvées avec citations, tester sur un jeu d'évaluation et journaliser les réponses pour relecture.",
  "Labelling takes longer or is less consistent than planned":
    "L'annotation prend plus de temps ou est moins cohérente que prévu",
  "Write labelling guidelines with examples and review a sample of every batch.":
    "Rédiger des consignes d'annotation avec exemples et vérifier un échantillon de chaque lot.",
  "a retrieval-augmented LLM feature": "une fonction LLM avec recherche documentaire (RAG)",
  "a computer-vision model": "un modèle de vision par ordinateur",
  "a recommendation model": "un modèle de recommandation",
  "a text classification or extraction model": "un modèle de classification ou d'extraction de texte",
  "a predictive model on tabular data": "un modèle prédictif sur données tabulaires",
  "Which decision or user action will the predictions change, and how will success be measured?":
    "Quelle décision ou action utilisateur les prédictions changeront-elles, et comment mesurer le succès ?",
  "Where is the training data, how much history is there, and is it labelled?":
    "Où sont les données d'entraînement, quel historique y a-t-il, et sont-elles annotées ?",
  "How fast and how often must predictions be made (in real time, daily batch)?":
    "À quelle vitesse et à quelle fréquence faut-il prédire (en temps réel, par lots quotidiens) ?",
  "How many questions a month do you expect, and may the documents be sent to an external model provider?":
    "Combien de questions par mois prévoyez-vous, et les documents peuvent-ils être envoyés à un fournisseur de modèles externe ?",
  "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.":
    "Fonction d'apprentissage automatique chiffrée par éléments : cadrage et audit des données, un flux de données, {{model}} heures pour construire chaque modèle de ce type avec {{evaluation}} heures d'évaluation, déploiement avec supervision et réentraînement (MLOps) et intégration dans le produit ; les ingénieurs ML construisent et déploient, les data scientists cadrent et évaluent, un ingénieur de données prépare les données ; calcul d'entraînement, hébergement, annotation ou usage de LLM aux prix catalogue du cloud et des API pour la première année.",
  "{{what}}, {{n}} model(s), integrated into the product{{realTime}}.":
    "{{what}}, {{n}} modèle(s), intégré au produit{{realTime}}.",
  " with real-time predictions": " avec des prédictions en temps réel",
  "The training data exists and the client gives access to it; collecting new data is not included.":
    "Les données d'entraînement existent et le client y donne accès ; la collecte de nouvelles données n'est pas incluse.",
  "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.":
    "La première version vise une précision convenue sur un jeu de test réservé ; la recherche supplémentaire pour aller au-delà est chiffrée à part.",
  "Apple Developer Program (first year)": "Apple Developer Program (première année)",
  year: "an",
  "Google Play developer registration": "Inscription développeur Google Play",
  "one-time fee": "frais unique",
  "native iOS and Android apps": "des applications natives iOS et Android",
  "a cross-platform app for iOS and Android": "une application multiplateforme iOS et Android",
  "an iOS app": "une application iOS",
  "an Android app": "une application Android",
  "App store review rejection or delay": "Rejet ou retard lors de la validation sur la boutique d'applications",
  "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.":
    "Suivre la liste de contrôle des règles des boutiques et soumettre tôt une bêta via TestFlight et les tests internes de Play.",
  "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?":
    "Quelles plateformes au lancement (iPhone, Android, tablettes), et quelles versions les plus anciennes du système faut-il prendre en charge ?",
  "Roughly how many screens does the app have?": "Combien d'écrans l'application a-t-elle, à peu près ?",
  "Does the app need a back end of its own, or does it use an existing API?":
    "L'application a-t-elle besoin de son propre back-end ou utilise-t-elle une API existante ?",
  "Must it work offline, and does it use the camera, location, Bluetooth or payments?":
    "Doit-elle fonctionner hors ligne, et utilise-t-elle la caméra, la localisation, le Bluetooth ou des paiements ?",
  "Are the Apple and Google developer accounts already in your company's name?":
    "Les comptes développeur Apple et Google sont-ils déjà au nom de votre entreprise ?",
  "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.":
    "Taille issue d'un catalogue de fonctionnalités en points de fonction, × {{factor}} pour {{target}} ({{fp}} PF ; {{screens}} écrans indiqués), puis effort COCOMO II.2000 (ΠEM {{team}} pour une équipe expérimentée sur une pile de frameworks moderne) à 152 heures par personne-mois, réparti par rôle (développeurs mobiles pour l'application, un ingénieur logiciel pour le back-end), planifié avec une équipe raisonnable pour les petites applications et avec le TDEV de COCOMO II pour les grandes.",
  "A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).":
    "Une application mobile ({{target}}) avec {{n}} fonctionnalités principales ({{list}}).",
  "A mobile app ({{target}}) with its core only.": "Une application mobile ({{target}}) réduite à son socle.",
  "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).":
    "Un produit simple ou MVP : seules les fonctionnalités citées sont réalisées (pas de comptes, profils, notifications ni back-office par défaut, sauf demande).",
  "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.":
    "Outre les fonctionnalités citées, le produit a ce dont presque toute application a besoin : comptes, profils, notifications et back-office.",
  "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.":
    "Les frais des boutiques sont facturés tels qu'Apple et Google les fixent ; la commission des boutiques sur les ventes intégrées ne fait pas partie de ce prix.",
  "Build: {{feature}}": "Réalisation : {{feature}}",
  "Requirements, user stories and backlog": "Exigences, récits utilisateur et backlog",
  "UX research, wireframes and UI design": "Recherche UX, maquettes fonctionnelles et design d'interface",
  "Architecture, core application and data model": "Architecture, socle applicatif et modèle de données",
  "Back end and API for the app": "Back-end et API pour l'application",
  "Testing and hardening": "Tests et stabilisation",
  "Test automation and QA": "Automatisation des tests et QA",
  "Defect fixing and performance tuning": "Correction des anomalies et optimisation des performances",
  "Launch and handover": "Lancement et passation",
  "Infrastructure, CI/CD and release": "Infrastructure, CI/CD et mise en production",
  "Post-launch support (hypercare)": "Support après lancement (hypercare)",
  "Documentation, training and handover": "Documentation, formation et passation",
  "Requirements change during the build (scope creep)":
    "Les exigences changent pendant la réalisation (dérive du périmètre)",
  "Fix a first-release scope, keep a change log and re-estimate each change before accepting it.":
    "Figer le périmètre de la première version, tenir un journal des changements et réestimer chaque changement avant de l'accepter.",
  "Key team member leaves mid-project": "Un membre clé de l'équipe part en cours de projet",
  "Pair on critical areas, write architecture decisions down and keep a backup for each role.":
    "Travailler en binôme sur les zones critiques, écrire les décisions d'architecture et prévoir un suppléant par rôle.",
  "Late performance or security findings": "Constats tardifs de performance ou de sécurité",
  "Load-test and run a security review at the end of each milestone, not only before launch.":
    "Faire des tests de charge et une revue de sécurité à la fin de chaque jalon, pas seulement avant le lancement.",
  "Third-party API or payment-provider integration issues":
    "Problèmes d'intégration avec des API tierces ou des prestataires de paiement",
  "Spike the integrations in the first sprint and use the providers' sandboxes from day one.":
    "Prototyper les intégrations dès le premier sprint et utiliser les bacs à sable des fournisseurs dès le premier jour.",
  "Minimum engagement (briefing, environment set-up and handover)":
    "Mission minimale (briefing, mise en place de l'environnement et livraison)",
  "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).":
    "Les taux sont les salaires OEWS du Bureau of Labor Statistics américain pour chaque rôle × un coefficient de facturation de {{multiplier}} (charges de l'employeur, 75 % de temps facturable, 10 % de frais généraux et de marge), actualisés à {{year}} avec le CPI-U, × {{factor}} pour {{location}} ; licences et frais de plateforme sont les prix publiés par les éditeurs, actualisés à {{year}} avec le CPI-U s'ils datent d'une année antérieure (frais fixes des boutiques tels que facturés).",
  "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.":
    "Des estimations à trois points par tâche (Beta-PERT) et une simulation de Monte-Carlo à graine fixe donnent les fourchettes ; la provision est l'espérance du registre des risques.",
  "About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.":
    "Environ {{hours}} heures de travail ({{pm}} personnes-mois) sur {{weeks}}, avec environ {{people}} personnes en moyenne.",
  "About {{hours}} hours of work over {{weeks}}.": "Environ {{hours}} heures de travail sur {{weeks}}.",
  "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.":
    "Ceci chiffre une première version des fonctionnalités essentielles d'un produit comme {{product}}, pas son échelle, son audience ni ses années de perfectionnement.",
  "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.":
    "Le budget indiqué de {{budget}} est inférieur à la mission minimale pour ce travail : environ {{hours}} heures d'un développeur, {{minimum}} ; l'ensemble est estimé à {{expected}}.",
  "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.":
    "Le budget indiqué de {{budget}} représente environ {{share}} % de ce que ce périmètre exige ({{expected}}) : la demande et le budget ne sont pas à la même échelle, et aucune réduction de ce plan ne comble cet écart.",
  "{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.":
    "{{product}} a été construit par de grandes équipes pendant de nombreuses années ; cette estimation ne chiffre qu'une première version de ses fonctionnalités essentielles.",
  "Sign-up, sign-in and accounts": "Inscription, connexion et comptes",
  "User profiles and settings": "Profils utilisateur et paramètres",
  "Payments and billing": "Paiements et facturation",
  "Real-time chat and messaging": "Chat et messagerie en temps réel",
  "Push and email notifications": "Notifications push et e-mail",
  "Search and filters": "Recherche et filtres",
  "Admin panel and back office": "Back-office et administration",
  "Analytics and reporting": "Statistiques et rapports",
  "File and media uploads": "Téléversement de fichiers et médias",
  "Maps and geolocation": "Cartes et géolocalisation",
  "Booking and scheduling": "Réservations et planification",
  "Catalogue, cart and orders": "Catalogue, panier et commandes",
  "Social feed, comments and follows": "Fil social, commentaires et abonnements",
  "Video streaming and calls": "Streaming vidéo et appels vidéo",
  "Third-party integrations and API": "Intégrations tierces et API",
  "Offline mode and sync": "Mode hors ligne et synchronisation",
  "Multiple languages": "Plusieurs langues",
  "AI features (recommendations, assistant)": "Fonctions d'IA (recommandations, assistant)",
  "Security and compliance (2FA, audit, GDPR/HIPAA)": "Sécurité et conformité (2FA, audit, RGPD/HIPAA)",
  "Reviews and ratings": "Avis et notes",
  "Loyalty and rewards": "Fidélité et récompenses",
  "Device and IoT connectivity": "Connectivité des appareils et IoT",
  "Project management": "Gestion de projet",
  "Software engineer": "Ingénieur logiciel",
  "Senior software engineer": "Ingénieur logiciel senior",
  "Mobile developer": "Développeur mobile",
  "Web developer": "Développeur web",
  "Automation developer": "Développeur d'automatisations",
  "Data engineer": "Ingénieur de données",
  "Database administrator": "Administrateur de bases de données",
  "Data scientist": "Data scientist",
  "Machine learning engineer": "Ingénieur en apprentissage automatique",
  "QA engineer": "Ingénieur QA",
  "UX/UI designer": "Designer UX/UI",
  "Project manager": "Chef de projet",
  "DevOps engineer": "Ingénieur DevOps",
  "1 working day": "1 jour ouvré",
  "{{n}} working days": "{{n}} jours ouvrés",
  "1 week": "1 semaine",
  "{{n}} weeks": "{{n}} semaines",
  "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.":
    "Le travail lui-même prend environ {{work}} de calendrier ({{hours}} heures), avant tout retard dû aux risques.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.":
    "Le délai indiqué de {{deadline}} est inférieur au calendrier crédible le plus court pour ce périmètre : le travail demande environ {{nominal}}, et aucune équipe ne le comprime sous environ {{shortest}}. Ce plan montre le calendrier nominal sans surcoût de compression ; tenir la date suppose une première version plus petite.",
  "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.":
    "L'équipe indiquée de {{team}} a besoin d'environ {{weeks}} pour ce travail ; tenir le délai de {{deadline}} demande environ {{people}} personnes en parallèle pour {{premium}}× l'effort.",
  "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.":
    "Pour tenir le délai de {{deadline}}, le plan comprime le calendrier nominal de {{nominal}} avec environ {{people}} personnes en parallèle, ce que COCOMO II chiffre à {{premium}}× l'effort.",
  "Cloud hosting, managed front end and database (first year)":
    "Hébergement cloud, front-end et base de données gérés (première année)",
  "Cloud hosting, {{n}} instances (first year)": "Hébergement cloud, {{n}} instances (première année)",
  "Which user roles are there, and what must each be able to do?":
    "Quels rôles utilisateur y a-t-il, et que doit pouvoir faire chacun ?",
  "Roughly how many screens or pages does the application have?":
    "Combien d'écrans ou de pages l'application a-t-elle, à peu près ?",
  "Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?":
    "À quels systèmes doit-elle se connecter (paiements, authentification unique, un CRM ou une base de données existante) ?",
  "How many users and how much data do you expect in the first year?":
    "Combien d'utilisateurs et quel volume de données prévoyez-vous la première année ?",
  "Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?":
    "Y a-t-il des exigences de conformité (RGPD, HIPAA, SOC 2) ou des contraintes d'hébergement ?",
  "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.":
    "Taille issue d'un catalogue de fonctionnalités en points de fonction ({{fp}} PF ; {{screens}} écrans indiqués), convertie à {{sloc}} lignes par point de fonction en {{ksloc}} KSLOC, puis effort post-architecture COCOMO II.2000 (PM = 2,94 · Size^E · ΠEM, facteurs d'échelle nominaux ; ΠEM {{team}} pour une équipe expérimentée sur une pile de frameworks moderne : TOOL très élevé ; PCAP, APEX, LTEX et PLEX élevés) à 152 heures par personne-mois, réparti par rôle entre cadrage, réalisation, tests et lancement ; les petits produits sont planifiés avec une équipe raisonnable d'environ √PM personnes, les grands avec le TDEV de COCOMO II.",
  "A web application with {{n}} main capabilities ({{list}}).":
    "Une application web avec {{n}} fonctionnalités principales ({{list}}).",
  "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).":
    "Une application web réduite à son socle (écrans, modèle de données, API et déploiement ; la demande ne citait pas de fonctionnalité précise).",
  "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.":
    "Le client répond à temps et a un seul décideur ; contenus, éléments de marque et identifiants d'API arrivent quand le plan en a besoin.",
  "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.":
    "Les services tiers facturés à l'usage (envoi d'e-mails, cartes, SMS, paiements) ne sont pas inclus ; hébergement et supervision sont chiffrés pour la première année.",
  "CMS set-up, theme and hosting": "Mise en place du CMS, thème et hébergement",
  "Page build ({{n}} pages)": "Intégration des pages ({{n}} pages)",
  "Page build (one page)": "Intégration de la page (une page)",
  "Content entry, images and SEO basics": "Saisie des contenus, images et bases du SEO",
  "Add-on: {{feature}}": "Module : {{feature}}",
  "Redirects from the old site's pages": "Redirections depuis les pages de l'ancien site",
  "Discovery, sitemap and content plan": "Cadrage, arborescence et plan de contenu",
  "Visual direction and page designs": "Direction visuelle et maquettes des pages",
  "Build and content": "Réalisation et contenus",
  "Cross-browser and device testing": "Tests multi-navigateurs et multi-appareils",
  "Content, images or product data arrive late": "Les contenus, images ou données produits arrivent tard",
  "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.":
    "Convenir au lancement d'une liste de contenus datée ; construire avec des contenus provisoires et les remplacer à mesure qu'ils arrivent.",
  "More design feedback rounds than planned": "Plus d'allers-retours sur le design que prévu",
  "Two review rounds per design, one decision-maker, and written sign-off before the build starts.":
    "Deux tours de relecture par maquette, un seul décideur et une validation écrite avant la réalisation.",
  "Browser, device or plugin issues found late": "Problèmes de navigateur, d'appareil ou d'extension découverts tard",
  "Test on real devices from the first built page and keep plugins to well-maintained ones.":
    "Tester sur de vrais appareils dès la première page réalisée et se limiter à des extensions bien maintenues.",
  "Managed WordPress hosting (first year)": "Hébergement WordPress géré (première année)",
  "CMS hosting plan (first year)": "Formule d'hébergement du CMS (première année)",
  "How many pages will the site have (home, services, about, contact, blog...)?":
    "Combien de pages le site aura-t-il (accueil, services, à propos, contact, blog...) ?",
  "Who writes the texts and provides the photos, and are they ready?":
    "Qui rédige les textes et fournit les photos, et sont-ils prêts ?",
  "Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?":
    "Y a-t-il une identité de marque (logo, couleurs, typographies) à suivre, ou faut-il la créer ?",
  "Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?":
    "Possédez-vous déjà le nom de domaine, et préférez-vous un CMS ou un constructeur (WordPress, Webflow...) ?",
  "How many pages does the current site have, and which of them rank in search results?":
    "Combien de pages compte le site actuel, et lesquelles sont bien classées dans les moteurs de recherche ?",
  "Which pages of the current site rank in search results and must keep their addresses?":
    "Quelles pages du site actuel sont bien classées dans les moteurs de recherche et doivent garder leur adresse ?",
  "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.":
    "Modèle par page pour un site de contenu : une mise en place fixe de {{setup}} heures (cadrage, direction visuelle, mise en place du CMS, tests et lancement), {{perPage}} heures par page pour les {{templates}} premières maquettes et {{extra}} heures par page supplémentaire sur ces gabarits, plus des heures de mise en place pour chaque module sur une extension standard ; 10 % de gestion de projet ; le calendrier est l'effort ÷ une équipe raisonnable.",
  "A landing page built on a standard CMS.": "Une page d'atterrissage réalisée sur un CMS standard.",
  "A {{n}}-page website built on a standard CMS{{addOns}}.":
    "Un site web de {{n}} pages réalisé sur un CMS standard{{addOns}}.",
  "The page count is as stated.": "Le nombre de pages est celui indiqué.",
  "{{n}} pages are assumed: the request gave no page count.":
    "{{n}} pages sont supposées : la demande n'en donnait pas le nombre.",
  "The client provides texts, images and brand assets; copywriting and photography are not included.":
    "Le client fournit textes, images et éléments de marque ; la rédaction et la photographie ne sont pas incluses.",
  "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.":
    "Les fonctionnalités applicatives sur mesure (comptes, espaces membres, places de marché, intégrations) seraient chiffrées comme une application web.",
  "An automation script of {{n}} parts, of the size stated in the request.":
    "Un script d'automatisation de {{n}} parties, de la taille indiquée dans la demande.",
  "A mobile app ({{target}}); the request named no specific capabilities.":
    "Une application mobile ({{target}}) ; la demande ne citait pas de fonctionnalité précise.",
  "A web application; the request named no specific capabilities.":
    "Une application web ; la demande ne citait pas de fonctionnalité précise.",
  "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.":
    "La taille indiquée est répartie entre le socle, les fonctionnalités que cite la demande et le reste de la taille indiquée ; le catalogue n'y ajoute aucune fonctionnalité par défaut.",
  "Build: the rest of the stated {{size}}": "Réalisation : le reste des {{size}} indiqués",
};
