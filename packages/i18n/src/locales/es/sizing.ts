import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
  " (scale factors of an embedded system: low precedentedness, very low flexibility)":
    " (factores de escala de un sistema embebido: precedentes bajos, flexibilidad muy baja)",
  "A productive person-month is {{hours}} hours.": "Un mes-persona productivo son {{hours}} horas.",
  "A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Un proyecto de software de {{size}}, según indica la solicitud: unas {{hours}} horas de trabajo en {{weeks}} semanas con unas {{people}} personas de media.",
  "Build of the stated {{size}}": "Construcción de los {{size}} indicados",
  Build: "Construcción",
  "COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).":
    "Los puntos de función COSMIC se valoran como puntos de función IFPUG a razón de {{ratio}} a uno ({{source}}).",
  "Defect fixing and performance tuning": "Corrección de defectos y ajuste de rendimiento",
  "Discovery and design": "Descubrimiento y diseño",
  "Documentation, training and handover": "Documentación, formación y traspaso",
  "Effort at {{hours}} hours per use-case point ({{source}}).":
    "Esfuerzo a {{hours}} horas por punto de caso de uso ({{source}}).",
  "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).":
    "Esfuerzo según COCOMO II.2000 ({{source}}): PM = 2,94 × KSLOC^E × ΠEM con E = {{exponent}}{{embedded}} y ΠEM = {{multiplier}} a partir de los factores de coste que indica la solicitud ({{rated}}), a 152 horas por mes-persona; el plazo es el TDEV de COCOMO II (esfuerzo ÷ un equipo de unas √PM personas para sistemas pequeños).",
  "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).":
    "Esfuerzo a partir del tamaño con un modelo de productividad publicado: horas = {{scale}} × PF^{{exponent}}, con el exponente de {{source}} y la escala ajustada con proyectos registrados, es decir {{perFp}} horas por punto de función a este tamaño; el plazo es de unos PF^{{power}} meses ({{scheduleSource}}).",
  "Infrastructure, CI/CD and release": "Infraestructura, CI/CD y publicación",
  "Launch and handover": "Lanzamiento y traspaso",
  "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.":
    "Las líneas de un lenguaje de gestión se convierten en puntos de función a {{sloc}} líneas cada uno ({{source}}): {{fp}} puntos de función.",
  "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.":
    "No había proyectos registrados medidos así: el rango toma la dispersión medida para tamaños en puntos de función en {{projects}} proyectos registrados.",
  "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).":
    "De {{projects}} proyectos registrados comparables valorados del mismo modo, {{inTen}} de cada 10 quedaron entre su P10 y su P90. Para este proyecto ese rango, {{calibration}}, va de {{p10}} a {{p90}} horas de trabajo, con {{p50}} horas como mediana (fuente: {{source}}).",
  "calibrated on {{n}} of your finished projects": "calibrado con {{n}} de sus proyectos terminados",
  "calibrated on one of your finished projects": "calibrado con uno de sus proyectos terminados",
  "calibrated on {{n}} public projects": "calibrado con {{n}} proyectos públicos",
  "Post-launch support (hypercare)": "Soporte posterior al lanzamiento (hypercare)",
  "Project management": "Gestión del proyecto",
  "Rates are {{date}} market rates for {{location}}.":
    "Las tarifas son tarifas de mercado de {{date}} para {{location}}.",
  "Requirements, user stories and backlog": "Requisitos, historias de usuario y backlog",
  "Test automation and QA": "Automatización de pruebas y QA",
  "Testing and hardening": "Pruebas y estabilización",
  "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.":
    "El rango P10–P90 es la dispersión de los propios errores de este modelo en {{projects}} proyectos registrados (conjuntos de datos públicos, dejando fuera un conjunto cada vez: el {{coverage}} % de sus esfuerzos reales cayó dentro; mediana real ÷ P50 {{ratio}}), más ancho cuanto más vaga es la solicitud.",
  "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.":
    "El rango procede de los resultados de proyectos registrados comparables, que ya incluyen sus cambios, rotación y desviaciones, por lo que no se añade una contingencia de riesgos aparte.",
  "The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.":
    "El tamaño indicado en la solicitud ({{size}}) se usa tal cual; el catálogo de funcionalidades no lo vuelve a dimensionar.",
  "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.":
    "La velocidad indicada de {{velocity}} puntos por sprint da {{sprints}} sprints de {{weeks}} semanas ({{source}}) para un equipo de {{team}} personas con {{hours}} horas productivas por semana.",
  "UX research, wireframes and UI design": "Investigación UX, wireframes y diseño de interfaz",
  "all nominal": "todos nominales",
  "{{n}} COSMIC function points": "{{n}} puntos de función COSMIC",
  "{{n}} function points": "{{n}} puntos de función",
  "{{n}} story points": "{{n}} puntos de historia",
  "{{n}} thousand lines of code": "{{n}} miles de líneas de código",
  "{{n}} use-case points": "{{n}} puntos de caso de uso",
  "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.":
    "El tamaño indicado sustituye solo el trabajo de desarrollo del modelo de {{kind}}: sus horas se reparten entre las fases y los roles de ese modelo en las proporciones de su propio plan, sin sus multiplicadores de esfuerzo, factores de equipo ni encargo mínimo; sus licencias, plataformas y costes de funcionamiento se valoran como en ese modelo.",
  "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.":
    "No se añade contingencia de riesgos: los riesgos de este tipo de proyecto son desviaciones del trabajo, que los resultados registrados ya incluyen, y sus otros costes tienen sus propios rangos de precio, que la dispersión de esfuerzo medida no escala.",
  "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Su tamaño según indica la solicitud, {{size}}, requiere unas {{hours}} horas de trabajo en {{weeks}} semanas con unas {{people}} personas de media.",
  "web application": "aplicación web",
  "mobile app": "app móvil",
  website: "sitio web",
  "online store": "tienda online",
  "systems integration": "integración de sistemas",
  "data migration": "migración de datos",
  "data platform": "plataforma de datos",
  "machine-learning feature": "funcionalidad de aprendizaje automático",
  "automation script": "script de automatización",
  "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.":
    "Incluye la dispersión entre organizaciones además de la de dentro de una (la organización como efecto aleatorio), así que se sostiene para una organización cuyos proyectos el modelo no ha visto.",
  "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.":
    "Calibrado con {{n}} de sus proyectos terminados: la mediana es la del modelo público × {{factor}}, su efecto reducido hacia el de los proyectos públicos según cuántos son, y el rango es tan ancho como lo deja su propia dispersión.",
};
