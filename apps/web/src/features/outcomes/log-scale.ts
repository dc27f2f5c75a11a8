/** A logarithmic axis for the scorecard's scatter: estimate and actual hours span orders of magnitude. */
export type LogScale = (value: number) => number;

/** Maps [low, high] (both > 0) onto [from, to] by their logarithms. */
export function logScale(low: number, high: number, from: number, to: number): LogScale {
  const [a, b] = [Math.log10(low), Math.log10(high)];
  const span = b - a || 1;
  return (value) => from + ((Math.log10(Math.max(value, Number.MIN_VALUE)) - a) / span) * (to - from);
}

/** A domain with room around the values: from a power-friendly step under the least to one over the most. */
export function logDomain(values: readonly number[]): [number, number] {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  if (positive.length === 0) return [1, 10];
  const low = Math.min(...positive) / 1.5;
  const high = Math.max(...positive) * 1.5;
  return high / low < 10 ? [Math.sqrt(low * high) / Math.sqrt(10), Math.sqrt(low * high) * Math.sqrt(10)] : [low, high];
}

/** Ticks at 1, 2 and 5 times each power of ten inside the domain; only the powers when that is too many. */
export function logTicks(low: number, high: number, most = 8): number[] {
  const ticks: number[] = [];
  for (let power = Math.floor(Math.log10(low)); power <= Math.ceil(Math.log10(high)); power += 1) {
    for (const step of [1, 2, 5]) {
      const tick = step * 10 ** power;
      if (tick >= low && tick <= high) ticks.push(tick);
    }
  }
  return ticks.length > most ? ticks.filter((t) => Number.isInteger(Math.log10(t))) : ticks;
}
