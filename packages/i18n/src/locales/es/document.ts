import type { Catalogue } from "../../catalogues.js";

/** Proposal document messages (sections, tables, commercial terms, project types, tools), in this language (English text → translation). */
export const document: Catalogue = {
  "{{n}} week": "{{n}} semana",
  "{{n}} weeks": "{{n}} semanas",
  "{{n}} hour": "{{n}} hora",
  "{{n}} hours": "{{n}} horas",
  "Week {{span}}": "Semana {{span}}",
  "Weeks {{span}}": "Semanas {{span}}",
  Subtotal: "Subtotal",
  "the phases' total": "total de las fases",
  "Contingency (risk register)": "Contingencia (registro de riesgos)",
  "the risks' expected cost": "coste esperado de los riesgos",
  "Expected total": "Total esperado",
  "Basis of estimate": "Base de la estimación",
  "Each line is an item of the work with its quantity and the unit cost it is priced at, and where that unit cost comes from. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Cada línea es una partida del trabajo con su cantidad, el coste unitario al que se valora y la procedencia de ese coste unitario. Las líneas de mano de obra son horas a la tarifa del perfil; las líneas de una fase suman su coste.",
  Item: "Partida",
  Quantity: "Cantidad",
  Unit: "Unidad",
  "Unit cost": "Coste unitario",
  Cost: "Coste",
  Source: "Fuente",
  VAT: "IVA",
  GST: "GST",
  "sales tax": "impuesto sobre las ventas",
  "consumption tax": "impuesto al consumo",
  "tax on services": "impuesto sobre servicios",
  "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.":
    "Los precios no incluyen los impuestos sobre el trabajo (IVA, GST o impuesto sobre las ventas), que se añaden a los tipos vigentes donde se realiza el trabajo.",
  "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).":
    "Los precios no incluyen el impuesto sobre las ventas: cuando el trabajo está sujeto, se añade el impuesto estatal y local a los tipos del estado y la ciudad de la obra ({{source}}).",
  "Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).":
    "Los precios no incluyen {{tax}}, que se añade al tipo que fija el municipio de la obra ({{source}}).",
  "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).":
    "Los precios no incluyen {{tax}}: el GST del 5 %, o el impuesto armonizado (HST) en las provincias que lo aplican, más cualquier impuesto provincial, añadidos a los tipos vigentes ({{source}}).",
  "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).":
    "Los precios no incluyen el {{tax}}, que se añade a cada factura al tipo vigente: tipo general del {{rate}} en {{country}} ({{source}}).",
  "{{item}} (marked as not wanted in the request).": "{{item}} (marcado como no deseado en la solicitud).",
  "Anything this proposal does not describe: it is priced as a change, and agreed, before it is done.":
    "Todo lo que esta propuesta no describe: se valora como un cambio, y se acuerda, antes de realizarlo.",
  "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.":
    "Este presupuesto es válido durante {{days}} días desde su fecha, hasta el {{date}}; después, sus tarifas y precios se revisan antes de acordar el trabajo.",
  "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.":
    "Este presupuesto es válido durante {{days}} días desde su fecha; después, sus tarifas y precios se revisan antes de acordar el trabajo.",
  "Commercial terms": "Condiciones comerciales",
  Payment: "Pagos",
  "Invoices are payable within {{days}} days of their date.":
    "Las facturas se pagan en un plazo de {{days}} días desde su fecha.",
  Exclusions: "Exclusiones",
  Client: "Cliente",
  Date: "Fecha",
  "Prepared by": "Preparado por",
  "To be confirmed": "Por confirmar",
  "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.":
    "Con el presupuesto indicado de {{budget}}: ninguna fase completa de este proyecto (es aproximadamente el {{share}} % de la primera, {{first}}). Puede pagar un estudio previo que concrete el alcance, las bases del diseño y el coste antes de comprometer algo mayor.",
  "the first phase": "la primera fase",
  "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Con el presupuesto indicado de {{budget}}: la primera fase ({{names}}), unos {{cost}} con su parte de la contingencia, terminada en la semana {{week}}. Es una primera etapa definida, no el proyecto completo; el resto se vuelve a valorar cuando esté terminada.",
  "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Con el presupuesto indicado de {{budget}}: las primeras {{n}} fases ({{names}}), unos {{cost}} con su parte de la contingencia, terminadas en la semana {{week}}. Es una primera etapa definida, no el proyecto completo; el resto se vuelve a valorar cuando esté terminada.",
  "The whole scope needs about {{weeks}}.": "El alcance completo necesita unas {{weeks}}.",
  "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).":
    "En las {{weeks}} indicadas: no se puede terminar ninguna fase de este plan; el tiempo solo permite la preparación (briefing, definición del alcance y las primeras decisiones).",
  "By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.":
    "En las {{weeks}} indicadas: la fase que se termina en ese tiempo ({{names}}), unos {{cost}}.",
  "By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.":
    "En las {{weeks}} indicadas: las fases que se terminan en ese tiempo ({{names}}), unos {{cost}}.",
  "The full scope as asked: about {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} ({{weeks80}} at 80% confidence). The plan in the rest of this proposal is this option.":
    "El alcance completo tal como se pidió: unos {{cost}} ({{p80}} con un 80 % de confianza) en unas {{weeks}} ({{weeks80}} con un 80 % de confianza). El plan del resto de esta propuesta es esta opción.",
  "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.":
    "Un proyecto más pequeño: indique los pocos elementos que más importan y valoraremos como plan propio el núcleo que cabe en los límites indicados.",
  "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.":
    "El proyecto tal como se pidió no se puede realizar con el presupuesto y el plazo indicados. Lo decimos primero en lugar de presentar un plan que no se sostendría.",
  "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.":
    "El proyecto tal como se pidió no se puede realizar con el presupuesto indicado. Lo decimos primero en lugar de presentar un plan que no se sostendría.",
  "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.":
    "El proyecto tal como se pidió no se puede realizar en el plazo indicado. Lo decimos primero en lugar de presentar un plan que no se sostendría.",
  "What is possible": "Qué es posible",
  "Budget: {{message}}": "Presupuesto: {{message}}",
  "Time frame: {{message}}": "Plazo: {{message}}",
  Options: "Opciones",
  "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.":
    "Esta propuesta está escrita en inglés: la solicitud está en {{language}}, y las propuestas se escriben en inglés, español, alemán, francés, portugués, italiano o neerlandés. La solicitud se ha leído en la medida de lo posible; compruebe las cifras extraídas de ella.",
  "Review the scope and assumptions, and mark anything missing or out of scope.":
    "Revise el alcance y las hipótesis, y marque lo que falte o quede fuera del alcance.",
  "Confirm the budget level to commit to (P50, P80 or P90) and the start date.":
    "Confirme el nivel de presupuesto con el que comprometerse (P50, P80 o P90) y la fecha de inicio.",
  "Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.":
    "Acuerde la primera fase, «{{phase}}», como encargo cerrado; vuelva a estimar el resto con lo que se aprenda en ella.",
  "Agree the scope and the start date, and sign the quotation while it is valid.":
    "Acuerde el alcance y la fecha de inicio, y firme el presupuesto mientras siga vigente.",
  "Name the decision-makers and the review rhythm (a short weekly status).":
    "Nombre a quienes deciden y el ritmo de seguimiento (un breve informe semanal).",
  "Name the decision-makers and the review rhythm (weekly status, monthly steering).":
    "Nombre a quienes deciden y el ritmo de seguimiento (informe semanal, comité mensual).",
  "Next steps": "Próximos pasos",
  "Answers to these questions would narrow the estimate:": "Las respuestas a estas preguntas acotarían la estimación:",
  "On acceptance of “{{phase}}”, week {{week}} ({{share}})":
    "A la aceptación de «{{phase}}», semana {{week}} ({{share}})",
  "On completion of “{{phase}}”, week {{week}} ({{share}})": "Al terminar «{{phase}}», semana {{week}} ({{share}})",
  "Deposit on signing, to order materials and book the trades ({{share}})":
    "Anticipo a la firma, para pedir los materiales y reservar los oficios ({{share}})",
  "On completion, once snagging is signed off ({{share}})":
    "A la finalización, una vez aprobada la revisión de remates ({{share}})",
  "Mobilisation deposit on signing the contract ({{share}})":
    "Anticipo de movilización a la firma del contrato ({{share}})",
  "Monthly progress payments against the work done, as valued each month ({{share}} in all)":
    "Pagos mensuales a cuenta según la obra ejecutada, certificada cada mes ({{share}} en total)",
  "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period":
    "Retención ({{share}}), descontada de los pagos a cuenta: la mitad se libera en la recepción de la obra y la otra mitad al final del periodo de garantía de 12 meses",
  "Deposit on signing, to book the venue and key suppliers ({{share}})":
    "Anticipo a la firma, para reservar el lugar y los proveedores clave ({{share}})",
  "Second payment at the midpoint of planning, week {{week}} ({{share}})":
    "Segundo pago a mitad de la planificación, semana {{week}} ({{share}})",
  "Balance no later than 14 days before the event ({{share}})":
    "Saldo a más tardar 14 días antes del evento ({{share}})",
  "On signing, as recruitment and incentives are committed at the start ({{share}})":
    "A la firma, porque el reclutamiento y los incentivos se comprometen al inicio ({{share}})",
  "On delivery of the final report, week {{week}} ({{share}})":
    "A la entrega del informe final, semana {{week}} ({{share}})",
  "On signing ({{share}})": "A la firma ({{share}})",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}":
    "Cuota mensual, facturada por adelantado al inicio de cada mes, durante {{n}} mes: {{fee}}",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}":
    "Cuota mensual, facturada por adelantado al inicio de cada mes, durante {{n}} meses: {{fee}}",
  "Either party may end the retainer with one month's written notice.":
    "Cualquiera de las partes puede terminar el servicio con un mes de preaviso por escrito.",
  "Fees: 50% on signing: {{amount}}": "Honorarios: 50 % a la firma: {{amount}}",
  "Fees: 50% at the end of the campaign, week {{week}}: {{amount}}":
    "Honorarios: 50 % al final de la campaña, semana {{week}}: {{amount}}",
  "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}":
    "Medios y otros costes de terceros, facturados cada mes antes de gastarse (o pagados por usted directamente a las plataformas): {{amount}}",
  "{{label}}: {{amount}}": "{{label}}: {{amount}}",
  "Extras agreed on the day are invoiced after the event.":
    "Los extras acordados el mismo día se facturan después del evento.",
  "For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Para el alcance completo tal como se pidió, prevemos un coste de {{cost}}, con una contingencia de {{contingency}} incluida, y una duración de unas {{weeks}} semanas. Con un 80 % de confianza cuesta como máximo {{p80}} y termina en {{weeks80}} semanas.",
  "We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Prevemos un coste de {{cost}}, con una contingencia de {{contingency}} incluida, y una duración de unas {{weeks}} semanas. Con un 80 % de confianza cuesta como máximo {{p80}} y termina en {{weeks80}} semanas.",
  "Executive summary": "Resumen ejecutivo",
  Budget: "Presupuesto",
  Deadline: "Plazo",
  Team: "Equipo",
  "{{label}}: {{message}}": "{{label}}: {{message}}",
  "Approach and phases": "Enfoque y fases",
  "{{hours}} of work": "{{hours}} de trabajo",
  "external costs only, no team hours": "solo costes externos, sin horas del equipo",
  "{{weeks}}; {{work}}; {{cost}}.": "{{weeks}}; {{work}}; {{cost}}.",
  "{{task}}: {{hours}}, {{cost}}": "{{task}}: {{hours}}, {{cost}}",
  "{{task}}: {{cost}}": "{{task}}: {{cost}}",
  Timeline: "Calendario",
  "Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.":
    "Duración prevista: {{weeks}} semanas de fases de principio a fin; con los riesgos, {{p50}} semanas en P50 y {{p80}} semanas en P80.",
  "Cost breakdown": "Desglose de costes",
  "The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "La base de la estimación, al final de esta propuesta, construye estas cifras partida por partida, con cantidades, costes unitarios y sus fuentes.",
  "By phase": "Por fase",
  "By role": "Por perfil",
  "Expected results by channel": "Resultados esperados por canal",
  Risks: "Riesgos",
  "Assumptions and exclusions": "Hipótesis y exclusiones",
  "Project management": "Gestión del proyecto",
  "Scope and deliverables": "Alcance y entregables",
  "Included in the price, as listed in the request:": "Incluido en el precio, tal como lo enumera la solicitud:",
  "Not included (marked as not wanted in the request): {{items}}.":
    "No incluido (marcado como no deseado en la solicitud): {{items}}.",
  "What each phase delivers:": "Lo que entrega cada fase:",
  "{{role}}: {{hours}} (about {{n}} person while active)":
    "{{role}}: {{hours}} (aproximadamente {{n}} persona mientras participa)",
  "{{role}}: {{hours}} (about {{n}} people while active)":
    "{{role}}: {{hours}} (aproximadamente {{n}} personas mientras participa)",
  "Resources and tools": "Recursos y herramientas",
  Tools: "Herramientas",
  Confidence: "Confianza",
  "10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.":
    "10 % (P10): solo uno de cada diez resultados cuesta menos de {{cost}} o termina antes de {{weeks}}.",
  "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.":
    "50 % (P50): el proyecto cuesta {{cost}} o menos y dura {{weeks}} o menos. La mitad de los resultados son mejores y la otra mitad peores.",
  "80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.":
    "80 % (P80): {{cost}} o menos y {{weeks}} o menos. Es la cifra con la que comprometerse ante terceros.",
  "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.":
    "90 % (P90): {{cost}} o menos y {{weeks}} o menos. Por encima, solo lo llevaría una combinación inusual de riesgos.",
  "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.":
    "El coste esperado, {{expected}}, es el resultado medio: el trabajo previsto más una contingencia de {{contingency}}, que es el valor esperado del registro de riesgos. Los rangos salen de {{runs}} ejecuciones simuladas del plan.",
  Method: "Método",
  "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.":
    "La solicitud deja abierta buena parte del alcance, así que el rango es amplio; precisar más (cantidades, lo que entra y lo que no, el diseño) lo estrecha.",
  "The request defines much of the scope, so the range is comparatively narrow.":
    "La solicitud define buena parte del alcance, así que el rango es relativamente estrecho.",
  "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.":
    "Es una estimación de clase {{class}} ({{name}}) en la clasificación de AACE International (Recommended Practice 18R-97): se espera que el coste final quede entre {{low}} y {{high}} de la estimación, es decir, aproximadamente de {{from}} a {{to}}.",
  "Type of project: {{type}}.": "Tipo de proyecto: {{type}}.",
  "Location: {{place}}.": "Ubicación: {{place}}.",
  "Stated budget: {{amount}}.": "Presupuesto indicado: {{amount}}.",
  "Stated time frame: {{weeks}}.": "Plazo indicado: {{weeks}}.",
  "Stated length of the campaign: {{weeks}}.": "Duración indicada de la campaña: {{weeks}}.",
  "Stated length of the engagement: {{weeks}}.": "Duración indicada del encargo: {{weeks}}.",
  "a new building": "un edificio nuevo",
  "renovation of an existing building": "rehabilitación de un edificio existente",
  "an extension": "una ampliación",
  "an interior fit-out": "un acondicionamiento interior",
  "Scope of work: {{scope}}.": "Alcance de la obra: {{scope}}.",
  "Team size: {{n}}.": "Tamaño del equipo: {{n}}.",
  "Understanding of the need": "Comprensión de la necesidad",
  "You asked for: “{{request}}”": "Usted pidió: «{{request}}»",
  "One column per week, numbered from the start; a filled cell marks a week the phase runs.":
    "Una columna por semana, numerada desde el inicio; una celda rellena marca una semana en la que transcurre la fase.",
  "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.":
    "Cada columna es un periodo de {{n}} semanas, encabezado por el número de su primera semana; una celda rellena marca un periodo en el que transcurre la fase.",
  Phase: "Fase",
  Weeks: "Semanas",
  "Effort (hours)": "Esfuerzo (horas)",
  Share: "Parte",
  "{{rate}}/h": "{{rate}}/h",
  Role: "Perfil",
  People: "Personas",
  Rate: "Tarifa",
  Hours: "Horas",
  "Materials, equipment and subcontracts": "Materiales, equipos y subcontratas",
  "Media spend": "Inversión en medios",
  "Venue, catering, production and suppliers": "Lugar, catering, producción y proveedores",
  "Recruitment, incentives and panels": "Reclutamiento, incentivos y paneles",
  "Non-labour costs": "Costes no laborales",
  Risk: "Riesgo",
  Probability: "Probabilidad",
  Impact: "Impacto",
  Exposure: "Exposición",
  Mitigation: "Mitigación",
  "Instagram and Facebook": "Instagram y Facebook",
  "Google Search": "Búsqueda de Google",
  Channel: "Canal",
  Impressions: "Impresiones",
  Clicks: "Clics",
  Conversions: "Conversiones",
  "Web app": "Aplicación web",
  "Mobile app": "Aplicación móvil",
  Website: "Sitio web",
  "E-commerce": "Comercio electrónico",
  Integration: "Integración",
  "Data migration": "Migración de datos",
  "Data platform / BI": "Plataforma de datos / BI",
  "ML feature": "Funcionalidad de ML",
  "Automation script": "Script de automatización",
  House: "Vivienda",
  "Apartment block": "Edificio de viviendas",
  Office: "Oficinas",
  Warehouse: "Nave almacén",
  School: "Escuela",
  Hospital: "Hospital",
  Retail: "Local comercial",
  Renovation: "Reforma",
  "Kitchen remodel": "Reforma de cocina",
  "Bathroom remodel": "Reforma de baño",
  "Roof replacement": "Sustitución de cubierta",
  "Energy retrofit": "Rehabilitación energética",
  Extension: "Ampliación",
  "Fit-out": "Acondicionamiento interior",
  "Paid campaign": "Campaña de pago",
  "SEO retainer": "Servicio mensual de SEO",
  "Content marketing": "Marketing de contenidos",
  "PR campaign": "Campaña de relaciones públicas",
  "Influencer campaign": "Campaña con influencers",
  "Product launch": "Lanzamiento de producto",
  Conference: "Congreso",
  Wedding: "Boda",
  "Corporate event": "Evento corporativo",
  "Trade-show stand": "Stand de feria",
  "User interviews / usability": "Entrevistas con usuarios / usabilidad",
  Survey: "Encuesta",
  "Market sizing": "Dimensionamiento de mercado",
  "Desk research": "Investigación documental",
  General: "General",
  software: "software",
  construction: "construcción",
  marketing: "marketing",
  event: "evento",
  research: "investigación",
  general: "general",
  "Git hosting with pull-request reviews": "Repositorio Git con revisiones de pull requests",
  "CI/CD pipeline with automated tests": "Pipeline de CI/CD con pruebas automatizadas",
  "Issue tracker and sprint board": "Gestor de incidencias y tablero de sprints",
  "Drawings and a specification agreed before work starts": "Planos y memoria de calidades acordados antes de empezar",
  "Schedule of works with a cost plan and change log": "Relación de trabajos con plan de costes y registro de cambios",
  "Programme as a simple Gantt chart": "Planificación en un diagrama de Gantt sencillo",
  "Site diary with photos of work before it is covered up":
    "Diario de obra con fotos de los trabajos antes de taparlos",
  "Order tracker for long-lead items": "Seguimiento de pedidos de plazo largo",
  "Figma for design and prototypes": "Figma para diseño y prototipos",
  "Error monitoring and analytics": "Monitorización de errores y analítica",
  "BIM model (Revit or equivalent)": "Modelo BIM (Revit o equivalente)",
  "Programme in a scheduling tool (Primavera P6 or MS Project)":
    "Planificación en una herramienta de programación (Primavera P6 o MS Project)",
  "Cost plan and change log": "Plan de costes y registro de cambios",
  "Site diary and inspection app": "Diario de obra y aplicación de inspecciones",
  "Document control for drawings and RFIs": "Control documental de planos y consultas técnicas (RFI)",
  "Meta Ads Manager / Google Ads / platform ad managers":
    "Meta Ads Manager / Google Ads / gestores de anuncios de las plataformas",
  "Analytics with conversion tracking (GA4 and platform pixels)":
    "Analítica con seguimiento de conversiones (GA4 y píxeles de las plataformas)",
  "UTM conventions and a reporting dashboard": "Convenciones UTM y un panel de informes",
  "Design tools for static and video creative": "Herramientas de diseño para piezas estáticas y de vídeo",
  "A shared content calendar": "Un calendario de contenidos compartido",
  "Registration and ticketing platform": "Plataforma de inscripción y venta de entradas",
  "Run-of-show and supplier contact sheet": "Escaleta del evento y hoja de contactos de proveedores",
  "Floor plan and seating tool": "Plano de sala y herramienta de distribución de asientos",
  "Attendee communications (email/SMS)": "Comunicaciones con los asistentes (correo/SMS)",
  "Post-event survey": "Encuesta posterior al evento",
  "Survey platform and panel provider": "Plataforma de encuestas y proveedor de panel",
  "Video-call recording and transcription": "Grabación y transcripción de videollamadas",
  "Qualitative analysis tool (coding and tagging)": "Herramienta de análisis cualitativo (codificación y etiquetado)",
  "Statistics package for quantitative analysis": "Paquete estadístico para el análisis cuantitativo",
  "Secure storage for personal data": "Almacenamiento seguro de datos personales",
  "Project plan and task tracker": "Plan del proyecto y seguimiento de tareas",
  "Shared document workspace": "Espacio compartido de documentos",
  "Weekly status report": "Informe de estado semanal",
  "Content management system with editor roles": "Gestor de contenidos con roles de edición",
  "Staging site for review before launch": "Entorno de pruebas para revisar antes del lanzamiento",
  "Web analytics and search console": "Analítica web y Search Console",
  "Shop platform admin (catalogue, orders, payments)": "Administración de la tienda (catálogo, pedidos, pagos)",
  "Payment provider's test mode for checkout testing":
    "Modo de pruebas del proveedor de pagos para probar el proceso de compra",
  "Web analytics with conversion tracking": "Analítica web con seguimiento de conversiones",
  "TestFlight and Google Play internal testing": "TestFlight y pruebas internas de Google Play",
  "API documentation and contract tests": "Documentación de la API y pruebas de contrato",
  "Error monitoring and alerting": "Monitorización de errores y alertas",
  "Data mapping sheet and reconciliation reports": "Hoja de correspondencia de datos e informes de conciliación",
  "Scheduler with run logs and alerts": "Planificador con registros de ejecución y alertas",
  "Data warehouse and orchestration (e.g. dbt and Airflow)": "Almacén de datos y orquestación (p. ej. dbt y Airflow)",
  "Data catalogue and quality tests": "Catálogo de datos y pruebas de calidad",
  "BI tool for dashboards": "Herramienta de BI para cuadros de mando",
  "Experiment tracking and model registry": "Seguimiento de experimentos y registro de modelos",
  "Labelled evaluation set and metrics dashboard": "Conjunto de evaluación etiquetado y panel de métricas",
  "Monitoring of model quality in production": "Monitorización de la calidad del modelo en producción",
  "Energy assessment before and after the works": "Evaluación energética antes y después de las obras",
  "Search console and web analytics (GA4)": "Search Console y analítica web (GA4)",
  "SEO crawler and rank tracker": "Rastreador SEO y seguimiento de posiciones",
  "Keyword and content plan": "Plan de palabras clave y contenidos",
  "Monthly reporting dashboard": "Panel de informes mensual",
  "Design tools for images and video": "Herramientas de diseño para imágenes y vídeo",
  "Web analytics with content reporting": "Analítica web con informes de contenidos",
  "Keyword research tool": "Herramienta de investigación de palabras clave",
  "Media database and monitoring service": "Base de datos de medios y servicio de seguimiento",
  "Press release distribution": "Distribución de notas de prensa",
  "Coverage log and reporting": "Registro de apariciones e informes",
  "Press kit with an approval workflow": "Dossier de prensa con circuito de aprobación",
  "Influencer discovery and vetting platform": "Plataforma de búsqueda y verificación de influencers",
  "Contracts and content approval workflow": "Contratos y circuito de aprobación de contenidos",
  "Tracked links and discount codes": "Enlaces con seguimiento y códigos de descuento",
  "Planning timeline and checklist": "Calendario de planificación y lista de comprobación",
  "Supplier contact sheet and contracts log": "Hoja de contactos de proveedores y registro de contratos",
  "Guest list with replies and dietary needs": "Lista de invitados con respuestas y necesidades alimentarias",
  "Run-of-day schedule": "Programa del día",
  "Stand design drawings and 3D render": "Planos del stand y render 3D",
  "Tracker of the exhibitor manual's deadlines": "Seguimiento de los plazos del manual del expositor",
  "Shipping and logistics schedule": "Calendario de envíos y logística",
  "Lead capture app": "Aplicación de captación de contactos",
  "Build-up and breakdown schedule": "Calendario de montaje y desmontaje",
  "Participant recruitment and scheduling tool": "Herramienta de reclutamiento y agenda de participantes",
  "Consent forms and secure storage for personal data":
    "Formularios de consentimiento y almacenamiento seguro de datos personales",
  "Data cleaning and quality checks": "Depuración de datos y controles de calidad",
  "Industry reports and statistics databases": "Informes sectoriales y bases de datos estadísticas",
  "Spreadsheet model with stated assumptions": "Modelo en hoja de cálculo con hipótesis explícitas",
  "Log of expert interviews": "Registro de entrevistas con expertos",
  "Register of sources": "Registro de fuentes",
  "Access to industry reports and statistics databases": "Acceso a informes sectoriales y bases de datos estadísticas",
  "Reference manager": "Gestor de referencias",
  "Appendix: how the estimate was built": "Anexo: cómo se elaboró la estimación",
  "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.":
    "Confirmar el presupuesto que se compromete (los {{expected}} esperados, o {{safe}} para cubrir {{n}} de cada 10 resultados) y la fecha de inicio.",
  "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Cada línea es una partida del trabajo con su cantidad y el coste unitario al que se valora; el número entre corchetes remite a la fuente de ese coste unitario en la lista de abajo. Las líneas de mano de obra son horas a la tarifa del rol; las líneas de una fase suman su coste.",
  "How the range was worked out": "Cómo se calculó el rango",
  "It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.":
    "Lleva unos {{likely}}, y {{n}} de cada 10 terminan en {{longest}} o menos.",
  "It takes about {{likely}}.": "Lleva unos {{likely}}.",
  "Sizing and checks in detail": "Dimensionamiento y comprobaciones en detalle",
  Sources: "Fuentes",
  "Technical assumptions of the method are listed in the appendix.":
    "Los supuestos técnicos del método figuran en el anexo.",
  "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "El anexo al final de esta propuesta desglosa estas cifras partida por partida, con cantidades, costes unitarios y sus fuentes.",
  "The appendix shows how the range was worked out, with every item of the price and its source.":
    "El anexo muestra cómo se calculó el rango, con cada partida del precio y su fuente.",
  "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.":
    "El alcance completo tal como se pidió: unos {{cost}} en unos {{weeks}}; {{n}} de cada 10 proyectos como este se quedan en {{p80}} y {{weeks80}} o menos. El plan del resto de esta propuesta es esta opción.",
  "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.":
    "Las fases duran {{planned}} de principio a fin. Teniendo en cuenta los riesgos, cuente con unos {{likely}}; {{n}} de cada 10 proyectos como este terminan en {{longest}} o menos.",
  "The plan fits the stated budget of {{stated}}.": "El plan cabe en el presupuesto indicado de {{stated}}.",
  "The plan fits the stated time frame of {{stated}}.": "El plan cabe en el plazo indicado de {{stated}}.",
  "The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.":
    "El plan necesita unas {{needed}} personas en su momento de mayor carga, más que el equipo indicado de {{stated}}.",
  "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.":
    "El rango se contrastó con {{projects}} proyectos comparables registrados: {{n}} de cada 10 quedaron dentro de él.",
  "The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.":
    "El presupuesto indicado de {{stated}} no alcanza lo que necesita el plan, unos {{needed}}.",
  "The stated team of {{stated}} covers what the plan needs.":
    "El equipo indicado de {{stated}} cubre lo que necesita el plan.",
  "The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.":
    "El plazo indicado de {{stated}} es más corto de lo que necesita el plan, unos {{needed}}.",
  "These figures are for the full scope as asked.": "Estas cifras corresponden al alcance completo tal como se pidió.",
  "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.":
    "Este anexo es para quien revise las cifras: el rango en los términos del estimador, el método y cada partida del precio con su fuente.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.":
    "Esperamos que cueste unos {{likely}}, riesgos incluidos; {{n}} de cada 10 proyectos como este cuestan como mucho {{high}}.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.":
    "Esperamos que cueste unos {{likely}}, riesgos incluidos; {{n}} de cada 10 proyectos como este quedan entre {{low}} y {{high}}.",
};
