import { translator, type Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { pricedLine } from "../../../core/lines.js";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { PlanPhase, PlanTask } from "../../../core/plan.js";
import { locationIndex, usdTo } from "../../../core/reference-data.js";

/** What every kind model needs to price a brief: its language, currency and the location's cost level. */
export interface Pricing {
  brief: Brief;
  t: Translate;
  /** Cost level relative to the US average (locationIndex). */
  factor: number;
  place: string;
  money: (value: number) => string;
  num: (value: number, digits?: number) => string;
  /** A US-dollar amount at the US-average level, in the brief's currency at the location's level. */
  local: (usd: number) => number;
  /** A US-dollar amount in the brief's currency, with no location level (a price set nationally or online). */
  national: (usd: number) => number;
}

export function pricingFor(brief: Brief, place?: { factor: number; label: string }): Pricing {
  const t = translator(brief.language);
  const location = place ?? locationIndex(brief.location);
  return {
    brief,
    t,
    factor: location.factor,
    place: location.label,
    money: (value) => formatMoney(value, brief.currency, brief.language),
    num: (value, digits = 0) => formatNumber(value, digits, brief.language),
    local: (usd) => usdTo(brief.currency, usd * location.factor),
    national: (usd) => usdTo(brief.currency, usd),
  };
}

/** A unit cost as the basis of estimate shows it: cents for small amounts, whole units above 100. */
function shownUnitCost(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/**
 * A non-labour line priced from a US-dollar unit cost at the US-average level (already escalated): converted
 * to the brief's currency at the location's level unless `atLocation` is false (a price set nationally).
 */
export function costLine(
  p: Pricing,
  name: string,
  quantity: number,
  unit: string,
  unitUsd: number,
  source: string,
  spread: [number, number] = [0.9, 1.25],
  atLocation = true,
): PlanTask {
  const unitCost = shownUnitCost(atLocation ? p.local(unitUsd) : p.national(unitUsd));
  return pricedLine(name, { quantity, unit, unitCost, source }, spread[0], spread[1]);
}

/** Labour: a role's three-point hours around an expected value. */
export function work(name: string, role: string, hours: number, low = 0.85, high = 1.4): PlanTask {
  return { name, role, hours: threePointWithMean(Math.max(0.5, hours), low, high) };
}

/** A phase of the plan; tasks with nothing to price are left out. */
export function phase(name: string, weeks: number, tasks: PlanTask[], low = 0.85, high = 1.3): PlanPhase {
  return {
    name,
    weeks: threePointWithMean(Math.max(0.5, weeks), low, high),
    tasks: tasks.filter((task) => (task.basis ? task.basis.quantity > 0 : true)),
  };
}
