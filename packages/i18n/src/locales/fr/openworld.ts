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
  "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.":
    "Un voyage de groupe chiffré par voyageur et par nuit : chambres d'hôtel haut de gamme ({{hotel}}), un dîner chaque soir, un programme chaque jour et les transferts ({{programme}}) ; au niveau de la ville et ramené à {{place}} (× {{factor}}). Les vols long-courriers ne sont pas inclus.",
  "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.":
    "Un événement public de {{days}} jours pour {{attendees}} participants par jour avec {{stages}} scènes, préparé sur {{weeks}} semaines.",
  "A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.":
    "Un voyage de {{nights}} nuits pour {{travellers}} voyageurs, préparé sur {{weeks}} semaines.",
  "Agree a release date for unused rooms in the hotel contract.":
    "Convenir dans le contrat d'hôtel une date de libération des chambres non utilisées.",
  "Agree the safety plan with the authority and emergency services early, before suppliers are booked.":
    "Convenir tôt le plan de sécurité avec l'autorité et les secours, avant de réserver les prestataires.",
  "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.":
    "Un événement ouvert au public chiffré par participant et par jour : infrastructures du site ({{site}}) et sécurité du public ({{crowd}}) ; par scène et jour de spectacle plus un jour de montage, production scénique ({{stage}}) selon le public ; billetterie par participant ; ramené à {{place}} (× {{factor}}). Les cachets des artistes et la restauration vendue au public ne sont pas inclus.",
  "Artists' or performers' fees, and food and drink sold to the public, are not included.":
    "Les cachets des artistes et la restauration vendue au public ne sont pas inclus.",
  "Bad weather forces extra cover, ground protection or a cancelled day":
    "Le mauvais temps impose des abris, une protection du sol ou l'annulation d'une journée",
  "Build, event days and strike": "Montage, jours de l'événement et démontage",
  "Concept, permits and safety plan": "Concept, autorisations et plan de sécurité",
  "Concept, permits, safety plan and supplier tenders":
    "Concept, autorisations, plan de sécurité et appels d'offres fournisseurs",
  "Contracting suppliers": "Contractualisation des prestataires",
  "Contracting the hotel, venues and transfers": "Contrats avec l'hôtel, les lieux et les transferts",
  "Day programme (excursions, visits, guides)": "Programme de la journée (excursions, visites, guides)",
  "Destination, hotel and programme design": "Destination, hôtel et conception du programme",
  "Do the travellers fly in, and should their flights be part of the quote?":
    "Les voyageurs arrivent-ils en avion, et leurs vols doivent-ils faire partie du devis ?",
  "How many people do you expect each day?": "Combien de personnes attendez-vous chaque jour ?",
  "How many people travel?": "Combien de personnes voyagent ?",
  "Is the site already licensed for events, or do permits have to be applied for?":
    "Le site est-il déjà autorisé pour des événements, ou faut-il demander les autorisations ?",
  "Long-haul flights are not included.": "Les vols long-courriers ne sont pas inclus.",
  "Plan weather contingencies with the site's suppliers and take out event cancellation insurance.":
    "Prévoir des solutions météo avec les prestataires du site et souscrire une assurance annulation.",
  "Registration and travel documents": "Inscriptions et documents de voyage",
  "Registration, rooming lists and travel documents": "Inscriptions, listes de chambres et documents de voyage",
  "Security, stewarding and medical cover": "Sécurité, accueil du public et secours",
  "Site infrastructure (fencing, toilets, power, water, waste)":
    "Infrastructures du site (clôtures, sanitaires, électricité, eau, déchets)",
  "Site plan, staffing and logistics": "Plan du site, personnel et logistique",
  "Site plan, suppliers and staffing": "Plan du site, prestataires et personnel",
  "Stage production (staging, sound, lights, screens, crew)":
    "Production scénique (scène, son, lumières, écrans, équipe)",
  "Supplier reconciliation and debrief": "Rapprochement des fournisseurs et bilan",
  "The licensing authority asks for more stewards, medical cover or traffic management":
    "L'autorité exige plus d'agents, de secours ou de gestion de la circulation",
  "The trip": "Le voyage",
  "Ticketing and promotion": "Billetterie et promotion",
  "Ticketing, accreditation and promotion": "Billetterie, accréditations et promotion",
  "Tour management on site": "Accompagnement sur place",
  Transfers: "Transferts",
  "Travellers drop out after the rooms are guaranteed": "Des voyageurs se désistent après la garantie des chambres",
  "stage-day": "scène-jour",
  "traveller-day": "voyageur-jour",
  traveller: "voyageur",
  travellers: "voyageurs",
  "{{n}} nights assumed.": "{{n}} nuits supposées.",
  "{{n}} nights, as stated.": "{{n}} nuits, comme indiqué.",
  "{{n}} travellers assumed: the request gave no number.":
    "{{n}} voyageurs supposés : la demande ne donnait pas de nombre.",
  "{{n}} travellers, as stated.": "{{n}} voyageurs, comme indiqué.",
};
