import type { Catalogue } from "../../catalogues.js";

/** Messages of the packaged-system implementation model (ERP, CRM and other suites put in). */
export const rollout: Catalogue = {
  "Interface: {{pair}}": "Schnittstelle: {{pair}}",
  "Explore: fit to standard and design": "Explore: Fit-to-Standard und Design",
  "Fit-to-standard workshops and solution design per module": "Fit-to-Standard-Workshops und Lösungsdesign je Modul",
  "Realise: configuration, data and interfaces": "Realisierung: Konfiguration, Daten und Schnittstellen",
  "Configuration and extensions per module": "Konfiguration und Erweiterungen je Modul",
  "Data migration per module": "Datenmigration je Modul",
  "System integration and user acceptance testing": "Integrationstests und Abnahmetests der Anwender",
  "Deploy: training and cut-over": "Deploy: Schulung und Umstellung",
  "Training material and train-the-trainer sessions": "Schulungsunterlagen und Train-the-Trainer-Sitzungen",
  "End-user training and floor support": "Anwenderschulung und Vor-Ort-Betreuung",
  "Hypercare after go-live": "Hypercare nach dem Go-live",
  "Processes are customised instead of adopting the standard":
    "Prozesse werden angepasst statt den Standard zu übernehmen",
  "Decide fit-to-standard gaps in a design authority and cost every extension before approving it.":
    "Abweichungen vom Standard in einem Design-Gremium entscheiden und jede Erweiterung vor der Freigabe bepreisen.",
  "Legacy data is incomplete or inconsistent": "Altdaten sind unvollständig oder widersprüchlich",
  "Profile and cleanse the data in the first phase and run two mock loads before cut-over.":
    "Die Daten in der ersten Phase analysieren und bereinigen und vor der Umstellung zwei Probeladungen fahren.",
  "Key users are not released from their daily work": "Key-User werden nicht von ihrer Tagesarbeit freigestellt",
  "Agree each key user's time with their manager at kick-off and back-fill where needed.":
    "Die Zeit jedes Key-Users zum Start mit seiner Führungskraft vereinbaren und wo nötig Vertretungen stellen.",
  "Which areas go live: finance, purchasing, sales, inventory, production, HR or others?":
    "Welche Bereiche gehen live: Finanzen, Einkauf, Vertrieb, Lager, Produktion, Personal oder andere?",
  "How many people will use the system, and in how many countries or companies?":
    "Wie viele Personen werden das System nutzen, und in wie vielen Ländern oder Gesellschaften?",
  "Which systems must it exchange data with, and which of them stay?":
    "Mit welchen Systemen muss es Daten austauschen, und welche davon bleiben?",
  "Are the licences already bought? They are quoted by the vendor and are not included.":
    "Sind die Lizenzen schon gekauft? Sie bietet der Hersteller an, und sie sind nicht enthalten.",
  "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.":
    "Einführung eines Standardsystems, bepreist je Modul ({{fit}} Stunden Fit-to-Standard-Design, {{config}} Konfiguration, {{data}} Datenmigration und Tests mit {{test}} % der Konfiguration), je Schnittstelle ({{perFlow}} Stunden × {{enterprise}}) und je Anwender ({{perUser}} Stunden Schulung); eine Mittelstandslösung mit × {{tier}} der Stunden einer Enterprise-Suite; 12 % Projektmanagement. Die Stunden sind eigene Normen dieses Modells ({{source}}); die Lizenzen bietet der Hersteller an.",
  "An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.":
    "Einführung von {{suite}}: {{modules}} Module, {{users}} Anwender, {{interfaces}} Schnittstellen.",
  "{{n}} modules, as the request names them.": "{{n}} Module, wie die Anfrage sie nennt.",
  "{{n}} modules assumed: the request names none.": "{{n}} Module angenommen: die Anfrage nennt keine.",
  "{{n}} users, as stated.": "{{n}} Anwender, wie angegeben.",
  "{{n}} users assumed: the request gave no number.": "{{n}} Anwender angenommen: die Anfrage nennt keine Zahl.",
  "Licences and the vendor's subscription are not included: the vendor quotes them.":
    "Lizenzen und das Abonnement des Herstellers sind nicht enthalten: der Hersteller bietet sie an.",
};
