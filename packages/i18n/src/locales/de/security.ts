import type { Catalogue } from "../../catalogues.js";

/** Messages of the security assessment and compliance programme models, in this language. */
export const security: Catalogue = {
  "Scoping questionnaire and rules of engagement": "Scoping-Fragebogen und Einsatzregeln",
  "Findings tracker with severity and retest status": "Befundliste mit Kritikalität und Nachteststatus",
  "Encrypted delivery of the report": "Verschlüsselte Übergabe des Berichts",
  "Risk register and statement of applicability": "Risikoregister und Erklärung zur Anwendbarkeit",
  "Policy library with an approval workflow": "Richtlinienbibliothek mit Freigabeprozess",
  "Evidence tracker per control": "Nachweisliste je Maßnahme",
  GDPR: "DSGVO",
  "Gap analysis and risk assessment": "Gap-Analyse und Risikobewertung",
  "Gap analysis ({{frameworks}})": "Gap-Analyse ({{frameworks}})",
  "Risk assessment and treatment plan": "Risikobewertung und Behandlungsplan",
  "Policies and implementation": "Richtlinien und Umsetzung",
  "Policies and procedures": "Richtlinien und Verfahren",
  "Implementation support": "Unterstützung bei der Umsetzung",
  "Awareness training": "Sensibilisierungsschulung",
  "Further sites ({{n}})": "Weitere Standorte ({{n}})",
  "Internal audit and management review": "Internes Audit und Managementbewertung",
  "Internal audit": "Internes Audit",
  "Management review": "Managementbewertung",
  "Evidence reviews during the observation window ({{n}} months)":
    "Nachweisprüfungen im Beobachtungszeitraum ({{n}} Monate)",
  "Certification audit": "Zertifizierungsaudit",
  "Accompaniment at the external audit": "Begleitung beim externen Audit",
  "External audit ({{framework}})": "Externes Audit ({{framework}})",
  "audit day": "Audittag",
  "Cyber Essentials assessment fee": "Prüfgebühr Cyber Essentials",
  assessment: "Prüfung",
  audit: "Audit",
  "Compliance platform subscription": "Abonnement einer Compliance-Plattform",
  "Control owners have too little time, and evidence arrives late":
    "Die Verantwortlichen der Maßnahmen haben zu wenig Zeit, Nachweise kommen zu spät",
  "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.":
    "Zu Beginn für jede Maßnahme eine verantwortliche Person mit einigen Stunden pro Woche benennen und den Fortschritt alle zwei Wochen prüfen.",
  "The scope grows to more systems, entities or sites than planned":
    "Der Geltungsbereich wächst auf mehr Systeme, Gesellschaften oder Standorte als geplant",
  "Write the scope statement first and have it approved before the risk assessment.":
    "Zuerst den Geltungsbereich schriftlich festlegen und vor der Risikobewertung freigeben lassen.",
  "The audit raises major nonconformities that need a follow-up visit":
    "Das Audit stellt Hauptabweichungen fest, die einen Nachaudit-Termin erfordern",
  "Run the internal audit early enough to close its findings before the external audit.":
    "Das interne Audit so früh durchführen, dass seine Feststellungen vor dem externen Audit behoben sind.",
  "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?":
    "Welches Rahmenwerk oder welche Zertifizierung brauchen Sie (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), und wer verlangt sie?",
  "How many employees and contractors are in scope, and at how many sites?":
    "Wie viele Mitarbeitende und externe Kräfte gehören zum Geltungsbereich, und an wie vielen Standorten?",
  "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?":
    "Welche Maßnahmen bestehen bereits (Mehr-Faktor-Anmeldung, Backups, Berechtigungsprüfungen, Vorfallbehandlung, schriftliche Richtlinien)?",
  "Should the estimate include the external audit or certification fee, or readiness only?":
    "Soll die Schätzung das externe Audit bzw. die Zertifizierungsgebühr enthalten oder nur die Vorbereitung?",
  "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?":
    "Wünschen Sie eine Compliance-Plattform (Vanta, Drata, Secureframe) für die Nachweise, oder Dokumente und Tabellen?",
  "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.":
    "Beratertage je Tätigkeit nach den Normen dieses Modells für {{reference}} Mitarbeitende (Gap-Analyse {{gap}}, Risikobewertung {{risk}}, Richtlinien {{policies}}, Umsetzungsunterstützung {{implementation}}, internes Audit {{internal}}, dazu Schulung und Managementbewertung), skaliert mit den Zertifizierungsaudittagen, die die Belegschaft erfordert ({{days}} für {{employees}} Personen gegenüber {{referenceDays}}; {{source}}), und mit dem Anteil jedes Rahmenwerks an einem vollständigen ISO-27001-Programm; jedes weitere Rahmenwerk kommt mit {{further}} % für die nicht gemeinsamen Maßnahmen hinzu.",
  "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.":
    "Das externe Audit ist eingepreist, da die Anfrage es verlangt: ISO 27001 und ENS mit den obigen Audittagen zum Tagessatz eines erfahrenen Auditors, SOC 2, PCI DSS und Cyber Essentials zu ihren veröffentlichten Gebühren, skaliert mit der Quadratwurzel der Audittage der Belegschaft.",
  "No external audit or certification fee is included: the request asks for readiness.":
    "Kein externes Audit und keine Zertifizierungsgebühr enthalten: Die Anfrage betrifft die Vorbereitung.",
  "The programme runs over the {{weeks}} weeks the request states.":
    "Das Programm läuft über die in der Anfrage genannten {{weeks}} Wochen.",
  "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).":
    "Das Programm dauert etwa {{weeks}} Wochen, nach Belegschaft eingeordnet in die übliche Spanne von {{low}}–{{high}} Wochen ({{source}}).",
  "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.":
    "Ein {{frameworks}}-Programm für eine Organisation mit {{employees}} Mitarbeitenden an {{sites}} Standorten, von der Gap-Analyse bis {{end}}: etwa {{days}} Beratertage.",
  "the certification audit": "zum Zertifizierungsaudit",
  "audit readiness": "zur Auditreife",
  "ISO 27001 is assumed: the request named no framework.":
    "ISO 27001 wird angenommen: Die Anfrage nennt kein Rahmenwerk.",
  "{{n}} employees in scope, as stated.": "{{n}} Mitarbeitende im Geltungsbereich, wie angegeben.",
  "{{n}} employees in scope are assumed: the request gave no headcount.":
    "{{n}} Mitarbeitende im Geltungsbereich angenommen: Die Anfrage nennt keine Zahl.",
  "The organisation names control owners who implement the controls; the consultants guide, write and check.":
    "Die Organisation benennt Verantwortliche, die die Maßnahmen umsetzen; die Berater leiten an, schreiben und prüfen.",
  "No compliance platform subscription is included: the request did not ask for one.":
    "Kein Abonnement einer Compliance-Plattform enthalten: Die Anfrage verlangt keines.",
  API: "API",
  "external perimeter": "externer Perimeter",
  "internal network": "internes Netzwerk",
  "cloud configuration": "Cloud-Konfiguration",
  "Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)":
    "Test der Webanwendung ({{apps}} × {{screens}} Masken, {{roles}} Benutzerrollen)",
  "API testing ({{n}} endpoints)": "Test der API ({{n}} Endpunkte)",
  "Mobile app testing ({{n}} platforms)": "Test der mobilen App ({{n}} Plattformen)",
  "External perimeter testing ({{n}} IP addresses)": "Test des externen Perimeters ({{n}} IP-Adressen)",
  "Internal network testing ({{n}} hosts)": "Test des internen Netzwerks ({{n}} Hosts)",
  "Cloud configuration review ({{n}} accounts)": "Prüfung der Cloud-Konfiguration ({{n}} Konten)",
  "Report with evidence and remediation advice": "Bericht mit Nachweisen und Empfehlungen zur Behebung",
  "Quality review and read-out": "Qualitätsprüfung und Ergebnisvorstellung",
  "Attestation letter": "Bescheinigung",
  "Scoping and rules of engagement": "Scoping und Einsatzregeln",
  "Scoping, rules of engagement and kick-off": "Scoping, Einsatzregeln und Kick-off",
  "Vulnerability assessment": "Schwachstellenanalyse",
  "Penetration testing": "Penetrationstest",
  Reporting: "Berichterstattung",
  "Retest of findings": "Nachtest der Befunde",
  "Retest of the fixed findings": "Nachtest der behobenen Befunde",
  "Test accounts, access or the test environment are not ready when testing starts":
    "Testkonten, Zugänge oder die Testumgebung sind zu Testbeginn nicht bereit",
  "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.":
    "Eine Woche vor Beginn eine Checkliste vereinbaren (Konten für jede Rolle, freigeschaltete Tester-IPs, eine stabile Umgebung).",
  "Testing finds hosts, endpoints or functions the scope did not list":
    "Der Test findet Hosts, Endpunkte oder Funktionen, die nicht im Scope standen",
  "Confirm the inventory in the scoping call and agree how newly found targets are handled.":
    "Das Inventar im Scoping-Gespräch bestätigen und vereinbaren, wie mit neu gefundenen Zielen umgegangen wird.",
  "A critical finding pauses testing until it is contained":
    "Ein kritischer Befund unterbricht den Test, bis er eingedämmt ist",
  "Name an out-of-hours contact and agree in advance when testing stops and resumes.":
    "Einen Ansprechpartner außerhalb der Geschäftszeiten benennen und vorab festlegen, wann der Test pausiert und fortgesetzt wird.",
  "Which environments are in scope (production or staging), and can you provide test accounts for each user role?":
    "Welche Umgebungen gehören zum Scope (Produktion oder Staging), und können Sie für jede Benutzerrolle Testkonten bereitstellen?",
  "How many screens or pages and how many user roles does the application have?":
    "Wie viele Masken oder Seiten und wie viele Benutzerrollen hat die Anwendung?",
  "How many API endpoints are there, and is there an OpenAPI or Postman specification?":
    "Wie viele API-Endpunkte gibt es, und liegt eine OpenAPI- oder Postman-Spezifikation vor?",
  "How many external IP addresses and hostnames are live?": "Wie viele externe IP-Adressen und Hostnamen sind aktiv?",
  "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?":
    "Wie viele Hosts hat das interne Netzwerk, und testen die Tester vor Ort oder über eine Remote-Appliance?",
  "Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?":
    "Welche Cloud-Konten oder Abonnements gehören zum Scope, und können Sie einen Lesezugriff für die Prüfung einrichten?",
  "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?":
    "Sollen die Befunde nach der Behebung erneut getestet werden, und brauchen Sie eine Bescheinigung für Kunden oder Prüfer?",
  "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?":
    "Dient der Test einem Standard oder Programm (PCI DSS, ISO 27001, eine Kundenanforderung), das akkreditierte Tester wie CREST oder CHECK verlangt?",
  screens: "Masken",
  "user roles": "Benutzerrollen",
  "API endpoints": "API-Endpunkte",
  "mobile platforms (iOS and Android)": "mobile Plattformen (iOS und Android)",
  "live external IP addresses": "aktive externe IP-Adressen",
  "internal hosts": "interne Hosts",
  "cloud accounts": "Cloud-Konten",
  "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.":
    "Testertage je Scope-Einheit nach den Normen dieses Modells: {{web}} je Webanwendung plus {{screen}} je Maske und {{role}} je weiterer Benutzerrolle; {{api}} je API plus {{endpoint}} je Endpunkt; {{mobile}} je mobiler Plattform; {{external}} für den externen Perimeter plus {{ip}} je aktiver IP-Adresse; {{internal}} für ein internes Netzwerk plus {{host}} je Host; {{cloud}} für eine Cloud-Prüfung plus {{account}} je Konto. Ab {{screens}} Masken, {{endpoints}} Endpunkten, {{ips}} IP-Adressen, {{hosts}} Hosts oder {{accounts}} Konten bringt jede Verdopplung halb so viele Tage hinzu. Scoping, Bericht mit Qualitätsprüfung und auf Wunsch ein Nachtest mit {{retest}} % der Testtage kommen hinzu, zum Tagessatz eines Sicherheitstesters für {{place}}.",
  "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.":
    "Eine Schwachstellenanalyse scannt und prüft die Befunde von Hand mit {{share}} % der Tage eines Penetrationstests.",
  "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Eine Schwachstellenanalyse ({{targets}}): etwa {{testing}} Testertage Test und insgesamt {{total}} Tage.",
  "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Ein Penetrationstest ({{targets}}): etwa {{testing}} Testertage Test und insgesamt {{total}} Tage.",
  "A web application test is assumed: the request named no target (application, API, network or cloud).":
    "Ein Test einer Webanwendung wird angenommen: Die Anfrage nennt kein Ziel (Anwendung, API, Netzwerk oder Cloud).",
  "Sized at {{counts}}, as the request did not state them.": "Bemessen mit {{counts}}, da die Anfrage sie nicht nennt.",
  "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.":
    "Grey-Box-Test mit Testkonten und Dokumentation des Kunden, remote oder von einem Standort aus; Reisen sind nicht enthalten.",
  "One retest of the fixed findings is included.": "Ein Nachtest der behobenen Befunde ist enthalten.",
  "No retest is included: the request did not ask for one.": "Kein Nachtest enthalten: Die Anfrage verlangt keinen.",
  "Security tester": "Sicherheitstester",
  "Senior security consultant": "Senior-Sicherheitsberater",
  "Information security consultant": "Berater für Informationssicherheit",
  "Security assessment": "Sicherheitsprüfung",
  "Compliance programme": "Compliance-Programm",
};
