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
  "Assessment and landing zone": "Évaluation et landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventaire et évaluation ({{n}} serveurs)",
  "Landing zone": "Landing zone",
  "Migration waves": "Vagues de migration",
  "Rehosting servers": "Migration des serveurs (rehost)",
  "Database migrations": "Migrations des bases de données",
  "File and data transfer": "Transfert des fichiers et données",
  "Application testing and sign-off": "Tests et recette des applications",
  "Cutover waves ({{n}})": "Vagues de bascule ({{n}})",
  "Hypercare after the move": "Hypercare après la migration",
  "Undocumented dependencies between servers break an application after its move":
    "Des dépendances non documentées entre serveurs cassent une application après sa migration",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Cartographier les dépendances avec un outil d'inventaire avant de planifier les vagues et migrer ensemble les serveurs dépendants.",
  "Licences do not carry over to the cloud as assumed": "Les licences ne se transfèrent pas vers le cloud comme prévu",
  "Check each licence's cloud terms during the assessment.":
    "Vérifier les conditions cloud de chaque licence pendant l'évaluation.",
  "How many applications run on these servers, and who tests each after the move?":
    "Combien d'applications tournent sur ces serveurs, et qui teste chacune après la migration ?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "Les serveurs peuvent-ils migrer tels quels (lift-and-shift), ou certains doivent-ils être re-plateformés ?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Une migration vers le cloud chiffrée par charge de travail : {{perServer}} heures par serveur ou VM, {{perDatabase}} par base de données, {{perApplication}} de tests par application, {{perTb}} par téraoctet de données, une landing zone ({{landing}} heures), l'évaluation, une vague de bascule tous les {{wave}} serveurs et l'hypercare ; 12 % de gestion de projet. Les heures sont les normes propres de ce modèle ({{source}}) ; les coûts d'exploitation du cloud ne sont pas inclus.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Une migration vers le cloud de {{servers}} serveurs, {{databases}} bases de données, {{applications}} applications et {{tb}} To de données, en {{waves}} vagues.",
  "{{n}} servers, as stated.": "{{n}} serveurs, comme indiqué.",
  "{{n}} applications assumed (one for every four servers).":
    "{{n}} applications supposées (une pour quatre serveurs).",
  "The cloud's running costs and any licences are not included.":
    "Les coûts d'exploitation du cloud et les licences ne sont pas inclus.",
};
