import { estimateSchema } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { createRng, estimate, extractBrief, MONTE_CARLO_ITERATIONS, seedFrom } from "../src/index.js";
import { DOMAINS, SAMPLE_BRIEFS } from "./fixtures.js";

const full = Object.fromEntries(DOMAINS.map((d) => [d, estimate(SAMPLE_BRIEFS[d])])) as Record<
  (typeof DOMAINS)[number],
  ReturnType<typeof estimate>
>;

describe("Monte Carlo simulation", () => {
  it.each(DOMAINS)("%s: the same brief gives an identical estimate", (domain) => {
    expect(estimate(SAMPLE_BRIEFS[domain])).toEqual(full[domain]);
  });

  it("does not depend on the order of the brief's keys", () => {
    const reordered = Object.fromEntries(Object.entries(SAMPLE_BRIEFS.event).reverse()) as typeof SAMPLE_BRIEFS.event;
    expect(estimate(reordered)).toEqual(full.event);
  });

  it("an extracted brief gives the same estimate every time", () => {
    const text = "resources, tools and time for a product launch campaign on Instagram and Google Ads with $40k";
    expect(estimate(extractBrief(text))).toEqual(estimate(extractBrief(text)));
  });

  it("different briefs draw different streams, even when the plan is the same", () => {
    const a = estimate({ ...SAMPLE_BRIEFS.software, title: "First title" });
    const b = estimate({ ...SAMPLE_BRIEFS.software, title: "Second title" });
    // The title does not change the plan, so the expected values agree...
    expect(a.total_cost.expected).toBe(b.total_cost.expected);
    expect(a.phases).toEqual(b.phases);
    // ...but the seed, and so the simulated percentiles, differ.
    expect([a.total_cost.p50, a.total_cost.p80, a.total_cost.p90]).not.toEqual([
      b.total_cost.p50,
      b.total_cost.p80,
      b.total_cost.p90,
    ]);
    expect(seedFrom("First title")).not.toBe(seedFrom("Second title"));
    expect(createRng(seedFrom("a"))()).not.toBe(createRng(seedFrom("b"))());
  });

  it("createRng returns floats in [0, 1)", () => {
    const rng = createRng(seedFrom("range"));
    const xs = Array.from({ length: 10_000 }, () => rng());
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    // Roughly uniform: the mean of 10,000 draws is close to 0.5.
    expect(Math.abs(xs.reduce((a, b) => a + b, 0) / xs.length - 0.5)).toBeLessThan(0.02);
  });

  it.each(DOMAINS)("%s: runs at least 10,000 iterations and matches the contract schema", (domain) => {
    expect(MONTE_CARLO_ITERATIONS).toBeGreaterThanOrEqual(10_000);
    expect(full[domain].iterations).toBe(MONTE_CARLO_ITERATIONS);
    expect(() => estimateSchema.parse(full[domain])).not.toThrow();
  });

  it.each(DOMAINS)("%s: P50 ≤ P80 ≤ P90 for cost and duration, with a real spread", (domain) => {
    const { total_cost: cost, duration_weeks: weeks } = full[domain];
    expect(cost.p50).toBeLessThanOrEqual(cost.p80);
    expect(cost.p80).toBeLessThanOrEqual(cost.p90);
    expect(weeks.p50).toBeLessThanOrEqual(weeks.p80);
    expect(weeks.p80).toBeLessThanOrEqual(weeks.p90);
    expect(cost.p90).toBeGreaterThan(cost.p50);
    expect(weeks.p90).toBeGreaterThan(weeks.p50);
  });

  it.each(DOMAINS)(
    "%s: the simulation is centred on the expected cost (P50 within 5%%, expected below P90)",
    (domain) => {
      const { total_cost: cost } = full[domain];
      expect(Math.abs(cost.p50 - cost.expected) / cost.expected).toBeLessThan(0.05);
      expect(cost.expected).toBeLessThan(cost.p90);
    },
  );

  it.each(DOMAINS)("%s: the P90 duration is not shorter than the phase plan", (domain) => {
    const e = full[domain];
    expect(e.duration_weeks.p90).toBeGreaterThanOrEqual(Math.max(...e.phases.map((p) => p.end_week)));
  });

  it("fewer iterations give the same expected values (only the percentiles are simulated)", () => {
    const quick = estimate(SAMPLE_BRIEFS.construction, 500);
    expect(quick.total_cost.expected).toBe(full.construction.total_cost.expected);
    expect(quick.phases).toEqual(full.construction.phases);
    expect(quick.iterations).toBe(500);
  });

  // Regression (fixed): each phase is rounded up to at least one whole week in the schedule, while the
  // simulation samples the unrounded phase lengths; for short plans the "90% confidence"
  // duration ends before the phases do (here 4 one-week phases, P90 ≈ 3.4 weeks).
  it("a short plan's P90 duration is not shorter than its phase plan", () => {
    const e = estimate({
      domain: "other",
      title: "Quick job",
      summary: "A small job",
      features: ["Draft"],
      deadline_weeks: 1,
    });
    expect(e.duration_weeks.p90).toBeGreaterThanOrEqual(Math.max(...e.phases.map((p) => p.end_week)));
  });
});
