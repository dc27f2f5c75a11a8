import { FX_PER_USD } from "../../../core/reference-data.js";
import { cited, type Cited } from "../../../reference/cited.js";
import { norm } from "../shared/norms.js";
import { listPrice, type ListPrice } from "../shared/prices.js";

/**
 * Certification audit days by the persons doing work under the organisation's control (initial audit,
 * stage 1 and stage 2): ISO/IEC 27006:2015 Table B.1, as OCG Zertifizierung (to 1,175 persons) and
 * Digitrust (to 175) publish it for their ISO 27001 quotes; beyond 1,175 the standard's own rows.
 */
export const AUDIT_TIME: Cited<ReadonlyArray<readonly [number, number]>> = cited(
  [
    [10, 5],
    [15, 6],
    [25, 7],
    [45, 8.5],
    [65, 10],
    [85, 11],
    [125, 12],
    [175, 13],
    [275, 14],
    [425, 15],
    [625, 16.5],
    [875, 17.5],
    [1175, 18.5],
    [1550, 19.5],
    [2025, 21],
    [2675, 22],
    [3450, 23],
    [4350, 24],
    [5450, 25],
    [6800, 26],
    [8500, 27],
    [10700, 28],
  ],
  "ISO/IEC 27006:2015 Table B.1, audit time chart (OCG Zertifizierung and Digitrust publish the same days)",
  2015,
);

/** Audit days for a headcount; past the table's last row a day per further 2,000 persons, as its steps go. */
export function auditDays(employees: number): number {
  const row = AUDIT_TIME.value.find(([most]) => employees <= most);
  if (row) return row[1];
  const last = AUDIT_TIME.value[AUDIT_TIME.value.length - 1]!;
  return last[1] + Math.ceil((employees - last[0]) / 2000);
}

/** The headcount the consultant-day norms below are written for (ISO/IEC 27006: 10 audit days). */
export const REFERENCE_EMPLOYEES = 50;
export const DEFAULT_EMPLOYEES = 50;

/**
 * Consultant days for one management-system framework at the reference headcount; the model scales them by the
 * audit days the headcount takes (ISO/IEC 27006), since both grow with the people, processes and systems in scope.
 */
export const PROGRAMME_DAYS = {
  gapAnalysis: norm(3, "a gap analysis against the framework at 50 employees, consultant days"),
  riskAssessment: norm(
    4,
    "the risk assessment and treatment plan (statement of applicability) at 50 employees, consultant days",
  ),
  policies: norm(6, "policies and procedures at 50 employees, consultant days"),
  implementation: norm(8, "support implementing the controls at 50 employees, consultant days"),
  awareness: norm(1, "staff awareness training, consultant days"),
  internalAudit: norm(3, "an internal audit at 50 employees, consultant days"),
  managementReview: norm(1, "the management review, consultant days"),
  perSite: norm(1.5, "each site beyond the first (visits, local risks, internal audit), consultant days"),
  accompanimentShare: norm(0.5, "a consultant beside the organisation at the external audit, share of the audit days"),
  observationMonth: norm(1, "evidence reviews during a SOC 2 Type 2 observation window, consultant days a month"),
} as const;

/** Each framework's share of a full ISO 27001 programme's consultant days (this model's norms). */
export const FRAMEWORK_EFFORT = {
  iso27001: norm(1, "ISO 27001, share of a full management-system programme"),
  ens: norm(1, "Spain's Esquema Nacional de Seguridad (category MEDIA), share of an ISO 27001 programme"),
  pci_dss: norm(0.9, "PCI DSS for a cardholder-data environment, share of an ISO 27001 programme"),
  nis2: norm(0.8, "NIS2 risk-management measures and incident reporting, share of an ISO 27001 programme"),
  soc2_type1: norm(0.8, "SOC 2 (security criteria), share of an ISO 27001 programme"),
  soc2_type2: norm(0.8, "SOC 2 (security criteria), share of an ISO 27001 programme"),
  hipaa: norm(0.6, "HIPAA Security Rule risk analysis, policies and safeguards, share of an ISO 27001 programme"),
  gdpr: norm(0.6, "GDPR records, DPIAs, policies and processor terms, share of an ISO 27001 programme"),
  cyber_essentials: norm(
    0.12,
    "Cyber Essentials (five technical controls, a self-assessment), share of an ISO 27001 programme",
  ),
  cyber_essentials_plus: norm(
    0.2,
    "Cyber Essentials Plus (the same controls, tested), share of an ISO 27001 programme",
  ),
} as const;
export type Framework = keyof typeof FRAMEWORK_EFFORT;

/**
 * A further framework shares most controls with the first: a company holding a SOC 2 report has built 60–80% of
 * what ISO 27001 requires (Axipro, SOC 2 to ISO 27001 mapping, 2026), so each one after the first costs this share.
 */
export const FURTHER_FRAMEWORK_SHARE = norm(
  0.4,
  "each framework after the first (the controls they do not share, and the mapping), share",
);

const gbp = (pounds: number) => pounds / (FX_PER_USD.GBP ?? 0.79);

