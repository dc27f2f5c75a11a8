/**
 * The nearest-rank percentile: the smallest value with at least `share` of the values at or below
 * it (p95 of 20 values is the 19th, p50 of 20 the 10th).
 */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}
