import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import {
  auditDays,
  DEFAULT_EMPLOYEES,
  FRAMEWORK_EFFORT,
  OBSERVATION_MONTHS,
  REFERENCE_EMPLOYEES,
  TYPICAL_WEEKS,
  type Framework,
} from "./reference.js";

/** Frameworks whose external audit is a certification or an attestation report. */
export const CERTIFIABLE: ReadonlySet<Framework> = new Set([
  "iso27001",
  "ens",
  "pci_dss",
  "soc2_type1",
  "soc2_type2",
  "cyber_essentials",
  "cyber_essentials_plus",
]);
const ESSENTIALS: ReadonlySet<Framework> = new Set(["cyber_essentials", "cyber_essentials_plus"]);
export const isEssentials = (f: Framework) => ESSENTIALS.has(f);

/** What a compliance programme covers, from the brief the reader produced. */
export interface ComplianceScope {
  /** Largest first: it carries the full programme, the others their share of it. */
  frameworks: Framework[];
  assumedFramework: boolean;
  employees: number;
  employeesStated: boolean;
  sites: number;
  /** Audit days the headcount takes (ISO/IEC 27006), and the consultant days' scale against the reference size. */
  auditDays: number;
  scale: number;
  audit: boolean;
  accompaniment: boolean;
  tool: boolean;
  /** A stated deadline or programme length in weeks. */
  statedWeeks?: number;
}

export function complianceScope(brief: Brief): ComplianceScope {
  const q = brief.quantities;
  const d = brief.details ?? {};
  const named = [...new Set(d.frameworks ?? [])] as Framework[];
  const assumedFramework = named.length === 0;
  const frameworks = (assumedFramework ? (["iso27001"] as Framework[]) : named).sort(
    (a, b) => FRAMEWORK_EFFORT[b].value - FRAMEWORK_EFFORT[a].value,
  );
  const stated = q.employees ?? q.users;
  const employees = Math.max(1, Math.round(stated ?? DEFAULT_EMPLOYEES));
  const days = auditDays(employees);
  return {
    frameworks,
    assumedFramework,
    employees,
    employeesStated: stated !== undefined,
    sites: Math.max(1, Math.min(500, q.sites ?? 1)),
    auditDays: days,
    scale: days / auditDays(REFERENCE_EMPLOYEES),
    audit: d.certification_audit === true,
    accompaniment: d.certification_audit === true || d.audit_accompaniment === true,
    tool: d.compliance_tool === true,
    statedWeeks: brief.deadline_weeks ?? brief.duration_weeks,
  };
}

/** Where in its typical range a headcount falls: 0 for ten people, 1 for 1,175 and more (the audit-time table's span). */
function sizePosition(scope: ComplianceScope): number {
  return Math.min(1, Math.max(0, (scope.auditDays - auditDays(10)) / (auditDays(1175) - auditDays(10))));
}

/** The programme's typical weeks: the longest of its frameworks', placed in each range by the headcount. */
export function typicalWeeks(scope: ComplianceScope): { weeks: number; shortest: number; framework: Framework } {
  const at = sizePosition(scope);
  let best = { weeks: 0, shortest: 0, framework: scope.frameworks[0]! };
  for (const framework of scope.frameworks) {
    const [low, high] = TYPICAL_WEEKS[framework].value;
    const weeks = Math.round(low + (high - low) * at);
    if (weeks > best.weeks) best = { weeks, shortest: low, framework };
  }
  return best;
}

/** A SOC 2 Type 2's observation window, in months, when the programme includes one. */
export const observationMonths = (scope: ComplianceScope) =>
  scope.frameworks.includes("soc2_type2") ? OBSERVATION_MONTHS.value : 0;

/** Each framework's name in the brief's language (the acronyms are the same everywhere but the GDPR's). */
export function frameworkNames(t: Translate): Record<Framework, string> {
  return {
    iso27001: "ISO 27001",
    soc2_type1: "SOC 2 Type 1",
    soc2_type2: "SOC 2 Type 2",
    nis2: "NIS2",
    pci_dss: "PCI DSS",
    hipaa: "HIPAA",
    gdpr: t("GDPR"),
    ens: "ENS",
    cyber_essentials: "Cyber Essentials",
    cyber_essentials_plus: "Cyber Essentials Plus",
  };
}

/** Sampled sites beyond the first (the square root of the sites, IAF MD 1). */
export const extraSampledSites = (sites: number) => Math.max(0, Math.ceil(Math.sqrt(sites)) - 1);
