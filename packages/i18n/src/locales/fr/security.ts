import type { Catalogue } from "../../catalogues.js";

/** Messages of the security assessment and compliance programme models, in this language. */
export const security: Catalogue = {
  "Scoping questionnaire and rules of engagement": "Questionnaire de cadrage et règles d'engagement",
  "Findings tracker with severity and retest status": "Suivi des vulnérabilités avec criticité et état du contre-audit",
  "Encrypted delivery of the report": "Remise chiffrée du rapport",
  "Risk register and statement of applicability": "Registre des risques et déclaration d'applicabilité",
  "Policy library with an approval workflow": "Bibliothèque de politiques avec circuit de validation",
  "Evidence tracker per control": "Suivi des preuves par mesure",
  GDPR: "RGPD",
  "Gap analysis and risk assessment": "Analyse d'écarts et appréciation des risques",
  "Gap analysis ({{frameworks}})": "Analyse d'écarts ({{frameworks}})",
  "Risk assessment and treatment plan": "Appréciation des risques et plan de traitement",
  "Policies and implementation": "Politiques et mise en œuvre",
  "Policies and procedures": "Politiques et procédures",
  "Implementation support": "Accompagnement de la mise en œuvre",
  "Awareness training": "Sensibilisation du personnel",
  "Further sites ({{n}})": "Sites supplémentaires ({{n}})",
  "Internal audit and management review": "Audit interne et revue de direction",
  "Internal audit": "Audit interne",
  "Management review": "Revue de direction",
  "Evidence reviews during the observation window ({{n}} months)":
    "Revues des preuves pendant la période d'observation ({{n}} mois)",
  "Certification audit": "Audit de certification",
  "Accompaniment at the external audit": "Accompagnement lors de l'audit externe",
  "External audit ({{framework}})": "Audit externe ({{framework}})",
  "audit day": "jour d'audit",
  "Cyber Essentials assessment fee": "Frais d'évaluation Cyber Essentials",
  assessment: "évaluation",
  audit: "audit",
  "Compliance platform subscription": "Abonnement à une plateforme de conformité",
  "Control owners have too little time, and evidence arrives late":
    "Les responsables des mesures manquent de temps et les preuves arrivent en retard",
  "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.":
    "Désigner dès le départ un responsable par mesure, avec quelques heures réservées chaque semaine, et faire le point tous les quinze jours.",
  "The scope grows to more systems, entities or sites than planned":
    "Le périmètre s'étend à plus de systèmes, d'entités ou de sites que prévu",
  "Write the scope statement first and have it approved before the risk assessment.":
    "Rédiger d'abord la déclaration de périmètre et la faire valider avant l'appréciation des risques.",
  "The audit raises major nonconformities that need a follow-up visit":
    "L'audit relève des non-conformités majeures qui exigent une visite complémentaire",
  "Run the internal audit early enough to close its findings before the external audit.":
    "Mener l'audit interne assez tôt pour clore ses constats avant l'audit externe.",
  "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?":
    "De quel référentiel ou de quelle certification avez-vous besoin (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), et qui la demande ?",
  "How many employees and contractors are in scope, and at how many sites?":
    "Combien de salariés et de prestataires entrent dans le périmètre, et sur combien de sites ?",
  "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?":
    "Quelles mesures sont déjà en place (authentification multifacteur, sauvegardes, revues des accès, gestion des incidents, politiques écrites) ?",
  "Should the estimate include the external audit or certification fee, or readiness only?":
    "L'estimation doit-elle inclure l'audit externe ou les frais de certification, ou seulement la préparation ?",
  "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?":
    "Souhaitez-vous une plateforme de conformité (Vanta, Drata, Secureframe) pour collecter les preuves, ou des documents et des tableurs ?",
  "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.":
    "Jours de consultant par activité selon les normes de ce modèle pour {{reference}} salariés (analyse d'écarts {{gap}}, appréciation des risques {{risk}}, politiques {{policies}}, accompagnement de la mise en œuvre {{implementation}}, audit interne {{internal}}, plus sensibilisation et revue de direction), mis à l'échelle par les jours d'audit de certification qu'exige l'effectif ({{days}} pour {{employees}} personnes contre {{referenceDays}} ; {{source}}) et par le poids de chaque référentiel face à un programme ISO 27001 complet ; chaque référentiel supplémentaire ajoute {{further}} % pour les mesures qu'il ne partage pas.",
  "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.":
    "L'audit externe est chiffré car la demande le prévoit : ISO 27001 et ENS aux jours d'audit ci-dessus au tarif journalier d'un auditeur senior, SOC 2, PCI DSS et Cyber Essentials à leurs tarifs publiés, mis à l'échelle par la racine carrée des jours d'audit de l'effectif.",
  "No external audit or certification fee is included: the request asks for readiness.":
    "Ni audit externe ni frais de certification ne sont inclus : la demande porte sur la préparation.",
  "The programme runs over the {{weeks}} weeks the request states.":
    "Le programme se déroule sur les {{weeks}} semaines indiquées dans la demande.",
  "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).":
    "Le programme dure environ {{weeks}} semaines, placées selon l'effectif dans la fourchette habituelle de {{low}} à {{high}} semaines ({{source}}).",
  "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.":
    "Un programme {{frameworks}} pour une organisation de {{employees}} salariés sur {{sites}} sites, de l'analyse d'écarts jusqu'à {{end}} : environ {{days}} jours de consultant.",
  "the certification audit": "l'audit de certification",
  "audit readiness": "la préparation à l'audit",
  "ISO 27001 is assumed: the request named no framework.":
    "ISO 27001 est supposée : la demande ne cite aucun référentiel.",
  "{{n}} employees in scope, as stated.": "{{n}} salariés dans le périmètre, comme indiqué.",
  "{{n}} employees in scope are assumed: the request gave no headcount.":
    "{{n}} salariés dans le périmètre sont supposés : la demande n'indique pas l'effectif.",
  "The organisation names control owners who implement the controls; the consultants guide, write and check.":
    "L'organisation désigne des responsables qui mettent en œuvre les mesures ; les consultants guident, rédigent et vérifient.",
  "No compliance platform subscription is included: the request did not ask for one.":
    "Aucun abonnement à une plateforme de conformité n'est inclus : la demande n'en prévoit pas.",
  API: "API",
  "external perimeter": "périmètre externe",
  "internal network": "réseau interne",
  "cloud configuration": "configuration cloud",
  "Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)":
    "Tests de l'application web ({{apps}} × {{screens}} écrans, {{roles}} rôles utilisateurs)",
  "API testing ({{n}} endpoints)": "Tests de l'API ({{n}} points de terminaison)",
  "Mobile app testing ({{n}} platforms)": "Tests de l'application mobile ({{n}} plateformes)",
  "External perimeter testing ({{n}} IP addresses)": "Tests du périmètre externe ({{n}} adresses IP)",
  "Internal network testing ({{n}} hosts)": "Tests du réseau interne ({{n}} hôtes)",
  "Cloud configuration review ({{n}} accounts)": "Revue de la configuration cloud ({{n}} comptes)",
  "Report with evidence and remediation advice": "Rapport avec preuves et recommandations de correction",
  "Quality review and read-out": "Contrôle qualité et restitution",
  "Attestation letter": "Lettre d'attestation",
  "Scoping and rules of engagement": "Cadrage et règles d'engagement",
  "Scoping, rules of engagement and kick-off": "Cadrage, règles d'engagement et réunion de lancement",
  "Vulnerability assessment": "Évaluation des vulnérabilités",
  "Penetration testing": "Tests d'intrusion",
  Reporting: "Rapport",
  "Retest of findings": "Contre-audit des vulnérabilités",
  "Retest of the fixed findings": "Contre-audit des vulnérabilités corrigées",
  "Test accounts, access or the test environment are not ready when testing starts":
    "Les comptes de test, les accès ou l'environnement ne sont pas prêts au début des tests",
  "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.":
    "Convenir d'une liste de contrôle une semaine avant le début (comptes pour chaque rôle, IP des testeurs autorisées, environnement stable).",
  "Testing finds hosts, endpoints or functions the scope did not list":
    "Les tests découvrent des hôtes, des points de terminaison ou des fonctions absents du périmètre",
  "Confirm the inventory in the scoping call and agree how newly found targets are handled.":
    "Confirmer l'inventaire lors du cadrage et convenir du traitement des nouvelles cibles découvertes.",
  "A critical finding pauses testing until it is contained":
    "Une vulnérabilité critique interrompt les tests jusqu'à son confinement",
  "Name an out-of-hours contact and agree in advance when testing stops and resumes.":
    "Désigner un contact hors heures ouvrées et convenir à l'avance de l'arrêt et de la reprise des tests.",
  "Which environments are in scope (production or staging), and can you provide test accounts for each user role?":
    "Quels environnements entrent dans le périmètre (production ou préproduction), et pouvez-vous fournir des comptes de test pour chaque rôle utilisateur ?",
  "How many screens or pages and how many user roles does the application have?":
    "Combien d'écrans ou de pages et combien de rôles utilisateurs l'application compte-t-elle ?",
  "How many API endpoints are there, and is there an OpenAPI or Postman specification?":
    "Combien de points de terminaison l'API compte-t-elle, et existe-t-il une spécification OpenAPI ou Postman ?",
  "How many external IP addresses and hostnames are live?":
    "Combien d'adresses IP et de noms d'hôte externes sont actifs ?",
  "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?":
    "Combien d'hôtes compte le réseau interne, et les testeurs se connecteront-ils sur site ou via un boîtier à distance ?",
  "Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?":
    "Quels comptes ou abonnements cloud entrent dans le périmètre, et pouvez-vous accorder un accès d'audit en lecture seule ?",
  "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?":
    "Faut-il un contre-audit des vulnérabilités une fois corrigées, et avez-vous besoin d'une lettre d'attestation pour vos clients ou auditeurs ?",
  "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?":
    "Le test répond-il à une norme ou à un dispositif (PCI DSS, ISO 27001, exigence d'un client) qui demande des testeurs accrédités comme CREST ou CHECK ?",
  screens: "écrans",
  "user roles": "rôles utilisateurs",
  "API endpoints": "points de terminaison d'API",
  "mobile platforms (iOS and Android)": "plateformes mobiles (iOS et Android)",
  "live external IP addresses": "adresses IP externes actives",
  "internal hosts": "hôtes internes",
  "cloud accounts": "comptes cloud",
  "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.":
    "Jours de testeur par unité de périmètre selon les normes de ce modèle : {{web}} par application web plus {{screen}} par écran et {{role}} par rôle utilisateur supplémentaire ; {{api}} par API plus {{endpoint}} par point de terminaison ; {{mobile}} par plateforme mobile ; {{external}} pour le périmètre externe plus {{ip}} par adresse IP active ; {{internal}} pour un réseau interne plus {{host}} par hôte ; {{cloud}} pour une revue cloud plus {{account}} par compte. Au-delà de {{screens}} écrans, {{endpoints}} points de terminaison, {{ips}} adresses IP, {{hosts}} hôtes ou {{accounts}} comptes, chaque doublement ajoute moitié moins de jours. S'y ajoutent le cadrage, le rapport avec contrôle qualité et, sur demande, un contre-audit de {{retest}} % des jours de test, au tarif journalier d'un testeur en sécurité pour {{place}}.",
  "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.":
    "Une évaluation des vulnérabilités scanne et vérifie les résultats à la main, avec {{share}} % des jours d'un test d'intrusion.",
  "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Une évaluation des vulnérabilités ({{targets}}) : environ {{testing}} jours de test et {{total}} jours au total.",
  "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Un test d'intrusion ({{targets}}) : environ {{testing}} jours de test et {{total}} jours au total.",
  "A web application test is assumed: the request named no target (application, API, network or cloud).":
    "Un test d'application web est supposé : la demande ne cite aucune cible (application, API, réseau ou cloud).",
  "Sized at {{counts}}, as the request did not state them.":
    "Dimensionné à {{counts}}, la demande ne les précisant pas.",
  "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.":
    "Tests en boîte grise avec comptes de test et documentation fournis par le client, à distance ou depuis un site ; les déplacements ne sont pas inclus.",
  "One retest of the fixed findings is included.": "Un contre-audit des vulnérabilités corrigées est inclus.",
  "No retest is included: the request did not ask for one.":
    "Aucun contre-audit n'est inclus : la demande n'en prévoit pas.",
  "Security tester": "Testeur en sécurité (pentesteur)",
  "Senior security consultant": "Consultant sécurité senior",
  "Information security consultant": "Consultant en sécurité de l'information",
  "Security assessment": "Évaluation de sécurité",
  "Compliance programme": "Programme de conformité",
};
