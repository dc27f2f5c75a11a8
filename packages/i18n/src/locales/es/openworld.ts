import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Reclutamiento e incentivos",
  "Focus groups": "Grupos focales",
  "Focus-group facility (viewing room, recording, hosting)":
    "Sala para grupos focales (sala de observación, grabación, recepción)",
  day: "día",
  "Moderating the groups": "Moderación de los grupos",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Por grupo: media jornada de sala ({{facility}}) y {{seats}} plazas reclutadas (una de reserva) con reclutamiento e incentivo para {{audience}} ({{recruit}}); moderación, transcripciones y análisis por grupo ({{norm}}); unos {{pace}} grupos por semana de campo.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} grupos focales de {{perGroup}} {{audience}}, del reclutamiento a la presentación en unas {{weeks}} semanas.",
  "{{groups}} groups, as stated.": "{{groups}} grupos, según lo indicado.",
  "{{n}} participants a group, as stated.": "{{n}} participantes por grupo, según lo indicado.",
  "{{n}} participants a group assumed.": "Se suponen {{n}} participantes por grupo.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Grupos de unos 90 minutos en una sala con observación; los viajes del equipo de investigación no están incluidos.",
  "{{groups}} focus groups": "{{groups}} grupos focales",
  "Conjoint design and experimental plan": "Diseño del conjoint y plan experimental",
  "Conjoint utility estimation": "Estimación de utilidades del conjoint",
  "Market simulator": "Simulador de mercado",
  "Segmentation and profiling": "Segmentación y perfiles",
  "Results dashboard": "Panel de resultados",
  "Telephone interviewer": "Encuestador telefónico",
  "Telephone interviewing (CATI)": "Entrevistas telefónicas (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Entrevistas por teléfono en su lugar: {{hours}} horas de encuestador por hora de entrevista ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} oleadas de {{n}} entrevistas completas, con unas {{gap}} semanas entre ellas ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Módulos analíticos según las normas de este modelo: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Un cuestionario de {{minutes}} minutos, según lo indicado, en un idioma.",
  "Assessment and landing zone": "Evaluación y landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventario y evaluación ({{n}} servidores)",
  "Landing zone": "Landing zone",
  "Migration waves": "Oleadas de migración",
  "Rehosting servers": "Migración de los servidores (rehost)",
  "Database migrations": "Migración de bases de datos",
  "File and data transfer": "Transferencia de archivos y datos",
  "Application testing and sign-off": "Pruebas y aceptación de las aplicaciones",
  "Cutover waves ({{n}})": "Oleadas de cambio ({{n}})",
  "Hypercare after the move": "Soporte intensivo tras el traslado",
  "Undocumented dependencies between servers break an application after its move":
    "Dependencias no documentadas entre servidores rompen una aplicación tras su traslado",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Mapee las dependencias con una herramienta de inventario antes de planificar las oleadas y traslade juntos los servidores dependientes.",
  "Licences do not carry over to the cloud as assumed": "Las licencias no pasan a la nube como se suponía",
  "Check each licence's cloud terms during the assessment.":
    "Compruebe las condiciones de nube de cada licencia durante la evaluación.",
  "How many applications run on these servers, and who tests each after the move?":
    "¿Cuántas aplicaciones corren en estos servidores y quién prueba cada una tras el traslado?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "¿Pueden trasladarse los servidores tal cual (lift-and-shift) o hay que re-plataformar algunos?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Una migración a la nube valorada por carga de trabajo: {{perServer}} horas por servidor o VM, {{perDatabase}} por base de datos, {{perApplication}} de pruebas por aplicación, {{perTb}} por terabyte de datos, una landing zone ({{landing}} horas), evaluación, una oleada de cambio cada {{wave}} servidores y soporte intensivo; 12 % de gestión de proyecto. Las horas son normas propias de este modelo ({{source}}); los costes de uso de la nube no están incluidos.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Un traslado a la nube de {{servers}} servidores, {{databases}} bases de datos, {{applications}} aplicaciones y {{tb}} TB de datos, en {{waves}} oleadas.",
  "{{n}} servers, as stated.": "{{n}} servidores, según lo indicado.",
  "{{n}} applications assumed (one for every four servers).":
    "Se suponen {{n}} aplicaciones (una por cada cuatro servidores).",
  "The cloud's running costs and any licences are not included.":
    "Los costes de uso de la nube y las licencias no están incluidos.",
};
