import type { Catalogue } from "../../catalogues.js";

/** Messages of the security assessment and compliance programme models, in this language. */
export const security: Catalogue = {
  "Scoping questionnaire and rules of engagement": "Questionario di perimetro e regole di ingaggio",
  "Findings tracker with severity and retest status": "Registro delle vulnerabilità con gravità e stato del retest",
  "Encrypted delivery of the report": "Consegna cifrata del report",
  "Risk register and statement of applicability": "Registro dei rischi e dichiarazione di applicabilità",
  "Policy library with an approval workflow": "Raccolta di politiche con flusso di approvazione",
  "Evidence tracker per control": "Registro delle evidenze per controllo",
  GDPR: "GDPR",
  "Gap analysis and risk assessment": "Gap analysis e valutazione dei rischi",
  "Gap analysis ({{frameworks}})": "Gap analysis ({{frameworks}})",
  "Risk assessment and treatment plan": "Valutazione dei rischi e piano di trattamento",
  "Policies and implementation": "Politiche e implementazione",
  "Policies and procedures": "Politiche e procedure",
  "Implementation support": "Supporto all'implementazione",
  "Awareness training": "Formazione di sensibilizzazione",
  "Further sites ({{n}})": "Sedi aggiuntive ({{n}})",
  "Internal audit and management review": "Audit interno e riesame della direzione",
  "Internal audit": "Audit interno",
  "Management review": "Riesame della direzione",
  "Evidence reviews during the observation window ({{n}} months)":
    "Verifiche delle evidenze durante il periodo di osservazione ({{n}} mesi)",
  "Certification audit": "Audit di certificazione",
  "Accompaniment at the external audit": "Affiancamento durante l'audit esterno",
  "External audit ({{framework}})": "Audit esterno ({{framework}})",
  "audit day": "giorno di audit",
  "Cyber Essentials assessment fee": "Tariffa di valutazione Cyber Essentials",
  assessment: "valutazione",
  audit: "audit",
  "Compliance platform subscription": "Abbonamento a una piattaforma di compliance",
  "Control owners have too little time, and evidence arrives late":
    "I responsabili dei controlli hanno poco tempo e le evidenze arrivano in ritardo",
  "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.":
    "Nominare all'inizio un responsabile per ogni controllo, con qualche ora a settimana riservata, e verificare l'avanzamento ogni due settimane.",
  "The scope grows to more systems, entities or sites than planned":
    "Il perimetro si estende a più sistemi, società o sedi del previsto",
  "Write the scope statement first and have it approved before the risk assessment.":
    "Scrivere prima la dichiarazione del perimetro e farla approvare prima della valutazione dei rischi.",
  "The audit raises major nonconformities that need a follow-up visit":
    "L'audit rileva non conformità maggiori che richiedono una visita di follow-up",
  "Run the internal audit early enough to close its findings before the external audit.":
    "Svolgere l'audit interno con anticipo sufficiente per chiudere i rilievi prima dell'audit esterno.",
  "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?":
    "Di quale framework o certificazione avete bisogno (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), e chi la richiede?",
  "How many employees and contractors are in scope, and at how many sites?":
    "Quanti dipendenti e collaboratori esterni rientrano nel perimetro, e in quante sedi?",
  "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?":
    "Quali controlli sono già in atto (autenticazione a più fattori, backup, revisioni degli accessi, gestione degli incidenti, politiche scritte)?",
  "Should the estimate include the external audit or certification fee, or readiness only?":
    "La stima deve includere l'audit esterno o la tariffa di certificazione, o solo la preparazione?",
  "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?":
    "Volete una piattaforma di compliance (Vanta, Drata, Secureframe) per raccogliere le evidenze, o documenti e fogli di calcolo?",
  "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.":
    "Giorni di consulenza per attività secondo le norme di questo modello per {{reference}} dipendenti (gap analysis {{gap}}, valutazione dei rischi {{risk}}, politiche {{policies}}, supporto all'implementazione {{implementation}}, audit interno {{internal}}, più formazione e riesame della direzione), scalati per i giorni di audit di certificazione richiesti dall'organico ({{days}} per {{employees}} persone contro {{referenceDays}}; {{source}}) e per il peso di ogni framework rispetto a un programma ISO 27001 completo; ogni framework aggiuntivo aggiunge il {{further}}% per i controlli che non condivide.",
  "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.":
    "L'audit esterno è incluso perché la richiesta lo prevede: ISO 27001 ed ENS con i giorni di audit sopra indicati alla tariffa giornaliera di un auditor senior, SOC 2, PCI DSS e Cyber Essentials alle tariffe pubblicate, scalate con la radice quadrata dei giorni di audit dell'organico.",
  "No external audit or certification fee is included: the request asks for readiness.":
    "Non sono inclusi l'audit esterno né la tariffa di certificazione: la richiesta riguarda la preparazione.",
  "The programme runs over the {{weeks}} weeks the request states.":
    "Il programma si svolge nelle {{weeks}} settimane indicate nella richiesta.",
  "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).":
    "Il programma dura circa {{weeks}} settimane, collocate in base all'organico nell'intervallo tipico di {{low}}–{{high}} settimane ({{source}}).",
  "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.":
    "Un programma {{frameworks}} per un'organizzazione di {{employees}} dipendenti in {{sites}} sedi, dalla gap analysis fino a {{end}}: circa {{days}} giorni di consulenza.",
  "the certification audit": "l'audit di certificazione",
  "audit readiness": "la preparazione all'audit",
  "ISO 27001 is assumed: the request named no framework.":
    "Si assume la ISO 27001: la richiesta non indica alcun framework.",
  "{{n}} employees in scope, as stated.": "{{n}} dipendenti nel perimetro, come indicato.",
  "{{n}} employees in scope are assumed: the request gave no headcount.":
    "Si assumono {{n}} dipendenti nel perimetro: la richiesta non indica l'organico.",
  "The organisation names control owners who implement the controls; the consultants guide, write and check.":
    "L'organizzazione nomina i responsabili che implementano i controlli; i consulenti guidano, redigono e verificano.",
  "No compliance platform subscription is included: the request did not ask for one.":
    "Non è incluso alcun abbonamento a una piattaforma di compliance: la richiesta non lo prevede.",
  API: "API",
  "external perimeter": "perimetro esterno",
  "internal network": "rete interna",
  "cloud configuration": "configurazione cloud",
  "Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)":
    "Test dell'applicazione web ({{apps}} × {{screens}} schermate, {{roles}} ruoli utente)",
  "API testing ({{n}} endpoints)": "Test delle API ({{n}} endpoint)",
  "Mobile app testing ({{n}} platforms)": "Test dell'app mobile ({{n}} piattaforme)",
  "External perimeter testing ({{n}} IP addresses)": "Test del perimetro esterno ({{n}} indirizzi IP)",
  "Internal network testing ({{n}} hosts)": "Test della rete interna ({{n}} host)",
  "Cloud configuration review ({{n}} accounts)": "Revisione della configurazione cloud ({{n}} account)",
  "Report with evidence and remediation advice": "Report con evidenze e indicazioni di rimedio",
  "Quality review and read-out": "Revisione di qualità e presentazione dei risultati",
  "Attestation letter": "Lettera di attestazione",
  "Scoping and rules of engagement": "Definizione del perimetro e regole di ingaggio",
  "Scoping, rules of engagement and kick-off": "Perimetro, regole di ingaggio e riunione di avvio",
  "Vulnerability assessment": "Vulnerability assessment",
  "Penetration testing": "Penetration test",
  Reporting: "Reportistica",
  "Retest of findings": "Retest delle vulnerabilità",
  "Retest of the fixed findings": "Retest delle vulnerabilità corrette",
  "Test accounts, access or the test environment are not ready when testing starts":
    "Account di test, accessi o ambiente di test non sono pronti all'avvio dei test",
  "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.":
    "Concordare una checklist una settimana prima dell'avvio (account per ogni ruolo, IP dei tester autorizzati, ambiente stabile).",
  "Testing finds hosts, endpoints or functions the scope did not list":
    "I test trovano host, endpoint o funzioni non elencati nel perimetro",
  "Confirm the inventory in the scoping call and agree how newly found targets are handled.":
    "Confermare l'inventario nella riunione di perimetro e concordare come gestire i nuovi obiettivi trovati.",
  "A critical finding pauses testing until it is contained":
    "Una vulnerabilità critica sospende i test finché non è contenuta",
  "Name an out-of-hours contact and agree in advance when testing stops and resumes.":
    "Nominare un referente fuori orario e concordare in anticipo quando i test si fermano e riprendono.",
  "Which environments are in scope (production or staging), and can you provide test accounts for each user role?":
    "Quali ambienti rientrano nel perimetro (produzione o staging), e potete fornire account di test per ogni ruolo utente?",
  "How many screens or pages and how many user roles does the application have?":
    "Quante schermate o pagine e quanti ruoli utente ha l'applicazione?",
  "How many API endpoints are there, and is there an OpenAPI or Postman specification?":
    "Quanti endpoint hanno le API, ed esiste una specifica OpenAPI o Postman?",
  "How many external IP addresses and hostnames are live?": "Quanti indirizzi IP e nomi host esterni sono attivi?",
  "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?":
    "Quanti host ci sono nella rete interna, e i tester si collegheranno in sede o tramite un dispositivo remoto?",
  "Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?":
    "Quali account o sottoscrizioni cloud rientrano nel perimetro, e potete concedere un accesso di audit in sola lettura?",
  "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?":
    "Le vulnerabilità vanno ritestate una volta corrette, e vi serve una lettera di attestazione per clienti o auditor?",
  "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?":
    "Il test serve per una norma o uno schema (PCI DSS, ISO 27001, un requisito di un cliente) che richiede tester accreditati come CREST o CHECK?",
  screens: "schermate",
  "user roles": "ruoli utente",
  "API endpoints": "endpoint API",
  "mobile platforms (iOS and Android)": "piattaforme mobili (iOS e Android)",
  "live external IP addresses": "indirizzi IP esterni attivi",
  "internal hosts": "host interni",
  "cloud accounts": "account cloud",
  "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.":
    "Giorni di tester per unità di perimetro secondo le norme di questo modello: {{web}} per applicazione web più {{screen}} per schermata e {{role}} per ogni ruolo utente aggiuntivo; {{api}} per API più {{endpoint}} per endpoint; {{mobile}} per piattaforma mobile; {{external}} per il perimetro esterno più {{ip}} per indirizzo IP attivo; {{internal}} per una rete interna più {{host}} per host; {{cloud}} per una revisione cloud più {{account}} per account. Oltre {{screens}} schermate, {{endpoints}} endpoint, {{ips}} indirizzi IP, {{hosts}} host o {{accounts}} account, ogni raddoppio aggiunge la metà dei giorni. Si aggiungono il perimetro, il report con revisione di qualità e, se richiesto, un retest del {{retest}}% dei giorni di test, alla tariffa giornaliera di un tester di sicurezza per {{place}}.",
  "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.":
    "Un vulnerability assessment scansiona e verifica a mano i risultati con il {{share}}% dei giorni di un penetration test.",
  "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Un vulnerability assessment ({{targets}}): circa {{testing}} giorni di test e {{total}} giorni in tutto.",
  "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Un penetration test ({{targets}}): circa {{testing}} giorni di test e {{total}} giorni in tutto.",
  "A web application test is assumed: the request named no target (application, API, network or cloud).":
    "Si assume un test di applicazione web: la richiesta non indica alcun obiettivo (applicazione, API, rete o cloud).",
  "Sized at {{counts}}, as the request did not state them.":
    "Dimensionato su {{counts}}, dato che la richiesta non li indica.",
  "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.":
    "Test grey-box con account di test e documentazione del cliente, da remoto o da una sede; le trasferte non sono incluse.",
  "One retest of the fixed findings is included.": "È incluso un retest delle vulnerabilità corrette.",
  "No retest is included: the request did not ask for one.": "Nessun retest incluso: la richiesta non lo prevede.",
  "Security tester": "Tester di sicurezza (pentester)",
  "Senior security consultant": "Consulente di sicurezza senior",
  "Information security consultant": "Consulente di sicurezza delle informazioni",
  "Security assessment": "Valutazione di sicurezza",
  "Compliance programme": "Programma di compliance",
};
