import { cited, type Cited } from "../../../reference/cited.js";
import { escalate } from "../../../reference/escalation.js";

/**
 * Construction managers (SOC 11-9021), mean hourly wage, May 2023, U.S. Bureau of Labor Statistics OEWS,
 * loaded for employer costs: wages are about 70 % of total compensation (BLS Employer Costs for Employee
 * Compensation, December 2023), so × 1.42.
 */
export const PROJECT_MANAGER_WAGE: Cited<number> = cited(
  56.6,
  "U.S. BLS OEWS May 2023, construction managers (11-9021) mean hourly wage",
  2023,
);
export const EMPLOYER_COST_LOAD: Cited<number> = cited(
  1.42,
  "U.S. BLS Employer Costs for Employee Compensation, Dec. 2023 (wages ≈ 70 % of compensation)",
  2023,
);

/** The client's project manager per hour at the US average, in PRICE_YEAR US dollars (CPI-U). */
export function projectManagerRateUsd(): number {
  return escalate(PROJECT_MANAGER_WAGE.value * EMPLOYER_COST_LOAD.value, PROJECT_MANAGER_WAGE.year);
}

export const PROJECT_MANAGER_SOURCE = `${PROJECT_MANAGER_WAGE.source} × ${EMPLOYER_COST_LOAD.value} (${EMPLOYER_COST_LOAD.source}), escalated by CPI-U`;

/** Productive hours a week, as the rest of the engine counts them. */
export const HOURS_PER_WEEK = 36;
