import type { Pricing } from "./pricing.js";

/** Says so when a stated size is far past anything the reference figures describe. */
export function scaleNote(p: Pricing, units: number, absurd: number, word: string): string | undefined {
  if (units <= absurd) return undefined;
  return p.t(
    "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.",
    { units: p.num(units), word, limit: p.num(absurd) },
  );
}
