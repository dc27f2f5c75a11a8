import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate, extractBrief } from "../src/index.js";
import { constraintOf } from "./fixtures.js";

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) };
const planEnd = (e: ReturnType<typeof estimate>) => Math.max(...e.phases.map((p) => p.end_week));

describe("general projects with a deadline", () => {
  // Once a defect: every phase rounded up to whole weeks and the plan used the whole deadline, so the median
  // always overran it ("within 12 weeks" → P50 12.9 weeks and "reduce scope by 7%"; 6 weeks → 7).
  it.each([12, 6, 4])("'Write a company handbook within %d weeks' is planned inside the deadline and fits", (weeks) => {
    const e = estimate(extractBrief(`Write a company handbook within ${weeks} weeks`), 2_000);
    expect(e.domain).toBe("other");
    expect(planEnd(e)).toBeLessThanOrEqual(Math.floor(0.9 * weeks));
    const c = constraintOf(e, "deadline")!;
    expect(c.fits).toBe(true);
    expect(c.message).not.toMatch(/reduc\w* the scope/);
    expect(e.duration_weeks.p50).toBeLessThanOrEqual(weeks);
  });

  const generic = fc.record({
    items: fc.array(fc.constantFrom("Report", "Training", "Handbook", "Audit", "Workshop materials", "Translation"), {
      maxLength: 10,
    }),
    deadline: fc.integer({ min: 2, max: 156 }),
    complexity: fc.constantFrom("low" as const, "nominal" as const, "high" as const),
    team: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  });

  it("the planned phases never end after the deadline, and people are added before the scope is cut", () => {
    fc.assert(
      fc.property(generic, ({ items, deadline, complexity, team }) => {
        const brief: BriefInput = {
          domain: "other",
          title: "Project",
          summary: "A general project",
          features: items,
          complexity,
          deadline_weeks: deadline,
          team_size: team,
        };
        const e = estimate(brief, 1_000);
        const c = constraintOf(e, "deadline")!;
        // Only when more people cannot help does the plan run past the deadline, and it says so.
        if (planEnd(e) > deadline) expect(c.message).toMatch(/even with more people/);
        else if (planEnd(e) > Math.max(1, Math.floor(0.9 * deadline))) expect(c.message).toMatch(/no margin/);
        if (!c.fits) expect(c.message).toMatch(/people|scope/);
        if (c.fits) expect(e.duration_weeks.p50).toBeLessThanOrEqual(deadline);
      }),
      RUNS,
    );
  });

  it("a deadline that four items' people can meet is met, with the people it needs", () => {
    const e = estimate(
      {
        domain: "other",
        title: "Handbook",
        summary: "A handbook",
        features: ["Policies", "Onboarding", "Benefits", "Conduct"],
        deadline_weeks: 3,
      },
      2_000,
    );
    expect(constraintOf(e, "deadline")?.fits).toBe(true);
    expect(Number(e.metrics.people)).toBeGreaterThan(2);
  });
});

describe("construction on existing buildings", () => {
  const house = (scope_type?: BriefInput["scope_type"]): BriefInput => ({
    domain: "construction",
    title: "House",
    summary: "A house",
    building_type: "house",
    quantities: { area_m2: 139 },
    scope_type,
  });

  // Once a defect: a renovation was priced as a new building (substructure, superstructure, £234k).
  // The elements are the tasks of the construction phase: the phases are the programme (planning to handover).
  const taskNames = (e: ReturnType<typeof estimate>) => e.phases.flatMap((p) => p.tasks.map((t) => t.name));
  it("'Renovate a 1,500 sq ft house' is a renovation: no substructure or frame, and a renovation's price", () => {
    const brief = extractBrief("Renovate a 1,500 sq ft house");
    expect(brief.scope_type).toBe("renovation");
    const e = estimate(brief, 1_000);
    const names = taskNames(e).join(" | ");
    expect(names).not.toMatch(/substructure|superstructure/i);
    expect(names).toMatch(/strip-out/i);
    // A full renovation at US-average rates: roughly $40–$200 per sq ft.
    expect(e.total_cost.expected).toBeGreaterThanOrEqual(1_500 * 40);
    expect(e.total_cost.expected).toBeLessThanOrEqual(1_500 * 200);
    expect(e.total_cost.expected).toBeLessThan(estimate(house("new_build"), 1_000).total_cost.expected);
  });

  it("a fit-out costs less than building new, an extension more per m²; each has its own elements", () => {
    const cost = (s: BriefInput["scope_type"]) => estimate(house(s), 500).total_cost.expected;
    expect(cost("fit_out")).toBeLessThan(cost("new_build"));
    expect(cost("renovation")).toBeLessThan(cost("new_build"));
    expect(cost("extension")).toBeGreaterThan(cost("new_build"));
    const phases = (s: BriefInput["scope_type"]) => taskNames(estimate(house(s), 200));
    expect(phases("fit_out").join(" ")).toMatch(/Partitions, ceilings/);
    expect(phases("extension").join(" ")).toMatch(/tie-in to the existing building/);
    expect(
      new Set(
        [phases("new_build"), phases("renovation"), phases("extension"), phases("fit_out")].map((p) => p.join("|")),
      ).size,
    ).toBe(4);
  });

  it("without scope_type, the words of the summary decide (an LLM brief may not set it)", () => {
    const e = estimate(
      {
        domain: "construction",
        title: "Office",
        summary: "Office fit-out on the 3rd floor",
        building_type: "office",
        quantities: { area_m2: 800 },
      },
      200,
    );
    expect(e.metrics.scope_type).toBe("fit_out");
  });
});
