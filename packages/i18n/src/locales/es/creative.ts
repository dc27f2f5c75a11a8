import type { Catalogue } from "../../catalogues.js";

/** Messages of the creative production model, in this language. */
export const creative: Catalogue = {
  "Edit, two rounds of changes, colour grade, sound mix and titles":
    "Montaje, dos rondas de cambios, corrección de color, mezcla de sonido y títulos",
  Subtitles: "Subtítulos",
  "Packaging or label design with print-ready artwork":
    "Diseño de envase o etiqueta con artes finales listos para imprenta",
  "Studio photography ({{images}} images)": "Fotografía en estudio ({{images}} imágenes)",
  "One shoot day is assumed for the films: the request gave no number.":
    "Se asume un día de rodaje para los videos, ya que la solicitud no indicaba ninguna cifra.",
  day: "día",
  "A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.":
    "Una producción creativa puntual: {{items}}, en unas {{weeks}} semanas desde el briefing hasta la entrega.",
  "A running time of about {{minutes}} minutes per film is assumed: the request gave none.":
    "Se asume una duración de unos {{minutes}} minutos por video, ya que la solicitud no indicaba ninguna.",
  "Aerial (drone) footage with a licensed pilot": "Tomas aéreas con dron a cargo de un piloto con licencia",
  "Agree the positioning in writing before any design, and present concepts against it.":
    "Acordar el posicionamiento por escrito antes de empezar cualquier diseño y presentar los conceptos en función de él.",
  "An animation of about {{seconds}} seconds is assumed: the request gave no length.":
    "Se asume una animación de unos {{seconds}} segundos, ya que la solicitud no indicaba la duración.",
  Animation: "Animación",
  "Animation ({{seconds}} seconds each)": "Animación ({{seconds}} segundos cada una)",
  "Animation script": "Guion de la animación",
  "Brand guidelines": "Manual de marca",
  "Brand guidelines: design": "Manual de marca: diseño",
  "Brand guidelines: writing": "Manual de marca: redacción",
  "Brief, concept and pre-production": "Briefing, concepto y preproducción",
  "Camera, lenses, lights and sound kit": "Equipo de cámara, ópticas, iluminación y sonido",
  "Concept, script and storyboard": "Concepto, guion y storyboard",
  "Cover art": "Diseño de portada",
  "Creative direction of the identity": "Dirección creativa de la identidad",
  "Creative production": "Producción creativa",
  "Custom jingle": "Jingle a medida",
  "Cut-down for social": "Versión corta para redes sociales",
  "Cut-downs for social ({{n}} of about {{seconds}} seconds)":
    "Versiones cortas para redes sociales ({{n}} de unos {{seconds}} segundos)",
  "Delivery folder with named, versioned masters":
    "Carpeta de entrega con los másteres identificados por nombre y versión",
  "Discovery: audit, competitors and positioning workshop":
    "Fase de descubrimiento: auditoría, análisis de la competencia y taller de posicionamiento",
  "Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)":
    "Montaje, dos rondas de cambios, corrección de color, mezcla de sonido y títulos ({{n}} videos)",
  "Editing and mastering ({{minutes}} minutes per episode)":
    "Edición y masterización ({{minutes}} minutos por episodio)",
  Episode: "Episodio",
  "Episode research and guest briefing ({{n}} episodes)":
    "Investigación de los episodios y briefing de los invitados ({{n}} episodios)",
  "Episodes of about {{minutes}} minutes are assumed: the request gave no length.":
    "Se asumen episodios de unos {{minutes}} minutos, ya que la solicitud no indicaba la duración.",
  "Feed and channel set-up": "Configuración del feed y de los canales",
  "Feedback arrives late or in more rounds than the two included":
    "Los comentarios llegan tarde o en más rondas de las dos incluidas",
  "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.":
    "El material audiovisual, la música y las imágenes se licencian para el uso propio del cliente en internet, en redes sociales y en eventos; no se incluye la cesión de derechos para televisión, cine ni medios pagados.",
  "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.":
    "Reservar una fecha de respaldo, confirmar los accesos y las autorizaciones una semana antes y prever una alternativa en interior.",
  "Hosting the series and paid promotion are not included.":
    "No se incluyen el alojamiento de la serie ni la promoción de pago.",
  "Illustration of characters and scenes": "Ilustración de personajes y escenarios",
  "Licence log for music, footage and talent releases":
    "Registro de licencias de música y material audiovisual, y de autorizaciones de derechos de imagen",
  "Licensed music": "Música con licencia",
  "Lifestyle shoot day": "Día de sesión lifestyle",
  "Lifestyle shoot days ({{days}})": "Días de sesión lifestyle ({{days}})",
  "Lifestyle shoot planning: location, models and styling":
    "Planificación de la sesión lifestyle: localización, modelos y estilismo",
  "Live-action film": "Video en imagen real",
  "Location fee": "Alquiler de la localización",
  "Logo and visual identity": "Logotipo e identidad visual",
  "Logo and visual identity: concepts and two rounds of refinement":
    "Logotipo e identidad visual: conceptos y dos rondas de ajustes",
  "Models or actors on camera": "Modelos o actores ante la cámara",
  "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.":
    "Designar a una sola persona que apruebe cada fase, acordar en el calendario los plazos de revisión y reunir todos los comentarios en una única ronda.",
  Naming: "Creación de nombre",
  "Naming: territories, candidates and shortlist": "Creación de nombre: territorios, propuestas y preselección",
  "Packaging or label design": "Diseño de envase o etiqueta",
  "Packaging or label design with print-ready artwork ({{n}} products)":
    "Diseño de envase o etiqueta con artes finales listos para imprenta ({{n}} productos)",
  "Photo studio with a white cyclorama": "Estudio fotográfico con ciclorama blanco",
  Photographer: "Fotógrafo",
  Portrait: "Retrato",
  "Portrait sessions and retouching ({{n}} people)": "Sesiones de retrato y retoque ({{n}} personas)",
  "Post-production, revisions and delivery": "Postproducción, revisiones y entrega",
  "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.":
    "No se incluyen la impresión, la fabricación ni la instalación: los diseños se entregan como archivos listos para imprenta.",
  "Product photos": "Fotos de producto",
  Production: "Producción",
  "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de producción: cada entregable que indica la solicitud se presupuesta a partir de sus partes (preproducción, días de rodaje o de estudio, montaje, animación por segundo terminado, retoque por imagen, diseño) como las horas de planificación del estudio × las tarifas por perfil vigentes en {{place}}; el equipo, el estudio, la locución, la música y el talento son partidas externas a las tarifas diarias citadas. Las duraciones, cantidades y días de rodaje son los de la solicitud cuando los indica. Las horas se contrastan con precios publicados ({{video}}; {{identity}}). La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla fija proporcionan los rangos.",
  "Professional voice-over": "Locución profesional",
  "Recording sessions": "Sesiones de grabación",
  "Retouching and delivery in web formats": "Retoque y entrega en formatos web",
  "Review links with time-coded comments": "Enlaces de revisión con comentarios vinculados al código de tiempo",
  "Screen every shortlisted name before presenting it, and keep two fallbacks.":
    "Verificar cada nombre preseleccionado antes de presentarlo y mantener dos alternativas de reserva.",
  "Series format, running order and guest plan": "Formato de la serie, escaleta y plan de invitados",
  "Shoot days ({{days}}): director-camera, second camera or sound, and an assistant":
    "Días de rodaje ({{days}}): director-operador de cámara, segunda cámara o sonido, y un asistente",
  "Shoot planning: locations, crew, schedule and releases":
    "Planificación del rodaje: localizaciones, equipo, calendario y autorizaciones",
  "Shot list and call sheets": "Lista de planos y órdenes de rodaje",
  "Shot list, styling and studio planning": "Lista de fotos, estilismo y planificación del estudio",
  "Show notes and publishing": "Notas del episodio y publicación",
  "Signage designs": "Diseños de señalética",
  "Sound design and mix": "Diseño y mezcla de sonido",
  "Stakeholders disagree on the design direction": "Las partes interesadas no coinciden en la dirección del diseño",
  "Storyboard and style frames": "Storyboard y fotogramas de estilo",
  "Studio photography ({{images}} images over {{days}} days)":
    "Fotografía en estudio ({{images}} imágenes en {{days}} días)",
  "Subtitles ({{n}} languages)": "Subtítulos ({{n}} idiomas)",
  Templates: "Plantillas",
  "Templates and stationery ({{n}})": "Plantillas y papelería ({{n}})",
  "The preferred name is not available as a trademark or domain":
    "El nombre preferido no está disponible como marca registrada o dominio",
  "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.":
    "La solicitud no indica ningún entregable que este modelo contemple: se asume un video corporativo; indique qué desea producir para presupuestarlo según lo solicitado.",
  "Trademark and domain screening of the shortlist": "Verificación de marcas y dominios de la preselección",
  "Two rounds of changes per deliverable are included; further rounds are priced at the same rates.":
    "Se incluyen dos rondas de cambios por entregable; las rondas adicionales se presupuestan con las mismas tarifas.",
  "Vehicle wrap design": "Diseño de rotulación de vehículos",
  "Weather, access or a participant's absence moves a shoot day":
    "El clima, el acceso o la ausencia de un participante obliga a aplazar un día de rodaje",
  "What running time do you have in mind for each film? This estimate assumes about two minutes.":
    "¿Qué duración tiene en mente para cada video? Este presupuesto asume unos dos minutos.",
  "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.":
    "¿En qué medios se utilizará el material (web, redes sociales, eventos, televisión)? El uso en televisión y en medios pagados requiere licencias más amplias.",
  "Which brands do you admire, and what must the new identity keep from the current one?":
    "¿Qué marcas admira y qué debe conservar la nueva identidad de la actual?",
  "language per film": "idioma por video",
  "person-day": "jornada-persona",
  "shoot day": "día de rodaje",
  track: "tema",
  "{{days}} shoot days are assumed for the films: the request gave no number.":
    "Se asumen {{days}} días de rodaje para los videos, ya que la solicitud no indicaba ninguna cifra.",
  "{{n}} images per product are assumed: the request gave no number of angles.":
    "Se asumen {{n}} imágenes por producto, ya que la solicitud no indicaba el número de ángulos.",
};
