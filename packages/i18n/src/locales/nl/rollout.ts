import type { Catalogue } from "../../catalogues.js";

/** Messages of the packaged-system implementation model (ERP, CRM and other suites put in). */
export const rollout: Catalogue = {
  "Interface: {{pair}}": "Koppeling: {{pair}}",
  "Explore: fit to standard and design": "Verkenning: fit-to-standard en ontwerp",
  "Fit-to-standard workshops and solution design per module":
    "Fit-to-standard-workshops en oplossingsontwerp per module",
  "Realise: configuration, data and interfaces": "Realisatie: configuratie, data en koppelingen",
  "Configuration and extensions per module": "Configuratie en uitbreidingen per module",
  "Data migration per module": "Datamigratie per module",
  "System integration and user acceptance testing": "Integratietests en gebruikersacceptatietests",
  "Deploy: training and cut-over": "Uitrol: training en overgang",
  "Training material and train-the-trainer sessions": "Trainingsmateriaal en train-de-trainer-sessies",
  "End-user training and floor support": "Training van eindgebruikers en ondersteuning op de werkvloer",
  "Hypercare after go-live": "Nazorg na livegang",
  "Processes are customised instead of adopting the standard":
    "Processen worden aangepast in plaats van de standaard te volgen",
  "Decide fit-to-standard gaps in a design authority and cost every extension before approving it.":
    "Besluit over afwijkingen van de standaard in een ontwerpcomité en prijs elke uitbreiding voordat die wordt goedgekeurd.",
  "Legacy data is incomplete or inconsistent": "Bestaande data is onvolledig of inconsistent",
  "Profile and cleanse the data in the first phase and run two mock loads before cut-over.":
    "Analyseer en schoon de data op in de eerste fase en doe twee proefladingen vóór de overgang.",
  "Key users are not released from their daily work": "Key-users worden niet vrijgemaakt van hun dagelijkse werk",
  "Agree each key user's time with their manager at kick-off and back-fill where needed.":
    "Spreek bij de start de tijd van elke key-user af met diens leidinggevende en regel vervanging waar nodig.",
  "Which areas go live: finance, purchasing, sales, inventory, production, HR or others?":
    "Welke gebieden gaan live: financiën, inkoop, verkoop, voorraad, productie, HR of andere?",
  "How many people will use the system, and in how many countries or companies?":
    "Hoeveel mensen gaan het systeem gebruiken, en in hoeveel landen of bedrijven?",
  "Which systems must it exchange data with, and which of them stay?":
    "Met welke systemen moet het gegevens uitwisselen, en welke daarvan blijven?",
  "Are the licences already bought? They are quoted by the vendor and are not included.":
    "Zijn de licenties al gekocht? De leverancier offreert ze en ze zijn niet inbegrepen.",
  "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.":
    "Implementatie van een standaardpakket geprijsd per module ({{fit}} uur fit-to-standard-ontwerp, {{config}} configuratie, {{data}} datamigratie en tests tegen {{test}} % van de configuratie), per koppeling ({{perFlow}} uur × {{enterprise}}) en per gebruiker ({{perUser}} uur training); een middensegmentpakket tegen × {{tier}} van de uren van een enterprisepakket; 12 % projectmanagement. De uren zijn eigen normen van dit model ({{source}}); de licenties offreert de leverancier.",
  "An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.":
    "Implementatie van {{suite}}: {{modules}} modules, {{users}} gebruikers, {{interfaces}} koppelingen.",
  "{{n}} modules, as the request names them.": "{{n}} modules, zoals de aanvraag ze noemt.",
  "{{n}} modules assumed: the request names none.": "{{n}} modules aangenomen: de aanvraag noemt er geen.",
  "{{n}} users, as stated.": "{{n}} gebruikers, zoals opgegeven.",
  "{{n}} users assumed: the request gave no number.": "{{n}} gebruikers aangenomen: de aanvraag geeft geen aantal.",
  "Licences and the vendor's subscription are not included: the vendor quotes them.":
    "Licenties en het abonnement van de leverancier zijn niet inbegrepen: de leverancier offreert ze.",
};
