import type { Catalogue } from "../../catalogues.js";

/** Research messages in this language (English text → translation). */
export const research: Catalogue = {
  "Questions and search strategy": "Preguntas y estrategia de búsqueda",
  "Research questions, sources and search strategy": "Preguntas de investigación, fuentes y estrategia de búsqueda",
  "Search, screening and reading": "Búsqueda, cribado y lectura",
  "Searching and screening sources": "Búsqueda y cribado de fuentes",
  "Reading and extracting findings": "Lectura y extracción de hallazgos",
  "Synthesis and writing": "Síntesis y redacción",
  "Synthesis across sources": "Síntesis entre fuentes",
  "Report writing": "Redacción del informe",
  "Review and editing": "Revisión y edición",
  "Key sources are paywalled or unavailable": "Fuentes clave de pago o no disponibles",
  "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.":
    "Acordar pronto a qué bases de datos puede dar acceso el cliente, y presupuestar algunos informes de pago si deciden la respuesta.",
  "The question widens during the review": "La pregunta se amplía durante la revisión",
  "Write the research questions and inclusion criteria down and change them only by agreement.":
    "Poner por escrito las preguntas de investigación y los criterios de inclusión y cambiarlos solo de común acuerdo.",
  "A review of {{n}} sources": "Una revisión de {{n}} fuentes",
  sources: "fuentes",
  "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.":
    "Horas por fuente para buscar, cribar y leer ({{hours}} h cada una), una síntesis que crece con el número de fuentes y {{pageHours}} horas de redacción por página del informe.",
  "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.":
    "Investigación documental que revisa unas {{sources}} fuentes en un informe de {{pages}} páginas: unos {{total}} en {{weeks}} semanas.",
  "{{n}} sources, as stated.": "{{n}} fuentes, según la solicitud.",
  "About {{n}} sources assumed: the request gave no number.":
    "Se suponen unas {{n}} fuentes: la solicitud no daba una cifra.",
  "A {{n}}-page report, as stated.": "Un informe de {{n}} páginas, según la solicitud.",
  "A report of about {{n}} pages assumed.": "Se supone un informe de unas {{n}} páginas.",
  "Sources are openly available or provided by the client; paid reports are not included.":
    "Las fuentes son de acceso abierto o las facilita el cliente; no se incluyen informes de pago.",
  "What questions must the research answer, and for which decision?":
    "¿Qué preguntas debe responder la investigación, y para qué decisión?",
  "Which kinds of sources count (academic, industry, government), and from which years?":
    "¿Qué tipos de fuentes cuentan (académicas, sectoriales, públicas), y de qué años?",
  "How long should the report be, and in which format?": "¿Qué extensión debe tener el informe, y en qué formato?",
  market: "mercado",
  expert: "experto",
  "Scope and market definitions": "Alcance y definiciones del mercado",
  "Product, customer and geography definitions": "Definiciones de producto, cliente y geografía",
  "Data collection": "Recogida de datos",
  "Industry reports and data sets": "Informes sectoriales y conjuntos de datos",
  "Desk research: statistics, company filings and industry data":
    "Investigación documental: estadísticas, cuentas de empresas y datos sectoriales",
  "Expert call honoraria": "Honorarios de llamadas con expertos",
  "Expert recruiting": "Reclutamiento de expertos",
  "Expert interviews and notes": "Entrevistas con expertos y notas",
  "Sizing model and triangulation": "Modelo de dimensionamiento y triangulación",
  "Top-down and bottom-up sizing model per market": "Modelo de dimensionamiento descendente y ascendente por mercado",
  "Assumption review and triangulation": "Revisión de supuestos y triangulación",
  Report: "Informe",
  "Report with TAM, SAM and SOM and their assumptions": "Informe con TAM, SAM y SOM y sus supuestos",
  "Read-out": "Presentación de resultados",
  "Public data missing for some markets or segments": "Faltan datos públicos para algunos mercados o segmentos",
  "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.":
    "Acordar de antemano los indicadores sustitutos y el método de triangulación, y comprar un conjunto de datos más donde una laguna decida la respuesta.",
  "Market definition changes after the first numbers": "La definición del mercado cambia tras las primeras cifras",
  "Sign off the product, customer and geography definitions before the data work starts.":
    "Aprobar las definiciones de producto, cliente y geografía antes de empezar el trabajo con datos.",
  "Sizing {{n}} markets": "Dimensionar {{n}} mercados",
  markets: "mercados",
  "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).":
    "Por mercado: investigación documental y un modelo de dimensionamiento descendente y ascendente en horas, triangulado y revisado, con un informe sindicado o conjunto de datos comprado por mercado ({{source}}).",
  "{{experts}} expert calls at specialist honoraria and recruiting fees.":
    "{{experts}} llamadas con expertos con honorarios y tasas de reclutamiento de especialistas.",
  "Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.":
    "Dimensionamiento de {{n}} mercados: unos {{total}}, entregado en unas {{weeks}} semanas.",
  "{{n}} markets, as the request names them.": "{{n}} mercados, según los nombra la solicitud.",
  "One market assumed: the request named none.": "Se supone un mercado: la solicitud no nombraba ninguno.",
  "Sizing from secondary data and models; no primary survey unless the request asks for one.":
    "Dimensionamiento con datos secundarios y modelos; sin encuesta primaria salvo que la solicitud la pida.",
  "Which countries or regions, and which years and currency should the sizes be in?":
    "¿Qué países o regiones, y en qué años y moneda deben expresarse los tamaños?",
  "Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?":
    "¿Necesita solo el TAM, o también el mercado disponible y alcanzable (SAM, SOM)?",
  "Is there internal data (sales, pricing, customer counts) for a bottom-up check?":
    "¿Hay datos internos (ventas, precios, número de clientes) para una comprobación ascendente?",
  "Should experts or customers be interviewed to test the assumptions?":
    "¿Deben entrevistarse expertos o clientes para contrastar los supuestos?",
  consumers: "consumidores",
  professionals: "profesionales",
  "hard-to-reach specialists": "especialistas difíciles de reclutar",
  "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.":
    "{{what}} en {{deadline}} semanas es ajustado pero posible: el reclutamiento, el trabajo de campo y la síntesis se comprimen desde unas {{nominal}} semanas, con el reclutamiento empezando los primeros días y poco margen para ausencias.",
  "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.":
    "{{what}} no puede hacerse en {{deadline}} semanas: el reclutamiento, el trabajo de campo y el análisis necesitan al menos {{minimum}} semanas incluso comprimidos. Prevea {{minimum}} semanas o reduzca la muestra.",
  "Research lead": "Responsable de la investigación",
  Researcher: "Investigador",
  "Recruitment coordinator": "Coordinador de reclutamiento",
  Statistician: "Estadístico",
  "Questionnaire, programming and soft launch": "Cuestionario, programación y lanzamiento de prueba",
  "Objectives, sample design and questionnaire": "Objetivos, diseño muestral y cuestionario",
  "Survey programming, testing and soft launch": "Programación de la encuesta, pruebas y lanzamiento de prueba",
  Fieldwork: "Trabajo de campo",
  "Panel sample (cost per complete)": "Muestra de panel (coste por encuesta completa)",
  complete: "encuesta completa",
  "Fieldwork monitoring, quotas and quality checks": "Seguimiento del campo, cuotas y controles de calidad",
  "Analysis and report": "Análisis e informe",
  "Data cleaning and weighting": "Depuración y ponderación de datos",
  "Cross-tabulations and statistical analysis": "Tablas cruzadas y análisis estadístico",
  "Findings review and presentation": "Revisión y presentación de resultados",
  "Incidence lower than assumed raises the cost per complete":
    "Una incidencia menor de la prevista eleva el coste por encuesta completa",
  "Check incidence with the panel before fieldwork and agree a price for each incidence band.":
    "Comprobar la incidencia con el panel antes del campo y acordar un precio para cada tramo de incidencia.",
  "Speeders, bots and straight-liners have to be replaced":
    "Hay que sustituir respuestas demasiado rápidas, bots y respuestas en línea recta",
  "Attention checks, minimum completion times and a soft launch on 10% of the sample.":
    "Preguntas de control, tiempos mínimos de respuesta y un lanzamiento de prueba con el 10% de la muestra.",
  "Quotas in small subgroups fill slowly": "Las cuotas de subgrupos pequeños se llenan despacio",
  "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.":
    "Fijar las cuotas según los perfiles reales del panel y permitir relajarlas con la aprobación del cliente.",
  "A survey of {{n}} completes": "Una encuesta de {{n}} respuestas completas",
  completes: "respuestas completas",
  "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.":
    "La muestra indicada se compra a un panel en línea con un coste por encuesta completa para {{audience}} ({{source}}), actualizado a 2026 con el IPC-U y llevado a {{place}} (× {{factor}}); diseño, programación, depuración, ponderación, tablas e informe en horas; semanas de campo a unas {{pace}} respuestas completas por semana para este público.",
  "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.":
    "Una encuesta en línea de {{n}} respuestas completas con {{audience}}, del cuestionario al informe en unas {{weeks}} semanas.",
  "{{n}} completes, as stated: the sample size is not changed.":
    "{{n}} respuestas completas, según la solicitud: el tamaño de la muestra no se cambia.",
  "{{n}} completes assumed: the request gave no sample size.":
    "Se suponen {{n}} respuestas completas: la solicitud no daba tamaño de muestra.",
  "A questionnaire of about 15 minutes in one language, fielded online.":
    "Un cuestionario de unos 15 minutos en un idioma, en línea.",
  "Panel incentives are included in the cost per complete.":
    "Los incentivos del panel están incluidos en el coste por encuesta completa.",
  "Who should answer (country, age, role) and what share of the population qualifies?":
    "¿Quién debe responder (país, edad, puesto) y qué parte de la población cumple el perfil?",
  "How long is the questionnaire, and in how many languages?":
    "¿Qué duración tiene el cuestionario, y en cuántos idiomas?",
  "Are quotas or weighting to a census profile needed?": "¿Se necesitan cuotas o ponderación según un perfil censal?",
  "Do you need a written report and presentation, or data tables only?":
    "¿Necesita un informe escrito y una presentación, o solo tablas de datos?",
  participant: "participante",
  "Research plan, screener and recruiting": "Plan de investigación, filtro y reclutamiento",
  "Research plan and discussion guide": "Plan de investigación y guion de entrevista",
  "Screener and participant criteria": "Filtro y criterios de participación",
  "Participant recruiting fee": "Tarifa de reclutamiento por participante",
  "Recruiting, scheduling and reminders": "Reclutamiento, agenda y recordatorios",
  Interviews: "Entrevistas",
  "Participant incentives": "Incentivos a los participantes",
  "Moderating the interviews (including set-up and notes)":
    "Moderación de las entrevistas (incluidas preparación y notas)",
  "Synthesis and read-out": "Síntesis y presentación",
  "Transcript review and coding": "Revisión de transcripciones y codificación",
  "Synthesis, findings and recommendations": "Síntesis, hallazgos y recomendaciones",
  "Report and read-out": "Informe y presentación",
  "No-shows and late cancellations": "Ausencias y cancelaciones de última hora",
  "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.":
    "Reclutar un 10–15% más, enviar recordatorios la víspera y una hora antes, y tener suplentes disponibles.",
  "Recruiting the right profile takes longer than planned":
    "Reclutar el perfil adecuado lleva más tiempo de lo previsto",
  "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.":
    "Acordar pronto el filtro, prever una segunda fuente de reclutamiento y relajar criterios secundarios si el universo es pequeño.",
  "Findings do not answer the decision the study was for":
    "Los hallazgos no responden a la decisión para la que se hizo el estudio",
  "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.":
    "Escribir en el plan las decisiones que informa el estudio y revisar el guion frente a ellas tras las dos primeras sesiones.",
  "{{n}} interviews": "{{n}} entrevistas",
  interview: "entrevista",
  interviews: "entrevistas",
  "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.":
    "Por participante: un incentivo para {{audience}} según la duración de la sesión ({{minutes}} minutos) a partir de los datos de incentivos de User Interviews y una tarifa de reclutamiento (plataforma de panel para consumidores, reclutador especializado en otro caso), actualizados a 2026 con el IPC-U.",
  "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).":
    "Por entrevista: moderación de la sesión más media hora, y {{analysis}} horas de revisión de transcripciones y codificación por hora de entrevista con transcripción automática (la transcripción manual por sí sola lleva {{manual}} horas, {{source}}).",
  "Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.":
    "Las semanas siguen a las cifras: reclutamiento, sesiones a unas {{pace}} por semana y moderador, y luego síntesis.",
  "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.":
    "{{n}} entrevistas con usuarios ({{audience}}, {{minutes}} minutos cada una, {{mode}}), del reclutamiento a la presentación en unas {{weeks}} semanas.",
  "in person": "presenciales",
  remote: "a distancia",
  "{{n}} interviews, as stated.": "{{n}} entrevistas, según la solicitud.",
  "{{n}} interviews assumed: the request gave no number.":
    "Se suponen {{n}} entrevistas: la solicitud no daba una cifra.",
  "Participants are {{audience}} recruited from outside the client's own customer list.":
    "Los participantes son {{audience}} reclutados fuera de la lista de clientes del propio cliente.",
  "Sessions are held in person; travel and room hire are not included.":
    "Las sesiones son presenciales; no se incluyen viajes ni alquiler de salas.",
  "Sessions run remotely by video call and are recorded with consent.":
    "Las sesiones se hacen a distancia por videollamada y se graban con consentimiento.",
  "Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?":
    "¿Quién debe participar exactamente (puesto, comportamiento, uso del producto), y puede reclutarse entre sus propios clientes?",
  "How long should each session be, and remote or in person?":
    "¿Cuánto debe durar cada sesión, y a distancia o presencial?",
  "Which decisions should the findings inform, and what form should the deliverable take?":
    "¿Qué decisiones deben informar los hallazgos, y qué forma debe tener el entregable?",
  "Do you need transcripts, highlight videos or a research repository entry?":
    "¿Necesita transcripciones, vídeos con momentos destacados o una entrada en un repositorio de investigación?",
  "{{part}}: {{phase}}": "{{part}}: {{phase}}",
  Survey: "Encuesta",
  "Project management and client meetings": "Gestión del proyecto y reuniones con el cliente",
  "Project management and client meetings at {{share}}% of the study's effort ({{source}}).":
    "Gestión del proyecto y reuniones con el cliente, un {{share}} % del esfuerzo del estudio ({{source}}).",
  "the incentive stated in the request": "el incentivo indicado en la solicitud",
  "An incentive of {{amount}} per complete, as stated, on top of the panel's fee.":
    "Un incentivo de {{amount}} por cuestionario completo, como se indica, además de la tarifa del panel.",
};
