import type { Brief } from "@scopewise/shared";
import { numbersIn } from "./figure-check.js";

/**
 * The numbers of a brief and the conversions a model may fairly apply to what the request says
 * (months or years into weeks, square feet into m²...). Anything else is a number the model made up.
 */
const STATED_AS: Record<string, number[]> = {
  budget: [1],
  team_size: [1],
  deadline_weeks: [1, 52 / 12, 52, 1 / 7, 1 / 5],
  duration_weeks: [1, 52 / 12, 52, 1 / 7, 1 / 5],
};
const QUANTITY_STATED_AS: Record<string, number[]> = {
  area_m2: [1, 0.092903, 10_000, 4046.86],
  floors: [1],
  attendees: [1],
  days: [1, 7],
  participants: [1],
  pages: [1],
};
/** Rounding a converted figure ("3 months" → 13 weeks) stays within this share. */
const TOLERANCE = 0.05;

function statedIn(value: number, requestNumbers: number[], factors: number[]): boolean {
  return requestNumbers.some((n) =>
    factors.some((f) => Math.abs(n * f - value) <= Math.max(0.5, Math.abs(n * f) * TOLERANCE)),
  );
}

/** Keeps each model number only if the request states it; otherwise the built-in extractor's value (or none). */
function checkNumbers(
  model: Record<string, unknown>,
  builtin: Record<string, unknown>,
  factors: Record<string, number[]>,
  requestNumbers: number[],
): Record<string, unknown> {
  const out = { ...model };
  for (const [key, allowed] of Object.entries(factors)) {
    const value = model[key];
    if (typeof value === "number" && !statedIn(value, requestNumbers, allowed)) {
      if (builtin[key] === undefined) delete out[key];
      else out[key] = builtin[key];
    }
  }
  return out;
}

/**
 * A model's brief, merged with what the built-in extractor read from the request: the engine and
 * "Understanding of the need" read the user's own words (the summary), the model supplies the
 * structure (domain, title, features, quantities...), and its numbers must be ones the request states.
 */
export function mergeModelBrief(model: Brief, builtin: Brief, request: string): Brief {
  const requestNumbers = numbersIn(request);
  const checked = checkNumbers(model, builtin, STATED_AS, requestNumbers) as Brief;
  const quantities = checkNumbers(
    model.quantities,
    builtin.quantities,
    QUANTITY_STATED_AS,
    requestNumbers,
  ) as Brief["quantities"];
  // What the model left out but the request plainly says (a campaign's length, a renovation) still counts.
  // The model is not asked for the project type; the proposal is written in the request's language, which the reader detects.
  const readByBoth = {
    duration_weeks: checked.duration_weeks ?? builtin.duration_weeks,
    scope_type: checked.scope_type ?? builtin.scope_type,
    kind: checked.kind ?? builtin.kind,
  };
  return { ...checked, ...readByBoth, quantities, summary: builtin.summary, language: builtin.language };
}
