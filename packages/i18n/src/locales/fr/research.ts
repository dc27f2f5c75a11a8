import type { Catalogue } from "../../catalogues.js";

/** Research messages in this language (English text → translation). */
export const research: Catalogue = {
  "Questions and search strategy": "Questions et stratégie de recherche",
  "Research questions, sources and search strategy": "Questions de recherche, sources et stratégie de recherche",
  "Search, screening and reading": "Recherche, tri et lecture",
  "Searching and screening sources": "Recherche et tri des sources",
  "Reading and extracting findings": "Lecture et extraction des résultats",
  "Synthesis and writing": "Synthèse et rédaction",
  "Synthesis across sources": "Synthèse des sources",
  "Report writing": "Rédaction du rapport",
  "Review and editing": "Relecture et mise en forme",
  "Key sources are paywalled or unavailable": "Des sources clés sont payantes ou indisponibles",
  "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.":
    "Convenir tôt des bases de données auxquelles le client peut donner accès, et prévoir quelques rapports payants s'ils tranchent la réponse.",
  "The question widens during the review": "La question s'élargit pendant la revue",
  "Write the research questions and inclusion criteria down and change them only by agreement.":
    "Mettre par écrit les questions de recherche et les critères d'inclusion et ne les modifier que d'un commun accord.",
  "A review of {{n}} sources": "Une revue de {{n}} sources",
  sources: "sources",
  "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.":
    "Des heures par source pour rechercher, trier et lire ({{hours}} h chacune), une synthèse qui croît avec le nombre de sources, et {{pageHours}} heures de rédaction par page de rapport.",
  "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.":
    "Une recherche documentaire sur environ {{sources}} sources pour un rapport de {{pages}} pages : environ {{total}} en {{weeks}} semaines.",
  "{{n}} sources, as stated.": "{{n}} sources, comme indiqué.",
  "About {{n}} sources assumed: the request gave no number.":
    "Environ {{n}} sources supposées : la demande ne donnait pas de nombre.",
  "A {{n}}-page report, as stated.": "Un rapport de {{n}} pages, comme indiqué.",
  "A report of about {{n}} pages assumed.": "Un rapport d'environ {{n}} pages supposé.",
  "Sources are openly available or provided by the client; paid reports are not included.":
    "Les sources sont en accès libre ou fournies par le client ; les rapports payants ne sont pas inclus.",
  "What questions must the research answer, and for which decision?":
    "À quelles questions la recherche doit-elle répondre, et pour quelle décision ?",
  "Which kinds of sources count (academic, industry, government), and from which years?":
    "Quels types de sources comptent (académiques, sectorielles, publiques), et de quelles années ?",
  "How long should the report be, and in which format?": "Quelle longueur doit avoir le rapport, et sous quel format ?",
  market: "marché",
  expert: "expert",
  "Scope and market definitions": "Périmètre et définitions du marché",
  "Product, customer and geography definitions": "Définitions du produit, des clients et de la géographie",
  "Data collection": "Collecte de données",
  "Industry reports and data sets": "Études sectorielles et jeux de données",
  "Desk research: statistics, company filings and industry data":
    "Recherche documentaire : statistiques, comptes d'entreprises et données sectorielles",
  "Expert call honoraria": "Honoraires des entretiens d'experts",
  "Expert recruiting": "Recrutement des experts",
  "Expert interviews and notes": "Entretiens d'experts et notes",
  "Sizing model and triangulation": "Modèle de dimensionnement et triangulation",
  "Top-down and bottom-up sizing model per market": "Modèle descendant et ascendant par marché",
  "Assumption review and triangulation": "Revue des hypothèses et triangulation",
  Report: "Rapport",
  "Report with TAM, SAM and SOM and their assumptions": "Rapport avec TAM, SAM et SOM et leurs hypothèses",
  "Read-out": "Restitution",
  "Public data missing for some markets or segments":
    "Des données publiques manquent pour certains marchés ou segments",
  "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.":
    "Convenir d'avance des indicateurs de substitution et de la méthode de triangulation, et acheter un jeu de données de plus là où une lacune tranche la réponse.",
  "Market definition changes after the first numbers": "La définition du marché change après les premiers chiffres",
  "Sign off the product, customer and geography definitions before the data work starts.":
    "Valider les définitions du produit, des clients et de la géographie avant de commencer le travail sur les données.",
  "Sizing {{n}} markets": "Le dimensionnement de {{n}} marchés",
  markets: "marchés",
  "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).":
    "Par marché : recherche documentaire et un modèle de dimensionnement descendant et ascendant en heures, triangulé et revu, avec une étude ou un jeu de données acheté par marché ({{source}}).",
  "{{experts}} expert calls at specialist honoraria and recruiting fees.":
    "{{experts}} entretiens d'experts aux honoraires et frais de recrutement de spécialistes.",
  "Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.":
    "Dimensionnement de {{n}} marchés : environ {{total}}, livré en environ {{weeks}} semaines.",
  "{{n}} markets, as the request names them.": "{{n}} marchés, tels que la demande les nomme.",
  "One market assumed: the request named none.": "Un marché supposé : la demande n'en nommait aucun.",
  "Sizing from secondary data and models; no primary survey unless the request asks for one.":
    "Dimensionnement à partir de données secondaires et de modèles ; pas d'enquête primaire sauf si la demande en prévoit une.",
  "Which countries or regions, and which years and currency should the sizes be in?":
    "Quels pays ou régions, et dans quelles années et quelle devise les tailles doivent-elles être exprimées ?",
  "Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?":
    "Vous faut-il seulement le TAM, ou aussi le marché adressable et atteignable (SAM, SOM) ?",
  "Is there internal data (sales, pricing, customer counts) for a bottom-up check?":
    "Existe-t-il des données internes (ventes, prix, nombre de clients) pour une vérification ascendante ?",
  "Should experts or customers be interviewed to test the assumptions?":
    "Faut-il interroger des experts ou des clients pour tester les hypothèses ?",
  consumers: "consommateurs",
  professionals: "professionnels",
  "hard-to-reach specialists": "spécialistes difficiles à joindre",
  "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.":
    "{{what}} en {{deadline}} semaines, c'est serré mais possible : le recrutement, le terrain et la synthèse sont resserrés à partir d'environ {{nominal}} semaines, avec un recrutement lancé dès les premiers jours et peu de marge pour les absences.",
  "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.":
    "{{what}} n'est pas réalisable en {{deadline}} semaines : le recrutement, le terrain et l'analyse demandent au moins {{minimum}} semaines même resserrés. Prévoyez {{minimum}} semaines ou réduisez l'échantillon.",
  "Research lead": "Responsable de l'étude",
  Researcher: "Chargé d'études",
  "Recruitment coordinator": "Coordinateur du recrutement",
  Statistician: "Statisticien",
  "Questionnaire, programming and soft launch": "Questionnaire, programmation et test de lancement",
  "Objectives, sample design and questionnaire": "Objectifs, plan d'échantillonnage et questionnaire",
  "Survey programming, testing and soft launch": "Programmation de l'enquête, tests et test de lancement",
  Fieldwork: "Terrain",
  "Panel sample (cost per complete)": "Échantillon de panel (coût par questionnaire complet)",
  complete: "questionnaire complet",
  "Fieldwork monitoring, quotas and quality checks": "Suivi du terrain, quotas et contrôles qualité",
  "Analysis and report": "Analyse et rapport",
  "Data cleaning and weighting": "Nettoyage et pondération des données",
  "Cross-tabulations and statistical analysis": "Tris croisés et analyse statistique",
  "Findings review and presentation": "Revue et présentation des résultats",
  "Incidence lower than assumed raises the cost per complete":
    "Un taux d'incidence plus faible que prévu augmente le coût par questionnaire",
  "Check incidence with the panel before fieldwork and agree a price for each incidence band.":
    "Vérifier l'incidence avec le panel avant le terrain et convenir d'un prix pour chaque tranche d'incidence.",
  "Speeders, bots and straight-liners have to be replaced":
    "Des répondants trop rapides, des robots et des réponses en ligne droite doivent être remplacés",
  "Attention checks, minimum completion times and a soft launch on 10% of the sample.":
    "Questions de contrôle, durées minimales de réponse et un test de lancement sur 10 % de l'échantillon.",
  "Quotas in small subgroups fill slowly": "Les quotas des petits sous-groupes se remplissent lentement",
  "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.":
    "Fixer les quotas selon les effectifs réels du panel et autoriser leur assouplissement avec l'accord du client.",
  "A survey of {{n}} completes": "Une enquête de {{n}} questionnaires complets",
  completes: "questionnaires complets",
  "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.":
    "L'échantillon indiqué est acheté à un panel en ligne au coût par questionnaire complet pour des {{audience}} ({{source}}), actualisé à 2026 avec l'IPC-U et ramené à {{place}} (× {{factor}}) ; conception, programmation, nettoyage, pondération, tableaux et rapport en heures ; semaines de terrain à environ {{pace}} questionnaires complets par semaine pour ce public.",
  "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.":
    "Une enquête en ligne de {{n}} questionnaires complets auprès de {{audience}}, du questionnaire au rapport en environ {{weeks}} semaines.",
  "{{n}} completes, as stated: the sample size is not changed.":
    "{{n}} questionnaires complets, comme indiqué : la taille de l'échantillon n'est pas modifiée.",
  "{{n}} completes assumed: the request gave no sample size.":
    "{{n}} questionnaires complets supposés : la demande ne donnait pas de taille d'échantillon.",
  "A questionnaire of about 15 minutes in one language, fielded online.":
    "Un questionnaire d'environ 15 minutes dans une langue, administré en ligne.",
  "Panel incentives are included in the cost per complete.":
    "Les incitations du panel sont comprises dans le coût par questionnaire complet.",
  "Who should answer (country, age, role) and what share of the population qualifies?":
    "Qui doit répondre (pays, âge, fonction) et quelle part de la population correspond au profil ?",
  "How long is the questionnaire, and in how many languages?":
    "Quelle est la durée du questionnaire, et en combien de langues ?",
  "Are quotas or weighting to a census profile needed?":
    "Faut-il des quotas ou une pondération selon un profil de recensement ?",
  "Do you need a written report and presentation, or data tables only?":
    "Vous faut-il un rapport écrit et une présentation, ou seulement des tableaux de données ?",
  participant: "participant",
  "Research plan, screener and recruiting": "Plan d'étude, questionnaire de recrutement et recrutement",
  "Research plan and discussion guide": "Plan d'étude et guide d'entretien",
  "Screener and participant criteria": "Questionnaire de recrutement et critères de participation",
  "Participant recruiting fee": "Frais de recrutement par participant",
  "Recruiting, scheduling and reminders": "Recrutement, planification et rappels",
  Interviews: "Entretiens",
  "Participant incentives": "Incitations des participants",
  "Moderating the interviews (including set-up and notes)": "Animation des entretiens (préparation et notes comprises)",
  "Synthesis and read-out": "Synthèse et restitution",
  "Transcript review and coding": "Relecture et codage des transcriptions",
  "Synthesis, findings and recommendations": "Synthèse, enseignements et recommandations",
  "Report and read-out": "Rapport et restitution",
  "No-shows and late cancellations": "Absences et annulations de dernière minute",
  "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.":
    "Recruter 10 à 15 % de plus, envoyer des rappels la veille et une heure avant, et garder des remplaçants disponibles.",
  "Recruiting the right profile takes longer than planned": "Recruter le bon profil prend plus de temps que prévu",
  "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.":
    "Valider tôt le questionnaire de recrutement, prévoir une deuxième source de recrutement et assouplir les critères secondaires si le vivier est petit.",
  "Findings do not answer the decision the study was for":
    "Les résultats ne répondent pas à la décision pour laquelle l'étude a été faite",
  "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.":
    "Inscrire dans le plan les décisions que l'étude doit éclairer et revoir le guide à leur aune après les deux premiers entretiens.",
  "{{n}} interviews": "{{n}} entretiens",
  interview: "entretien",
  interviews: "entretiens",
  "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.":
    "Par participant : une incitation pour des {{audience}} selon la durée de la séance ({{minutes}} minutes) d'après les données d'incitation de User Interviews, et des frais de recrutement (plateforme de panel pour les consommateurs, recruteur spécialisé sinon), actualisés à 2026 avec l'IPC-U.",
  "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).":
    "Par entretien : l'animation de la séance plus une demi-heure, et {{analysis}} heures de relecture et de codage des transcriptions par heure d'entretien avec transcription automatique (la transcription manuelle seule prend {{manual}} heures, {{source}}).",
  "Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.":
    "Les semaines suivent les chiffres : recrutement, séances à environ {{pace}} par semaine et par animateur, puis synthèse.",
  "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.":
    "{{n}} entretiens utilisateurs avec des {{audience}} ({{minutes}} minutes chacun, {{mode}}), du recrutement à la restitution en environ {{weeks}} semaines.",
  "in person": "en présentiel",
  remote: "à distance",
  "{{n}} interviews, as stated.": "{{n}} entretiens, comme indiqué.",
  "{{n}} interviews assumed: the request gave no number.":
    "{{n}} entretiens supposés : la demande ne donnait pas de nombre.",
  "Participants are {{audience}} recruited from outside the client's own customer list.":
    "Les participants sont des {{audience}} recrutés en dehors de la liste de clients du commanditaire.",
  "Sessions are held in person; travel and room hire are not included.":
    "Les séances ont lieu en présentiel ; les déplacements et la location de salle ne sont pas inclus.",
  "Sessions run remotely by video call and are recorded with consent.":
    "Les séances ont lieu à distance en visioconférence et sont enregistrées avec consentement.",
  "Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?":
    "Qui doit participer exactement (fonction, comportement, usage du produit), et pouvez-vous recruter parmi vos propres clients ?",
  "How long should each session be, and remote or in person?":
    "Quelle durée pour chaque séance, et à distance ou en présentiel ?",
  "Which decisions should the findings inform, and what form should the deliverable take?":
    "Quelles décisions les résultats doivent-ils éclairer, et sous quelle forme le livrable ?",
  "Do you need transcripts, highlight videos or a research repository entry?":
    "Vous faut-il des transcriptions, des vidéos de moments clés ou une entrée dans un référentiel de recherche ?",
  "{{part}}: {{phase}}": "{{part}} : {{phase}}",
  Survey: "Enquête",
  "Project management and client meetings": "Gestion de projet et réunions client",
  "Project management and client meetings at {{share}}% of the study's effort ({{source}}).":
    "Gestion de projet et réunions client à {{share}} % de l'effort de l'étude ({{source}}).",
  "the incentive stated in the request": "l'incitation indiquée dans la demande",
  "An incentive of {{amount}} per complete, as stated, on top of the panel's fee.":
    "Une incitation de {{amount}} par questionnaire complet, comme indiqué, en plus des frais du panel.",
};
