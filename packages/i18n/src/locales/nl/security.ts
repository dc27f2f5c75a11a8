import type { Catalogue } from "../../catalogues.js";

/** Messages of the security assessment and compliance programme models, in this language. */
export const security: Catalogue = {
  "Scoping questionnaire and rules of engagement": "Scopingvragenlijst en spelregels",
  "Findings tracker with severity and retest status": "Bevindingenlijst met ernst en hertest-status",
  "Encrypted delivery of the report": "Versleutelde oplevering van het rapport",
  "Risk register and statement of applicability": "Risicoregister en verklaring van toepasselijkheid",
  "Policy library with an approval workflow": "Beleidsbibliotheek met goedkeuringsproces",
  "Evidence tracker per control": "Overzicht van bewijsmateriaal per maatregel",
  GDPR: "AVG",
  "Gap analysis and risk assessment": "Gap-analyse en risicobeoordeling",
  "Gap analysis ({{frameworks}})": "Gap-analyse ({{frameworks}})",
  "Risk assessment and treatment plan": "Risicobeoordeling en behandelplan",
  "Policies and implementation": "Beleid en implementatie",
  "Policies and procedures": "Beleid en procedures",
  "Implementation support": "Ondersteuning bij de implementatie",
  "Awareness training": "Bewustwordingstraining",
  "Further sites ({{n}})": "Extra locaties ({{n}})",
  "Internal audit and management review": "Interne audit en directiebeoordeling",
  "Internal audit": "Interne audit",
  "Management review": "Directiebeoordeling",
  "Evidence reviews during the observation window ({{n}} months)":
    "Controles van bewijsmateriaal tijdens de observatieperiode ({{n}} maanden)",
  "Certification audit": "Certificeringsaudit",
  "Accompaniment at the external audit": "Begeleiding bij de externe audit",
  "External audit ({{framework}})": "Externe audit ({{framework}})",
  "audit day": "auditdag",
  "Cyber Essentials assessment fee": "Beoordelingskosten Cyber Essentials",
  assessment: "beoordeling",
  audit: "audit",
  "Compliance platform subscription": "Abonnement op een complianceplatform",
  "Control owners have too little time, and evidence arrives late":
    "Eigenaren van maatregelen hebben te weinig tijd en het bewijsmateriaal komt te laat",
  "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.":
    "Wijs bij de start per maatregel een eigenaar aan met enkele uren per week, en bespreek de voortgang om de twee weken.",
  "The scope grows to more systems, entities or sites than planned":
    "De scope groeit naar meer systemen, entiteiten of locaties dan gepland",
  "Write the scope statement first and have it approved before the risk assessment.":
    "Leg eerst de scope schriftelijk vast en laat die goedkeuren vóór de risicobeoordeling.",
  "The audit raises major nonconformities that need a follow-up visit":
    "De audit stelt grote tekortkomingen vast die een vervolgbezoek vragen",
  "Run the internal audit early enough to close its findings before the external audit.":
    "Voer de interne audit vroeg genoeg uit om de bevindingen vóór de externe audit op te lossen.",
  "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?":
    "Welk raamwerk of welke certificering hebt u nodig (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), en wie vraagt erom?",
  "How many employees and contractors are in scope, and at how many sites?":
    "Hoeveel medewerkers en externen vallen binnen de scope, en op hoeveel locaties?",
  "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?":
    "Welke maatregelen zijn er al (meerfactorauthenticatie, back-ups, toegangsreviews, incidentrespons, schriftelijk beleid)?",
  "Should the estimate include the external audit or certification fee, or readiness only?":
    "Moet de raming de externe audit of certificeringskosten bevatten, of alleen de voorbereiding?",
  "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?":
    "Wilt u een complianceplatform (Vanta, Drata, Secureframe) om bewijsmateriaal te verzamelen, of documenten en spreadsheets?",
  "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.":
    "Consultantdagen per activiteit volgens de normen van dit model voor {{reference}} medewerkers (gap-analyse {{gap}}, risicobeoordeling {{risk}}, beleid {{policies}}, implementatieondersteuning {{implementation}}, interne audit {{internal}}, plus training en directiebeoordeling), geschaald met de certificeringsauditdagen die het personeelsbestand vraagt ({{days}} voor {{employees}} personen tegenover {{referenceDays}}; {{source}}) en met het aandeel van elk raamwerk in een volledig ISO 27001-programma; elk extra raamwerk voegt {{further}}% toe voor de maatregelen die het niet deelt.",
  "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.":
    "De externe audit is meegenomen omdat de aanvraag erom vraagt: ISO 27001 en ENS met de auditdagen hierboven tegen het dagtarief van een senior auditor, SOC 2, PCI DSS en Cyber Essentials tegen hun gepubliceerde tarieven, geschaald met de wortel van de auditdagen van het personeelsbestand.",
  "No external audit or certification fee is included: the request asks for readiness.":
    "Geen externe audit of certificeringskosten inbegrepen: de aanvraag gaat over de voorbereiding.",
  "The programme runs over the {{weeks}} weeks the request states.":
    "Het programma loopt over de {{weeks}} weken die de aanvraag noemt.",
  "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).":
    "Het programma duurt ongeveer {{weeks}} weken, naar personeelsbestand geplaatst in de gebruikelijke bandbreedte van {{low}}–{{high}} weken ({{source}}).",
  "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.":
    "Een {{frameworks}}-programma voor een organisatie met {{employees}} medewerkers op {{sites}} locaties, van de gap-analyse tot {{end}}: ongeveer {{days}} consultantdagen.",
  "the certification audit": "de certificeringsaudit",
  "audit readiness": "auditgereedheid",
  "ISO 27001 is assumed: the request named no framework.": "ISO 27001 is aangenomen: de aanvraag noemt geen raamwerk.",
  "{{n}} employees in scope, as stated.": "{{n}} medewerkers binnen de scope, zoals vermeld.",
  "{{n}} employees in scope are assumed: the request gave no headcount.":
    "{{n}} medewerkers binnen de scope aangenomen: de aanvraag noemt geen aantal.",
  "The organisation names control owners who implement the controls; the consultants guide, write and check.":
    "De organisatie wijst eigenaren aan die de maatregelen invoeren; de consultants begeleiden, schrijven en toetsen.",
  "No compliance platform subscription is included: the request did not ask for one.":
    "Geen abonnement op een complianceplatform inbegrepen: de aanvraag vraagt er niet om.",
  API: "API",
  "external perimeter": "externe perimeter",
  "internal network": "intern netwerk",
  "cloud configuration": "cloudconfiguratie",
  "Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)":
    "Test van de webapplicatie ({{apps}} × {{screens}} schermen, {{roles}} gebruikersrollen)",
  "API testing ({{n}} endpoints)": "Test van de API ({{n}} endpoints)",
  "Mobile app testing ({{n}} platforms)": "Test van de mobiele app ({{n}} platforms)",
  "External perimeter testing ({{n}} IP addresses)": "Test van de externe perimeter ({{n}} IP-adressen)",
  "Internal network testing ({{n}} hosts)": "Test van het interne netwerk ({{n}} hosts)",
  "Cloud configuration review ({{n}} accounts)": "Review van de cloudconfiguratie ({{n}} accounts)",
  "Report with evidence and remediation advice": "Rapport met bewijs en hersteladvies",
  "Quality review and read-out": "Kwaliteitscontrole en toelichting",
  "Attestation letter": "Verklaring (attestation letter)",
  "Scoping and rules of engagement": "Scoping en spelregels",
  "Scoping, rules of engagement and kick-off": "Scoping, spelregels en kick-off",
  "Vulnerability assessment": "Kwetsbaarheidsonderzoek",
  "Penetration testing": "Penetratietest",
  Reporting: "Rapportage",
  "Retest of findings": "Hertest van de bevindingen",
  "Retest of the fixed findings": "Hertest van de opgeloste bevindingen",
  "Test accounts, access or the test environment are not ready when testing starts":
    "Testaccounts, toegang of de testomgeving zijn niet klaar bij de start van de test",
  "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.":
    "Spreek een week voor de start een checklist af (accounts voor elke rol, vrijgegeven IP-adressen van de testers, een stabiele omgeving).",
  "Testing finds hosts, endpoints or functions the scope did not list":
    "De test vindt hosts, endpoints of functies die niet in de scope stonden",
  "Confirm the inventory in the scoping call and agree how newly found targets are handled.":
    "Bevestig de inventaris in het scopinggesprek en spreek af hoe nieuw gevonden doelen worden behandeld.",
  "A critical finding pauses testing until it is contained":
    "Een kritieke bevinding legt de test stil tot die is ingedamd",
  "Name an out-of-hours contact and agree in advance when testing stops and resumes.":
    "Wijs een contactpersoon buiten kantoortijd aan en spreek vooraf af wanneer de test stopt en weer start.",
  "Which environments are in scope (production or staging), and can you provide test accounts for each user role?":
    "Welke omgevingen vallen binnen de scope (productie of acceptatie), en kunt u testaccounts leveren voor elke gebruikersrol?",
  "How many screens or pages and how many user roles does the application have?":
    "Hoeveel schermen of pagina's en hoeveel gebruikersrollen heeft de applicatie?",
  "How many API endpoints are there, and is there an OpenAPI or Postman specification?":
    "Hoeveel API-endpoints zijn er, en is er een OpenAPI- of Postman-specificatie?",
  "How many external IP addresses and hostnames are live?": "Hoeveel externe IP-adressen en hostnamen zijn actief?",
  "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?":
    "Hoeveel hosts staan er op het interne netwerk, en testen de testers op locatie of via een remote appliance?",
  "Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?":
    "Welke cloudaccounts of abonnementen vallen binnen de scope, en kunt u leestoegang voor de audit geven?",
  "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?":
    "Moeten de bevindingen na herstel opnieuw getest worden, en hebt u een verklaring nodig voor klanten of auditors?",
  "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?":
    "Is de test voor een norm of regeling (PCI DSS, ISO 27001, een eis van een klant) die geaccrediteerde testers zoals CREST of CHECK vraagt?",
  screens: "schermen",
  "user roles": "gebruikersrollen",
  "API endpoints": "API-endpoints",
  "mobile platforms (iOS and Android)": "mobiele platforms (iOS en Android)",
  "live external IP addresses": "actieve externe IP-adressen",
  "internal hosts": "interne hosts",
  "cloud accounts": "cloudaccounts",
  "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.":
    "Testerdagen per scope-eenheid volgens de normen van dit model: {{web}} per webapplicatie plus {{screen}} per scherm en {{role}} per extra gebruikersrol; {{api}} per API plus {{endpoint}} per endpoint; {{mobile}} per mobiel platform; {{external}} voor de externe perimeter plus {{ip}} per actief IP-adres; {{internal}} voor een intern netwerk plus {{host}} per host; {{cloud}} voor een cloudreview plus {{account}} per account. Boven {{screens}} schermen, {{endpoints}} endpoints, {{ips}} IP-adressen, {{hosts}} hosts of {{accounts}} accounts voegt elke verdubbeling half zoveel dagen toe. Scoping, rapportage met kwaliteitscontrole en op verzoek een hertest van {{retest}}% van de testdagen komen erbij, tegen het dagtarief van een securitytester voor {{place}}.",
  "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.":
    "Een kwetsbaarheidsonderzoek scant en controleert de bevindingen handmatig met {{share}}% van de dagen van een penetratietest.",
  "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Een kwetsbaarheidsonderzoek ({{targets}}): ongeveer {{testing}} testerdagen testen en {{total}} dagen in totaal.",
  "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Een penetratietest ({{targets}}): ongeveer {{testing}} testerdagen testen en {{total}} dagen in totaal.",
  "A web application test is assumed: the request named no target (application, API, network or cloud).":
    "Een test van een webapplicatie is aangenomen: de aanvraag noemt geen doel (applicatie, API, netwerk of cloud).",
  "Sized at {{counts}}, as the request did not state them.": "Bemeten op {{counts}}, omdat de aanvraag ze niet noemt.",
  "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.":
    "Grey-boxtest met testaccounts en documentatie van de klant, op afstand of vanaf één locatie; reiskosten zijn niet inbegrepen.",
  "One retest of the fixed findings is included.": "Eén hertest van de opgeloste bevindingen is inbegrepen.",
  "No retest is included: the request did not ask for one.": "Geen hertest inbegrepen: de aanvraag vraagt er niet om.",
  "Security tester": "Securitytester (pentester)",
  "Senior security consultant": "Senior securityconsultant",
  "Information security consultant": "Consultant informatiebeveiliging",
  "Security assessment": "Securityonderzoek",
  "Compliance programme": "Complianceprogramma",
};
