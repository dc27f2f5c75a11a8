import type { Brief } from "@scopewise/shared";

/**
 * Estimate classes and expected accuracy after AACE International Recommended Practice 18R-97,
 * "Cost Estimate Classification System" (rev. 2020), Figure 1:
 *   Class 5 (concept screening, 0–2 % of the scope defined):  low −20 % to −50 %, high +30 % to +100 %
 *   Class 4 (study or feasibility, 1–15 %):                    low −15 % to −30 %, high +20 % to +50 %
 *   Class 3 (budget authorisation or control, 10–40 %):        low −10 % to −20 %, high +10 % to +30 %
 *   Class 2 (control or bid/tender, 30–75 %):                  low −5 % to −15 %,  high +5 % to +20 %
 *   Class 1 (check estimate or bid/tender, 65–100 %):          low −3 % to −10 %,  high +3 % to +15 %
 * The figures used are a point inside each published range (near its middle), as the practice
 * leaves the exact value to the maturity of the scope and the technology.
 */
export type EstimateClass = 1 | 2 | 3 | 4 | 5;

export interface ClassProfile {
  name: string;
  accuracy: { low: number; high: number };
  /**
   * Spread of the simulation's shared productivity factor (the σ of a lognormal with mean 1). Chosen so
   * that P90 ÷ P50 of the factor alone is about 1 + high × 0.65, a little above the 1 + high × 0.6 the
   * simulated cost must reach (task and risk draws only widen it further).
   */
  sigma: number;
}

export const ESTIMATE_CLASSES: Record<EstimateClass, ClassProfile> = {
  5: { name: "concept screening", accuracy: { low: -0.35, high: 0.65 }, sigma: 0.3 },
  4: { name: "study or feasibility", accuracy: { low: -0.25, high: 0.35 }, sigma: 0.18 },
  3: { name: "budget authorisation", accuracy: { low: -0.15, high: 0.2 }, sigma: 0.1 },
  2: { name: "control or bid", accuracy: { low: -0.1, high: 0.12 }, sigma: 0.065 },
  1: { name: "check estimate", accuracy: { low: -0.05, high: 0.08 }, sigma: 0.045 },
};

export const AACE_SOURCE = "AACE International Recommended Practice 18R-97, Cost Estimate Classification System (rev. 2020)";

export interface ClassReading {
  estimateClass: EstimateClass;
  profile: ClassProfile;
  /** What the class was read from, in words, for the method text. */
  basis: string;
}

/** A field the reader filled from the request's words (not one it assumed). */
function stated(brief: Brief, key: string): boolean {
  const field = brief.fields?.[key];
  return field === undefined || field.source !== "assumed";
}

/**
 * How much of the scope the brief defines, scored from what it states: stated quantities (up to 3
 * points), scope items (up to 3), the length of the description (up to 3), the budget, deadline and
 * location (half a point each) and the design maturity. A one-line request scores below 2 (class 5);
 * a detailed specification with stated quantities reaches class 3. Class 2 and 1 need a design that
 * is detailed: a request alone never defines 30 % of a scope.
 */
export function classOf(brief: Brief): ClassReading {
  const quantities = Object.entries(brief.quantities).filter(([key, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined) && stated(brief, `quantities.${key}`)).length;
  const items = Math.max(brief.features.length, brief.scope?.filter((s) => s.included).length ?? 0);
  const words = brief.summary.split(/\s+/).filter(Boolean).length;
  const known = [brief.budget !== undefined && stated(brief, "budget"), brief.deadline_weeks !== undefined && stated(brief, "deadline_weeks"), brief.location !== undefined].filter(Boolean).length;
  const design = { detailed: 3, schematic: 1.5, concept: 0 }[brief.design_maturity ?? "concept"];
  const score = Math.min(3, quantities) + (items >= 10 ? 3 : items >= 5 ? 2 : items >= 2 ? 1 : 0) + (words >= 150 ? 3 : words >= 60 ? 2 : words >= 25 ? 1 : 0) + known * 0.5 + design;
  const detailed = brief.design_maturity === "detailed";
  const estimateClass: EstimateClass = score < 2 ? 5 : score < 4 ? 4 : score < 6.5 || !detailed ? 3 : score < 10 ? 2 : 1;
  const count = (n: number, one: string, many: string) => `${n === 0 ? "no" : n} ${n === 1 ? one : many}`;
  const basis = `${count(quantities, "stated quantity", "stated quantities")}, ${count(items, "scope item", "scope items")}, a ${words}-word description${brief.design_maturity ? `, ${brief.design_maturity} design` : ""}`;
  return { estimateClass, profile: ESTIMATE_CLASSES[estimateClass], basis };
}

/** The sentence the method text and the proposal use to state the class and its range. */
export function classSentence(reading: ClassReading): string {
  const { low, high } = reading.profile.accuracy;
  return `This is a class ${reading.estimateClass} estimate (${reading.profile.name}) under ${AACE_SOURCE}, read from ${reading.basis}: for this class the final cost is expected to fall between ${Math.round(low * 100)}% and +${Math.round(high * 100)}% of the estimate, and the simulation's spread is set to match.`;
}
