import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Rekrutierung und Incentives",
  "Focus groups": "Fokusgruppen",
  "Focus-group facility (viewing room, recording, hosting)":
    "Fokusgruppen-Studio (Beobachtungsraum, Aufzeichnung, Betreuung)",
  day: "Tag",
  "Moderating the groups": "Moderation der Gruppen",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Je Gruppe: ein halber Studiotag ({{facility}}) und {{seats}} rekrutierte Plätze (einer als Reserve) mit Rekrutierung und Incentive für {{audience}} ({{recruit}}); Moderation, Transkripte und Auswertung je Gruppe ({{norm}}); etwa {{pace}} Gruppen je Feldwoche.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} Fokusgruppen mit je {{perGroup}} {{audience}}, von der Rekrutierung bis zur Präsentation in etwa {{weeks}} Wochen.",
  "{{groups}} groups, as stated.": "{{groups}} Gruppen, wie angegeben.",
  "{{n}} participants a group, as stated.": "{{n}} Teilnehmende je Gruppe, wie angegeben.",
  "{{n}} participants a group assumed.": "{{n}} Teilnehmende je Gruppe angenommen.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Gruppen von etwa 90 Minuten in einem Studio mit Beobachtungsraum; Reisen des Forschungsteams sind nicht enthalten.",
  "{{groups}} focus groups": "{{groups}} Fokusgruppen",
  "Conjoint design and experimental plan": "Conjoint-Design und Versuchsplan",
  "Conjoint utility estimation": "Schätzung der Conjoint-Nutzenwerte",
  "Market simulator": "Marktsimulator",
  "Segmentation and profiling": "Segmentierung und Profilierung",
  "Results dashboard": "Ergebnis-Dashboard",
  "Telephone interviewer": "Telefoninterviewer",
  "Telephone interviewing (CATI)": "Telefoninterviews (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Stattdessen telefonisch befragt: {{hours}} Interviewerstunden je Interviewstunde ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} Wellen mit je {{n}} vollständigen Interviews, etwa {{gap}} Wochen auseinander ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Analysemodule nach den Normen dieses Modells: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Ein Fragebogen von {{minutes}} Minuten, wie angegeben, in einer Sprache.",
  "Assessment and landing zone": "Bewertung und Landing Zone",
  "Discovery and assessment ({{n}} servers)": "Bestandsaufnahme und Bewertung ({{n}} Server)",
  "Landing zone": "Landing Zone",
  "Migration waves": "Migrationswellen",
  "Rehosting servers": "Umzug der Server (Rehost)",
  "Database migrations": "Datenbankmigrationen",
  "File and data transfer": "Übertragung von Dateien und Daten",
  "Application testing and sign-off": "Test und Abnahme der Anwendungen",
  "Cutover waves ({{n}})": "Umstellungswellen ({{n}})",
  "Hypercare after the move": "Hypercare nach dem Umzug",
  "Undocumented dependencies between servers break an application after its move":
    "Undokumentierte Abhängigkeiten zwischen Servern legen nach dem Umzug eine Anwendung lahm",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Abhängigkeiten vor der Wellenplanung mit einem Discovery-Werkzeug erfassen und abhängige Server gemeinsam umziehen.",
  "Licences do not carry over to the cloud as assumed":
    "Lizenzen lassen sich nicht wie angenommen in die Cloud übertragen",
  "Check each licence's cloud terms during the assessment.":
    "Die Cloud-Bedingungen jeder Lizenz während der Bewertung prüfen.",
  "How many applications run on these servers, and who tests each after the move?":
    "Wie viele Anwendungen laufen auf diesen Servern, und wer testet jede nach dem Umzug?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "Können die Server unverändert umziehen (Lift-and-Shift), oder müssen einige neu aufgesetzt werden?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Eine Cloud-Migration je Workload bepreist: {{perServer}} Stunden je Server oder VM, {{perDatabase}} je Datenbank, {{perApplication}} Test je Anwendung, {{perTb}} je Terabyte Daten, eine Landing Zone ({{landing}} Stunden), Bewertung, eine Umstellungswelle je {{wave}} Server und Hypercare; 12 % Projektmanagement. Die Stunden sind eigene Normen dieses Modells ({{source}}); die laufenden Cloud-Kosten sind nicht enthalten.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Ein Umzug in die Cloud von {{servers}} Servern, {{databases}} Datenbanken, {{applications}} Anwendungen und {{tb}} TB Daten, in {{waves}} Wellen.",
  "{{n}} servers, as stated.": "{{n}} Server, wie angegeben.",
  "{{n}} applications assumed (one for every four servers).": "{{n}} Anwendungen angenommen (eine je vier Server).",
  "The cloud's running costs and any licences are not included.":
    "Die laufenden Cloud-Kosten und Lizenzen sind nicht enthalten.",
};
