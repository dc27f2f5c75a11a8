import type { Catalogue } from "../../catalogues.js";

/** Messages of the packaged-system implementation model (ERP, CRM and other suites put in). */
export const rollout: Catalogue = {
  "Interface: {{pair}}": "Interfaz: {{pair}}",
  "Explore: fit to standard and design": "Exploración: ajuste al estándar y diseño",
  "Fit-to-standard workshops and solution design per module":
    "Talleres de ajuste al estándar y diseño de la solución por módulo",
  "Realise: configuration, data and interfaces": "Realización: configuración, datos e interfaces",
  "Configuration and extensions per module": "Configuración y extensiones por módulo",
  "Data migration per module": "Migración de datos por módulo",
  "System integration and user acceptance testing": "Pruebas integradas y pruebas de aceptación de usuarios",
  "Deploy: training and cut-over": "Despliegue: formación y arranque",
  "Training material and train-the-trainer sessions": "Material de formación y sesiones de formación de formadores",
  "End-user training and floor support": "Formación de usuarios finales y apoyo en planta",
  "Hypercare after go-live": "Soporte intensivo tras la puesta en marcha",
  "Processes are customised instead of adopting the standard":
    "Se personalizan los procesos en lugar de adoptar el estándar",
  "Decide fit-to-standard gaps in a design authority and cost every extension before approving it.":
    "Decidir las brechas frente al estándar en un comité de diseño y valorar cada extensión antes de aprobarla.",
  "Legacy data is incomplete or inconsistent": "Los datos heredados están incompletos o son incoherentes",
  "Profile and cleanse the data in the first phase and run two mock loads before cut-over.":
    "Perfilar y depurar los datos en la primera fase y hacer dos cargas de prueba antes del arranque.",
  "Key users are not released from their daily work": "Los usuarios clave no quedan liberados de su trabajo diario",
  "Agree each key user's time with their manager at kick-off and back-fill where needed.":
    "Acordar el tiempo de cada usuario clave con su responsable al inicio y cubrir su puesto donde haga falta.",
  "Which areas go live: finance, purchasing, sales, inventory, production, HR or others?":
    "¿Qué áreas entran en producción: finanzas, compras, ventas, inventario, producción, RR. HH. u otras?",
  "How many people will use the system, and in how many countries or companies?":
    "¿Cuántas personas usarán el sistema y en cuántos países o sociedades?",
  "Which systems must it exchange data with, and which of them stay?":
    "¿Con qué sistemas debe intercambiar datos y cuáles de ellos se mantienen?",
  "Are the licences already bought? They are quoted by the vendor and are not included.":
    "¿Están ya compradas las licencias? Las cotiza el fabricante y no están incluidas.",
  "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.":
    "Implantación de un sistema estándar valorada por módulo ({{fit}} horas de diseño de ajuste al estándar, {{config}} de configuración, {{data}} de migración de datos y pruebas al {{test}} % de la configuración), por interfaz ({{perFlow}} horas × {{enterprise}}) y por usuario ({{perUser}} horas de formación); una suite de gama media a × {{tier}} de las horas de una suite empresarial; 12 % de gestión del proyecto. Las horas son normas propias de este modelo ({{source}}); las licencias las cotiza el fabricante.",
  "An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.":
    "Implantación de {{suite}}: {{modules}} módulos, {{users}} usuarios, {{interfaces}} interfaces.",
  "{{n}} modules, as the request names them.": "{{n}} módulos, según los nombra la solicitud.",
  "{{n}} modules assumed: the request names none.": "{{n}} módulos supuestos: la solicitud no nombra ninguno.",
  "{{n}} users, as stated.": "{{n}} usuarios, según se indica.",
  "{{n}} users assumed: the request gave no number.": "{{n}} usuarios supuestos: la solicitud no da una cifra.",
  "Licences and the vendor's subscription are not included: the vendor quotes them.":
    "Las licencias y la suscripción del fabricante no están incluidas: las cotiza el fabricante.",
};
