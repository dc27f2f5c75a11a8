import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan, LabourTask } from "../shared/labour.js";
import { CLOUD, HOURS_PER_MONTH, priceLine } from "../shared/prices.js";
import { namedSystems } from "../shared/quantities.js";
import { WEB_PRICES } from "../web_app/reference.js";
import { rolloutScope, rolloutSpec } from "./rollout.js";
import {
  HOURS_PER_FLOW,
  INTEGRATION_HOURS,
  INTEGRATION_PRICES,
  IPAAS_FACTOR,
  REAL_TIME_FACTOR,
  TEST_SHARE,
  TWO_WAY_FACTOR,
} from "./reference.js";

const WORDS = {
  twoWay:
    /\b(?:two[- ]way|bi-?directional\w*|both ways|sync\w* back|back and forth|bidireccional\w*|in beide richtungen|beidseitig\w*|bidirectionnel\w*|bidirecional\w*)\b/iu,
  realTime: /\b(?:real[- ]?time|near real time|instant\w*|webhooks?|tiempo real|echtzeit|temps r[ée]el|tempo real)\b/iu,
  ipaas: /\b(?:zapier|make\.com|integromat|n8n|power automate)\b/i,
  enterpriseIpaas: /\b(?:mulesoft|workato|boomi|celigo|tray\.io|informatica)\b/i,
  objects:
    /\b(?:orders?|invoices?|stock|inventory|products?|customers?|contacts?|deals?|payments?|tracking|shipments?|accounts?|bookings?|tickets?|employees?|users?|pedidos?|facturas?|existencias|clientes?|bestellungen|rechnungen|lagerbestand|kunden|commandes?|factures?|stocks?|ventes?|notas fiscais|estoque|guias)\b/giu,
} as const;

export interface IntegrationScope {
  systems: string[];
  flows: number;
  objects: number;
  twoWay: boolean;
  realTime: boolean;
  ipaas: boolean;
  enterpriseIpaas: boolean;
}

export function integrationScope(brief: Brief): IntegrationScope {
  const text = brief.summary;
  const systems = namedSystems(text).filter((s) => s !== "Excel");
  const stated = brief.quantities.systems;
  const systemCount = Math.max(2, systems.length, Math.round(stated ?? 0));
  const objects = new Set((text.match(WORDS.objects) ?? []).map((w) => w.toLowerCase().replace(/s$/, ""))).size;
  return {
    systems,
    flows: systemCount - 1,
    objects: Math.max(2, objects),
    twoWay: WORDS.twoWay.test(text),
    realTime: WORDS.realTime.test(text),
    ipaas: WORDS.ipaas.test(text) || (brief.complexity === "low" && systemCount <= 2),
    enterpriseIpaas: WORDS.enterpriseIpaas.test(text),
  };
}

/** An integration's labour: discovery, a build per connection (scaled for two-way and real time), testing, deployment. */
export function integrationLabour(scope: IntegrationScope, t: Translate): LabourPlan {
  const h = INTEGRATION_HOURS;
  const perFlow =
    (HOURS_PER_FLOW.value + h.objectBeyondTwo.value * Math.max(0, scope.objects - 2)) *
    (scope.twoWay ? TWO_WAY_FACTOR.value : 1) *
    (scope.realTime ? REAL_TIME_FACTOR.value : 1) *
    (scope.ipaas ? IPAAS_FACTOR.value : 1);
  const pairs =
    scope.systems.length >= 2 ? scope.systems.slice(1).map((other) => `${scope.systems[0]} ↔ ${other}`) : [];
  const flows: LabourTask[] = Array.from({ length: scope.flows }, (_, i) => ({
    name: t("Connection: {{pair}}", { pair: pairs[i] ?? formatNumber(i + 1) }),
    role: "software_engineer" as const,
    hours: perFlow,
  }));
  const build = perFlow * scope.flows;
  return {
    managementShare: 0.1,
    phases: [
      {
        name: t("Discovery and mapping"),
        share: 0.2,
        tasks: [
          {
            name: t("Field mapping, master-data rules and API review"),
            role: "senior_engineer",
            hours:
              (h.discovery.value + h.discoveryPerSystem.value * (scope.flows + 1)) *
              (scope.ipaas ? IPAAS_FACTOR.value * 2 : 1),
          },
        ],
      },
      { name: t("Build"), share: 0.5, tasks: flows },
      {
        name: t("Testing and go-live"),
        share: 0.3,
        tasks: [
          {
            name: t("Integration testing with sandbox and real data"),
            role: "qa_engineer",
            hours: build * TEST_SHARE.value,
          },
          ...(scope.ipaas
            ? []
            : [
                {
                  name: t("Deployment, alerting and monitoring"),
                  role: "devops_engineer" as const,
                  hours: h.deployment.value,
                },
              ]),
          { name: t("Runbook and handover"), role: "software_engineer", hours: h.runbook.value },
        ],
      },
    ],
  };
}

