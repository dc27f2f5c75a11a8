/**
 * What every kind's tests check the same way: a priced request lands inside a published reference
 * range (cited in the test), and the engine's properties hold for the kind whatever its size.
 */
import type { BriefInput, Estimate, Kind } from "@scopewise/shared";
import fc from "fast-check";
import { expect } from "vitest";
import { estimate } from "../../src/index.js";
import { phaseTotal, sum } from "../fixtures.js";

/** A published range for the whole price of a request, in the currency it is priced in. */
export interface ReferenceRange {
  low: number;
  high: number;
  currency: string;
  /** Publication and year the range comes from, as a reader would look it up. */
  source: string;
}

export const QUICK = 400;
export const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) };

/** Prices the brief as its kind and checks the expected cost lies inside the cited range. */
export function expectInsideReference(brief: BriefInput, kind: Kind, range: ReferenceRange): Estimate {
  const e = estimate({ ...brief, kind }, QUICK);
  expect(e.kind).toBe(kind);
  expect(e.currency).toBe(range.currency);
  expect(e.total_cost.expected, `${kind}: ${brief.summary} vs ${range.source}`).toBeGreaterThanOrEqual(range.low);
  expect(e.total_cost.expected, `${kind}: ${brief.summary} vs ${range.source}`).toBeLessThanOrEqual(range.high);
  return e;
}

/** Sums that must agree in any estimate: phases = roles + non-labour = lines; percentiles ordered. */
export function expectConsistent(e: Estimate): void {
  expect(sum(e.roles.map((r) => r.cost)) + e.non_labor_cost).toBe(phaseTotal(e));
  expect(sum((e.lines ?? []).map((l) => l.cost))).toBe(phaseTotal(e));
  const c = e.total_cost;
  expect(c.p10 ?? 0).toBeLessThanOrEqual(c.p50);
  expect(c.p50).toBeLessThanOrEqual(c.p80);
  expect(c.p80).toBeLessThanOrEqual(c.p90);
  const d = e.duration_weeks;
  expect(d.p10 ?? 0).toBeLessThanOrEqual(d.p50);
  expect(d.p50).toBeLessThanOrEqual(d.p80);
  expect(d.p80).toBeLessThanOrEqual(d.p90);
  for (const line of e.lines ?? []) expect(line.source.trim().length).toBeGreaterThan(0);
}

/**
 * For sizes drawn from `sizes`, the kind's estimate is consistent, and more scope never costs less:
 * `at(n)` is the same request with `n` units of the kind's main quantity (m², guests, interviews...).
 */
export function expectKindProperties(kind: Kind, sizes: fc.Arbitrary<number>, at: (n: number) => BriefInput): void {
  fc.assert(
    fc.property(sizes, (n) => {
      const small = estimate({ ...at(n), kind }, QUICK);
      const large = estimate({ ...at(n * 2), kind }, QUICK);
      expect(small.kind).toBe(kind);
      expectConsistent(small);
      expectConsistent(large);
      expect(large.total_cost.expected).toBeGreaterThanOrEqual(small.total_cost.expected);
    }),
    RUNS,
  );
}
