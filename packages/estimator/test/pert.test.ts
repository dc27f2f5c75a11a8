import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pertSampler } from "../src/core/pert.js";
import {
  createRng,
  percentile,
  pertMean,
  pertStdDev,
  samplePert,
  seedFrom,
  threePointWithMean,
  type ThreePoint,
} from "../src/index.js";

const point = (optimistic: number, likely: number, pessimistic: number): ThreePoint => ({
  optimistic,
  likely,
  pessimistic,
});

describe("Beta-PERT moments", () => {
  it.each([
    [point(1, 2, 9), 3, 8 / 6],
    [point(10, 20, 60), 25, 50 / 6],
    [point(4, 4, 4), 4, 0],
    [point(0, 10, 20), 10, 20 / 6],
  ])("%o: mean (a+4m+b)/6 = %d, sd (b−a)/6", (p, mean, sd) => {
    expect(pertMean(p)).toBeCloseTo(mean, 12);
    expect(pertStdDev(p)).toBeCloseTo(sd, 12);
  });
});

describe("samplePert", () => {
  const cases: Array<[string, ThreePoint]> = [
    ["symmetric", point(10, 20, 30)],
    ["right-skewed", point(80, 100, 250)],
    ["left-skewed", point(0, 9, 10)],
    ["mode at the minimum", point(5, 5, 15)],
  ];

  it.each(cases)("%s: 50,000 draws stay in [a, b] and average to the PERT mean within 1%%", (_, p) => {
    const rng = createRng(seedFrom(JSON.stringify(p)));
    const n = 50_000;
    let total = 0;
    let squares = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const x = samplePert(rng, p);
      total += x;
      squares += x * x;
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
    const mean = total / n;
    expect(min).toBeGreaterThanOrEqual(p.optimistic);
    expect(max).toBeLessThanOrEqual(p.pessimistic);
    expect(Math.abs(mean - pertMean(p)) / pertMean(p)).toBeLessThan(0.01);
    // The exact variance of Beta-PERT (λ = 4) is (μ − a)(b − μ)/7.
    const variance = squares / n - mean * mean;
    const mu = pertMean(p);
    const exact = ((mu - p.optimistic) * (p.pessimistic - mu)) / 7;
    expect(Math.abs(variance - exact) / exact).toBeLessThan(0.05);
  });

  it("returns the likely value for a degenerate range", () => {
    const rng = createRng(1);
    expect(samplePert(rng, point(7, 7, 7))).toBe(7);
    expect(samplePert(rng, point(9, 8, 3))).toBe(8);
  });

  it("is reproducible from a seed and differs between seeds", () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => samplePert(rng, point(1, 2, 5)));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});

describe("threePointWithMean", () => {
  it("has PERT mean x and keeps the spread multipliers", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (x, low, high) => {
          const p = threePointWithMean(x, low, high);
          expect(Math.abs(pertMean(p) - x) / x).toBeLessThan(1e-12);
          expect(p.optimistic).toBeLessThanOrEqual(p.likely);
          expect(p.likely).toBeLessThanOrEqual(p.pessimistic);
          expect(p.optimistic / p.likely).toBeCloseTo(low, 9);
          expect(p.pessimistic / p.likely).toBeCloseTo(high, 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("works on a worked example: 100 with 0.8 / 1.6 → likely 100/(6.4/6)", () => {
    const p = threePointWithMean(100, 0.8, 1.6);
    expect(p.likely).toBeCloseTo(600 / 6.4, 10);
    expect(p.optimistic).toBeCloseTo(0.8 * (600 / 6.4), 10);
    expect(pertMean(p)).toBeCloseTo(100, 10);
  });
});

describe("percentile (linear interpolation on sorted values)", () => {
  it("interpolates between neighbours", () => {
    const xs = [1, 2, 3, 4];
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile(xs, 1)).toBe(4);
    expect(percentile(xs, 0.5)).toBeCloseTo(2.5, 12);
    expect(percentile(xs, 0.9)).toBeCloseTo(3.7, 12);
    expect(percentile([10, 20], 0.25)).toBeCloseTo(12.5, 12);
    expect(percentile([0, 10, 100], 0.75)).toBeCloseTo(55, 12);
  });

  it("handles one value, no values and typed arrays", () => {
    expect(percentile([7], 0.3)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
    expect(percentile(Float64Array.from([1, 3, 5, 7, 9]), 0.5)).toBe(5);
  });

  it("is monotone in q and bounded by min and max", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, q1, q2) => {
          const sorted = [...values].sort((a, b) => a - b);
          const [lo, hi] = q1 <= q2 ? [q1, q2] : [q2, q1];
          expect(percentile(sorted, lo)).toBeLessThanOrEqual(percentile(sorted, hi) + 1e-9);
          expect(percentile(sorted, lo)).toBeGreaterThanOrEqual(sorted[0]! - 1e-9);
          expect(percentile(sorted, hi)).toBeLessThanOrEqual(sorted[sorted.length - 1]! + 1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("pertSampler (inverse transform from a table per shape)", () => {
  it.each([
    [2, 3, 10],
    [10, 12, 30],
    [100, 180, 200],
  ])("draws within [%d, %d…%d] with the PERT mean and the gamma sampler's quantiles", (a, m, b) => {
    const p = point(a, m, b);
    const draw = pertSampler(p);
    const rng = createRng(seedFrom(`sampler ${a}`));
    const fast = Float64Array.from({ length: 40_000 }, () => draw(rng)).sort();
    const slowRng = createRng(seedFrom(`gamma ${a}`));
    const slow = Float64Array.from({ length: 40_000 }, () => samplePert(slowRng, p)).sort();
    expect(fast[0]).toBeGreaterThanOrEqual(a);
    expect(fast[fast.length - 1]).toBeLessThanOrEqual(b);
    expect(fast.reduce((s, x) => s + x, 0) / fast.length).toBeCloseTo(pertMean(p), 1);
    for (const q of [0.1, 0.5, 0.9])
      expect(Math.abs(percentile(fast, q) - percentile(slow, q))).toBeLessThan((b - a) * 0.01);
  });

  it("is constant for a point estimate", () => {
    expect(pertSampler(point(7, 7, 7))(Math.random)).toBe(7);
  });
});
