import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import type { KindPlanSpec, StatedScale } from "../shared/assemble.js";
import { effortMultiplier, labourHours, type LabourPlan, sensibleWeeks, WEEKS_PER_MONTH } from "../shared/labour.js";
import { CLOUD, HOURS_PER_MONTH, priceLine } from "../shared/prices.js";
import { listedItems, namedSystems } from "../shared/quantities.js";
import {
  BYTES_PER_RECORD,
  DEFAULT_RECORDS,
  DEFAULT_TABLES,
  MIGRATION_HOURS,
  REHEARSALS,
  STAGING_COPIES,
} from "./reference.js";
import { rolloutScope, rolloutSpec } from "../integration/rollout.js";
import { workloadScope, workloadSpec } from "./workloads.js";

const WORDS = {
  cleansing:
    /\b(?:clean\w*|de-?dup\w*|duplicates?|dubletten\w*|bereinig\w*|doublons?|nettoy\w*|duplicad\w*|limpi\w*|limpeza|depura\w*)\b/iu,
  documents:
    /\b(?:documents?|attachments?|files?|archive|sharepoint|documentos?|adjuntos?|archivos?|dokumente?n?|anh[äa]nge?|dateien|archiv\w*|pi[èe]ces jointes|fichiers|anexos?|arquivos?)\b/iu,
} as const;

export interface MigrationScope {
  tables: number;
  tablesStated: boolean;
  records: number;
  recordsStated: boolean;
  volumeGb: number;
  systems: string[];
  cleansing: boolean;
  documents: boolean;
}

export function migrationScope(brief: Brief): MigrationScope {
  const text = brief.summary;
  const tables = brief.quantities.tables;
  const listed = listedItems(text);
  const records = brief.quantities.records;
  const volume = brief.quantities.data_gb;
  const recordCount = records ?? DEFAULT_RECORDS;
  return {
    tables: Math.round(tables ?? (listed >= 3 ? listed : DEFAULT_TABLES)),
    tablesStated: tables !== undefined || listed >= 3,
    records: recordCount,
    recordsStated: records !== undefined,
    volumeGb: volume ?? (recordCount * BYTES_PER_RECORD) / 1e9,
    systems: namedSystems(text).filter((s) => s !== "Excel"),
    cleansing: WORDS.cleansing.test(text),
    documents:
      WORDS.documents.test(text) &&
      (volume !== undefined || /attach|adjunt|anh[äa]ng|pi[èe]ces|anexo|sharepoint|archiv/iu.test(text)),
  };
}

/** A migration's labour: per table (profile, map, build, validate), per million records, rehearsals and cutover. */
export function migrationLabour(scope: MigrationScope, t: Translate): LabourPlan {
  const h = MIGRATION_HOURS;
  const millions = scope.records / 1e6;
  const sources = Math.max(1, scope.systems.length - 1);
  const rehearsal = (h.rehearsal.value + h.rehearsalPerMillion.value * millions) * REHEARSALS;
  return {
    managementShare: 0.1,
    phases: [
      {
        name: t("Discovery and mapping"),
        share: 0.25,
        tasks: [
          {
            name: t("Source inventory and data profiling ({{n}} tables or entities)", { n: scope.tables }),
            role: "data_engineer",
            hours: h.discovery.value + h.profilingPerTable.value * scope.tables,
          },
          {
            name: t("Mapping and transformation rules"),
            role: "data_engineer",
            hours: h.mappingPerTable.value * scope.tables,
          },
          {
            name: t("Source extracts and access"),
            role: "database_administrator",
            hours: h.sourceAccess.value * sources,
          },
        ],
      },
      {
        name: t("Build and rehearsals"),
        share: 0.45,
        tasks: [
          { name: t("Extract-transform-load jobs"), role: "data_engineer", hours: h.etlPerTable.value * scope.tables },
          ...(scope.cleansing
            ? [
                {
                  name: t("Cleansing and de-duplication"),
                  role: "data_engineer" as const,
                  hours: h.cleansingPerTable.value * scope.tables + h.cleansingPerMillion.value * millions,
                },
              ]
            : []),
          ...(scope.documents
            ? [
                {
                  name: t("Documents and attachments"),
                  role: "data_engineer" as const,
                  hours: h.documents.value + (h.documentsPerTb.value * scope.volumeGb) / 1000,
                },
              ]
            : []),
          { name: t("Trial migrations ({{n}})", { n: REHEARSALS }), role: "data_engineer", hours: rehearsal },
        ],
      },
      {
        name: t("Validation and cutover"),
        share: 0.3,
        tasks: [
          {
            name: t("Reconciliation and validation ({{n}} records)", { n: formatNumber(scope.records) }),
            role: "qa_engineer",
            hours: h.validationPerTable.value * scope.tables + h.validationPerMillion.value * millions,
          },
          { name: t("Cutover, rollback plan and go-live"), role: "database_administrator", hours: h.cutover.value },
        ],
      },
    ],
  };
}

