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
  "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.":
    "Un viaje de grupo valorado por viajero y noche: habitaciones de hotel de categoría superior ({{hotel}}), una cena cada noche, un programa de día cada día y traslados ({{programme}}); al nivel de la ciudad y llevado a {{place}} (× {{factor}}). Los vuelos de largo recorrido no están incluidos.",
  "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.":
    "Un evento público de {{days}} días para {{attendees}} asistentes al día con {{stages}} escenarios, planificado en {{weeks}} semanas.",
  "A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.":
    "Un viaje de {{nights}} noches para {{travellers}} viajeros, planificado en {{weeks}} semanas.",
  "Agree a release date for unused rooms in the hotel contract.":
    "Acuerde en el contrato del hotel una fecha de liberación de las habitaciones no usadas.",
  "Agree the safety plan with the authority and emergency services early, before suppliers are booked.":
    "Acuerde pronto el plan de seguridad con la autoridad y los servicios de emergencia, antes de contratar proveedores.",
  "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.":
    "Un evento abierto al público valorado por asistente y día: infraestructura del recinto ({{site}}) y seguridad del público ({{crowd}}); por escenario y día de espectáculo más un día de montaje, producción escénica ({{stage}}) según el público; venta de entradas por asistente; llevado a {{place}} (× {{factor}}). Los cachés de artistas y la comida vendida al público no están incluidos.",
  "Artists' or performers' fees, and food and drink sold to the public, are not included.":
    "Los cachés de artistas y la comida y bebida vendidas al público no están incluidos.",
  "Bad weather forces extra cover, ground protection or a cancelled day":
    "El mal tiempo obliga a más cubiertas, protección del suelo o a cancelar un día",
  "Build, event days and strike": "Montaje, días del evento y desmontaje",
  "Concept, permits and safety plan": "Concepto, permisos y plan de seguridad",
  "Concept, permits, safety plan and supplier tenders":
    "Concepto, permisos, plan de seguridad y licitación de proveedores",
  "Contracting suppliers": "Contratación de proveedores",
  "Contracting the hotel, venues and transfers": "Contratación del hotel, los espacios y los traslados",
  "Day programme (excursions, visits, guides)": "Programa de día (excursiones, visitas, guías)",
  "Destination, hotel and programme design": "Destino, hotel y diseño del programa",
  "Do the travellers fly in, and should their flights be part of the quote?":
    "¿Los viajeros llegan en avión, y deben incluirse sus vuelos en el presupuesto?",
  "How many people do you expect each day?": "¿Cuántas personas espera cada día?",
  "How many people travel?": "¿Cuántas personas viajan?",
  "Is the site already licensed for events, or do permits have to be applied for?":
    "¿El recinto ya tiene licencia para eventos o hay que solicitar permisos?",
  "Long-haul flights are not included.": "Los vuelos de largo recorrido no están incluidos.",
  "Plan weather contingencies with the site's suppliers and take out event cancellation insurance.":
    "Planifique alternativas por mal tiempo con los proveedores del recinto y contrate un seguro de cancelación.",
  "Registration and travel documents": "Inscripción y documentación de viaje",
  "Registration, rooming lists and travel documents": "Inscripción, listas de habitaciones y documentación de viaje",
  "Security, stewarding and medical cover": "Seguridad, control de accesos y asistencia médica",
  "Site infrastructure (fencing, toilets, power, water, waste)":
    "Infraestructura del recinto (vallas, aseos, electricidad, agua, residuos)",
  "Site plan, staffing and logistics": "Plano del recinto, personal y logística",
  "Site plan, suppliers and staffing": "Plano del recinto, proveedores y personal",
  "Stage production (staging, sound, lights, screens, crew)":
    "Producción escénica (escenario, sonido, luces, pantallas, equipo)",
  "Supplier reconciliation and debrief": "Conciliación con proveedores y balance",
  "The licensing authority asks for more stewards, medical cover or traffic management":
    "La autoridad exige más personal de control, asistencia médica o gestión del tráfico",
  "The trip": "El viaje",
  "Ticketing and promotion": "Venta de entradas y promoción",
  "Ticketing, accreditation and promotion": "Venta de entradas, acreditaciones y promoción",
  "Tour management on site": "Coordinación del viaje en destino",
  Transfers: "Traslados",
  "Travellers drop out after the rooms are guaranteed":
    "Viajeros se dan de baja después de garantizar las habitaciones",
  "stage-day": "escenario-día",
  "traveller-day": "viajero-día",
  traveller: "viajero",
  travellers: "viajeros",
  "{{n}} nights assumed.": "Se suponen {{n}} noches.",
  "{{n}} nights, as stated.": "{{n}} noches, según lo indicado.",
  "{{n}} travellers assumed: the request gave no number.": "Se suponen {{n}} viajeros: la solicitud no daba número.",
  "{{n}} travellers, as stated.": "{{n}} viajeros, según lo indicado.",
};
