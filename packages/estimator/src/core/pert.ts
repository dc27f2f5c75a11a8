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

/** Points of each Beta shape's inverse distribution kept for sampling (linear between them). */
const INVERSE_POINTS = 1024;
/** Grid the distribution is integrated on to build the inverse. */
const GRID = 4096;
const MAX_TABLES = 512;
const inverseTables = new Map<string, Float64Array>();

/** The Beta(α, β) quantiles at 0, 1/N … 1, by integrating its density on a fine grid (α, β ≥ 1 for PERT). */
function inverseBeta(alpha: number, betaShape: number): Float64Array {
  const key = `${alpha.toFixed(5)}|${betaShape.toFixed(5)}`;
  const cached = inverseTables.get(key);
  if (cached) return cached;
  const cumulative = new Float64Array(GRID + 1);
  for (let i = 1; i <= GRID; i++) {
    const x = (i - 0.5) / GRID;
    cumulative[i] = cumulative[i - 1]! + Math.pow(x, alpha - 1) * Math.pow(1 - x, betaShape - 1);
  }
  const total = cumulative[GRID]!;
  const table = new Float64Array(INVERSE_POINTS + 1);
  let cell = 1;
  for (let j = 1; j < INVERSE_POINTS; j++) {
    const target = (j / INVERSE_POINTS) * total;
    while (cell < GRID && cumulative[cell]! < target) cell++;
    const below = cumulative[cell - 1]!;
    const width = cumulative[cell]! - below;
    table[j] = (cell - 1 + (width > 0 ? (target - below) / width : 0)) / GRID;
  }
  table[INVERSE_POINTS] = 1;
  // Models reuse a few shapes; a bound keeps a long-running server from collecting every one it ever met.
  if (inverseTables.size >= MAX_TABLES) inverseTables.clear();
  inverseTables.set(key, table);
  return table;
}

/**
 * A Beta-PERT sampler for one three-point estimate that draws by inverse transform (one uniform number
 * a draw) from a table built once per shape: a simulation of many tasks over 10,000 runs draws millions
 * of times, and two gamma variates a draw cost most of its time.
 */
export function pertSampler(point: ThreePoint): (rng: () => number) => number {
  const { optimistic: a, likely: m, pessimistic: b } = point;
  if (b <= a) return () => m;
  const table = inverseBeta(1 + (4 * (m - a)) / (b - a), 1 + (4 * (b - m)) / (b - a));
  const span = b - a;
  return (rng) => {
    const u = rng() * INVERSE_POINTS;
    const j = Math.floor(u);
    const low = table[j]!;
    return a + (low + ((table[j + 1] ?? 1) - low) * (u - j)) * span;
  };
}