/** Staging storage and a migration server for the months the work runs. */
function migrationInfrastructure(brief: Brief, scope: MigrationScope, t: Translate, months: number): PlanTask[] {
  return [
    priceLine(
      brief,
      t("Staging storage ({{copies}} copies of about {{gb}} GB for the project)", {
        copies: STAGING_COPIES,
        gb: formatNumber(scope.volumeGb, 1, brief.language),
      }),
      Math.max(1, Math.round(STAGING_COPIES * scope.volumeGb * months)),
      t("GB-month"),
      CLOUD.storageGbMonth,
    ),
    priceLine(
      brief,
      t("Migration server during the project"),
      Math.round(months * HOURS_PER_MONTH),
      t("hour"),
      CLOUD.instanceHour,
    ),
  ];
}

function migrationRisks(t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  return [
    {
      title: t("Source data quality is worse than profiled (duplicates, broken references, free-text codes)"),
      probability: 0.5,
      impact: baseCost * 0.15,
      delayWeeks: Math.max(1, weeks * 0.15),
      mitigation: t(
        "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.",
      ),
    },
    {
      title: t("Reconciliation finds gaps late, forcing another rehearsal"),
      probability: 0.35,
      impact: baseCost * 0.08,
      delayWeeks: 1,
      mitigation: t("Automate counts and checksums from the first rehearsal and sign each table off as it passes."),
    },
    {
      title: t("The cutover window is too short for the data volume"),
      probability: 0.2,
      impact: baseCost * 0.05,
      delayWeeks: 0.5,
      mitigation: t("Time the full load in a rehearsal and plan an incremental catch-up load before go-live."),
    },
  ];
}

export function dataMigrationSpec(brief: Brief, stated?: StatedScale): KindPlanSpec {
  const t = translator(brief.language);
  // Moving onto a packaged system (an ERP rollout) is its implementation, of which the data is one part.
  const rollout = rolloutScope(brief);
  if (rollout) return rolloutSpec(brief, t, rollout);
  // Servers or VMs to move are an estate's migration, priced per workload rather than per table.
  const estate = workloadScope(brief);
  if (estate) return workloadSpec(brief, t, estate);
  const scope = migrationScope(brief);
  const labour = migrationLabour(scope, t);
  const language = brief.language;
  return {
    brief,
    t,
    labour,
    nonLabour: migrationInfrastructure(
      brief,
      scope,
      t,
      Math.max(1, (stated?.weeks ?? sensibleWeeks(labourHours(labour) * effortMultiplier(brief))) / WEEKS_PER_MONTH),
    ),
    risks: ({ baseCost, weeks }) => migrationRisks(t, baseCost, weeks),
    questions: [
      ...(scope.tablesStated
        ? []
        : [t("How many tables or business objects (customers, orders, products...) move, and which can stay behind?")]),
      ...(scope.recordsStated
        ? []
        : [t("About how many records are there in all, and how many years of history must come across?")]),
      t("Who can decide, table by table, how unclear or duplicate records are handled?"),
      t("How long can the old and new systems be frozen for the cutover (a weekend, a night)?"),
      t("Does the target system have import tools or API limits that constrain how fast data can be loaded?"),
    ],
    method: t(
      "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.",
      {
        perTable:
          MIGRATION_HOURS.profilingPerTable.value +
          MIGRATION_HOURS.mappingPerTable.value +
          MIGRATION_HOURS.etlPerTable.value +
          MIGRATION_HOURS.validationPerTable.value,
        perMillion: MIGRATION_HOURS.validationPerMillion.value + MIGRATION_HOURS.rehearsalPerMillion.value * REHEARSALS,
        rehearsals: REHEARSALS,
      },
    ),
    scope: t("A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.", {
      tables: scope.tables,
      records: formatNumber(scope.records, 0, language),
      gb: formatNumber(scope.volumeGb, 1, language),
      systems: scope.systems.length ? ` (${scope.systems.join(" → ")})` : "",
    }),
    assumptions: [
      scope.tablesStated
        ? t("The tables or entities are as stated.")
        : t("{{n}} tables or entities are assumed: the request gave no count.", { n: scope.tables }),
      scope.recordsStated
        ? t("The record count is as stated.")
        : t("About {{n}} records are assumed: the request gave no count.", {
            n: formatNumber(scope.records, 0, language),
          }),
      t(
        "The target system is already configured; its set-up and any application changes are not part of this migration.",
      ),
    ],
    metrics: { tables: scope.tables, records: scope.records, volume_gb: Math.round(scope.volumeGb * 10) / 10 },
  };
}
