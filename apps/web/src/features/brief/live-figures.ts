import type { Brief, Estimate } from "@scopewise/shared";

/** The headline of an estimate the brief panel compares: expected total cost and likely duration. */
export interface LiveFigures {
  currency: string;
  cost: number;
  weeks: number;
}

export function figuresOf(estimate: Estimate): LiveFigures {
  return { currency: estimate.currency, cost: estimate.total_cost.expected, weeks: estimate.duration_weeks.p50 };
}

/** What the page asks the estimate worker, and what it answers (null when the brief cannot be priced). */
export interface LiveEstimateRequest {
  id: number;
  brief: Brief;
}
export interface LiveEstimateAnswer {
  id: number;
  figures: LiveFigures | null;
}
