import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan } from "../shared/labour.js";
import { priceLine } from "../shared/prices.js";
import { namedSystems } from "../shared/quantities.js";
import {
  DEFAULT_DASHBOARDS,
  DEFAULT_SOURCES,
  DEFAULT_VIEWERS,
  PLATFORM_HOURS,
  PLATFORM_PRICES,
  TEST_SHARE,
  WAREHOUSE_HOURS_PER_DAY,
} from "./reference.js";

/** Sources that need a custom pipeline rather than a managed connector. */
const CUSTOM_SOURCES = new Set([
  "ERP",
  "SAP",
  "SQL Server",
  "Oracle",
  "PostgreSQL",
  "MySQL",
  "AS/400",
  "Access",
  "FTP",
  "Excel",
  "POS",
  "WMS",
  "Dynamics",
  "Odoo",
]);
const IOT = /\b(?:iot|sensors?|sensor data|events?|streaming|telemetry|sensoren|capteurs|sensores)\b/iu;
const WAREHOUSE_NAMES = new Set(["PostgreSQL"]);

export interface PlatformScope {
  sources: string[];
  sourceCount: number;
  customSources: number;
  dashboards: number;
  dashboardsStated: boolean;
  viewers: number;
  volumeGb: number;
}

export function platformScope(brief: Brief): PlatformScope {
  const text = brief.summary;
  const named = namedSystems(text).filter(
    (s) => !WAREHOUSE_NAMES.has(s) || !/\bpostgres\w* (?:warehouse|as (?:the )?warehouse)/i.test(text),
  );
  const stated = brief.quantities.systems;
  const sourceCount = Math.max(named.length, Math.round(stated ?? 0), named.length === 0 ? DEFAULT_SOURCES : 1);
  const custom = named.filter((s) => CUSTOM_SOURCES.has(s)).length + (IOT.test(text) ? 1 : 0);
  const dashboards = brief.quantities.dashboards;
  return {
    sources: named,
    sourceCount,
    customSources: Math.min(sourceCount, named.length === 0 ? 1 : custom),
    dashboards: Math.round(dashboards ?? DEFAULT_DASHBOARDS),
    dashboardsStated: dashboards !== undefined,
    viewers: Math.round(brief.quantities.users ?? DEFAULT_VIEWERS),
    volumeGb: brief.quantities.data_gb ?? 100,
  };
}

/** A data platform's labour: architecture, a pipeline and a model per source, dashboards, orchestration, testing, training. */
export function platformLabour(scope: PlatformScope, t: Translate): LabourPlan {
  const h = PLATFORM_HOURS;
  const managed = scope.sourceCount - scope.customSources;
  const ingestion = h.managedSource.value * managed + h.customSource.value * scope.customSources;
  const modelling = h.modelPerSource.value * scope.sourceCount;
  const dashboards = h.dashboard.value * scope.dashboards;
  return {
    managementShare: 0.1,
    phases: [
      {
        name: t("Architecture and set-up"),
        share: 0.15,
        tasks: [
          {
            name: t("Platform architecture, environments, security and access"),
            role: "data_engineer",
            hours: h.architecture.value,
          },
        ],
      },
      {
        name: t("Pipelines and modelling"),
        share: 0.45,
        tasks: [
          {
            name: t("Ingestion pipelines ({{n}} sources)", { n: scope.sourceCount }),
            role: "data_engineer",
            hours: ingestion,
          },
          { name: t("Data modelling and business rules"), role: "data_engineer", hours: modelling },
          {
            name: t("Orchestration, alerting and data-quality tests"),
            role: "data_engineer",
            hours: h.orchestration.value,
          },
        ],
      },
      {
        name: t("Dashboards and rollout"),
        share: 0.4,
        tasks: [
          { name: t("Dashboards ({{n}})", { n: scope.dashboards }), role: "data_scientist", hours: dashboards },
          {
            name: t("Testing and reconciliation with the source systems"),
            role: "qa_engineer",
            hours: (ingestion + modelling + dashboards) * TEST_SHARE.value,
          },
          { name: t("Documentation and user training"), role: "data_scientist", hours: h.training.value },
        ],
      },
    ],
  };
}

