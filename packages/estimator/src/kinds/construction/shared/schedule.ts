import type { KindSpec } from "./types.js";

export interface Programme {
  planning: number;
  design: number;
  procurement: number;
  construction: number;
  handover: number;
}

/** A private client's competitive tender (no statutory notice and standstill periods), as the office and retail kinds' own. */
export const PRIVATE_TENDER_WEEKS = 12;

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/**
 * The programme of a kind for its size. Statutory and tender periods barely grow with size (their
 * time limits are fixed); design and handover grow with the fifth root of size; construction follows
 * Bromilow's time–cost relation T = K · C^0.3 days (Bromilow 1969; the exponent ≈ 0.3 recurs in later
 * studies), with K per kind chosen so that typical projects take their usual time.
 */
export function programme(
  spec: KindSpec,
  costUsdMillions: number,
  designDone = false,
  contractStart = false,
): Programme {
  const ratio = spec.area.m2 / spec.typicalAreaM2;
  const statutory = clamp(ratio ** 0.1, 0.85, 1.3);
  const grows = clamp(ratio ** 0.2, 0.7, 1.8);
  const construction = Math.max(
    spec.weeks.minimumConstruction,
    (spec.weeks.constructionK * Math.max(costUsdMillions, 1e-4) ** 0.3) / 7,
  );
  // With detailed design done and the permit in hand the work starts at procurement: no planning or design time is
  // left; a contractor's quote starts at construction (the signed quote is the go-ahead).
  const noDesign = designDone || contractStart;
  return {
    planning: noDesign ? 0 : spec.weeks.planning * statutory,
    design: noDesign ? 0 : spec.weeks.design * grows,
    procurement: contractStart ? 0 : spec.weeks.procurement * statutory,
    construction,
    handover: spec.weeks.handover * grows,
  };
}

/** Weeks from the price date to the midpoint of construction. */
export function weeksToMidpoint(p: Programme): number {
  return p.planning + p.design + p.procurement + p.construction / 2;
}

/**
 * The shortest schedule any team could credibly hold: permits and tender periods cannot be compressed
 * much (80 %), design and construction by a quarter at most (the compression floor used everywhere).
 */
export function shortestWeeks(p: Programme): number {
  return (p.planning + p.procurement) * 0.8 + (p.design + p.construction + p.handover) * 0.75;
}

export function totalWeeks(p: Programme): number {
  return p.planning + p.design + p.procurement + p.construction + p.handover;
}
