import { pertMean } from "../../../core/pert.js";
import type { PlanPhase, PlanRisk, PlanRole } from "../../../core/plan.js";
import type { Pricing } from "./pricing.js";

/** The plan's expected cost as the estimate will show it: tasks at their PERT means plus the risks' exposure. */
export function expectedCost(
  phases: readonly PlanPhase[],
  roles: readonly PlanRole[],
  risks: readonly PlanRisk[],
): number {
  const rates = new Map(roles.map((r) => [r.role, r.rate]));
  const tasks = phases
    .flatMap((p) => p.tasks)
    .reduce(
      (s, t) =>
        s + (t.cost ? pertMean(t.cost) : 0) + (t.hours ? pertMean(t.hours) * (rates.get(t.role ?? "") ?? 0) : 0),
      0,
    );
  return tasks + risks.reduce((s, r) => s + r.probability * r.impact, 0);
}

/**
 * What a stated budget means per unit of the main quantity (guest, attendee, interview, respondent, m²):
 * what it allows per unit, and when it falls short, how many units it would cover at this standard.
 * The budget is compared, never replaced.
 */
export function perUnitBudgetNote(
  p: Pricing,
  total: number,
  units: number,
  unitName: string,
  unitsName: string,
): string | undefined {
  const budget = p.brief.budget;
  if (budget === undefined || units <= 0 || total <= 0) return undefined;
  const perUnit = total / units;
  if (budget >= total)
    return p.t(
      "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.",
      { allowed: p.money(budget / units), needed: p.money(perUnit), unit: unitName },
    );
  const covered = Math.max(0, Math.floor(budget / perUnit));
  return p.t(
    "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.",
    {
      budget: p.money(budget),
      gap: p.money(total - budget),
      total: p.money(total),
      units: p.num(units),
      needed: p.money(perUnit),
      unit: unitName,
      plural: unitsName,
      covered: p.num(covered),
      allowed: p.money(budget / units),
    },
  );
}
