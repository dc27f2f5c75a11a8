import { estimate } from "@scopewise/estimator";
import { describe, expect, it } from "vitest";
import { figuresOf } from "./live-figures";

describe("the brief panel's figures", () => {
  it("are the estimate's expected cost and even-odds duration, and follow a changed area", () => {
    const brief = { domain: "construction" as const, kind: "warehouse" as const, title: "Warehouse", summary: "A warehouse", quantities: { area_m2: 2000 }, currency: "EUR" };
    const small = figuresOf(estimate(brief, 200));
    const priced = estimate(brief, 200);
    expect(small).toEqual({ currency: "EUR", cost: priced.total_cost.expected, weeks: priced.duration_weeks.p50 });
    const large = figuresOf(estimate({ ...brief, quantities: { area_m2: 4000 } }, 200));
    expect(large.cost).toBeGreaterThan(small.cost);
  });
});