function platformRunningCosts(brief: Brief, scope: PlatformScope, t: Translate): PlanTask[] {
  return [
    priceLine(
      brief,
      t("Cloud data warehouse compute (first year)"),
      WAREHOUSE_HOURS_PER_DAY * 365,
      t("credit"),
      PLATFORM_PRICES.warehouseCredit,
      0.7,
      1.8,
    ),
    priceLine(
      brief,
      t("Warehouse storage (first year, about {{gb}} GB)", { gb: formatNumber(scope.volumeGb, 0, brief.language) }),
      Math.max(1, Math.round((scope.volumeGb / 1000) * 12 * 10) / 10),
      t("TB-month"),
      PLATFORM_PRICES.storageTbMonth,
    ),
    {
      ...priceLine(
        brief,
        t("BI licences for {{n}} users (first year)", { n: scope.viewers }),
        scope.viewers * 12,
        t("user-month"),
        PLATFORM_PRICES.biSeat,
        1,
        1.1,
      ),
      covers: "licences" as const,
    },
  ];
}

function platformRisks(t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("Figures in the dashboards do not match the source systems' reports"),
      probability: 0.45,
      impact: baseCost * 0.1,
      delayWeeks: Math.max(1, weeks * 0.1),
      mitigation: t(
        "Reconcile each measure with its owner's report before building on it, and write the definitions down.",
      ),
    },
    {
      title: t("A source system's API or export is slower or poorer than expected"),
      probability: 0.3,
      impact: baseCost * 0.08,
      delayWeeks: 1,
      mitigation: t("Load a sample of every source in the first two weeks and confirm access and limits."),
    },
    {
      title: t("Warehouse compute costs grow with usage"),
      probability: 0.3,
      impact: baseCost * 0.03,
      delayWeeks: 0,
      mitigation: t("Set auto-suspend and resource monitors, and review the most expensive queries monthly."),
    },
  ];
}

export function dataPlatformSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  const scope = platformScope(brief);
  const h = PLATFORM_HOURS;
  return {
    brief,
    t,
    labour: platformLabour(scope, t),
    nonLabour: platformRunningCosts(brief, scope, t),
    risks: ({ baseCost, weeks }) => platformRisks(t, baseCost, weeks),
    questions: [
      ...(scope.sources.length
        ? []
        : [t("Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?")]),
      ...(scope.dashboardsStated ? [] : [t("How many dashboards or reports, and for which decisions?")]),
      t("How many people will view the dashboards, and which BI tool do you already license?"),
      t("How fresh must the figures be: daily, hourly or near real time?"),
      t("Who owns each metric's definition (revenue, margin, active customer)?"),
    ],
    method: t(
      "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.",
      {
        managed: h.managedSource.value,
        custom: h.customSource.value,
        model: h.modelPerSource.value,
        dashboard: h.dashboard.value,
        test: Math.round(TEST_SHARE.value * 100),
      },
    ),
    scope: t(
      "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.",
      {
        sources: scope.sourceCount,
        custom: scope.customSources,
        dashboards: scope.dashboards,
        names: scope.sources.length ? ` (${scope.sources.join(", ")})` : "",
      },
    ),
    assumptions: [
      t(
        "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.",
      ),
      scope.dashboardsStated
        ? t("The dashboards are as stated.")
        : t("{{n}} dashboards are assumed: the request gave no count.", { n: scope.dashboards }),
    ],
    metrics: {
      sources: scope.sourceCount,
      custom_sources: scope.customSources,
      dashboards: scope.dashboards,
      bi_users: scope.viewers,
    },
  };
}
