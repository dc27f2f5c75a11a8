import { beta } from "./random.js";

/** A three-point estimate: optimistic, most likely, pessimistic. */
export interface ThreePoint {
  optimistic: number;
  likely: number;
  pessimistic: number;
}

/** Beta-PERT mean: (a + 4m + b) / 6. */
export function pertMean({ optimistic, likely, pessimistic }: ThreePoint): number {
  return (optimistic + 4 * likely + pessimistic) / 6;
}

/** Beta-PERT standard deviation: (b − a) / 6. */
export function pertStdDev({ optimistic, pessimistic }: ThreePoint): number {
  return (pessimistic - optimistic) / 6;
}

/** One draw from the Beta-PERT distribution (λ = 4). */
export function samplePert(rng: () => number, point: ThreePoint): number {
  const { optimistic: a, likely: m, pessimistic: b } = point;
  if (b <= a) return m;
  const alpha = 1 + (4 * (m - a)) / (b - a);
  const betaShape = 1 + (4 * (b - m)) / (b - a);
  return a + beta(rng, alpha, betaShape) * (b - a);
}

/**
 * A three-point estimate whose PERT mean is `expected`, with the spread of the given
 * multipliers (e.g. 0.8 / 1 / 1.5 around the most likely value).
 */
export function threePointWithMean(expected: number, low: number, high: number): ThreePoint {
  const likely = expected / ((low + 4 + high) / 6);
  return { optimistic: likely * low, likely, pessimistic: likely * high };
}

/** The value at fraction q (0..1) of sorted numbers, by linear interpolation. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? a;
  return a + (b - a) * (pos - lo);
}
