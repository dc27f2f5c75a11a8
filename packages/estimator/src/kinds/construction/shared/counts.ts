import type { Brief } from "@scopewise/shared";
import type { CountName } from "../../../reader/building-counts.js";

export type { CountName };

const SQFT_TO_M2 = 0.09290304;

/** A count the reader read from the request ("a 120-bed hospital", "for 600 pupils", "40 Wohnungen"), if any. */
export function countIn(brief: Brief, name: CountName): number | undefined {
  const given = brief.quantities[name];
  return typeof given === "number" && given > 0 ? given : undefined;
}

/** The area the client stated, in m² (a reader may also give it in square feet). */
export function statedArea(brief: Brief): number | undefined {
  if (brief.quantities.area_m2 !== undefined) return brief.quantities.area_m2;
  const sqft = (brief.quantities as Record<string, unknown>).area_sqft;
  return typeof sqft === "number" && sqft > 0 ? sqft * SQFT_TO_M2 : undefined;
}
