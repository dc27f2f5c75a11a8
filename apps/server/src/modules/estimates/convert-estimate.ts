import type { Brief, Estimate } from "@scopewise/shared";
import type { EstimateRevision } from "./estimate-revision.js";

/** Every cost of an estimate multiplied by `factor` and rounded to the cent, as the text's amounts are. */
function scaledCosts(estimate: Estimate, factor: number, scaleBudget: boolean): Estimate {
  const money = (value: number) => Math.round(value * factor * 100) / 100;
  return {
    ...estimate,
    phases: estimate.phases.map((phase) => ({
      ...phase,
      cost: money(phase.cost),
      tasks: phase.tasks.map((task) => ({ ...task, cost: money(task.cost) })),
    })),
    roles: estimate.roles.map((role) => ({ ...role, rate: money(role.rate), cost: money(role.cost) })),
    risks: estimate.risks.map((risk) => ({ ...risk, impact: money(risk.impact) })),
    total_cost: {
      expected: money(estimate.total_cost.expected),
      ...(estimate.total_cost.p10 !== undefined ? { p10: money(estimate.total_cost.p10) } : {}),
      p50: money(estimate.total_cost.p50),
      p80: money(estimate.total_cost.p80),
      p90: money(estimate.total_cost.p90),
    },
    contingency: money(estimate.contingency),
    non_labor_cost: money(estimate.non_labor_cost),
    // What a budget needs is a cost and scales with the costs; the stated budget only when it is converted too.
    constraints: estimate.constraints.map((c) =>
      c.kind !== "budget"
        ? c
        : {
            ...c,
            ...(scaleBudget ? { stated: money(c.stated) } : {}),
            ...(c.needed !== undefined ? { needed: money(c.needed) } : {}),
          },
    ),
  };
}

const scaledBudget = (brief: Brief, factor: number): Brief =>
  brief.budget === undefined ? brief : { ...brief, budget: Math.round(brief.budget * factor * 100) / 100 };

/**
 * The revision a currency change of the whole proposal states: every amount, the budget included,
 * multiplied by the rate (1 when only the currency's name changes).
 */
export function convertRevision({ brief, estimate }: EstimateRevision, to: string, rate = 1): EstimateRevision {
  return {
    brief: { ...scaledBudget(brief, rate), currency: to },
    estimate: { ...scaledCosts(estimate, rate, true), currency: to },
  };
}

/**
 * The revision "increase the costs by 10%" states on a whole proposal: the costs scaled, the stated
 * budget as it was; "raise the budget by 10%" scales the stated budget only.
 */
export function scaleRevision(
  { brief, estimate }: EstimateRevision,
  factor: number,
  target: "costs" | "budget",
): EstimateRevision {
  if (target === "costs") return { brief, estimate: scaledCosts(estimate, factor, false) };
  const budgetOnly = (c: Estimate["constraints"][number]) =>
    c.kind === "budget" ? { ...c, stated: Math.round(c.stated * factor * 100) / 100 } : c;
  return {
    brief: scaledBudget(brief, factor),
    estimate: { ...estimate, constraints: estimate.constraints.map(budgetOnly) },
  };
}
