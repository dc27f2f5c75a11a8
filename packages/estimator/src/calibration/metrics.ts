/** Accuracy measures of effort estimates against recorded actuals. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}

export function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

/** Linear-interpolated quantile of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Average ranks (ties share their mean rank). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on average ranks). */
export function spearman(x: readonly number[], y: readonly number[]): number {
  const rx = ranks(x);
  const ry = ranks(y);
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return dx > 0 && dy > 0 ? num / Math.sqrt(dx * dy) : 0;
}

/** One estimate beside its recorded outcome. */
export interface Outcome {
  dataset: string;
  size: number;
  actual: number;
  p10: number;
  p50: number;
  p90: number;
}

export interface Scores {
  projects: number;
  /** Median actual ÷ P50. */
  medianRatio: number;
  /** Share of actuals inside P10–P90. */
  coverage: number;
  medianWidth: number;
  /** Median magnitude of relative error |actual − P50| ÷ actual. */
  mdmre: number;
  /** Share of projects within 25 % of the actual. */
  pred25: number;
  spearman: number;
}

export function scoresOf(outcomes: readonly Outcome[]): Scores {
  const mre = outcomes.map((o) => Math.abs(o.actual - o.p50) / o.actual);
  return {
    projects: outcomes.length,
    medianRatio: median(outcomes.map((o) => o.actual / Math.max(1, o.p50))),
    coverage: mean(outcomes.map((o) => (o.actual >= o.p10 && o.actual <= o.p90 ? 1 : 0))),
    medianWidth: median(outcomes.map((o) => o.p90 / Math.max(1, o.p10))),
    mdmre: median(mre),
    pred25: mean(mre.map((e) => (e <= 0.25 ? 1 : 0))),
    spearman: spearman(
      outcomes.map((o) => o.size),
      outcomes.map((o) => o.p50),
    ),
  };
}
