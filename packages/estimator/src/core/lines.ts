import type { Translate } from "@scopewise/i18n";
import { threePointWithMean } from "./pert.js";
import type { LineBasis, PlanTask } from "./plan.js";

/**
 * A non-labour task priced as quantity × unit cost from a cited reference. Its three-point cost has
 * exactly that product as its mean, so the basis-of-estimate line, the task and the phase agree;
 * `low`/`high` are the optimistic and pessimistic multipliers around the most likely value.
 */
export function pricedLine(name: string, basis: LineBasis, low = 0.9, high = 1.25): PlanTask {
  return { name, basis, cost: threePointWithMean(basis.quantity * basis.unitCost, low, high) };
}

/** A figure the client stated (media spend, incentives budget...), priced as given: no spread. */
export function statedLine(t: Translate, name: string, amount: number): PlanTask {
  return {
    name,
    basis: { quantity: 1, unit: t("lump sum"), unitCost: amount, source: t("stated in the request") },
    cost: { optimistic: amount, likely: amount, pessimistic: amount },
  };
}
