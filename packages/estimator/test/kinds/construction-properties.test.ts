import type { KINDS_BY_DOMAIN, Kind } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { request } from "./construction-cases.js";
import { expectKindProperties, QUICK } from "./harness.js";

/** Sizes to draw for each kind (m²), and a place to price it in. */
const SIZES: Record<Kind & (typeof KINDS_BY_DOMAIN.construction)[number], [number, number, string]> = {
  house: [40, 1_200, "Leipzig"],
  apartment_block: [400, 60_000, "Madrid"],
  office: [200, 100_000, "Toronto"],
  warehouse: [300, 200_000, "Dallas"],
  school: [400, 40_000, "Manchester"],
  hospital: [600, 200_000, "Seattle"],
  retail: [50, 50_000, "Lyon"],
  renovation: [20, 20_000, "Porto"],
  kitchen_remodel: [4, 80, "Austin"],
  bathroom_remodel: [2, 40, "Leeds"],
  roof_replacement: [20, 50_000, "Sydney"],
  energy_retrofit: [30, 50_000, "Utrecht"],
  extension: [6, 1_000, "Bristol"],
  fit_out: [30, 50_000, "London"],
  construction_works: [50, 100_000, "Milan"],
};

describe("construction kinds: properties", () => {
  for (const [kind, [min, max, place]] of Object.entries(SIZES) as Array<[Kind, [number, number, string]]>) {
    it(`${kind}: consistent, and more area never costs less`, () => {
      expectKindProperties(kind, fc.integer({ min, max }), (n) =>
        request(kind, `${kind} of ${n} m² in ${place}`, place, n),
      );
    });

    it(`${kind}: the stated area is used as given on every element line`, () => {
      fc.assert(
        fc.property(fc.integer({ min, max: Math.min(max, min * 50) }), (area) => {
          const e = estimate(request(kind, `${kind} in ${place}`, place, area), QUICK);
          const m2Lines = (e.lines ?? []).filter((l) => l.unit !== "hour");
          expect(m2Lines.length).toBeGreaterThan(5);
          for (const line of m2Lines) {
            expect(line.quantity).toBe(area);
            expect(Math.abs(line.quantity * line.unit_cost - line.cost)).toBeLessThanOrEqual(
              Math.max(10, line.cost * 0.001),
            );
          }
          expect(e.metrics.area_m2).toBe(area);
        }),
        { numRuns: 5 },
      );
    });
  }
});
