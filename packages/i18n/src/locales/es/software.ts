import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
  "Script: core logic and file handling": "Script: lógica principal y manejo de archivos",
  "Connection to {{system}}": "Conexión con {{system}}",
  "Document reading (PDF, attachments)": "Lectura de documentos (PDF, adjuntos)",
  "Text recognition (OCR)": "Reconocimiento de texto (OCR)",
  "Web scraping": "Web scraping",
  "Report building": "Generación de informes",
  Notifications: "Notificaciones",
  "Scheduling, logging and retries": "Programación, registro y reintentos",
  "Desktop automation (RPA)": "Automatización de escritorio (RPA)",
  "Further actions ({{n}})": "Acciones adicionales ({{n}})",
  Build: "Desarrollo",
  "Testing and handover": "Pruebas y entrega",
  "Testing on real samples": "Pruebas con muestras reales",
  "Handover and read-me": "Entrega y guía de uso",
  "Automation licence (Power Automate Premium, first year)":
    "Licencia de automatización (Power Automate Premium, primer año)",
  month: "mes",
  "Scheduled runner (small cloud instance, first year)":
    "Ejecución programada (instancia pequeña en la nube, primer año)",
  hour: "hora",
  "Real files or records vary more than the samples (formats, names, missing fields)":
    "Los archivos o registros reales varían más que las muestras (formatos, nombres, campos vacíos)",
  "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.":
    "Probar con un mes completo de datos reales antes de confiar en él; registrar y omitir lo que no se pueda leer en lugar de detenerse.",
  "An API limit, permission or credential blocks the script":
    "Un límite de la API, un permiso o una credencial bloquea el script",
  "Get credentials with the right permissions before work starts and test against the live service early.":
    "Obtener credenciales con los permisos adecuados antes de empezar y probar pronto contra el servicio real.",
  "A scheduled run fails unnoticed": "Una ejecución programada falla sin que nadie lo note",
  "Send a message on every failure and keep the logs of the last runs.":
    "Enviar un mensaje en cada fallo y conservar los registros de las últimas ejecuciones.",
  "Where should it run: on a laptop, a server or in the cloud, and on which operating system?":
    "¿Dónde debe ejecutarse: en un portátil, un servidor o en la nube, y con qué sistema operativo?",
  "Can you share a handful of real sample files or records, including unusual ones?":
    "¿Puede compartir algunos archivos o registros reales de ejemplo, incluidos los poco habituales?",
  "Can you provide API access with the right permissions for {{systems}}?":
    "¿Puede facilitar acceso a la API con los permisos adecuados para {{systems}}?",
  "Should it run on demand or on a schedule, and who should be told when it fails?":
    "¿Debe ejecutarse a petición o de forma programada, y a quién hay que avisar cuando falle?",
  "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.":
    "Un script pequeño se presupuesta en horas según los elementos que contiene (la lógica principal, cada sistema al que accede, los documentos que lee, los informes que genera, la programación), más un {{test}}% para pruebas con muestras reales y una entrega; el encargo mínimo presupuestado son {{minimum}} horas de un desarrollador, no semanas de un equipo de proyecto.",
  "A single-purpose script built and handed over by one developer.":
    "Un script de propósito único, desarrollado y entregado por un desarrollador.",
  "A script of {{n}} parts built and handed over by one developer.":
    "Un script de {{n}} partes, desarrollado y entregado por un desarrollador.",
  "It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.":
    "Se necesita con urgencia: un desarrollador puede entregar un trabajo de este tamaño en uno o dos días laborables si los datos de entrada y los accesos están listos.",
  "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.":
    "Un desarrollador escribe, prueba y entrega el script; para un trabajo de este tamaño no hace falta equipo de proyecto, diseño ni gestión de proyecto.",
  "The client provides sample inputs, access to the systems involved and a place to run the script.":
    "El cliente aporta datos de entrada de ejemplo, acceso a los sistemas implicados y un lugar donde ejecutar el script.",
  "Discovery and mapping": "Análisis y mapeo",
  "Source inventory and data profiling ({{n}} tables or entities)":
    "Inventario de origen y perfilado de datos ({{n}} tablas o entidades)",
  "Mapping and transformation rules": "Reglas de mapeo y transformación",
  "Source extracts and access": "Extracciones y accesos a los sistemas de origen",
  "Build and rehearsals": "Desarrollo y ensayos",
  "Extract-transform-load jobs": "Procesos de extracción, transformación y carga (ETL)",
  "Cleansing and de-duplication": "Limpieza y eliminación de duplicados",
  "Documents and attachments": "Documentos y adjuntos",
  "Trial migrations ({{n}})": "Migraciones de prueba ({{n}})",
  "Validation and cutover": "Validación y puesta en producción",
  "Reconciliation and validation ({{n}} records)": "Conciliación y validación ({{n}} registros)",
  "Cutover, rollback plan and go-live": "Puesta en producción, plan de vuelta atrás y arranque",
  "Staging storage ({{copies}} copies of about {{gb}} GB for the project)":
    "Almacenamiento intermedio ({{copies}} copias de unos {{gb}} GB durante el proyecto)",
  "GB-month": "GB-mes",
  "Migration server during the project": "Servidor de migración durante el proyecto",
  "Source data quality is worse than profiled (duplicates, broken references, free-text codes)":
    "La calidad de los datos de origen es peor de lo perfilado (duplicados, referencias rotas, códigos en texto libre)",
  "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.":
    "Perfilar todas las tablas en las primeras semanas y acordar las reglas de limpieza y quién decide cada excepción.",
  "Reconciliation finds gaps late, forcing another rehearsal":
    "La conciliación detecta diferencias tarde y obliga a otro ensayo",
  "Automate counts and checksums from the first rehearsal and sign each table off as it passes.":
    "Automatizar recuentos y sumas de control desde el primer ensayo y aprobar cada tabla en cuanto cuadre.",
  "The cutover window is too short for the data volume":
    "La ventana de puesta en producción es demasiado corta para el volumen de datos",
  "Time the full load in a rehearsal and plan an incremental catch-up load before go-live.":
    "Cronometrar la carga completa en un ensayo y planificar una carga incremental de puesta al día antes del arranque.",
  "How many tables or business objects (customers, orders, products...) move, and which can stay behind?":
    "¿Cuántas tablas u objetos de negocio (clientes, pedidos, productos...) se migran y cuáles pueden quedarse atrás?",
  "About how many records are there in all, and how many years of history must come across?":
    "¿Cuántos registros hay aproximadamente en total y cuántos años de histórico deben migrarse?",
  "Who can decide, table by table, how unclear or duplicate records are handled?":
    "¿Quién puede decidir, tabla por tabla, qué hacer con los registros dudosos o duplicados?",
  "How long can the old and new systems be frozen for the cutover (a weekend, a night)?":
    "¿Cuánto tiempo pueden congelarse el sistema antiguo y el nuevo para la puesta en producción (un fin de semana, una noche)?",
  "Does the target system have import tools or API limits that constrain how fast data can be loaded?":
    "¿Tiene el sistema de destino herramientas de importación o límites de API que condicionen la velocidad de carga?",
  "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.":
    "Migración de datos presupuestada por tabla o entidad ({{perTable}} horas para perfilar, mapear, construir y validar cada una), por millón de registros ({{perMillion}} horas de conciliación y ensayos por millón), {{rehearsals}} migraciones de prueba y una puesta en producción, con limpieza y documentos cuando se piden; los ingenieros de datos hacen el mapeo y las cargas, un administrador de bases de datos las extracciones y la puesta en producción, QA la conciliación; 10 % de gestión de proyecto; el almacenamiento intermedio y un servidor de migración se valoran a precios de lista en la nube.",
  "A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.":
    "Una migración de {{tables}} tablas o entidades y unos {{records}} registros ({{gb}} GB){{systems}}.",
  "The tables or entities are as stated.": "Las tablas o entidades son las indicadas.",
  "{{n}} tables or entities are assumed: the request gave no count.":
    "Se suponen {{n}} tablas o entidades: la solicitud no indicaba cuántas.",
  "The record count is as stated.": "El número de registros es el indicado.",
  "About {{n}} records are assumed: the request gave no count.":
    "Se suponen unos {{n}} registros: la solicitud no indicaba cuántos.",
  "The target system is already configured; its set-up and any application changes are not part of this migration.":
    "El sistema de destino ya está configurado; su configuración y cualquier cambio en la aplicación no forman parte de esta migración.",
  "Architecture and set-up": "Arquitectura y puesta en marcha",
  "Platform architecture, environments, security and access":
    "Arquitectura de la plataforma, entornos, seguridad y accesos",
  "Pipelines and modelling": "Flujos de datos y modelado",
  "Ingestion pipelines ({{n}} sources)": "Flujos de ingesta ({{n}} fuentes)",
  "Data modelling and business rules": "Modelado de datos y reglas de negocio",
  "Orchestration, alerting and data-quality tests": "Orquestación, alertas y pruebas de calidad de datos",
  "Dashboards and rollout": "Cuadros de mando y despliegue",
  "Dashboards ({{n}})": "Cuadros de mando ({{n}})",
  "Testing and reconciliation with the source systems": "Pruebas y conciliación con los sistemas de origen",
  "Documentation and user training": "Documentación y formación de usuarios",
  "Cloud data warehouse compute (first year)": "Cómputo del almacén de datos en la nube (primer año)",
  credit: "crédito",
  "Warehouse storage (first year, about {{gb}} GB)": "Almacenamiento del almacén de datos (primer año, unos {{gb}} GB)",
  "TB-month": "TB-mes",
  "BI licences for {{n}} users (first year)": "Licencias de BI para {{n}} usuarios (primer año)",
  "user-month": "usuario-mes",
  "Figures in the dashboards do not match the source systems' reports":
    "Las cifras de los cuadros de mando no coinciden con los informes de los sistemas de origen",
  "Reconcile each measure with its owner's report before building on it, and write the definitions down.":
    "Conciliar cada indicador con el informe de su responsable antes de construir sobre él y dejar las definiciones por escrito.",
  "A source system's API or export is slower or poorer than expected":
    "La API o la exportación de un sistema de origen es más lenta o pobre de lo esperado",
  "Load a sample of every source in the first two weeks and confirm access and limits.":
    "Cargar una muestra de cada fuente en las dos primeras semanas y confirmar accesos y límites.",
  "Warehouse compute costs grow with usage": "El cómputo del almacén de datos crece con el uso",
  "Set auto-suspend and resource monitors, and review the most expensive queries monthly.":
    "Configurar la suspensión automática y monitores de recursos, y revisar cada mes las consultas más caras.",
  "Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?":
    "¿Qué sistemas contienen los datos a analizar (ERP, CRM, tienda, marketing, hojas de cálculo)?",
  "How many dashboards or reports, and for which decisions?":
    "¿Cuántos cuadros de mando o informes, y para qué decisiones?",
  "How many people will view the dashboards, and which BI tool do you already license?":
    "¿Cuántas personas consultarán los cuadros de mando y qué herramienta de BI tienen ya licenciada?",
  "How fresh must the figures be: daily, hourly or near real time?":
    "¿Con qué frescura deben estar las cifras: diaria, horaria o casi en tiempo real?",
  "Who owns each metric's definition (revenue, margin, active customer)?":
    "¿Quién es responsable de la definición de cada indicador (ingresos, margen, cliente activo)?",
  "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.":
    "Plataforma de datos presupuestada por fuente ({{managed}} horas con un conector gestionado, {{custom}} con un flujo a medida, más {{model}} horas de modelado), {{dashboard}} horas por cuadro de mando, arquitectura, orquestación y formación, con un {{test}}% de pruebas y conciliación; los ingenieros de datos construyen los flujos y los modelos, un desarrollador de BI (científico de datos) los cuadros de mando; el cómputo y el almacenamiento del almacén y las licencias de BI se valoran para el primer año a precios de lista.",
  "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.":
    "Una plataforma de datos con {{sources}} fuentes ({{custom}} con flujos a medida) y {{dashboards}} cuadros de mando{{names}}.",
  "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.":
    "Un almacén de datos en la nube de tipo Snowflake, BigQuery o Synapse con una herramienta de ingesta gestionada para las fuentes SaaS; las cuotas de esa herramienta dependen del volumen de filas y no se incluyen.",
  "The dashboards are as stated.": "Los cuadros de mando son los indicados.",
  "{{n}} dashboards are assumed: the request gave no count.":
    "Se suponen {{n}} cuadros de mando: la solicitud no indicaba cuántos.",
  "Integration with {{system}}": "Integración con {{system}}",
  "Migration from the current platform (products, customers, orders, redirects)":
    "Migración desde la plataforma actual (productos, clientes, pedidos, redirecciones)",
  Subscriptions: "Suscripciones",
  "Multi-currency and international selling": "Multidivisa y venta internacional",
  "B2B prices and company accounts": "Precios B2B y cuentas de empresa",
  "Headless storefront": "Tienda headless",
  "Discovery and design": "Análisis y diseño",
  "Discovery: catalogue, shipping, taxes and payments": "Análisis: catálogo, envíos, impuestos y pagos",
  "Store design (home, collection, product, cart)": "Diseño de la tienda (inicio, colección, producto, carrito)",
  "Build and catalogue": "Desarrollo y catálogo",
  "Platform configuration (payments, shipping, taxes, checkout)":
    "Configuración de la plataforma (pagos, envíos, impuestos, checkout)",
  "Theme build and customisation": "Desarrollo y personalización de la plantilla",
  "Content pages ({{n}})": "Páginas de contenido ({{n}})",
  "Product catalogue ({{n}} products)": "Catálogo de productos ({{n}} productos)",
  "Testing and launch": "Pruebas y lanzamiento",
  "Store testing (checkout, payments, emails, devices)":
    "Pruebas de la tienda (checkout, pagos, correos, dispositivos)",
  "Launch, analytics and handover": "Lanzamiento, analítica y entrega",
  "Store hosting, two application instances (first year)":
    "Alojamiento de la tienda, dos instancias de aplicación (primer año)",
  "Commerce platform subscription, {{plan}} plan (first year)":
    "Suscripción a la plataforma de comercio, plan {{plan}} (primer año)",
  "Product data (texts, photos, variants, prices) arrives late or incomplete":
    "Los datos de producto (textos, fotos, variantes, precios) llegan tarde o incompletos",
  "Agree a product spreadsheet template at kick-off and import a first batch in week one.":
    "Acordar una plantilla de hoja de cálculo de productos al inicio e importar un primer lote en la primera semana.",
  "Payment, tax or shipping rules need more set-up than planned":
    "Las reglas de pago, impuestos o envío requieren más configuración de la prevista",
  "Confirm the payment provider, tax registrations and shipping zones before the build.":
    "Confirmar el proveedor de pagos, los registros fiscales y las zonas de envío antes del desarrollo.",
  "Stock or order sync with other systems misbehaves": "La sincronización de stock o pedidos con otros sistemas falla",
  "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.":
    "Probar los conectores con pedidos reales en un entorno de pruebas y conciliar el stock a diario durante las primeras semanas.",
  "Search rankings drop after the move": "El posicionamiento en buscadores cae tras el cambio",
  "Redirect every old URL and watch search console errors for a month after launch.":
    "Redirigir cada URL antigua y vigilar los errores de Search Console durante un mes tras el lanzamiento.",
  "How many products (and variants) will the store sell?": "¿Cuántos productos (y variantes) venderá la tienda?",
  "Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?":
    "¿Están listos los datos de producto (títulos, descripciones, precios, variantes, fotos) en una hoja de cálculo?",
  "Which countries do you ship to, and which payment methods are needed?":
    "¿A qué países envían y qué métodos de pago se necesitan?",
  "Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?":
    "¿Debe la tienda intercambiar pedidos o stock con otros sistemas (ERP, almacén, marketplaces, TPV)?",
  "Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included.":
    "¿Qué aplicaciones de pago (reseñas, suscripciones, búsqueda, email) prevén usar? Sus cuotas no están incluidas.",
  "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.":
    "Tienda online en una plataforma de comercio alojada: horas fijas de análisis, diseño, configuración de la plataforma y plantilla, {{manual}} horas por producto para los primeros {{first}} productos y {{bulk}} horas por cada producto adicional importado en bloque, {{integration}} horas por sistema conectado, más migración, suscripciones, venta internacional o B2B cuando se piden; 10 % de gestión de proyecto; el plan de la plataforma se valora para el primer año.",
  "An online store with {{n}} products on {{platform}}{{systems}}.":
    "Una tienda online con {{n}} productos en {{platform}}{{systems}}.",
  "a self-hosted commerce platform": "una plataforma de comercio autoalojada",
  "a hosted commerce platform (Shopify class)": "una plataforma de comercio alojada (tipo Shopify)",
  "The product count is as stated.": "El número de productos es el indicado.",
  "{{n}} products are assumed: the request gave no count.":
    "Se suponen {{n}} productos: la solicitud no indicaba cuántos.",
  "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.":
    "Las comisiones de pago las cobra el proveedor de pagos sobre las ventas (por ejemplo 2,9 % + 30 ¢ por pago con tarjeta online en Shopify Payments, plan Basic, EE. UU.) y no forman parte de este precio.",
  "The client provides product data and photos; product photography and copywriting are not included.":
    "El cliente aporta los datos y las fotos de los productos; la fotografía de producto y la redacción no están incluidas.",
  "Connection: {{pair}}": "Conexión: {{pair}}",
  "Field mapping, master-data rules and API review": "Mapeo de campos, reglas de datos maestros y revisión de las API",
  "Testing and go-live": "Pruebas y puesta en marcha",
  "Integration testing with sandbox and real data": "Pruebas de integración con entorno de pruebas y datos reales",
  "Deployment, alerting and monitoring": "Despliegue, alertas y monitorización",
  "Runbook and handover": "Manual de operación y entrega",
  "Integration platform licence (first year)": "Licencia de la plataforma de integración (primer año)",
  "Middleware hosting, one instance (first year)": "Alojamiento del middleware, una instancia (primer año)",
  "Error monitoring (first year)": "Monitorización de errores (primer año)",
  "An API lacks a field, has low rate limits or behaves differently from its documentation":
    "A una API le falta un campo, tiene límites de llamadas bajos o se comporta distinto de su documentación",
  "Spike every endpoint against the sandbox in the first week and confirm the API plan's limits.":
    "Probar cada endpoint contra el entorno de pruebas en la primera semana y confirmar los límites del plan de la API.",
  "The systems disagree on master data (IDs, codes, duplicates)":
    "Los sistemas discrepan en los datos maestros (identificadores, códigos, duplicados)",
  "Agree which system owns each object and clean duplicates before the first sync.":
    "Acordar qué sistema es el maestro de cada objeto y limpiar duplicados antes de la primera sincronización.",
  "Sandbox or credentials arrive late": "El entorno de pruebas o las credenciales llegan tarde",
  "Request sandbox accounts and API keys at kick-off, with a named owner on each side.":
    "Pedir cuentas de prueba y claves de API al inicio, con un responsable designado en cada lado.",
  "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?":
    "¿Qué objetos se mueven en qué dirección (pedidos, facturas, stock, clientes) y qué sistema es el maestro de cada uno?",
  "Do both systems offer APIs with sandboxes, and what API call limits come with your plans?":
    "¿Ofrecen ambos sistemas API con entornos de pruebas y qué límites de llamadas incluyen sus planes?",
  "How fresh must the data be: real time, hourly or daily?":
    "¿Con qué frescura deben estar los datos: en tiempo real, cada hora o cada día?",
  "What should happen when a record fails: retry, alert someone, or queue it for manual handling?":
    "¿Qué debe ocurrir cuando un registro falla: reintentar, avisar a alguien o ponerlo en cola para tratarlo a mano?",
  "Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.":
    "¿Ya tienen licencia de la plataforma de integración? Su licencia la cotiza el fabricante y no está incluida.",
  "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.":
    "Integración presupuestada por conexión: {{perFlow}} horas para una conexión unidireccional robusta entre dos sistemas (autenticación, mapeo, errores, límites de llamadas, sincronización y monitorización), {{object}} horas por cada tipo de objeto adicional, × {{twoWay}} para sincronización bidireccional y × {{realTime}} para tiempo real, más análisis, pruebas ({{test}}% del desarrollo) y despliegue; 10 % de gestión de proyecto.",
  "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).":
    "Una integración de {{systems}} sistemas ({{flows}} conexiones, {{objects}} tipos de objeto, {{direction}}).",
  "two-way": "bidireccional",
  "one-way": "unidireccional",
  "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.":
    "Ambos sistemas exponen API documentadas y entornos de pruebas, y los planes del cliente permiten las llamadas que necesita la sincronización.",
  "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.":
    "Construida sobre una plataforma de integración (tipo Zapier): sus conectores listos sustituyen la mayor parte del desarrollo a medida, y ejecuta y vigila los flujos.",
  "Built as a small custom middleware service, hosted in the cloud.":
    "Construida como un pequeño servicio middleware a medida, alojado en la nube.",
  "Discovery and data": "Análisis y datos",
  "Success metric, data audit and baseline": "Métrica de éxito, auditoría de datos y línea base",
  "Data pipeline and feature preparation": "Flujo de datos y preparación de variables",
  "Modelling and evaluation": "Modelado y evaluación",
  "Model development ({{n}})": "Desarrollo del modelo ({{n}})",
  "Evaluation and validation with the business": "Evaluación y validación con el negocio",
  "Deployment and integration": "Despliegue e integración",
  "Deployment, monitoring and retraining pipeline": "Despliegue, monitorización y reentrenamiento",
  "Integration into the product (API and screens)": "Integración en el producto (API y pantallas)",
  "LLM API, input tokens (first year, {{n}} queries a month)":
    "API de LLM, tokens de entrada (primer año, {{n}} consultas al mes)",
  "million tokens": "millones de tokens",
  "LLM API, output tokens (first year)": "API de LLM, tokens de salida (primer año)",
  "Retrieval service hosting (first year)": "Alojamiento del servicio de recuperación (primer año)",
  "Model training compute": "Cómputo de entrenamiento del modelo",
  "Inference hosting (first year)": "Alojamiento de inferencia (primer año)",
  "Image labelling ({{n}} images)": "Etiquetado de imágenes ({{n}} imágenes)",
  image: "imagen",
  "The data cannot support the accuracy the business needs":
    "Los datos no permiten la precisión que necesita el negocio",
  "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.":
    "Acordar primero una métrica de éxito y una línea base, y parar o redefinir al final del análisis si los datos no la superan.",
  "Model quality drifts after launch as behaviour or data changes":
    "La calidad del modelo se degrada tras el lanzamiento al cambiar el comportamiento o los datos",
  "Monitor prediction quality against outcomes and retrain on a schedule.":
    "Vigilar la calidad de las predicciones frente a los resultados reales y reentrenar de forma periódica.",
  "Wrong or invented answers reach users": "Respuestas erróneas o inventadas llegan a los usuarios",
  "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.":
    "Responder solo a partir de fuentes recuperadas con citas, probar con un conjunto de evaluación y registrar las respuestas para revisarlas.",
  "Labelling takes longer or is less consistent than planned":
    "El etiquetado tarda más o es menos consistente de lo previsto",
  "Write labelling guidelines with examples and review a sample of every batch.":
    "Redactar guías de etiquetado con ejemplos y revisar una muestra de cada lote.",
  "a retrieval-augmented LLM feature": "una función basada en LLM con recuperación de documentos (RAG)",
  "a computer-vision model": "un modelo de visión artificial",
  "a recommendation model": "un modelo de recomendación",
  "a text classification or extraction model": "un modelo de clasificación o extracción de texto",
  "a predictive model on tabular data": "un modelo predictivo sobre datos tabulares",
  "Which decision or user action will the predictions change, and how will success be measured?":
    "¿Qué decisión o acción del usuario cambiarán las predicciones y cómo se medirá el éxito?",
  "Where is the training data, how much history is there, and is it labelled?":
    "¿Dónde están los datos de entrenamiento, cuánto histórico hay y están etiquetados?",
  "How fast and how often must predictions be made (in real time, daily batch)?":
    "¿Con qué rapidez y frecuencia deben hacerse las predicciones (en tiempo real, por lotes diarios)?",
  "How many questions a month do you expect, and may the documents be sent to an external model provider?":
    "¿Cuántas preguntas al mes esperan y pueden enviarse los documentos a un proveedor externo de modelos?",
  "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.":
    "Función de aprendizaje automático presupuestada por partes: análisis y auditoría de datos, un flujo de datos, {{model}} horas para construir cada modelo de este tipo con {{evaluation}} horas de evaluación, despliegue con monitorización y reentrenamiento (MLOps) e integración en el producto; los ingenieros de ML construyen y despliegan, los científicos de datos plantean y evalúan, un ingeniero de datos prepara los datos; el cómputo de entrenamiento, el alojamiento, el etiquetado o el uso de LLM se valoran a precios de lista de la nube y de las API para el primer año.",
  "{{what}}, {{n}} model(s), integrated into the product{{realTime}}.":
    "{{what}}, {{n}} modelo(s), integrado en el producto{{realTime}}.",
  " with real-time predictions": " con predicciones en tiempo real",
  "The training data exists and the client gives access to it; collecting new data is not included.":
    "Los datos de entrenamiento existen y el cliente da acceso a ellos; recopilar datos nuevos no está incluido.",
  "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.":
    "La primera versión apunta a una precisión acordada sobre un conjunto de prueba reservado; la investigación adicional para superarla se presupuesta aparte.",
  "Apple Developer Program (first year)": "Apple Developer Program (primer año)",
  year: "año",
  "Google Play developer registration": "Registro de desarrollador en Google Play",
  "one-time fee": "pago único",
  "native iOS and Android apps": "apps nativas para iOS y Android",
  "a cross-platform app for iOS and Android": "una app multiplataforma para iOS y Android",
  "an iOS app": "una app para iOS",
  "an Android app": "una app para Android",
  "App store review rejection or delay": "Rechazo o retraso en la revisión de la tienda de apps",
  "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.":
    "Seguir la lista de comprobación de las directrices de las tiendas y enviar pronto una beta por TestFlight y las pruebas internas de Play.",
  "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?":
    "¿Qué plataformas se necesitan en el lanzamiento (iPhone, Android, tabletas) y qué versiones más antiguas del sistema hay que soportar?",
  "Roughly how many screens does the app have?": "¿Cuántas pantallas tiene la app, aproximadamente?",
  "Does the app need a back end of its own, or does it use an existing API?":
    "¿Necesita la app un back end propio o usa una API existente?",
  "Must it work offline, and does it use the camera, location, Bluetooth or payments?":
    "¿Debe funcionar sin conexión y usa la cámara, la ubicación, Bluetooth o pagos?",
  "Are the Apple and Google developer accounts already in your company's name?":
    "¿Están ya las cuentas de desarrollador de Apple y Google a nombre de su empresa?",
  "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.":
    "Tamaño a partir de un catálogo de funcionalidades en puntos de función, × {{factor}} para {{target}} ({{fp}} PF; {{screens}} pantallas indicadas), después esfuerzo COCOMO II.2000 (ΠEM {{team}} para un equipo con experiencia sobre un stack de frameworks moderno) a 152 horas por persona-mes, repartido por rol (desarrolladores móviles para la app, un ingeniero de software para el back end), planificado con un equipo razonable para apps pequeñas y con el TDEV de COCOMO II para las grandes.",
  "A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).":
    "Una app móvil ({{target}}) con {{n}} funcionalidades principales ({{list}}).",
  "A mobile app ({{target}}) with its core only.": "Una app móvil ({{target}}) solo con su núcleo.",
  "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).":
    "Un producto sencillo o MVP: solo se construyen las funcionalidades nombradas (sin cuentas, perfiles, notificaciones ni panel de administración por defecto salvo que se pidan).",
  "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.":
    "Además de las funcionalidades nombradas, el producto tiene lo que necesita casi toda aplicación: cuentas, perfiles, notificaciones y un panel de administración.",
  "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.":
    "Las cuotas de las tiendas se cobran tal como las fijan Apple y Google; la comisión de las tiendas sobre las ventas dentro de la app no forma parte de este precio.",
  "Build: {{feature}}": "Desarrollo: {{feature}}",
  "Requirements, user stories and backlog": "Requisitos, historias de usuario y backlog",
  "UX research, wireframes and UI design": "Investigación UX, wireframes y diseño de interfaz",
  "Architecture, core application and data model": "Arquitectura, núcleo de la aplicación y modelo de datos",
  "Back end and API for the app": "Back end y API para la app",
  "Testing and hardening": "Pruebas y estabilización",
  "Test automation and QA": "Automatización de pruebas y QA",
  "Defect fixing and performance tuning": "Corrección de errores y ajuste de rendimiento",
  "Launch and handover": "Lanzamiento y entrega",
  "Infrastructure, CI/CD and release": "Infraestructura, CI/CD y publicación",
  "Post-launch support (hypercare)": "Soporte tras el lanzamiento (hypercare)",
  "Documentation, training and handover": "Documentación, formación y entrega",
  "Requirements change during the build (scope creep)":
    "Los requisitos cambian durante el desarrollo (aumento del alcance)",
  "Fix a first-release scope, keep a change log and re-estimate each change before accepting it.":
    "Fijar el alcance de la primera versión, llevar un registro de cambios y reestimar cada cambio antes de aceptarlo.",
  "Key team member leaves mid-project": "Un miembro clave del equipo se va a mitad del proyecto",
  "Pair on critical areas, write architecture decisions down and keep a backup for each role.":
    "Trabajar en pareja en las áreas críticas, documentar las decisiones de arquitectura y tener un suplente para cada rol.",
  "Late performance or security findings": "Problemas de rendimiento o seguridad detectados tarde",
  "Load-test and run a security review at the end of each milestone, not only before launch.":
    "Hacer pruebas de carga y una revisión de seguridad al final de cada hito, no solo antes del lanzamiento.",
  "Third-party API or payment-provider integration issues":
    "Problemas de integración con API de terceros o proveedores de pago",
  "Spike the integrations in the first sprint and use the providers' sandboxes from day one.":
    "Probar las integraciones en el primer sprint y usar los entornos de pruebas de los proveedores desde el primer día.",
  "Minimum engagement (briefing, environment set-up and handover)":
    "Encargo mínimo (briefing, preparación del entorno y entrega)",
  "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).":
    "Las tarifas son los salarios OEWS de la Oficina de Estadísticas Laborales de EE. UU. para cada rol × un multiplicador de facturación de {{multiplier}} (costes salariales del empleador, 75 % de tiempo facturable, 10 % de gastos generales y margen), actualizados a {{year}} con el IPC-U, × {{factor}} para {{location}}; las licencias y cuotas de plataforma son los precios publicados por los proveedores, actualizados a {{year}} con el IPC-U cuando son de un año anterior (las cuotas fijas de las tiendas, tal como se cobran).",
  "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.":
    "Estimaciones de tres puntos por tarea (Beta-PERT) y una simulación de Monte Carlo con semilla dan los rangos; la contingencia es el valor esperado del registro de riesgos.",
  "About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.":
    "Unas {{hours}} horas de trabajo ({{pm}} personas-mes) en {{weeks}}, con unas {{people}} personas de media.",
  "About {{hours}} hours of work over {{weeks}}.": "Unas {{hours}} horas de trabajo en {{weeks}}.",
  "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.":
    "Esto presupuesta una primera versión de las funcionalidades principales de un producto como {{product}}, no su escala, su audiencia ni sus años de perfeccionamiento.",
  "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.":
    "El presupuesto indicado de {{budget}} está por debajo del encargo mínimo para este trabajo: unas {{hours}} horas de un desarrollador, {{minimum}}; el trabajo completo se estima en {{expected}}.",
  "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.":
    "El presupuesto indicado de {{budget}} es aproximadamente el {{share}}% de lo que necesita este alcance ({{expected}}): la solicitud y el presupuesto son de escalas distintas, y ningún recorte de este plan cierra esa diferencia.",
  "{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.":
    "{{product}} lo construyeron grandes equipos durante muchos años; esta estimación presupuesta solo una primera versión de sus funcionalidades principales.",
  "Sign-up, sign-in and accounts": "Registro, inicio de sesión y cuentas",
  "User profiles and settings": "Perfiles de usuario y ajustes",
  "Payments and billing": "Pagos y facturación",
  "Real-time chat and messaging": "Chat y mensajería en tiempo real",
  "Push and email notifications": "Notificaciones push y por email",
  "Search and filters": "Búsqueda y filtros",
  "Admin panel and back office": "Panel de administración y back office",
  "Analytics and reporting": "Analítica e informes",
  "File and media uploads": "Subida de archivos y multimedia",
  "Maps and geolocation": "Mapas y geolocalización",
  "Booking and scheduling": "Reservas y agenda",
  "Catalogue, cart and orders": "Catálogo, carrito y pedidos",
  "Social feed, comments and follows": "Muro social, comentarios y seguidores",
  "Video streaming and calls": "Streaming de vídeo y videollamadas",
  "Third-party integrations and API": "Integraciones con terceros y API",
  "Offline mode and sync": "Modo sin conexión y sincronización",
  "Multiple languages": "Varios idiomas",
  "AI features (recommendations, assistant)": "Funciones de IA (recomendaciones, asistente)",
  "Security and compliance (2FA, audit, GDPR/HIPAA)": "Seguridad y cumplimiento (2FA, auditoría, RGPD/HIPAA)",
  "Reviews and ratings": "Reseñas y valoraciones",
  "Loyalty and rewards": "Fidelización y recompensas",
  "Device and IoT connectivity": "Conectividad con dispositivos e IoT",
  "Project management": "Gestión de proyecto",
  "Software engineer": "Ingeniero de software",
  "Senior software engineer": "Ingeniero de software sénior",
  "Mobile developer": "Desarrollador móvil",
  "Web developer": "Desarrollador web",
  "Automation developer": "Desarrollador de automatizaciones",
  "Data engineer": "Ingeniero de datos",
  "Database administrator": "Administrador de bases de datos",
  "Data scientist": "Científico de datos",
  "Machine learning engineer": "Ingeniero de aprendizaje automático",
  "QA engineer": "Ingeniero de QA",
  "UX/UI designer": "Diseñador UX/UI",
  "Project manager": "Jefe de proyecto",
  "DevOps engineer": "Ingeniero DevOps",
  "1 working day": "1 día laborable",
  "{{n}} working days": "{{n}} días laborables",
  "1 week": "1 semana",
  "{{n}} weeks": "{{n}} semanas",
  "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.":
    "El trabajo en sí lleva unas {{work}} de calendario ({{hours}} horas), antes de cualquier retraso por los riesgos.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.":
    "El plazo indicado de {{deadline}} está por debajo del calendario creíble más corto para este alcance: el trabajo necesita unas {{nominal}}, y ningún equipo lo comprime por debajo de unas {{shortest}}. Este plan muestra el calendario nominal sin prima de compresión; cumplir la fecha implica una primera versión más pequeña.",
  "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.":
    "El equipo indicado de {{team}} necesita unas {{weeks}} para este trabajo; cumplir el plazo de {{deadline}} requiere unas {{people}} personas trabajando en paralelo con {{premium}}× el esfuerzo.",
  "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.":
    "Para cumplir el plazo de {{deadline}}, el plan comprime el calendario nominal de {{nominal}} con unas {{people}} personas en paralelo, lo que COCOMO II valora en {{premium}}× el esfuerzo.",
  "Cloud hosting, managed front end and database (first year)":
    "Alojamiento en la nube, front end y base de datos gestionados (primer año)",
  "Cloud hosting, {{n}} instances (first year)": "Alojamiento en la nube, {{n}} instancias (primer año)",
  "Which user roles are there, and what must each be able to do?":
    "¿Qué roles de usuario hay y qué debe poder hacer cada uno?",
  "Roughly how many screens or pages does the application have?":
    "¿Cuántas pantallas o páginas tiene la aplicación, aproximadamente?",
  "Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?":
    "¿Con qué sistemas debe conectarse (pagos, inicio de sesión único, un CRM o una base de datos existente)?",
  "How many users and how much data do you expect in the first year?":
    "¿Cuántos usuarios y cuántos datos esperan en el primer año?",
  "Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?":
    "¿Hay requisitos de cumplimiento (RGPD, HIPAA, SOC 2) o restricciones de alojamiento?",
  "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.":
    "Tamaño a partir de un catálogo de funcionalidades en puntos de función ({{fp}} PF; {{screens}} pantallas indicadas), convertido a {{sloc}} líneas por punto de función en {{ksloc}} KSLOC, después esfuerzo post-arquitectura COCOMO II.2000 (PM = 2,94 · Size^E · ΠEM, factores de escala nominales; ΠEM {{team}} para un equipo con experiencia sobre un stack de frameworks moderno: TOOL muy alto; PCAP, APEX, LTEX y PLEX altos) a 152 horas por persona-mes, repartido entre análisis, desarrollo, pruebas y lanzamiento por rol; los productos pequeños se planifican con un equipo razonable de unas √PM personas, los grandes con el TDEV de COCOMO II.",
  "A web application with {{n}} main capabilities ({{list}}).":
    "Una aplicación web con {{n}} funcionalidades principales ({{list}}).",
  "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).":
    "Una aplicación web solo con su núcleo (pantallas, modelo de datos, API y despliegue; la solicitud no nombraba funcionalidades concretas).",
  "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.":
    "El cliente da su opinión a tiempo y tiene un único responsable de decisiones; contenidos, recursos de marca y credenciales de API llegan cuando el plan los necesita.",
  "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.":
    "Los servicios de terceros facturados por uso (envío de emails, mapas, SMS, pagos) no están incluidos; el alojamiento y la monitorización se valoran para el primer año.",
  "CMS set-up, theme and hosting": "Configuración del CMS, plantilla y alojamiento",
  "Page build ({{n}} pages)": "Maquetación de páginas ({{n}} páginas)",
  "Page build (one page)": "Maquetación de la página (una página)",
  "Content entry, images and SEO basics": "Carga de contenidos, imágenes y SEO básico",
  "Add-on: {{feature}}": "Complemento: {{feature}}",
  "Redirects from the old site's pages": "Redirecciones desde las páginas del sitio antiguo",
  "Discovery, sitemap and content plan": "Análisis, mapa del sitio y plan de contenidos",
  "Visual direction and page designs": "Dirección visual y diseño de páginas",
  "Build and content": "Desarrollo y contenidos",
  "Cross-browser and device testing": "Pruebas en navegadores y dispositivos",
  "Content, images or product data arrive late": "Los contenidos, las imágenes o los datos de producto llegan tarde",
  "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.":
    "Acordar al inicio una lista de contenidos con fechas; construir con contenido provisional e ir sustituyéndolo a medida que llega.",
  "More design feedback rounds than planned": "Más rondas de comentarios de diseño de lo previsto",
  "Two review rounds per design, one decision-maker, and written sign-off before the build starts.":
    "Dos rondas de revisión por diseño, un único responsable de decisiones y aprobación por escrito antes de empezar el desarrollo.",
  "Browser, device or plugin issues found late": "Problemas de navegador, dispositivo o plugin detectados tarde",
  "Test on real devices from the first built page and keep plugins to well-maintained ones.":
    "Probar en dispositivos reales desde la primera página construida y limitarse a plugins bien mantenidos.",
  "Managed WordPress hosting (first year)": "Alojamiento gestionado de WordPress (primer año)",
  "CMS hosting plan (first year)": "Plan de alojamiento del CMS (primer año)",
  "How many pages will the site have (home, services, about, contact, blog...)?":
    "¿Cuántas páginas tendrá el sitio (inicio, servicios, quiénes somos, contacto, blog...)?",
  "Who writes the texts and provides the photos, and are they ready?":
    "¿Quién redacta los textos y aporta las fotos, y están listos?",
  "Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?":
    "¿Hay una identidad de marca (logotipo, colores, tipografías) que seguir o hay que crearla?",
  "Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?":
    "¿Tienen ya el dominio y prefieren algún CMS o constructor (WordPress, Webflow...)?",
  "How many pages does the current site have, and which of them rank in search results?":
    "¿Cuántas páginas tiene el sitio actual y cuáles posicionan en los buscadores?",
  "Which pages of the current site rank in search results and must keep their addresses?":
    "¿Qué páginas del sitio actual posicionan en los buscadores y deben conservar su dirección?",
  "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.":
    "Modelo por páginas para un sitio de contenidos: una puesta en marcha fija de {{setup}} horas (análisis, dirección visual, configuración del CMS, pruebas y lanzamiento), {{perPage}} horas por página para los primeros {{templates}} diseños de página y {{extra}} horas por cada página adicional sobre esas plantillas, más horas de configuración por cada complemento sobre un plugin estándar; 10 % de gestión de proyecto; el calendario es el esfuerzo ÷ un equipo razonable.",
  "A landing page built on a standard CMS.": "Una landing page construida sobre un CMS estándar.",
  "A {{n}}-page website built on a standard CMS{{addOns}}.":
    "Un sitio web de {{n}} páginas construido sobre un CMS estándar{{addOns}}.",
  "The page count is as stated.": "El número de páginas es el indicado.",
  "{{n}} pages are assumed: the request gave no page count.":
    "Se suponen {{n}} páginas: la solicitud no indicaba cuántas.",
  "The client provides texts, images and brand assets; copywriting and photography are not included.":
    "El cliente aporta textos, imágenes y recursos de marca; la redacción y la fotografía no están incluidas.",
  "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.":
    "Las funcionalidades de aplicación a medida (cuentas, áreas de socios, marketplaces, integraciones) se presupuestarían como aplicación web.",
  "An automation script of {{n}} parts, of the size stated in the request.":
    "Un script de automatización de {{n}} partes, del tamaño indicado en la solicitud.",
  "A mobile app ({{target}}); the request named no specific capabilities.":
    "Una app móvil ({{target}}); la solicitud no nombraba funcionalidades concretas.",
  "A web application; the request named no specific capabilities.":
    "Una aplicación web; la solicitud no nombraba funcionalidades concretas.",
  "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.":
    "El tamaño indicado se reparte entre el núcleo, las funcionalidades que nombra la solicitud y el resto del tamaño indicado; el catálogo no le añade funcionalidades por defecto.",
  "Build: the rest of the stated {{size}}": "Desarrollo: el resto de los {{size}} indicados",
};
