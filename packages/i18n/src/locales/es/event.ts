import type { Catalogue } from "../../catalogues.js";

/** Event messages in this language (English text → translation). */
export const event: Catalogue = {
  "Event manager": "Director de eventos",
  "Graphic designer": "Diseñador gráfico",
  "attendee-day": "asistente-día",
  attendee: "asistente",
  "Concept, budget and venue booking": "Concepto, presupuesto y reserva del recinto",
  "Venue hire (plenary and breakout rooms)": "Alquiler del recinto (sala plenaria y salas paralelas)",
  "Concept, budget and venue sourcing": "Concepto, presupuesto y búsqueda del recinto",
  "Programme, speakers and sponsors": "Programa, ponentes y patrocinadores",
  "Speakers and entertainment (fees and travel)": "Ponentes y entretenimiento (honorarios y viajes)",
  "Programme, speaker and sponsor management": "Gestión del programa, los ponentes y los patrocinadores",
  "Marketing, registration and logistics": "Marketing, inscripciones y logística",
  "Marketing and promotion": "Marketing y promoción",
  "Registration platform, badges and attendee communications":
    "Plataforma de inscripción, acreditaciones y comunicación con los asistentes",
  "Signage and printed materials": "Señalética y material impreso",
  "Event insurance": "Seguro del evento",
  "Visual identity, signage and slide templates": "Identidad visual, señalética y plantillas de presentación",
  "Logistics, run-of-show and supplier briefings": "Logística, guion del evento e instrucciones a proveedores",
  "Conference days": "Días del congreso",
  "Catering (lunch and refreshment breaks)": "Catering (almuerzo y pausas café)",
  "Audio-visual production": "Producción audiovisual",
  "Venue staffing, stage labour and security": "Personal del recinto, técnicos de escenario y seguridad",
  "On-site event management": "Dirección del evento in situ",
  "Wrap-up and reporting": "Cierre e informe",
  "Supplier reconciliation, attendee survey and report":
    "Conciliación con proveedores, encuesta a asistentes e informe",
  "Registrations fall short of the catering and room guarantees":
    "Las inscripciones no alcanzan las garantías de catering y salas",
  "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.":
    "Fijar las garantías en el 80% de la asistencia prevista con una fecha de cifras definitivas, y seguir las inscripciones cada semana frente a una curva objetivo.",
  "A keynote speaker cancels": "Un ponente principal cancela",
  "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.":
    "Confirmar a los ponentes por escrito con los viajes reservados pronto y tener un ponente de reserva para cada intervención principal.",
  "Audio-visual or streaming failure during sessions": "Fallo audiovisual o de streaming durante las sesiones",
  "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.":
    "Ensayo técnico la víspera, micrófonos y proyectores de repuesto, y un técnico en cada sala.",
  "Catering numbers or menu prices above plan": "Número de comensales o precios del menú por encima de lo previsto",
  "Fix per-head prices in the venue contract and confirm dietary numbers a week before.":
    "Fijar los precios por persona en el contrato del recinto y confirmar las dietas especiales una semana antes.",
  attendees: "asistentes",
  "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.":
    "Por asistente y día: la facturación por delegado de los recintos del Reino Unido (alquiler de sala, catering y audiovisuales) actualizada a 2026 y llevada a {{place}} con el índice regional de costes (× {{factor}}), repartida y ampliada en líneas de recinto, catering, audiovisual y personal según la distribución de costes de PCMA; por asistente: ponentes, marketing, inscripción, impresión y seguro con la misma distribución.",
  "City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).":
    "Ciudad de nivel {{tier}} (× {{tierFactor}}); nivel {{quality}} (× {{qualityFactor}}).",
  "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "El plazo de preparación crece con el público a partir de los 59 días de una reunión media (CWT 2020). La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.":
    "Un congreso de {{days}} días para {{attendees}} asistentes en {{place}}: unos {{perHead}} por asistente, planificado durante {{weeks}} semanas antes del evento.",
  "{{attendees}} attendees, as stated.": "{{attendees}} asistentes, según la solicitud.",
  "{{attendees}} attendees assumed: the request gave no number.":
    "Se suponen {{attendees}} asistentes: la solicitud no daba una cifra.",
  "{{days}} conference days, as stated.": "{{days}} días de congreso, según la solicitud.",
  "One conference day assumed: the request gave no length.":
    "Se supone un día de congreso: la solicitud no indicaba la duración.",
  "Attendees' travel and accommodation are excluded; speakers' fees and travel are included.":
    "No se incluyen los viajes ni el alojamiento de los asistentes; sí los honorarios y viajes de los ponentes.",
  "Ticket revenue and sponsorship income are not netted off the cost.":
    "Los ingresos por entradas y patrocinios no se descuentan del coste.",
  "Evening receptions and dinners are not included unless the request names them.":
    "No se incluyen recepciones ni cenas salvo que la solicitud las mencione.",
  "How many parallel tracks or breakout rooms does the programme need?":
    "¿Cuántas sesiones paralelas o salas adicionales necesita el programa?",
  "Is there an evening reception or conference dinner, and for how many?":
    "¿Hay una recepción o cena del congreso, y para cuántas personas?",
  "Is there an evening reception or conference dinner, and do all attendees come to it?":
    "¿Hay una recepción o cena del congreso, y asisten todos los participantes?",
  "Do keynote speakers charge fees, and who pays their travel?":
    "¿Cobran honorarios los ponentes principales, y quién paga sus viajes?",
  "Will sessions be streamed or recorded for remote attendees?":
    "¿Se retransmitirán o grabarán las sesiones para asistentes a distancia?",
  "Are there exhibitors or sponsors who need stands or branding?":
    "¿Hay expositores o patrocinadores que necesiten stands o presencia de marca?",
  "Meeting room hire": "Alquiler de sala de reuniones",
  "Printed materials and signage": "Material impreso y señalética",
  "Day catering (lunch and breaks)": "Catering de día (almuerzo y pausas)",
  "Audio-visual equipment and technician": "Equipo audiovisual y técnico",
  "Venue staffing": "Personal del recinto",
  guest: "invitado",
  "Venue hire": "Alquiler del recinto",
  "Decor and table flowers": "Decoración y flores de mesa",
  table: "mesa",
  "Entertainment (DJ or band)": "Entretenimiento (DJ o banda)",
  event: "evento",
  Dinner: "Cena",
  "Drinks and bar": "Bebidas y barra",
  "Sound and lighting": "Sonido e iluminación",
  "Venue staffing and security": "Personal del recinto y seguridad",
  "Objectives, budget and venue": "Objetivos, presupuesto y recinto",
  "Objectives, budget and venue sourcing": "Objetivos, presupuesto y búsqueda del recinto",
  "Agenda and suppliers": "Agenda y proveedores",
  "Menu, entertainment and supplier booking": "Menú, entretenimiento y reserva de proveedores",
  "Agenda, facilitators and supplier booking": "Agenda, facilitadores y reserva de proveedores",
  "Invitations and logistics": "Invitaciones y logística",
  "Invitations, attendee list and run-of-show": "Invitaciones, lista de asistentes y guion del evento",
  "The evening": "La velada",
  "Event days": "Días del evento",
  "Wrap-up": "Cierre",
  "Supplier reconciliation and feedback": "Conciliación con proveedores y valoración",
  "Attendance lower than the numbers guaranteed to the venue":
    "Asistencia inferior a las cifras garantizadas al recinto",
  "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.":
    "Confirmar la asistencia a través de los responsables dos semanas antes y fijar la garantía del recinto en el 90% de los invitados que aceptaron.",
  "Agenda or guest list changes late": "Cambios tardíos en la agenda o en la lista de invitados",
  "Agree a sign-off date for the agenda and attendee list with the sponsor inside the company.":
    "Acordar con el responsable interno una fecha de aprobación de la agenda y de la lista de asistentes.",
  "Venue or supplier problem on the day": "Problema con el recinto o un proveedor el mismo día",
  "Walk-through with the venue a week before and named contacts for every supplier on the day.":
    "Visita de comprobación con el recinto una semana antes y un contacto con nombre para cada proveedor el día del evento.",
  "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).":
    "Una velada con precio por invitado: recinto, cena, bebidas, decoración y entretenimiento según las medias de The Knot; sonido, iluminación y personal según la distribución de costes de PCMA; actualizado a 2026 y llevado a {{place}} (× {{factor}}).",
  "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.":
    "Jornadas de trabajo con precio por asistente y día: la facturación por delegado de los recintos del Reino Unido (alquiler de sala, catering y audiovisuales), actualizada a 2026 y llevada a {{place}} (× {{factor}}), repartida en líneas de sala, catering, audiovisual y personal según la distribución de costes de PCMA.",
  "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "La contingencia es el valor esperado del registro de riesgos; las estimaciones de tres puntos Beta-PERT y una simulación de Monte Carlo con semilla dan los rangos.",
  "An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.":
    "Un evento de empresa de noche para {{attendees}} invitados en {{place}}: unos {{perHead}} por invitado.",
  "A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.":
    "Un evento de empresa de {{days}} días para {{attendees}} personas en {{place}}: unos {{perHead}} por persona.",
  "Employees' travel, accommodation and time are not included.":
    "No se incluyen los viajes, el alojamiento ni el tiempo de los empleados.",
  "One evening with a seated dinner and an open bar.": "Una velada con cena servida en mesa y barra libre.",
  "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.":
    "Jornadas de trabajo con almuerzo y pausas café; no se incluyen cenas salvo que la solicitud las mencione.",
  "Do attendees need overnight accommodation or transport to the venue?":
    "¿Necesitan los asistentes alojamiento o transporte hasta el recinto?",
  "Is the dinner seated or a standing reception, and how long is the bar open?":
    "¿La cena es servida en mesa o un cóctel de pie, y cuánto tiempo abre la barra?",
  "Is there an evening dinner or activity besides the working sessions?":
    "¿Hay una cena o actividad por la tarde además de las sesiones de trabajo?",
  "Are external facilitators, speakers or a team-building activity wanted?":
    "¿Se quieren facilitadores externos, ponentes o una actividad de team building?",
  "Does the company have preferred venues or supplier agreements?":
    "¿Tiene la empresa recintos preferidos o acuerdos con proveedores?",
  "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.":
    "La planificación se comprime en {{weeks}} semanas antes del evento (normalmente unas {{nominal}}): el recinto y los proveedores principales deben reservarse en las primeras semanas, con la disponibilidad y los precios que queden.",
  "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).":
    "Un evento para {{people}} {{word}} necesita al menos {{minimum}} semanas de planificación antes del día (normalmente {{nominal}}); {{deadline}} semanas no bastan para reservar un recinto y proveedores. Aplace la fecha al menos {{minimum}} semanas o planifique un evento más pequeño (caben unos {{fits}} {{word}} en ese plazo).",
  basic: "básico",
  standard: "estándar",
  premium: "premium",
  "Exhibition manager": "Responsable de ferias",
  "m²": "m²",
  "Space booking and stand brief": "Reserva del espacio y briefing del stand",
  "Stand space rent and organiser fees": "Alquiler del espacio y tasas del organizador",
  "Show selection, space booking and stand brief": "Selección de la feria, reserva del espacio y briefing del stand",
  "Stand design and build": "Diseño y construcción del stand",
  "Stand design, build, furniture and technical services":
    "Diseño, construcción, mobiliario y servicios técnicos del stand",
  "Graphics and stand artwork": "Gráficos y artes finales del stand",
  "Designer and builder briefing and approvals": "Briefing y aprobaciones con diseñador y montador",
  "Promotion and logistics": "Promoción y logística",
  "Promotion, shipping and stand hospitality": "Promoción, transporte y atenciones en el stand",
  "Pre-show invitations, shipping and team logistics": "Invitaciones previas, transporte y logística del equipo",
  "Show days": "Días de feria",
  "Stand team time on the stand": "Tiempo del equipo en el stand",
  "Stand team travel and accommodation": "Viajes y alojamiento del equipo del stand",
  "On-site stand management": "Dirección del stand in situ",
  "Leads and wrap-up": "Contactos y cierre",
  "Lead follow-up hand-over and show report": "Entrega de contactos para seguimiento e informe de la feria",
  "Stand build over budget or late on build-up day":
    "La construcción del stand supera el presupuesto o se retrasa el día de montaje",
  "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.":
    "Contrato de construcción a precio cerrado con los plazos del organizador por escrito, y revisión el día de montaje.",
  "Freight, drayage or on-site services charged above plan":
    "Transporte, manipulación o servicios in situ facturados por encima de lo previsto",
  "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.":
    "Pedir electricidad, internet y limpieza antes de la fecha de descuento y enviar con el transitario oficial.",
  "Stand graphics or exhibits damaged or lost in transit":
    "Gráficos o productos del stand dañados o perdidos en el transporte",
  "Insure the shipment and keep print files ready for local reprinting.":
    "Asegurar el envío y tener los archivos de impresión listos para reimprimir en destino.",
  "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.":
    "Un stand de {{area}} m² necesita al menos {{minimum}} semanas desde la reserva hasta la feria (espacio, diseño, aprobación del organizador y montaje); {{deadline}} semanas no bastan. Reserve un stand modular del organizador o apunte a una feria posterior.",
  "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.":
    "El stand se planifica en {{weeks}} semanas antes de la feria (normalmente unas {{nominal}}): el diseño y la construcción deben encargarse ya, con recargo por urgencia si el montador lo pide.",
  "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).":
    "Alquiler del espacio por m² según las tarifas publicadas por los organizadores de ferias alemanas, actualizado a 2026 y llevado a {{place}} con el índice regional de costes (× {{factor}}); construcción, equipo, viajes y promoción por m² en proporción al alquiler según la distribución del gasto de los expositores (ifo/AUMA); construcción de nivel {{quality}} (× {{level}}).",
  "A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.":
    "Un stand de {{area}} m² para una feria de {{days}} días en {{place}}: unos {{perM2}} por m² en total.",
  "{{area}} m² of stand space, as stated.": "{{area}} m² de espacio de stand, según la solicitud.",
  "{{area}} m² of stand space assumed: the request gave no size.":
    "Se suponen {{area}} m² de espacio de stand: la solicitud no indicaba el tamaño.",
  "{{days}} show days, as stated.": "{{days}} días de feria, según la solicitud.",
  "{{days}} show days assumed.": "Se suponen {{days}} días de feria.",
  "A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front.":
    "Un stand construido para esta feria (construcción en alquiler); comprar un stand a medida reutilizable cuesta más al principio.",
  "The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team.":
    "El tiempo y los viajes del equipo del stand se valoran como suelen gastarlos los expositores, sea quien sea el empleador del equipo.",
  "Which show is it, and has the space already been booked?": "¿Qué feria es, y ya está reservado el espacio?",
  "Is the stand a row, corner or island stand, and does it need a second storey?":
    "¿Es un stand en línea, en esquina o en isla, y necesita un segundo piso?",
  "Should the stand be reusable at later shows?": "¿Debe poder reutilizarse el stand en ferias posteriores?",
  "How many people staff the stand, and do they need travel and hotels?":
    "¿Cuántas personas atienden el stand, y necesitan viajes y hotel?",
  "Are product demonstrations, a meeting room or catering on the stand needed?":
    "¿Se necesitan demostraciones de producto, una sala de reuniones o catering en el stand?",
  "Wedding planner": "Organizador de bodas",
  "Budget, guest list and venue": "Presupuesto, lista de invitados y lugar",
  "Budget, guest list and venue search": "Presupuesto, lista de invitados y búsqueda del lugar",
  "Suppliers and design": "Proveedores y diseño",
  Photography: "Fotografía",
  wedding: "boda",
  "Music and entertainment (DJ or band)": "Música y entretenimiento (DJ o banda)",
  "Flowers and decor": "Flores y decoración",
  "Supplier selection, tastings and design": "Selección de proveedores, pruebas de menú y diseño",
  "Final details": "Últimos detalles",
  "Seating plan, timeline and supplier confirmations": "Plano de mesas, horario y confirmaciones con proveedores",
  "Wedding day": "Día de la boda",
  "Catering (reception meal)": "Catering (banquete)",
  "Wedding-day coordination (planner and assistant)": "Coordinación del día de la boda (organizador y asistente)",
  "After the wedding": "Después de la boda",
  "Supplier payments and returns": "Pagos a proveedores y devoluciones",
  "Final guest numbers above the catering guarantee": "Número final de invitados por encima de la garantía de catering",
  "Agree a final-numbers date two weeks before the day and a per-head price for late additions.":
    "Acordar una fecha de cifras definitivas dos semanas antes y un precio por persona para las incorporaciones tardías.",
  "Preferred venue or date already taken": "El lugar o la fecha preferidos ya están ocupados",
  "Shortlist three venues with two possible dates each before the first visits.":
    "Preseleccionar tres lugares con dos fechas posibles cada uno antes de las primeras visitas.",
  "Supplier cancels close to the day": "Un proveedor cancela poco antes del día",
  "Contracts with replacement clauses and a back-up photographer and DJ on the planner's list.":
    "Contratos con cláusulas de sustitución y un fotógrafo y un DJ de reserva en la lista del organizador.",
  "Bad weather at an outdoor ceremony": "Mal tiempo en una ceremonia al aire libre",
  "Book a marquee or an indoor fallback and set a go/no-go time with suppliers.":
    "Reservar una carpa o una alternativa bajo techo y fijar con los proveedores una hora para decidir.",
  guests: "invitados",
  "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).":
    "Partidas de la boda media en EE. UU. (The Knot Real Weddings Study) actualizadas a 2026 con el IPC-U: lugar, catering y bebidas por invitado, flores por mesa de diez, fotografía y música por boda; ajustadas a {{place}} con el coste por invitado de la encuesta del propio país frente a la media de EE. UU. (× {{level}}); nivel {{quality}} (× {{qualityFactor}}).",
  "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.":
    "Una boda para {{guests}} invitados en {{place}}: unos {{perGuest}} por invitado incluido el organizador, con {{weeks}} semanas de planificación antes del día.",
  "{{guests}} guests, as stated.": "{{guests}} invitados, según la solicitud.",
  "{{guests}} guests assumed: the request gave no number.":
    "Se suponen {{guests}} invitados: la solicitud no daba una cifra.",
  "guest-day": "invitado-día",
  "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.":
    "{{days}} días de celebraciones, según lo indicado: cada uno con su lugar, catering, bebidas, decoración, música y fotografía.",
  "Ceremony and reception at one venue on one day.": "Ceremonia y banquete en un solo lugar y un solo día.",
  "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.":
    "La ropa, los anillos, la peluquería y el maquillaje, el viaje de novios y el alojamiento de los invitados son compras propias de la pareja y no se incluyen.",
  "Cake, stationery and favours are not priced separately.":
    "La tarta, la papelería y los detalles no se valoran por separado.",
  "Are the ceremony and the reception at the same place?": "¿La ceremonia y el banquete son en el mismo lugar?",
  "Is the meal a seated dinner, a buffet or food stations, and is there an open bar?":
    "¿La comida es una cena servida, un bufé o estaciones, y hay barra libre?",
  "Do you want videography, a live band or other entertainment besides a DJ?":
    "¿Quieren vídeo, una banda en directo u otro entretenimiento además de un DJ?",
  "Do any guests need accommodation or transport arranged?":
    "¿Necesita algún invitado alojamiento o transporte organizado?",
  "Which season and day of the week do you have in mind?": "¿Qué estación y qué día de la semana tienen en mente?",
  "Hotel rooms": "Habitaciones de hotel",
  "room-night": "habitación-noche",
  "Evening dinners during the stay": "Cenas durante la estancia",
  dinner: "cena",
  "{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.":
    "{{nights}} noches en habitaciones de hotel, una por persona; no se incluyen los viajes ni el tiempo de los empleados.",
  "Can attendees share rooms, and is transport to the venue needed?":
    "¿Pueden los asistentes compartir habitación y hace falta transporte hasta el lugar?",
};
