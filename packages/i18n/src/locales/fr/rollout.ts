import type { Catalogue } from "../../catalogues.js";

/** Messages of the packaged-system implementation model (ERP, CRM and other suites put in). */
export const rollout: Catalogue = {
  "Interface: {{pair}}": "Interface : {{pair}}",
  "Explore: fit to standard and design": "Exploration : adéquation au standard et conception",
  "Fit-to-standard workshops and solution design per module":
    "Ateliers d'adéquation au standard et conception de la solution par module",
  "Realise: configuration, data and interfaces": "Réalisation : paramétrage, données et interfaces",
  "Configuration and extensions per module": "Paramétrage et extensions par module",
  "Data migration per module": "Reprise des données par module",
  "System integration and user acceptance testing": "Tests d'intégration et recette utilisateurs",
  "Deploy: training and cut-over": "Déploiement : formation et bascule",
  "Training material and train-the-trainer sessions": "Supports de formation et sessions de formation des formateurs",
  "End-user training and floor support": "Formation des utilisateurs finaux et accompagnement sur le terrain",
  "Hypercare after go-live": "Assistance renforcée après la mise en production",
  "Processes are customised instead of adopting the standard":
    "Les processus sont adaptés au lieu d'adopter le standard",
  "Decide fit-to-standard gaps in a design authority and cost every extension before approving it.":
    "Trancher les écarts au standard en comité de conception et chiffrer chaque extension avant de l'approuver.",
  "Legacy data is incomplete or inconsistent": "Les données existantes sont incomplètes ou incohérentes",
  "Profile and cleanse the data in the first phase and run two mock loads before cut-over.":
    "Analyser et nettoyer les données dès la première phase et faire deux reprises à blanc avant la bascule.",
  "Key users are not released from their daily work":
    "Les utilisateurs clés ne sont pas libérés de leur travail quotidien",
  "Agree each key user's time with their manager at kick-off and back-fill where needed.":
    "Convenir du temps de chaque utilisateur clé avec son responsable au lancement et le remplacer si nécessaire.",
  "Which areas go live: finance, purchasing, sales, inventory, production, HR or others?":
    "Quels domaines passent en production : finance, achats, ventes, stocks, production, RH ou d'autres ?",
  "How many people will use the system, and in how many countries or companies?":
    "Combien de personnes utiliseront le système, et dans combien de pays ou de sociétés ?",
  "Which systems must it exchange data with, and which of them stay?":
    "Avec quels systèmes doit-il échanger des données, et lesquels sont conservés ?",
  "Are the licences already bought? They are quoted by the vendor and are not included.":
    "Les licences sont-elles déjà achetées ? L'éditeur les chiffre et elles ne sont pas incluses.",
  "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.":
    "Mise en place d'un progiciel chiffrée par module ({{fit}} heures de conception d'adéquation au standard, {{config}} de paramétrage, {{data}} de reprise des données et des tests à {{test}} % du paramétrage), par interface ({{perFlow}} heures × {{enterprise}}) et par utilisateur ({{perUser}} heures de formation) ; une suite de milieu de gamme à × {{tier}} des heures d'une suite d'entreprise ; 12 % de gestion de projet. Les heures sont des normes propres à ce modèle ({{source}}) ; les licences sont chiffrées par l'éditeur.",
  "An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.":
    "Mise en place de {{suite}} : {{modules}} modules, {{users}} utilisateurs, {{interfaces}} interfaces.",
  "{{n}} modules, as the request names them.": "{{n}} modules, tels que la demande les nomme.",
  "{{n}} modules assumed: the request names none.": "{{n}} modules supposés : la demande n'en nomme aucun.",
  "{{n}} users, as stated.": "{{n}} utilisateurs, comme indiqué.",
  "{{n}} users assumed: the request gave no number.":
    "{{n}} utilisateurs supposés : la demande ne donne pas de nombre.",
  "Licences and the vendor's subscription are not included: the vendor quotes them.":
    "Les licences et l'abonnement de l'éditeur ne sont pas inclus : l'éditeur les chiffre.",
};
