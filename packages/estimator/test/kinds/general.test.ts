/**
 * The general model for services that fit no domain: ranges from BLS-based billing rates (2–3.5 × OEWS 2023
 * medians of business occupations, $38–$48 an hour) over 40–90 hours per deliverable, stated figures kept.
 */
import type { BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { expectInsideReference, expectKindProperties, QUICK } from "./harness.js";

const job = (features: string[], location?: string, extra: Partial<BriefInput> = {}): BriefInput => ({
  domain: "other",
  title: "Project",
  summary: `A project: ${features.join(", ")}`,
  features,
  ...(location ? { location } : {}),
  ...extra,
});
const range = (items: number, perUsd = 1, complexity = 1) => ({
  low: items * 40 * complexity * 75 * perUsd,
  high: items * 90 * complexity * 170 * perUsd,
});

describe("general", () => {
  it("a three-part handbook lies inside the rate-based range", () => {
    expectInsideReference(job(["Policies", "Onboarding guide", "Review"]), "general", {
      ...range(3),
      currency: "USD",
      source: "BLS OEWS 2023 business occupations, loaded per BLS ECEC 2023",
    });
  });

  it("a complex six-part office move in Paris lies inside the rate-based range (EUR)", () => {
    expectInsideReference(
      job(["Inventory", "Packing", "Transport", "IT setup", "Cleaning", "Signage"], "Paris", { complexity: "high" }),
      "general",
      { ...range(6, 0.92 * 0.9, 1.5), currency: "EUR", source: "BLS OEWS 2023 rates at the Western Europe level" },
    );
  });

  it("a one-part translation job in India lies inside the rate-based range (INR)", () => {
    expectInsideReference(job(["Translation"], "India"), "general", {
      ...range(1, 83 * 0.3),
      currency: "INR",
      source: "BLS OEWS 2023 rates at the India level",
    });
  });

  it("uses a stated team and time frame as given, and says when the time is too short", () => {
    const e = estimate({ ...job(["Report"]), kind: "general", team_size: 2, deadline_weeks: 10 }, QUICK);
    expect(e.effort_hours?.expected).toBeGreaterThan(2 * 9 * 32 * 0.9);
    expect(
      estimate({ ...job(["A", "B", "C", "D", "E", "F", "G", "H"]), kind: "general", deadline_weeks: 2 }, QUICK)
        .feasible,
    ).toBe(false);
  });

  it("keeps more deliverables from costing less", () => {
    expectKindProperties("general", fc.integer({ min: 1, max: 15 }), (n) =>
      job(Array.from({ length: n }, (_, i) => `Deliverable ${i + 1}`)),
    );
  });
});
