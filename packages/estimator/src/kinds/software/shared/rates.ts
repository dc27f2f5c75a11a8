import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { locationIndex, usdTo } from "../../../core/reference-data.js";
import type { PlanRole } from "../../../core/plan.js";
import { cited, citation, type Cited } from "../../../reference/cited.js";
import { escalate, PRICE_YEAR } from "../../../reference/escalation.js";

/** Paid hours in a full-time year (OEWS converts annual wages to hourly at 2,080 hours). */
const HOURS_PER_YEAR = 2080;

const oews = (occupation: string, statistic: string, year = 2024) =>
  `U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May ${year}, ${occupation}, ${statistic} annual wage`;

/**
 * Annual US wages per role (USD). Each role maps to the OEWS occupation that employs it; where OEWS has no
 * separate occupation (mobile developers, data engineers, ML engineers) the occupation O*NET files them under.
 */
export const ROLE_WAGES = {
  software_engineer: cited(133_080, oews("15-1252 Software Developers", "median"), 2024),
  senior_engineer: cited(169_000, oews("15-1252 Software Developers", "75th-percentile"), 2024),
  mobile_developer: cited(133_080, oews("15-1252 Software Developers (mobile application developers)", "median"), 2024),
  web_developer: cited(98_670, oews("15-1251 Computer Programmers", "median"), 2024),
  automation_developer: cited(98_670, oews("15-1251 Computer Programmers (code and scripts)", "median"), 2024),
  data_engineer: cited(135_980, oews("15-1243 Database Architects (O*NET: data engineers)", "median"), 2024),
  database_administrator: cited(104_620, oews("15-1242 Database Administrators", "median"), 2024),
  data_scientist: cited(112_590, oews("15-2051 Data Scientists", "median"), 2024),
  ml_engineer: cited(
    140_910,
    oews("15-1221 Computer and Information Research Scientists (machine learning)", "median"),
    2024,
  ),
  qa_engineer: cited(101_800, oews("15-1253 Software Quality Assurance Analysts and Testers", "median", 2023), 2023),
  designer: cited(98_090, oews("15-1255 Web and Digital Interface Designers", "median"), 2024),
  project_manager: cited(100_750, oews("13-1082 Project Management Specialists", "median"), 2024),
  devops_engineer: cited(96_800, oews("15-1244 Network and Computer Systems Administrators", "median"), 2024),
  // Security testers and compliance consultants are filed under information security analysts; the May 2019 table
  // (bls.gov/oes/2019/may/oes151212.htm) is the one read, escalated with CPI-U like every other wage.
  security_tester: cited(
    99_730,
    oews("15-1212 Information Security Analysts (penetration testers)", "median", 2019),
    2019,
  ),
  security_lead: cited(
    128_640,
    oews("15-1212 Information Security Analysts (senior consultants and lead auditors)", "75th-percentile", 2019),
    2019,
  ),
  compliance_consultant: cited(
    99_730,
    oews("15-1212 Information Security Analysts (security and compliance consultants)", "median", 2019),
    2019,
  ),
} as const satisfies Record<string, Cited>;

export type RoleKey = keyof typeof ROLE_WAGES;

/** Wages and salaries are 70.5% of what private employers spend on compensation (the rest is benefits). */
export const WAGE_SHARE_OF_COMPENSATION = cited(
  0.705,
  "U.S. Bureau of Labor Statistics, Employer Costs for Employee Compensation, December 2024, private industry",
  2024,
);
/** Share of paid hours a delivery firm bills (holidays, sales, training and bench time are not billed). */
export const BILLABLE_UTILISATION = 0.75;
/** Office, tools, sales and profit on top of the loaded cost of billed hours. */
export const OVERHEAD_AND_MARGIN = 0.1;
/** Hourly wage → hourly bill rate: compensation load ÷ billable share × overhead and margin (about 2.08). */
export const BILLING_MULTIPLIER =
  (1 / WAGE_SHARE_OF_COMPENSATION.value / BILLABLE_UTILISATION) * (1 + OVERHEAD_AND_MARGIN);

/**
 * The cost level for labour at the brief's location. The location table may carry a labour-specific
 * factor besides its general one; when it does, labour uses it.
 */
export function labourFactor(brief: Brief): { factor: number; label: string } {
  const index: { factor: number; label: string; labour?: number } = locationIndex(brief.location);
  return { factor: typeof index.labour === "number" ? index.labour : index.factor, label: index.label };
}

/** A role's hourly bill rate in USD at a US-average location, in PRICE_YEAR prices. */
export function usBillRate(role: RoleKey): number {
  const wage = ROLE_WAGES[role];
  return escalate((wage.value / HOURS_PER_YEAR) * BILLING_MULTIPLIER, wage.year);
}

/** Where a role's rate comes from, as its basis-of-estimate lines show it. */
export function rateSource(role: RoleKey): string {
  return `${citation(ROLE_WAGES[role])} ÷ ${HOURS_PER_YEAR} h × ${BILLING_MULTIPLIER.toFixed(2)} billing multiplier (${citation(WAGE_SHARE_OF_COMPENSATION)}), CPI-U to ${PRICE_YEAR}`;
}

/** The roles' names in the brief's language (the name is also the key tasks refer to). */
export function roleNames(t: Translate): Record<RoleKey, string> {
  return {
    software_engineer: t("Software engineer"),
    senior_engineer: t("Senior software engineer"),
    mobile_developer: t("Mobile developer"),
    web_developer: t("Web developer"),
    automation_developer: t("Automation developer"),
    data_engineer: t("Data engineer"),
    database_administrator: t("Database administrator"),
    data_scientist: t("Data scientist"),
    ml_engineer: t("Machine learning engineer"),
    qa_engineer: t("QA engineer"),
    designer: t("UX/UI designer"),
    project_manager: t("Project manager"),
    devops_engineer: t("DevOps engineer"),
    security_tester: t("Security tester"),
    security_lead: t("Senior security consultant"),
    compliance_consultant: t("Information security consultant"),
  };
}

/** The rate card of the roles a plan uses, in the brief's currency at its location. */
export function rateCard(
  brief: Brief,
  t: Translate,
  roles: readonly RoleKey[],
): { roles: PlanRole[]; rate: (role: RoleKey) => number } {
  const location = labourFactor(brief);
  const names = roleNames(t);
  const rate = (role: RoleKey) => Math.round(usdTo(brief.currency, usBillRate(role) * location.factor));
  return {
    roles: [...new Set(roles)].map((role) => ({ role: names[role], rate: rate(role), source: rateSource(role) })),
    rate,
  };
}
