import type { Brief, Estimate } from "@scopewise/shared";
import type { EstimateRevision } from "./estimate-revision.js";

/**
 * The revision a currency change of the whole proposal states: every amount multiplied by the rate
 * (1 when only the currency's name changes) and rounded to the cent, as the text's amounts are.
 */
export function convertRevision({ brief, estimate }: EstimateRevision, to: string, rate = 1): EstimateRevision {
  const money = (value: number) => Math.round(value * rate * 100) / 100;
  const converted: Estimate = {
    ...estimate,
    currency: to,
    phases: estimate.phases.map((phase) => ({ ...phase, cost: money(phase.cost), tasks: phase.tasks.map((task) => ({ ...task, cost: money(task.cost) })) })),
    roles: estimate.roles.map((role) => ({ ...role, rate: money(role.rate), cost: money(role.cost) })),
    risks: estimate.risks.map((risk) => ({ ...risk, impact: money(risk.impact) })),
    total_cost: { expected: money(estimate.total_cost.expected), p50: money(estimate.total_cost.p50), p80: money(estimate.total_cost.p80), p90: money(estimate.total_cost.p90) },
    contingency: money(estimate.contingency),
    non_labor_cost: money(estimate.non_labor_cost),
    constraints: estimate.constraints.map((c) => (c.kind === "budget" ? { ...c, stated: money(c.stated) } : c)),
  };
  const revisedBrief: Brief = { ...brief, currency: to, ...(brief.budget === undefined ? {} : { budget: money(brief.budget) }) };
  return { brief: revisedBrief, estimate: converted };
}
