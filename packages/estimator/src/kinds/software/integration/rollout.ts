import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan, LabourTask } from "../shared/labour.js";
import { norm } from "../shared/norms.js";
import { namedSystems } from "../shared/quantities.js";
import { HOURS_PER_FLOW } from "./reference.js";

/**
 * Packaged business systems a request may ask to implement, by how heavy their implementations run:
 * enterprise suites (SAP S/4HANA, Oracle, Dynamics 365 Finance & Operations, Workday...) against
 * mid-market ones (NetSuite, Business Central, Odoo...), whose projects are about a third of the work.
 */
const SUITES: Array<{ name: string; pattern: RegExp; enterprise: boolean; generic?: boolean }> = [
  { name: "SAP Business One", pattern: /\bsap business one\b|\bsap b1\b/i, enterprise: false },
  { name: "SAP", pattern: /\bs\/?4\s?hana\b|\bsap\b/i, enterprise: true },
  {
    name: "Oracle",
    pattern: /\boracle (?:fusion|cloud erp|e-business|jd edwards|peoplesoft|erp)\b/i,
    enterprise: true,
  },
  {
    name: "Dynamics 365 Business Central",
    pattern: /\bbusiness central\b|\bnavision\b|\bdynamics nav\b/i,
    enterprise: false,
  },
  { name: "Dynamics 365", pattern: /\bdynamics(?: 365| ax| crm)?\b/i, enterprise: true },
  { name: "Workday", pattern: /\bworkday\b/i, enterprise: true },
  // A CRM suite's module (sales, service) configures like a mid-market suite's, not like an ERP's.
  { name: "Salesforce", pattern: /\bsalesforce\b/i, enterprise: false },
  { name: "ServiceNow", pattern: /\bservicenow\b/i, enterprise: true },
  { name: "Guidewire", pattern: /\bguidewire\b/i, enterprise: true },
  { name: "Epic", pattern: /\bepic (?:ehr|systems)\b/i, enterprise: true },
  { name: "Infor", pattern: /\binfor (?:ln|m3|cloudsuite)\b/i, enterprise: true },
  { name: "IFS", pattern: /\bifs (?:cloud|applications)\b/i, enterprise: true },
  { name: "NetSuite", pattern: /\bnetsuite\b/i, enterprise: false },
  { name: "Odoo", pattern: /\bodoo\b/i, enterprise: false },
  { name: "Sage", pattern: /\bsage (?:intacct|x3|200|100)\b/i, enterprise: false },
  { name: "Acumatica", pattern: /\bacumatica\b/i, enterprise: false },
  { name: "HubSpot", pattern: /\bhubspot\b/i, enterprise: false },
  { name: "Zoho", pattern: /\bzoho\b/i, enterprise: false },
  { name: "TOTVS", pattern: /\btotvs\b|\bprotheus\b/i, enterprise: false },
  { name: "Exact", pattern: /\bexact (?:online|globe)\b/i, enterprise: false },
  { name: "Moodle", pattern: /\bmoodle\b/i, enterprise: false },
  { name: "M-Files", pattern: /\bm-files\b/i, enterprise: false },
  // A kind of system named without its product: priced as a mid-market one, the product still to be chosen.
  { name: "ERP", generic: true, pattern: /\berp\b/i, enterprise: false },
  { name: "CRM", generic: true, pattern: /\bcrm\b/i, enterprise: false },
  { name: "WMS", generic: true, pattern: /\bwms\b/i, enterprise: false },
  { name: "MES", generic: true, pattern: /\bMES\b/, enterprise: false },
  { name: "LMS", generic: true, pattern: /\blms\b/i, enterprise: false },
  { name: "HRIS", generic: true, pattern: /\bhris\b|\bhcm\b/i, enterprise: false },
  { name: "DMS", generic: true, pattern: /\bdms\b|\bged\b/i, enterprise: false },
];

/** Words that ask for a system to be put in (rather than connected to one already running), in the seven languages; "implements" is farm tools. */
const IMPLEMENT =
  /\b(?!implements\b)(?:implement\w*|roll[- ]?out|deploy\w*|introduc\w*|go[- ]live|migrat\w* (?:to|onto)|move (?:to|onto)|switch (?:to|over to)|replac\w* .{0,60}\bwith|implant\w*|desplegar|despliegue|einf[üu]hr\w*|implementier\w*|umstellung auf|d[ée]ploi\w*|d[ée]ployer|mettre en place|mise en place|impl[ée]ment\w*|implanta[çc][ãa]o|introdurre|invoeren|implementeren|implementatie|uitrollen|overstappen naar|mov(?:e|ing) off|sostitui\w*|sustitu\w*|substitu\w*|ersetz\w*|umsteig\w*|remplac\w*|vervang\w*|sair d[oa])\b/iu;

