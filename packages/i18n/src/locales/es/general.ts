import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
  "Core deliverable": "Entregable principal",
  "Supporting materials": "Material de apoyo",
  "Quality review": "Revisión de calidad",
  "Stakeholder sign-off": "Aprobación de las partes interesadas",
  "Project manager": "Jefe de proyecto",
  Specialist: "Especialista",
  "Discovery and planning": "Descubrimiento y planificación",
  "Requirements, plan and schedule": "Requisitos, plan y calendario",
  Delivery: "Ejecución",
  "Coordination and progress reporting": "Coordinación e informes de avance",
  "Review and quality": "Revisión y calidad",
  "Reviews and corrections": "Revisiones y correcciones",
  Handover: "Entrega",
  "Handover and close-out": "Entrega y cierre",
  "Scope grows after the plan is agreed": "El alcance crece una vez acordado el plan",
  "Agree the scope in writing and estimate each change before accepting it.":
    "Acordar el alcance por escrito y estimar cada cambio antes de aceptarlo.",
  "Decisions and reviews take longer than planned": "Las decisiones y revisiones tardan más de lo previsto",
  "Name one decision-maker and agree review turnaround times up front.":
    "Nombrar a una persona que decida y acordar de antemano los plazos de revisión.",
  "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.":
    "El trabajo se comprime en {{deadline}} semanas (unas {{nominal}} a ritmo normal): necesita más personas trabajando en paralelo y decisiones rápidas.",
  "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.":
    "{{deadline}} semanas es menos de lo que necesita este alcance, incluso con más personas: hacen falta al menos {{minimum}} semanas. Reduzca el alcance o aplace la fecha.",
  deliverable: "entregable",
  deliverables: "entregables",
  "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.":
    "Un modelo general de esfuerzo para un servicio que no encaja en uno especializado: unas {{hours}} horas por entregable con esta complejidad (o el equipo × plazo indicados), repartidas al 15/60/15/10% entre descubrimiento, ejecución, revisión y entrega, a {{perWeek}} horas productivas por persona y semana; las cifras son orientativas.",
  "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.":
    "Un proyecto con {{items}} entregables principales: unas {{hours}} horas de trabajo en unas {{weeks}} semanas.",
  "{{n}} deliverables, as listed in the request.": "{{n}} entregables, según la lista de la solicitud.",
  "The request listed no deliverables, so four typical ones are assumed.":
    "La solicitud no enumeraba entregables, así que se suponen cuatro habituales.",
  "Materials, licences and travel are not included.": "No se incluyen materiales, licencias ni viajes.",
  "What exactly should be delivered, and how will you judge it complete?":
    "¿Qué debe entregarse exactamente, y cómo se juzgará terminado?",
  "Who reviews the work, and how quickly can they respond?":
    "¿Quién revisa el trabajo, y con qué rapidez puede responder?",
  "Are there materials, licences or travel the work depends on?":
    "¿Depende el trabajo de materiales, licencias o viajes?",
  "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.":
    "El presupuesto indicado permite unos {{allowed}} por {{unit}} frente a unos {{needed}} por {{unit}} en este plan.",
  "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.":
    "Al presupuesto indicado de {{budget}} le faltan {{gap}} para el coste esperado de {{total}} para {{units}} {{plural}} ({{needed}} por {{unit}}); con este nivel cubre unos {{covered}} {{plural}}, o el nivel por {{unit}} debe bajar a unos {{allowed}}.",
  "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).":
    "Las tarifas por hora son salarios medianos de la BLS actualizados a 2026, con cargas sociales (los salarios son el 70,4% del coste de un empleado, BLS ECEC) y × 1,94 de gastos generales y beneficio, al nivel de costes de {{place}} (× {{factor}}).",
  "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.":
    "{{units}} {{word}} queda muy por encima de la escala habitual para este tipo de proyecto (las cifras de referencia acaban muy por debajo de {{limit}}); la estimación las extrapola y debe confirmarse antes de confiar en ella.",
};
