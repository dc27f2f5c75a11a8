import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Recrutamento e incentivos",
  "Focus groups": "Grupos focais",
  "Focus-group facility (viewing room, recording, hosting)":
    "Sala de grupos focais (sala de observação, gravação, recepção)",
  day: "dia",
  "Moderating the groups": "Moderação dos grupos",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Por grupo: meio dia de sala ({{facility}}) e {{seats}} lugares recrutados (um de reserva) com recrutamento e incentivo para {{audience}} ({{recruit}}); moderação, transcrições e análise por grupo ({{norm}}); cerca de {{pace}} grupos por semana de campo.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} grupos focais de {{perGroup}} {{audience}}, do recrutamento à apresentação em cerca de {{weeks}} semanas.",
  "{{groups}} groups, as stated.": "{{groups}} grupos, conforme indicado.",
  "{{n}} participants a group, as stated.": "{{n}} participantes por grupo, conforme indicado.",
  "{{n}} participants a group assumed.": "Supõem-se {{n}} participantes por grupo.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Grupos de cerca de 90 minutos numa sala com observação; as viagens da equipa de pesquisa não estão incluídas.",
  "{{groups}} focus groups": "{{groups}} grupos focais",
  "Conjoint design and experimental plan": "Desenho do conjoint e plano experimental",
  "Conjoint utility estimation": "Estimação das utilidades do conjoint",
  "Market simulator": "Simulador de mercado",
  "Segmentation and profiling": "Segmentação e perfis",
  "Results dashboard": "Painel de resultados",
  "Telephone interviewer": "Entrevistador telefónico",
  "Telephone interviewing (CATI)": "Entrevistas telefónicas (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Entrevistados por telefone em vez disso: {{hours}} horas de entrevistador por hora de entrevista ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} ondas de {{n}} respostas completas, com cerca de {{gap}} semanas de intervalo ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Módulos analíticos segundo as normas deste modelo: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Um questionário de {{minutes}} minutos, conforme indicado, num idioma.",
};
