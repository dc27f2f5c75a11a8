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
};
