import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../src/index.js";
import { anyBrief, phaseTotal, sum } from "./fixtures.js";

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) };

describe("basis of estimate", () => {
  it("lines add up to the phases, their non-labour lines to non_labor_cost, and each names a source", () => {
    fc.assert(
      fc.property(anyBrief, (brief) => {
        const e = estimate(brief, 200);
        const lines = e.lines ?? [];
        expect(lines.length).toBeGreaterThan(0);
        expect(sum(lines.map((l) => l.cost))).toBe(phaseTotal(e));
        expect(sum(e.roles.map((r) => r.cost)) + e.non_labor_cost).toBe(phaseTotal(e));
        for (const line of lines) {
          expect(line.source.length).toBeGreaterThan(0);
          expect(line.quantity).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it("effort percentiles are ordered and the expected hours are the roles' hours", () => {
    fc.assert(
      fc.property(anyBrief, (brief) => {
        const e = estimate(brief, 200);
        const h = e.effort_hours!;
        expect(h.p10).toBeLessThanOrEqual(h.p50);
        expect(h.p50).toBeLessThanOrEqual(h.p80);
        expect(h.p80).toBeLessThanOrEqual(h.p90);
        expect(h.expected).toBe(sum(e.roles.map((r) => r.hours)));
      }),
      RUNS,
    );
  });
});
