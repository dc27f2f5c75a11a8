import { briefSchema, type Brief, type BriefInput, type Domain, type Estimate } from "@scopewise/shared";
import { finalize, MONTE_CARLO_ITERATIONS } from "./core/finalize.js";
import type { DomainModel } from "./core/plan.js";
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
  const brief = briefSchema.parse(input);
  return finalize(MODELS[brief.domain](brief), brief, iterations);
}