function middleware(brief: Brief, scope: IntegrationScope, t: Translate): PlanTask[] {
  if (scope.enterpriseIpaas) return [];
  if (scope.ipaas)
    return [
      {
        ...priceLine(
          brief,
          t("Integration platform licence (first year)"),
          12,
          t("month"),
          INTEGRATION_PRICES.ipaasTeam,
          1,
          1.1,
        ),
        covers: "licences" as const,
      },
    ];
  return [
    priceLine(
      brief,
      t("Middleware hosting, one instance (first year)"),
      12 * HOURS_PER_MONTH,
      t("hour"),
      CLOUD.instanceHour,
    ),
    priceLine(brief, t("Error monitoring (first year)"), 12, t("month"), WEB_PRICES.errorMonitoringMonth, 1, 1.05),
  ];
}

function integrationRisks(t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("An API lacks a field, has low rate limits or behaves differently from its documentation"),
      probability: 0.4,
      impact: baseCost * 0.15,
      delayWeeks: Math.max(0.5, weeks * 0.15),
      mitigation: t("Spike every endpoint against the sandbox in the first week and confirm the API plan's limits."),
    },
    {
      title: t("The systems disagree on master data (IDs, codes, duplicates)"),
      probability: 0.35,
      impact: baseCost * 0.1,
      delayWeeks: 1,
      mitigation: t("Agree which system owns each object and clean duplicates before the first sync."),
    },
    {
      title: t("Sandbox or credentials arrive late"),
      probability: 0.3,
      impact: baseCost * 0.03,
      delayWeeks: 1,
      mitigation: t("Request sandbox accounts and API keys at kick-off, with a named owner on each side."),
    },
  ];
}

export function integrationSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  // A packaged system put in (SAP, NetSuite...) is an implementation, not a connection between two running systems.
  const rollout = rolloutScope(brief);
  if (rollout) return rolloutSpec(brief, t, rollout);
  const scope = integrationScope(brief);
  const language = brief.language;
  return {
    brief,
    t,
    labour: integrationLabour(scope, t),
    nonLabour: middleware(brief, scope, t),
    risks: ({ baseCost, weeks }) => integrationRisks(t, baseCost, weeks),
    questions: [
      t(
        "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?",
      ),
      t("Do both systems offer APIs with sandboxes, and what API call limits come with your plans?"),
      ...(scope.realTime ? [] : [t("How fresh must the data be: real time, hourly or daily?")]),
      t("What should happen when a record fails: retry, alert someone, or queue it for manual handling?"),
      ...(scope.enterpriseIpaas
        ? [t("Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.")]
        : []),
    ],
    method: t(
      "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.",
      {
        perFlow: HOURS_PER_FLOW.value,
        object: INTEGRATION_HOURS.objectBeyondTwo.value,
        twoWay: formatNumber(TWO_WAY_FACTOR.value, 2, language),
        realTime: formatNumber(REAL_TIME_FACTOR.value, 2, language),
        test: Math.round(TEST_SHARE.value * 100),
      },
    ),
    scope: t(
      "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).",
      {
        systems: scope.flows + 1,
        flows: scope.flows,
        objects: scope.objects,
        direction: scope.twoWay ? t("two-way") : t("one-way"),
      },
    ),
    assumptions: [
      t(
        "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.",
      ),
      ...(scope.ipaas
        ? [
            t(
              "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.",
            ),
          ]
        : [t("Built as a small custom middleware service, hosted in the cloud.")]),
    ],
    metrics: {
      systems: scope.flows + 1,
      connections: scope.flows,
      object_types: scope.objects,
      two_way: scope.twoWay ? 1 : 0,
      real_time: scope.realTime ? 1 : 0,
    },
  };
}
