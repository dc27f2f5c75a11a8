import { estimateSchema } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { ESTIMATE_CLASSES } from "../src/core/estimate-class.js";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => estimate(understandRequest(text).brief, 4_000);

/** AACE International RP 18R-97 (rev. 2020), Figure 1: the published accuracy ranges per class. */
const AACE_RANGES = {
  5: { low: [-0.5, -0.2], high: [0.3, 1.0] },
  4: { low: [-0.3, -0.15], high: [0.2, 0.5] },
  3: { low: [-0.2, -0.1], high: [0.1, 0.3] },
  2: { low: [-0.15, -0.05], high: [0.05, 0.2] },
  1: { low: [-0.1, -0.03], high: [0.03, 0.15] },
} as const;

const SPEC =
  "Web app for our physiotherapy clinic in Leeds: patient login, appointment booking, reminders by SMS and email, " +
  "online payments, therapist calendar, admin dashboard, reports export, integration with our existing patient " +
  "records system, role-based access and an audit log. About 25 screens and 120 function points; the booking flow " +
  "must work on phones. Budget £250,000, launch within 9 months. We have wireframes for the patient side and a " +
  "list of the reports the practice managers need each month.";

describe("estimate class (AACE 18R-97)", () => {
  it.each(Object.entries(AACE_RANGES))("class %s uses an accuracy inside the published range", (cls, range) => {
    const { low, high } = ESTIMATE_CLASSES[Number(cls) as 1 | 2 | 3 | 4 | 5].accuracy;
    expect(low).toBeGreaterThanOrEqual(range.low[0]);
    expect(low).toBeLessThanOrEqual(range.low[1]);
    expect(high).toBeGreaterThanOrEqual(range.high[0]);
    expect(high).toBeLessThanOrEqual(range.high[1]);
  });

  it.each([
    "A mobile app for booking yoga classes",
    "Organise a wedding",
    "Kitchen remodel in Manchester",
    "An SEO retainer for our shop",
  ])("a one-line request is class 5 with a wide spread: %s", (text) => {
    const e = priced(text);
    expect(e.estimate_class).toBe(5);
    expect(e.accuracy).toEqual(ESTIMATE_CLASSES[5].accuracy);
    expect(e.total_cost.p90).toBeGreaterThanOrEqual(e.total_cost.p50 * (1 + e.accuracy!.high * 0.6));
    expect(e.method).toContain("class 5 estimate");
  });

  it("a detailed specification with stated quantities is class 3 or better, with a narrower spread than a one-liner", () => {
    const detailed = priced(SPEC);
    // The specification states its size in function points, so the one-liner states the same size: like is compared with like.
    const oneLine = priced("A 120 function point web app for our physiotherapy clinic");
    expect(detailed.estimate_class).toBeLessThanOrEqual(3);
    const spread = (e: typeof detailed) => e.total_cost.p90 / e.total_cost.p50;
    expect(spread(detailed)).toBeLessThan(spread(oneLine));
  });

  it("P10 sits below P50 for cost and weeks, and the estimate matches the contract schema", () => {
    const e = priced(SPEC);
    expect(e.total_cost.p10).toBeLessThan(e.total_cost.p50);
    expect(e.duration_weeks.p10).toBeLessThanOrEqual(e.duration_weeks.p50);
    expect(() => estimateSchema.parse(e)).not.toThrow();
  });
});

describe("feasibility", () => {
  it("a budget far below the scope and a deadline below the compressed minimum are infeasible, with what each needs", () => {
    const e = priced("Build a 180 m² house in Austin, budget $20k, ready in 4 weeks");
    expect(e.feasible).toBe(false);
    const budget = e.constraints.find((c) => c.kind === "budget")!;
    const deadline = e.constraints.find((c) => c.kind === "deadline")!;
    expect(budget).toMatchObject({ stated: 20_000, needed: e.total_cost.expected, fits: false });
    expect(deadline).toMatchObject({ fits: false, needed: expect.any(Number) });
    expect(deadline.needed! * 0.75).toBeGreaterThan(deadline.stated);
    expect(budget.message).not.toMatch(/reduce the scope by about/);
  });

  it("a stated team reports the people the plan needs and how long the team alone would take", () => {
    const e = estimate(
      {
        domain: "other",
        title: "Office move",
        summary: "Move our office",
        features: ["inventory", "packing", "transport", "IT setup", "cleaning", "signage"],
        team_size: 1,
      },
      1_000,
    );
    const team = e.constraints.find((c) => c.kind === "team")!;
    expect(team.stated).toBe(1);
    expect(team.needed).toBe(Math.max(1, Math.ceil(e.roles.reduce((s, r) => s + r.count, 0))));
    expect(team.fits).toBe(team.needed! <= 1);
    expect(team.message).toMatch(/team of 1/);
    // A team constraint alone never makes a plan infeasible: a small team takes longer.
    expect(e.feasible).toBe(true);
  });
});