/** Functional areas (modules) an implementation configures, in the seven languages. */
const MODULES: RegExp[] = [
  /\b(?:fi(?:\/co)?|financ\w*|accounting|general ledger|contabilidad|contabilidade|contabilit[àa]|buchhaltung|finanzbuchhaltung|comptabilit[ée]|boekhouding|financi[ëe]n)\b/iu,
  /\b(?:mm|procurement|purchasing|compras|einkauf|achats?|acquisti|inkoop|approvisionnement)\b/iu,
  /\b(?:sd|sales|order management|ventas|vertrieb|verkauf|ventes|vendas|vendite|verkoop)\b/iu,
  /\b(?:inventory|warehouse management|stock control|inventario|almac[ée]n|lagerverwaltung|lager|gestion des stocks|estoque|armaz[ée]m|magazzino|voorraad\w*)\b/iu,
  /\b(?:pp|production|manufacturing|mrp|producci[óo]n|fabricaci[óo]n|produktion|fertigung|produ[çc][ãa]o|produzione|productie)\b/iu,
  /\b(?:hr|hcm|payroll|human resources|n[óo]mina|recursos humanos|personalwesen|lohn\w*|paie|ressources humaines|folha de pagamento|paghe|risorse umane|salarisadministratie|personeelszaken)\b/iu,
  /\b(?:crm|customer service|field service|servicio al cliente|kundendienst|service client|atendimento|assistenza clienti|klantenservice)\b/iu,
  /\b(?:project accounting|projects? module|proyectos|projektmanagement|gestion de projets|projetos|progetti|projecten)\b/iu,
  /\b(?:qm|quality management|gesti[óo]n de (?:la )?calidad|qualit[äa]tsmanagement|gestion de la qualit[ée]|gest[ãa]o da qualidade|gestione (?:della )?qualit[àa]|kwaliteitsbeheer)\b/iu,
  /\b(?:pm|eam|maintenance|asset management|mantenimiento|instandhaltung|manuten[çz][ãa]o|manutenzione|onderhoud)\b/iu,
];

const ROLLOUT = {
  fitToStandard: norm(240, "fit-to-standard workshops and solution design per module of an enterprise suite, hours"),
  configuration: norm(480, "configuration, extensions and unit testing per module of an enterprise suite, hours"),
  dataMigration: norm(
    120,
    "extraction, mapping, loading and reconciliation of one module's master and open data, hours",
  ),
  testShare: norm(0.3, "system integration and user acceptance testing, share of configuration hours"),
  trainingPerModule: norm(40, "training material and train-the-trainer sessions per module, hours"),
  trainingPerUser: norm(2, "end-user training delivery and floor support per user, hours"),
  hypercare: norm(144, "hypercare after go-live (four weeks of one consultant), hours"),
  midMarketFactor: norm(0.22, "a mid-market suite's implementation hours, × an enterprise suite's"),
  enterpriseIntegration: norm(
    1.5,
    "an interface of an enterprise suite (middleware, error handling, monitoring), × a plain connection's hours",
  ),
} as const;
const DEFAULT_USERS = 50;

export interface RolloutScope {
  suite: string;
  enterprise: boolean;
  modules: number;
  modulesStated: boolean;
  users: number;
  usersStated: boolean;
  interfaces: string[];
}

/** A kind of system named without its product counts only as what is put in: the verb comes just before it ("implement a new ERP"). */
function implementsNamed(text: string, system: RegExp): boolean {
  const verb = new RegExp(
    `${IMPLEMENT.source}[^.;!?]{0,60}?(?:${system.source})`,
    system.flags.includes("i") ? "iu" : "u",
  );
  return verb.test(text);
}

/** A packaged system the request asks to implement, with what it states of modules, users and interfaces; undefined when it asks for none. */
export function rolloutScope(brief: Brief): RolloutScope | undefined {
  const text = brief.summary;
  const suite = SUITES.find((s) => s.pattern.test(text) && (!s.generic || implementsNamed(text, s.pattern)));
  if (!suite || !IMPLEMENT.test(text)) return undefined;
  const named = MODULES.filter((m) => m.test(text)).length;
  const users = brief.quantities.users;
  const interfaces = namedSystems(text).filter(
    (s) => s !== "Excel" && !suite.pattern.test(s) && !["ERP", "CRM"].includes(s),
  );
  return {
    suite: suite.name,
    enterprise: suite.enterprise,
    modules: named || (suite.enterprise ? 3 : 2),
    modulesStated: named > 0,
    users: Math.round(users ?? DEFAULT_USERS),
    usersStated: users !== undefined,
    interfaces,
  };
}

