import { briefSchema, type Brief, type BriefInput, type Domain, type Estimate } from "@scopewise/shared";
import { finalize, MONTE_CARLO_ITERATIONS } from "./core/finalize.js";
import { formatNumber } from "./core/money.js";
import type { DomainModel } from "./core/plan.js";
import { hasReferenceRate, REFERENCE_DATE } from "./core/reference-data.js";
import { constructionPlan } from "./domains/construction.js";
import { eventPlan } from "./domains/event.js";
import { genericPlan } from "./domains/generic.js";
import { marketingPlan } from "./domains/marketing.js";
import { researchPlan } from "./domains/research.js";
import { softwarePlan } from "./domains/software.js";

const MODELS: Record<Domain, DomainModel> = {
  software: softwarePlan,
  construction: constructionPlan,
  marketing: marketingPlan,
  event: eventPlan,
  research: researchPlan,
  other: genericPlan,
};

/** The engine: a brief in, a consistent estimate out. Pure and deterministic for a given brief. */
export function estimate(input: BriefInput | Brief, iterations = MONTE_CARLO_ITERATIONS): Estimate {
  const { brief, note } = priceableCurrency(briefSchema.parse(input));
  const plan = MODELS[brief.domain](brief);
  if (note) plan.assumptions.unshift(note);
  return finalize(plan, brief, iterations);
}

/**
 * A currency without a reference rate cannot be converted: the estimate is priced in US dollars and
 * says so. A budget in that currency cannot be compared with it, so it is set aside (and said so too).
 */
function priceableCurrency(brief: Brief): { brief: Brief; note?: string } {
  if (hasReferenceRate(brief.currency)) return { brief };
  const budget = brief.budget !== undefined ? ` The stated budget of ${formatNumber(brief.budget)} ${brief.currency} is not compared with the estimate; convert it to US dollars to check it.` : "";
  return {
    brief: { ...brief, currency: "USD", budget: undefined },
    note: `There is no reference exchange rate for ${brief.currency}, so all figures are in US dollars (${REFERENCE_DATE} rates).${budget}`,
  };
}
