import { describe, expect, it } from "vitest";
import { logDomain, logScale, logTicks } from "./log-scale";

describe("the scorecard's log axes", () => {
  it("puts equal ratios at equal distances", () => {
    const scale = logScale(10, 10_000, 0, 300);
    expect(scale(10)).toBeCloseTo(0);
    expect(scale(100)).toBeCloseTo(100);
    expect(scale(1000) - scale(100)).toBeCloseTo(scale(100) - scale(10));
  });

  it("leaves room around the values, at least one order of magnitude", () => {
    const [low, high] = logDomain([400, 600]);
    expect(low).toBeLessThan(400);
    expect(high).toBeGreaterThan(600);
    expect(high / low).toBeGreaterThanOrEqual(9.99);
    expect(logDomain([])).toEqual([1, 10]);
  });

  it("ticks at 1, 2 and 5 of each power of ten, only the powers when that would crowd the axis", () => {
    expect(logTicks(80, 1200)).toEqual([100, 200, 500, 1000]);
    expect(logTicks(5, 200_000)).toEqual([10, 100, 1000, 10_000, 100_000]);
  });
});
