import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Recrutement et incitations",
  "Focus groups": "Groupes de discussion",
  "Focus-group facility (viewing room, recording, hosting)":
    "Salle de réunions de groupe (salle d'observation, enregistrement, accueil)",
  day: "jour",
  "Moderating the groups": "Animation des groupes",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Par groupe : une demi-journée de salle ({{facility}}) et {{seats}} places recrutées (une en réserve) avec recrutement et incitation pour {{audience}} ({{recruit}}) ; animation, transcriptions et analyse par groupe ({{norm}}) ; environ {{pace}} groupes par semaine de terrain.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} groupes de discussion de {{perGroup}} {{audience}}, du recrutement à la restitution en environ {{weeks}} semaines.",
  "{{groups}} groups, as stated.": "{{groups}} groupes, comme indiqué.",
  "{{n}} participants a group, as stated.": "{{n}} participants par groupe, comme indiqué.",
  "{{n}} participants a group assumed.": "{{n}} participants par groupe supposés.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Groupes d'environ 90 minutes dans une salle avec observation ; les déplacements de l'équipe d'étude ne sont pas inclus.",
  "{{groups}} focus groups": "{{groups}} groupes de discussion",
  "Conjoint design and experimental plan": "Conception du conjoint et plan d'expérience",
  "Conjoint utility estimation": "Estimation des utilités du conjoint",
  "Market simulator": "Simulateur de marché",
  "Segmentation and profiling": "Segmentation et profils",
  "Results dashboard": "Tableau de bord des résultats",
  "Telephone interviewer": "Enquêteur téléphonique",
  "Telephone interviewing (CATI)": "Entretiens téléphoniques (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Interrogés par téléphone à la place : {{hours}} heures d'enquêteur par heure d'entretien ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} vagues de {{n}} questionnaires complets, à environ {{gap}} semaines d'intervalle ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Modules d'analyse selon les normes de ce modèle : {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Un questionnaire de {{minutes}} minutes, comme indiqué, dans une langue.",
};
