import type { Catalogue } from "../../catalogues.js";

/** Messages of the security assessment and compliance programme models, in this language. */
export const security: Catalogue = {
  "Scoping questionnaire and rules of engagement": "Cuestionario de alcance y reglas de intervención",
  "Findings tracker with severity and retest status": "Seguimiento de hallazgos con criticidad y estado del re-test",
  "Encrypted delivery of the report": "Entrega cifrada del informe",
  "Risk register and statement of applicability": "Registro de riesgos y declaración de aplicabilidad",
  "Policy library with an approval workflow": "Biblioteca de políticas con flujo de aprobación",
  "Evidence tracker per control": "Seguimiento de evidencias por control",
  GDPR: "RGPD",
  "Gap analysis and risk assessment": "Análisis de brechas y evaluación de riesgos",
  "Gap analysis ({{frameworks}})": "Análisis de brechas ({{frameworks}})",
  "Risk assessment and treatment plan": "Evaluación de riesgos y plan de tratamiento",
  "Policies and implementation": "Políticas e implantación",
  "Policies and procedures": "Políticas y procedimientos",
  "Implementation support": "Apoyo a la implantación",
  "Awareness training": "Formación y concienciación",
  "Further sites ({{n}})": "Sedes adicionales ({{n}})",
  "Internal audit and management review": "Auditoría interna y revisión por la dirección",
  "Internal audit": "Auditoría interna",
  "Management review": "Revisión por la dirección",
  "Evidence reviews during the observation window ({{n}} months)":
    "Revisiones de evidencias durante el periodo de observación ({{n}} meses)",
  "Certification audit": "Auditoría de certificación",
  "Accompaniment at the external audit": "Acompañamiento en la auditoría externa",
  "External audit ({{framework}})": "Auditoría externa ({{framework}})",
  "audit day": "día de auditoría",
  "Cyber Essentials assessment fee": "Tasa de evaluación Cyber Essentials",
  assessment: "evaluación",
  audit: "auditoría",
  "Compliance platform subscription": "Suscripción a la plataforma de cumplimiento",
  "Control owners have too little time, and evidence arrives late":
    "Los responsables de los controles tienen poco tiempo y las evidencias llegan tarde",
  "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.":
    "Nombrar al inicio un responsable por control, con unas horas semanales reservadas, y revisar el avance cada quince días.",
  "The scope grows to more systems, entities or sites than planned":
    "El alcance crece a más sistemas, sociedades o sedes de lo previsto",
  "Write the scope statement first and have it approved before the risk assessment.":
    "Redactar primero la declaración de alcance y aprobarla antes de la evaluación de riesgos.",
  "The audit raises major nonconformities that need a follow-up visit":
    "La auditoría detecta no conformidades mayores que exigen una visita de seguimiento",
  "Run the internal audit early enough to close its findings before the external audit.":
    "Hacer la auditoría interna con tiempo suficiente para cerrar sus hallazgos antes de la auditoría externa.",
  "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?":
    "¿Qué marco o certificación necesitan (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials) y quién se la pide?",
  "How many employees and contractors are in scope, and at how many sites?":
    "¿Cuántos empleados y colaboradores externos entran en el alcance, y en cuántas sedes?",
  "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?":
    "¿Qué controles tienen ya implantados (doble factor, copias de seguridad, revisiones de accesos, respuesta a incidentes, políticas escritas)?",
  "Should the estimate include the external audit or certification fee, or readiness only?":
    "¿Debe incluir la estimación la auditoría externa o la tasa de certificación, o solo la preparación?",
  "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?":
    "¿Quieren una plataforma de cumplimiento (Vanta, Drata, Secureframe) para recoger evidencias, o documentos y hojas de cálculo?",
  "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.":
    "Días de consultor por actividad según las normas de este modelo para {{reference}} empleados (análisis de brechas {{gap}}, evaluación de riesgos {{risk}}, políticas {{policies}}, apoyo a la implantación {{implementation}}, auditoría interna {{internal}}, más formación y revisión por la dirección), escalados por los días de auditoría de certificación que exige la plantilla ({{days}} para {{employees}} personas frente a {{referenceDays}}; {{source}}) y por el peso de cada marco frente a un programa ISO 27001 completo; cada marco adicional suma un {{further}} % por los controles que no comparte.",
  "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.":
    "La auditoría externa se cotiza porque la solicitud la pide: ISO 27001 y ENS con los días de auditoría anteriores a la tarifa diaria de un auditor sénior; SOC 2, PCI DSS y Cyber Essentials con sus tarifas publicadas, escaladas con la raíz cuadrada de los días de auditoría de la plantilla.",
  "No external audit or certification fee is included: the request asks for readiness.":
    "No se incluye la auditoría externa ni la tasa de certificación: la solicitud pide la preparación.",
  "The programme runs over the {{weeks}} weeks the request states.":
    "El programa se desarrolla en las {{weeks}} semanas que indica la solicitud.",
  "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).":
    "El programa dura unas {{weeks}} semanas, situadas según la plantilla en el rango habitual de {{low}}–{{high}} semanas ({{source}}).",
  "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.":
    "Un programa {{frameworks}} para una organización de {{employees}} empleados en {{sites}} sedes, desde el análisis de brechas hasta {{end}}: unos {{days}} días de consultor.",
  "the certification audit": "la auditoría de certificación",
  "audit readiness": "la preparación para la auditoría",
  "ISO 27001 is assumed: the request named no framework.": "Se supone ISO 27001: la solicitud no nombra ningún marco.",
  "{{n}} employees in scope, as stated.": "{{n}} empleados en el alcance, según lo indicado.",
  "{{n}} employees in scope are assumed: the request gave no headcount.":
    "Se suponen {{n}} empleados en el alcance: la solicitud no indica la plantilla.",
  "The organisation names control owners who implement the controls; the consultants guide, write and check.":
    "La organización nombra responsables que implantan los controles; los consultores orientan, redactan y verifican.",
  "No compliance platform subscription is included: the request did not ask for one.":
    "No se incluye suscripción a una plataforma de cumplimiento: la solicitud no la pide.",
  API: "API",
  "external perimeter": "perímetro externo",
  "internal network": "red interna",
  "cloud configuration": "configuración en la nube",
  "Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)":
    "Pruebas de la aplicación web ({{apps}} × {{screens}} pantallas, {{roles}} perfiles de usuario)",
  "API testing ({{n}} endpoints)": "Pruebas de la API ({{n}} endpoints)",
  "Mobile app testing ({{n}} platforms)": "Pruebas de la app móvil ({{n}} plataformas)",
  "External perimeter testing ({{n}} IP addresses)": "Pruebas del perímetro externo ({{n}} direcciones IP)",
  "Internal network testing ({{n}} hosts)": "Pruebas de la red interna ({{n}} equipos)",
  "Cloud configuration review ({{n}} accounts)": "Revisión de la configuración en la nube ({{n}} cuentas)",
  "Report with evidence and remediation advice": "Informe con evidencias y recomendaciones de corrección",
  "Quality review and read-out": "Revisión de calidad y presentación",
  "Attestation letter": "Carta de atestación",
  "Scoping and rules of engagement": "Alcance y reglas de intervención",
  "Scoping, rules of engagement and kick-off": "Alcance, reglas de intervención y reunión de inicio",
  "Vulnerability assessment": "Análisis de vulnerabilidades",
  "Penetration testing": "Pruebas de penetración",
  Reporting: "Informe",
  "Retest of findings": "Re-test de los hallazgos",
  "Retest of the fixed findings": "Re-test de los hallazgos corregidos",
  "Test accounts, access or the test environment are not ready when testing starts":
    "Las cuentas de prueba, los accesos o el entorno no están listos al empezar las pruebas",
  "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.":
    "Acordar una lista de comprobación (cuentas para cada perfil, IP de los auditores autorizadas, un entorno estable) una semana antes del inicio.",
  "Testing finds hosts, endpoints or functions the scope did not list":
    "Las pruebas encuentran equipos, endpoints o funciones que el alcance no incluía",
  "Confirm the inventory in the scoping call and agree how newly found targets are handled.":
    "Confirmar el inventario en la reunión de alcance y acordar qué hacer con los objetivos nuevos que aparezcan.",
  "A critical finding pauses testing until it is contained":
    "Un hallazgo crítico detiene las pruebas hasta que se contiene",
  "Name an out-of-hours contact and agree in advance when testing stops and resumes.":
    "Nombrar un contacto fuera de horario y acordar de antemano cuándo se paran y se reanudan las pruebas.",
  "Which environments are in scope (production or staging), and can you provide test accounts for each user role?":
    "¿Qué entornos entran en el alcance (producción o preproducción) y pueden facilitar cuentas de prueba para cada perfil de usuario?",
  "How many screens or pages and how many user roles does the application have?":
    "¿Cuántas pantallas o páginas y cuántos perfiles de usuario tiene la aplicación?",
  "How many API endpoints are there, and is there an OpenAPI or Postman specification?":
    "¿Cuántos endpoints tiene la API y hay una especificación OpenAPI o Postman?",
  "How many external IP addresses and hostnames are live?":
    "¿Cuántas direcciones IP y nombres de host externos están activos?",
  "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?":
    "¿Cuántos equipos hay en la red interna, y los auditores se conectarán en sus instalaciones o a través de un equipo remoto?",
  "Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?":
    "¿Qué cuentas o suscripciones en la nube entran en el alcance y pueden dar acceso de auditoría de solo lectura?",
  "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?":
    "¿Hay que volver a probar los hallazgos una vez corregidos, y necesitan una carta de atestación para clientes o auditores?",
  "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?":
    "¿Es la prueba para una norma o esquema (PCI DSS, ISO 27001, un requisito de un cliente) que exija auditores acreditados como CREST o CHECK?",
  screens: "pantallas",
  "user roles": "perfiles de usuario",
  "API endpoints": "endpoints de API",
  "mobile platforms (iOS and Android)": "plataformas móviles (iOS y Android)",
  "live external IP addresses": "direcciones IP externas activas",
  "internal hosts": "equipos internos",
  "cloud accounts": "cuentas en la nube",
  "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.":
    "Días de auditor por unidad de alcance según las normas de este modelo: {{web}} por aplicación web más {{screen}} por pantalla y {{role}} por cada perfil de usuario adicional; {{api}} por API más {{endpoint}} por endpoint; {{mobile}} por plataforma móvil; {{external}} para el perímetro externo más {{ip}} por dirección IP activa; {{internal}} para una red interna más {{host}} por equipo; {{cloud}} para una revisión en la nube más {{account}} por cuenta. A partir de {{screens}} pantallas, {{endpoints}} endpoints, {{ips}} direcciones IP, {{hosts}} equipos o {{accounts}} cuentas, cada duplicación suma la mitad de días. Se añaden el alcance, el informe con revisión de calidad y, si se pide, un re-test del {{retest}} % de los días de prueba, a la tarifa diaria de un auditor de seguridad en {{place}}.",
  "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.":
    "Un análisis de vulnerabilidades escanea y verifica a mano los hallazgos con el {{share}} % de los días de una prueba de penetración.",
  "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Un análisis de vulnerabilidades ({{targets}}): unos {{testing}} días de pruebas y {{total}} días en total.",
  "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Una prueba de penetración ({{targets}}): unos {{testing}} días de pruebas y {{total}} días en total.",
  "A web application test is assumed: the request named no target (application, API, network or cloud).":
    "Se supone una prueba de aplicación web: la solicitud no nombra ningún objetivo (aplicación, API, red o nube).",
  "Sized at {{counts}}, as the request did not state them.":
    "Dimensionado con {{counts}}, ya que la solicitud no los indica.",
  "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.":
    "Pruebas de caja gris con cuentas de prueba y documentación del cliente, en remoto o desde una sede; los desplazamientos no están incluidos.",
  "One retest of the fixed findings is included.": "Se incluye un re-test de los hallazgos corregidos.",
  "No retest is included: the request did not ask for one.": "No se incluye re-test: la solicitud no lo pide.",
  "Security tester": "Auditor de seguridad (pentester)",
  "Senior security consultant": "Consultor de seguridad sénior",
  "Information security consultant": "Consultor de seguridad de la información",
  "Security assessment": "Evaluación de seguridad",
  "Compliance programme": "Programa de cumplimiento",
};