/** External audit or certification fees, where a published price exists (USD; scaled by the model with size). */
export const AUDIT_FEES: Partial<Record<Framework, ListPrice>> = {
  soc2_type1: listPrice(
    15_000,
    "Humadroid, What is SOC 2 compliance (Type I audits $5,000–$20,000); Strac, SOC 2 audit guide (Type 1 $15K–$40K at boutique CPA firms)",
    2026,
  ),
  soc2_type2: listPrice(
    30_000,
    "Humadroid, What is SOC 2 compliance (Type II $12,000–$50,000); Strac, SOC 2 audit guide (Type 2 $25K–$75K at boutique CPA firms)",
    2026,
  ),
  pci_dss: listPrice(
    25_000,
    "Paytia, PCI audit cost broken down (UK audits £18,000–£85,000 in all, 35–50% of it the QSA's invoice)",
    2026,
  ),
  cyber_essentials_plus: listPrice(
    gbp(2_500),
    "Smart Start IT, Cyber Essentials UK SMB guide (Plus £1,500–£3,000); Softomate Solutions (Plus roughly £1,400–£8,000)",
    2026,
  ),
};

/** Cyber Essentials assessment fee by headcount band (micro 0–9, small 10–49, medium 50–249, large 250+), in USD. */
export const CYBER_ESSENTIALS_FEES: ReadonlyArray<readonly [number, ListPrice]> = [
  [
    9,
    listPrice(
      gbp(400),
      "IASME tiered Cyber Essentials pricing from 24 January 2022, micro organisations £400 (HBP Group)",
      2022,
    ),
  ],
  [
    49,
    listPrice(
      gbp(500),
      "IASME tiered Cyber Essentials pricing from 24 January 2022, small organisations £500 (HBP Group)",
      2022,
    ),
  ],
  [
    249,
    listPrice(
      gbp(550),
      "IASME tiered Cyber Essentials pricing from 24 January 2022, medium organisations £550 (HBP Group)",
      2022,
    ),
  ],
  [
    Infinity,
    listPrice(
      gbp(600),
      "IASME tiered Cyber Essentials pricing from 24 January 2022, large organisations £600 (HBP Group)",
      2022,
    ),
  ],
];

/** Frameworks with no certification scheme: an independent audit is priced at this share of the ISMS audit days. */
export const INDEPENDENT_AUDIT_SHARE = norm(
  0.6,
  "an independent compliance audit where no certification scheme exists, share of the ISO/IEC 27006 audit days",
);
/** Further sites add audit days: the square root of the sites is sampled (IAF MD 1), a day for each sampled site beyond the first. */
export const AUDIT_DAYS_PER_SAMPLED_SITE = norm(1, "each sampled site beyond the first, audit days");

export const COMPLIANCE_TOOL: ListPrice = listPrice(
  7_000,
  "Secureframe pricing page, Fundamentals package (one framework), starting at $7,000 a year",
  2026,
);
export const TOOL_FURTHER_FRAMEWORK_SHARE = norm(
  0.5,
  "each further framework on a compliance platform, share of the yearly subscription",
);

/**
 * Typical programme lengths in weeks, smallest to largest organisation. ISO 27001 certification takes three to
 * twelve months (LegalClarity, How to become ISO 27001 certified: steps and costs, 2025); SOC 2 Type I one to
 * three months and Type II six to twelve or more (Humadroid, 2026); Cyber Essentials four to eight weeks (Smart
 * Start IT, 2026). The other management-system frameworks are given ISO 27001's range.
 */
export const TYPICAL_WEEKS: Record<Framework, Cited<readonly [number, number]>> = {
  iso27001: cited(
    [13, 52],
    "LegalClarity, How to become ISO 27001 certified: steps and costs (three to twelve months)",
    2025,
  ),
  ens: cited([13, 52], "LegalClarity, ISO 27001 certification in three to twelve months (taken for the ENS)", 2025),
  pci_dss: cited([13, 52], "LegalClarity, ISO 27001 certification in three to twelve months (taken for PCI DSS)", 2025),
  nis2: cited([13, 52], "LegalClarity, ISO 27001 certification in three to twelve months (taken for NIS2)", 2025),
  hipaa: cited([13, 52], "LegalClarity, ISO 27001 certification in three to twelve months (taken for HIPAA)", 2025),
  gdpr: cited([13, 52], "LegalClarity, ISO 27001 certification in three to twelve months (taken for the GDPR)", 2025),
  soc2_type1: cited([4, 13], "Humadroid, What is SOC 2 compliance (Type I takes one to three months)", 2026),
  soc2_type2: cited([26, 52], "Humadroid, What is SOC 2 compliance (Type II over six to twelve or more months)", 2026),
  cyber_essentials: cited([4, 8], "Smart Start IT, Cyber Essentials UK SMB guide (four to eight weeks)", 2026),
  cyber_essentials_plus: cited([4, 8], "Smart Start IT, Cyber Essentials UK SMB guide (four to eight weeks)", 2026),
};
/** A SOC 2 Type 2 report covers an observation window after readiness; six months is the common first one. */
export const OBSERVATION_MONTHS = norm(6, "a first SOC 2 Type 2 observation window, months");