/** The implementation's labour by the suites' usual phases: explore (fit to standard), realise (configure, migrate, integrate, test), deploy (train, cut over) and hypercare. */
function rolloutLabour(scope: RolloutScope, t: Translate): LabourPlan {
  const tier = scope.enterprise ? 1 : ROLLOUT.midMarketFactor.value;
  const perModule = (hours: number) => hours * scope.modules * tier;
  const configuration = perModule(ROLLOUT.configuration.value);
  const interfaces: LabourTask[] = scope.interfaces.map((name) => ({
    name: t("Interface: {{pair}}", { pair: `${scope.suite} ↔ ${name}` }),
    role: "software_engineer",
    hours: HOURS_PER_FLOW.value * ROLLOUT.enterpriseIntegration.value,
  }));
  const weeks = (4 + 2 * scope.modules + 8 + 4 * scope.modules + 6 + 4) * (scope.enterprise ? 1 : 0.6);
  return {
    managementShare: 0.12,
    nominalWeeks: weeks,
    phases: [
      {
        name: t("Explore: fit to standard and design"),
        share: 0.25,
        tasks: [
          {
            name: t("Fit-to-standard workshops and solution design per module"),
            role: "senior_engineer",
            hours: perModule(ROLLOUT.fitToStandard.value),
          },
        ],
      },
      {
        name: t("Realise: configuration, data and interfaces"),
        share: 0.45,
        tasks: [
          { name: t("Configuration and extensions per module"), role: "senior_engineer", hours: configuration },
          {
            name: t("Data migration per module"),
            role: "data_engineer",
            hours: perModule(ROLLOUT.dataMigration.value),
          },
          ...interfaces,
          {
            name: t("System integration and user acceptance testing"),
            role: "qa_engineer",
            hours: configuration * ROLLOUT.testShare.value,
          },
        ],
      },
      {
        name: t("Deploy: training and cut-over"),
        share: 0.2,
        tasks: [
          {
            name: t("Training material and train-the-trainer sessions"),
            role: "senior_engineer",
            hours: perModule(ROLLOUT.trainingPerModule.value),
          },
          {
            name: t("End-user training and floor support"),
            role: "software_engineer",
            hours: scope.users * ROLLOUT.trainingPerUser.value,
          },
        ],
      },
      {
        name: t("Hypercare after go-live"),
        share: 0.1,
        tasks: [{ name: t("Hypercare after go-live"), role: "senior_engineer", hours: ROLLOUT.hypercare.value * tier }],
      },
    ],
  };
}

function rolloutRisks(t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("Processes are customised instead of adopting the standard"),
      probability: 0.45,
      impact: baseCost * 0.2,
      delayWeeks: Math.max(2, weeks * 0.15),
      mitigation: t("Decide fit-to-standard gaps in a design authority and cost every extension before approving it."),
    },
    {
      title: t("Legacy data is incomplete or inconsistent"),
      probability: 0.4,
      impact: baseCost * 0.08,
      delayWeeks: 3,
      mitigation: t("Profile and cleanse the data in the first phase and run two mock loads before cut-over."),
    },
    {
      title: t("Key users are not released from their daily work"),
      probability: 0.35,
      impact: baseCost * 0.06,
      delayWeeks: 4,
      mitigation: t("Agree each key user's time with their manager at kick-off and back-fill where needed."),
    },
  ];
}

/** A packaged system's implementation priced per module, user and interface (norms named as this model's own); licences are the vendor's quote. */
export function rolloutSpec(brief: Brief, t: Translate, scope: RolloutScope): KindPlanSpec {
  const n = (v: number) => formatNumber(v, 0, brief.language);
  return {
    brief,
    t,
    labour: rolloutLabour(scope, t),
    nonLabour: [],
    risks: ({ baseCost, weeks }) => rolloutRisks(t, baseCost, weeks),
    questions: [
      ...(scope.modulesStated
        ? []
        : [t("Which areas go live: finance, purchasing, sales, inventory, production, HR or others?")]),
      ...(scope.usersStated ? [] : [t("How many people will use the system, and in how many countries or companies?")]),
      t("Which systems must it exchange data with, and which of them stay?"),
      t("Are the licences already bought? They are quoted by the vendor and are not included."),
    ],
    method: t(
      "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.",
      {
        fit: n(ROLLOUT.fitToStandard.value),
        config: n(ROLLOUT.configuration.value),
        data: n(ROLLOUT.dataMigration.value),
        test: n(ROLLOUT.testShare.value * 100),
        perFlow: n(HOURS_PER_FLOW.value),
        enterprise: formatNumber(ROLLOUT.enterpriseIntegration.value, 1, brief.language),
        perUser: n(ROLLOUT.trainingPerUser.value),
        tier: formatNumber(ROLLOUT.midMarketFactor.value, 2, brief.language),
        source: citation(ROLLOUT.configuration),
      },
    ),
    scope: t("An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.", {
      suite: scope.suite,
      modules: scope.modules,
      users: n(scope.users),
      interfaces: scope.interfaces.length,
    }),
    assumptions: [
      scope.modulesStated
        ? t("{{n}} modules, as the request names them.", { n: scope.modules })
        : t("{{n}} modules assumed: the request names none.", { n: scope.modules }),
      scope.usersStated
        ? t("{{n}} users, as stated.", { n: n(scope.users) })
        : t("{{n}} users assumed: the request gave no number.", { n: n(scope.users) }),
      t("Licences and the vendor's subscription are not included: the vendor quotes them."),
    ],
    metrics: {
      suite: scope.suite,
      modules: scope.modules,
      users: scope.users,
      interfaces: scope.interfaces.length,
      enterprise_suite: scope.enterprise ? 1 : 0,
    },
  };
}
