import { cited } from "../../../reference/cited.js";
import { perM2 } from "../shared/building.js";
import type { WorksMeasure, WorksUnit } from "./types.js";

/** A measure from basic / standard / premium unit costs in USD, one source for the three. */
export function measure(
  unit: WorksUnit,
  [basic, standard, premium]: [number, number, number],
  source: string,
  year: number,
  typical: number,
  plausible: [number, number],
): WorksMeasure {
  return {
    unit,
    rates: cited({ basic, standard, premium }, source, year),
    typical,
    plausible: { min: plausible[0], max: plausible[1] },
  };
}

/** The same per m² from US dollars per sq ft. */
export function perSqft(
  usdPerSqft: [number, number, number],
  source: string,
  year: number,
  typicalM2: number,
  plausible: [number, number],
): WorksMeasure {
  return measure("m2", usdPerSqft.map(perM2) as [number, number, number], source, year, typicalM2, plausible);
}

/**
 * The RSMeans square-foot model of a building type, read by Scopewise: lower quartile / median / upper
 * quartile of total cost per sq ft, rounded; a professional reading of the 2024 book, not a quoted table.
 */
export function rsmeans(model: string): string {
  return `RSMeans Square Foot Costs 2024 (Gordian), ${model}: lower quartile / median / upper quartile per sq ft as read by Scopewise, rounded (professional estimate, not a quoted table)`;
}

/** A figure that is Scopewise's own professional estimate, with what it was judged from. */
export function estimateAfter(basis: string): string {
  return `Scopewise professional estimate (not a published figure), judged from ${basis}`;
}
