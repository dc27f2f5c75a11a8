import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan } from "../shared/labour.js";
import { norm } from "../shared/norms.js";

/** Hours of moving an estate of servers to a cloud, per workload (lift-and-shift with testing and cutover). */
export const WORKLOAD_HOURS = {
  assessment: norm(40, "discovery and assessment of an estate (inventory, dependencies, migration waves), hours"),
  assessmentPerServer: norm(2, "assessing each server or VM (sizing, dependencies, target), hours"),
  landingZone: norm(
    120,
    "a cloud landing zone (accounts or subscriptions, network, identity, security baseline, monitoring), hours",
  ),
  perServer: norm(8, "rehosting one server or VM (replication, rightsizing, smoke tests), hours"),
  perDatabase: norm(24, "migrating one database (schema and data move, validation, cutover), hours"),
  perApplication: norm(16, "testing one application with its owners after the move and signing it off, hours"),
  perTb: norm(4, "transferring and verifying each terabyte of files or data, hours"),
  perWave: norm(16, "planning and running one cutover wave (a weekend), hours"),
  hypercare: norm(80, "hypercare after the last wave (four weeks part-time), hours"),
} as const;
/** Servers moved in one cutover wave. */
const SERVERS_PER_WAVE = 15;
/** An estate this small is a data migration, not a move of workloads. */
const SMALLEST_ESTATE = 3;

export interface WorkloadScope {
  servers: number;
  databases: number;
  applications: number;
  dataTb: number;
  waves: number;
}

/** The estate a request asks to move, from the brief's quantities; undefined when it states no servers. */
export function workloadScope(brief: Brief): WorkloadScope | undefined {
  const q = brief.quantities;
  const servers = q.servers ?? 0;
  if (servers < SMALLEST_ESTATE) return undefined;
  return {
    servers,
    databases: q.databases ?? 0,
    applications: q.applications ?? Math.ceil(servers / 4),
    dataTb: q.data_tb ?? 0,
    waves: Math.max(1, Math.ceil(servers / SERVERS_PER_WAVE)),
  };
}

function workloadLabour(scope: WorkloadScope, t: Translate): LabourPlan {
  const h = WORKLOAD_HOURS;
  return {
    managementShare: 0.12,
    // Assessment and landing zone first, then the waves a couple of weeks apart, then hypercare.
    nominalWeeks: 3 + 2 + 2 * scope.waves + Math.ceil(scope.servers / 20) + 4,
    phases: [
      {
        name: t("Assessment and landing zone"),
        share: 0.3,
        tasks: [
          {
            name: t("Discovery and assessment ({{n}} servers)", { n: scope.servers }),
            role: "senior_engineer",
            hours: h.assessment.value + h.assessmentPerServer.value * scope.servers,
          },
          { name: t("Landing zone"), role: "devops_engineer", hours: h.landingZone.value },
        ],
      },
      {
        name: t("Migration waves"),
        share: 0.5,
        tasks: [
          { name: t("Rehosting servers"), role: "devops_engineer", hours: h.perServer.value * scope.servers },
          ...(scope.databases > 0
            ? [
                {
                  name: t("Database migrations"),
                  role: "database_administrator" as const,
                  hours: h.perDatabase.value * scope.databases,
                },
              ]
            : []),
          ...(scope.dataTb > 0
            ? [
                {
                  name: t("File and data transfer"),
                  role: "devops_engineer" as const,
                  hours: h.perTb.value * scope.dataTb,
                },
              ]
            : []),
          {
            name: t("Application testing and sign-off"),
            role: "qa_engineer",
            hours: h.perApplication.value * scope.applications,
          },
          {
            name: t("Cutover waves ({{n}})", { n: scope.waves }),
            role: "senior_engineer",
            hours: h.perWave.value * scope.waves,
          },
        ],
      },
      {
        name: t("Hypercare after the move"),
        share: 0.2,
        tasks: [{ name: t("Hypercare after the move"), role: "devops_engineer", hours: h.hypercare.value }],
      },
    ],
  };
}

function workloadRisks(t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("Undocumented dependencies between servers break an application after its move"),
      probability: 0.4,
      impact: baseCost * 0.1,
      delayWeeks: Math.max(1, weeks * 0.1),
      mitigation: t(
        "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.",
      ),
    },
    {
      title: t("Licences do not carry over to the cloud as assumed"),
      probability: 0.25,
      impact: baseCost * 0.05,
      delayWeeks: 1,
      mitigation: t("Check each licence's cloud terms during the assessment."),
    },
  ];
}

/** A move of servers, databases and files to a cloud, priced per workload (this model's norms); the cloud's running costs are the provider's. */
export function workloadSpec(brief: Brief, t: Translate, scope: WorkloadScope): KindPlanSpec {
  const n = (v: number) => formatNumber(v, 0, brief.language);
  const h = WORKLOAD_HOURS;
  return {
    brief,
    t,
    labour: workloadLabour(scope, t),
    nonLabour: [],
    risks: ({ baseCost, weeks }) => workloadRisks(t, baseCost, weeks),
    questions: [
      ...(brief.quantities.applications === undefined
        ? [t("How many applications run on these servers, and who tests each after the move?")]
        : []),
      t("Can servers move as they are (lift-and-shift), or must some be re-platformed?"),
    ],
    method: t(
      "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.",
      {
        perServer: n(h.perServer.value),
        perDatabase: n(h.perDatabase.value),
        perApplication: n(h.perApplication.value),
        perTb: n(h.perTb.value),
        landing: n(h.landingZone.value),
        wave: SERVERS_PER_WAVE,
        source: citation(h.perServer),
      },
    ),
    scope: t(
      "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.",
      {
        servers: n(scope.servers),
        databases: n(scope.databases),
        applications: n(scope.applications),
        tb: formatNumber(scope.dataTb, 1, brief.language),
        waves: scope.waves,
      },
    ),
    assumptions: [
      t("{{n}} servers, as stated.", { n: n(scope.servers) }),
      ...(brief.quantities.applications === undefined
        ? [t("{{n}} applications assumed (one for every four servers).", { n: n(scope.applications) })]
        : []),
      t("The cloud's running costs and any licences are not included."),
    ],
    metrics: {
      servers: scope.servers,
      databases: scope.databases,
      applications: scope.applications,
      data_tb: scope.dataTb,
      waves: scope.waves,
    },
  };
}
