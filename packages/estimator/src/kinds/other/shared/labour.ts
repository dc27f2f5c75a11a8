import type { Translate } from "@scopewise/i18n";
import type { PlanRole } from "../../../core/plan.js";
import { usdTo } from "../../../core/reference-data.js";
import { cited, citation, type Cited } from "../../../reference/cited.js";
import { amount, usdNow, type Amount } from "./figures.js";

const OEWS =
  "U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023, national median hourly wage";

/** Median hourly wages (USD) of the occupations the service models staff with. */
export const WAGES = {
  eventPlanner: cited(amount(27.37), `${OEWS}, SOC 13-1121 Meeting, convention and event planners`, 2023),
  graphicDesigner: cited(amount(28.32), `${OEWS}, SOC 27-1024 Graphic designers`, 2023),
  marketResearchAnalyst: cited(
    amount(35.9),
    `${OEWS}, SOC 13-1161 Market research analysts and marketing specialists`,
    2023,
  ),
  surveyResearcher: cited(amount(29.31), `${OEWS}, SOC 19-3022 Survey researchers`, 2023),
  interviewer: cited(amount(19.92), `${OEWS}, SOC 43-4111 Interviewers, except eligibility and loan`, 2023),
  statistician: cited(amount(50.05), `${OEWS}, SOC 15-2041 Statisticians`, 2023),
  managementAnalyst: cited(amount(47.79), `${OEWS}, SOC 13-1111 Management analysts`, 2023),
  projectManager: cited(amount(48.44), `${OEWS}, SOC 13-1082 Project management specialists`, 2023),
  operationsSpecialist: cited(amount(38.26), `${OEWS}, SOC 13-1199 Business operations specialists, all other`, 2023),
} satisfies Record<string, Cited<Amount>>;
export type Occupation = keyof typeof WAGES;

/** Wages are this share of what an employee costs (private industry); benefits are the rest. */
export const WAGE_SHARE: Cited<number> = cited(
  0.704,
  "U.S. Bureau of Labor Statistics, Employer Costs for Employee Compensation, December 2023 (private industry)",
  2023,
);

/**
 * Overhead and profit on the employee's cost, so that the rate is what a firm bills: 1.94 × (1 / 0.704) ≈ 2.75 ×
 * the wage, the middle of the 2.5–3 salary-cost multipliers common in professional-services pricing (the low
 * end priced research and event agencies' labour below what they quote).
 */
export const OVERHEAD_AND_PROFIT: Cited<number> = cited(
  1.94,
  "Salary-cost-times-multiplier pricing of professional services (middle of the usual 2.5–3 × salary)",
  2024,
);

/** What one hour of the occupation bills at, in the brief's currency, for a location's cost level. */
export function billedRate(occupation: Occupation, currency: string, locationFactor: number): number {
  const loaded = usdNow(WAGES[occupation]) / WAGE_SHARE.value;
  return Math.round(usdTo(currency, loaded * OVERHEAD_AND_PROFIT.value * locationFactor));
}

/** A plan role billed from a BLS wage, named in the request's language, with the wage and loading it came from. */
export function billedRole(role: string, occupation: Occupation, currency: string, locationFactor: number): PlanRole {
  return {
    role,
    rate: billedRate(occupation, currency, locationFactor),
    source: `${citation(WAGES[occupation])}; ${citation(WAGE_SHARE)}; × ${OVERHEAD_AND_PROFIT.value} overhead and profit`,
  };
}

/** The sentence that says how rates were built, for a model's method text. */
export function ratesMethod(t: Translate, label: string, factor: string): string {
  return t(
    "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).",
    { place: label, factor },
  );
}
