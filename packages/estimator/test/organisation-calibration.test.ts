import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { briefSchema, type Brief } from "@scopewise/shared";
import { fitHierarchy, lnPopulationHours, type HierarchyProject } from "../src/calibration/hierarchy.js";
import {
  calibrateOrganisation,
  populationCalibration,
  type OrganisationVariances,
  type RecordedOutcome,
} from "../src/calibration/organisation.js";
import { createRng, normal } from "../src/core/random.js";
import { calibrateOrganisation as exported, estimate } from "../src/index.js";
import { SIZE_CALIBRATION } from "../src/kinds/software/stated-size/calibrated.js";

const VARIANCES: OrganisationVariances = {
  betweenVariance: 0.04,
  withinVariance: 0.36,
  strangerLogSd: Math.sqrt(0.4),
  projects: 300,
};
const outcomesAt = (ratios: readonly number[]): RecordedOutcome[] =>
  ratios.map((r, i) => ({ estimatedP50Hours: 1000 + i, actualHours: (1000 + i) * r }));

/** Organisations with known effects: ln hours = 0.5 + 1.4·ln FP + u + e, u ~ N(0, τ²), e ~ N(0, σ²). */
function simulated(
  organisations: number,
  perOrganisation: number,
  tau: number,
  sigma: number,
  seed: number,
): HierarchyProject[] {
  const rng = createRng(seed);
  return Array.from({ length: organisations }, (_, o) => {
    const u = tau * normal(rng);
    return Array.from({ length: perOrganisation }, () => {
      const lnSize = 4 + 3 * rng();
      return {
        organisation: `org-${o}`,
        family: "function_points" as const,
        lnSize,
        lnHours: 0.5 + 1.4 * lnSize + u + sigma * normal(rng),
      };
    });
  }).flat();
}

describe("the hierarchical model of effort", () => {
  it("recovers the exponent within organisations, the between and within variances, and the intercept", () => {
    const projects = simulated(40, 30, 0.5, 0.6, 7);
    const fit = fitHierarchy(projects);
    // The organisation effects drawn: their spread is what τ estimates.
    const effects = [...new Set(projects.map((p) => p.organisation))].map((o) => {
      const own = projects.filter((p) => p.organisation === o);
      return own.reduce((s, p) => s + p.lnHours - 0.5 - 1.4 * p.lnSize, 0) / own.length;
    });
    const drawn = Math.sqrt(effects.reduce((s, u) => s + u * u, 0) / effects.length - 0.36 / 30);
    expect(fit.exponent).toBeCloseTo(1.4, 1);
    expect(Math.sqrt(fit.betweenVariance)).toBeCloseTo(drawn, 1);
    expect(Math.sqrt(fit.withinVariance)).toBeCloseTo(0.6, 1);
    expect(lnPopulationHours(fit, { family: "function_points", lnSize: 5 })).toBeCloseTo(0.5 + 7, 0);
  });

  it("gives a stranger a range that holds the between-organisation spread as well as the within", () => {
    const projects = simulated(40, 30, 0.5, 0.6, 11);
    const fit = fitHierarchy(projects, 1.4);
    const q = (p: number) => fit.strangerQuantiles[Math.round(p * 100)]!;
    // Normal P10–P90 of u + e: ±1.28·√(τ² + σ²) ≈ ±1.0, wider than the within spread alone (±0.77).
    expect(q(0.9) - q(0.1)).toBeGreaterThan(2 * 1.2816 * 0.6 * 1.15);
    expect(q(0.5)).toBe(0);
    // A new organisation drawn from the same population lands inside about eight times in ten.
    const stranger = simulated(200, 10, 0.5, 0.6, 12).map((p) => ({ ...p, organisation: `new-${p.organisation}` }));
    const inside = stranger.filter((p) => {
      const e = p.lnHours - lnPopulationHours(fit, p);
      return e >= q(0.1) && e <= q(0.9);
    }).length;
    expect(inside / stranger.length).toBeGreaterThan(0.72);
    expect(inside / stranger.length).toBeLessThan(0.88);
  });

  it("finds no between-organisation variance when the organisations do not differ", () => {
    const fit = fitHierarchy(simulated(30, 30, 0, 0.5, 3), 1.4);
    expect(fit.betweenVariance).toBeLessThan(0.005);
  });
});

describe("calibrating an organisation on its recorded outcomes", () => {
  it("is the population's calibration with no outcomes", () => {
    expect(calibrateOrganisation([], VARIANCES)).toEqual(populationCalibration(VARIANCES));
    expect(exported([])).toEqual({
      kind: "population",
      projects: SIZE_CALIBRATION.organisation.projects,
      factor: 1,
      logSd: SIZE_CALIBRATION.organisation.strangerLogSd,
      label: `calibrated on ${SIZE_CALIBRATION.organisation.projects} public projects`,
    });
  });

  it("ignores outcomes without a positive estimate and actual", () => {
    const bad = [
      { estimatedP50Hours: 0, actualHours: 100 },
      { estimatedP50Hours: 100, actualHours: -1 },
      { estimatedP50Hours: Number.NaN, actualHours: 5 },
    ];
    expect(calibrateOrganisation(bad, VARIANCES).kind).toBe("population");
  });

  it("moves a little after a few consistent projects and a lot after thirty, toward their ratio, with a narrower range", () => {
    const few = calibrateOrganisation(outcomesAt(Array(3).fill(2)), VARIANCES);
    const many = calibrateOrganisation(outcomesAt(Array(30).fill(2)), VARIANCES);
    expect(few.kind).toBe("organisation");
    expect(few.label).toBe("calibrated on 3 of your finished projects");
    expect(few.factor).toBeGreaterThan(1.05);
    expect(few.factor).toBeLessThan(1.5);
    expect(many.factor).toBeGreaterThan(1.6);
    expect(many.factor).toBeLessThan(2);
    expect(many.logSd).toBeLessThan(few.logSd);
    expect(few.logSd).toBeLessThan(VARIANCES.strangerLogSd);
  });

  it("says one project in the singular", () => {
    expect(calibrateOrganisation(outcomesAt([1.2]), VARIANCES).label).toBe("calibrated on 1 of your finished project");
  });

  it("brings the factor closer to the ratio and narrows the range as consistent outcomes accumulate (any ratio)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 5, noNaN: true }), fc.integer({ min: 1, max: 40 }), (ratio, n) => {
        const before = calibrateOrganisation(outcomesAt(Array(n).fill(ratio)), VARIANCES);
        const after = calibrateOrganisation(outcomesAt(Array(n + 1).fill(ratio)), VARIANCES);
        expect(Math.abs(Math.log(after.factor / ratio))).toBeLessThanOrEqual(
          Math.abs(Math.log(before.factor / ratio)) + 1e-12,
        );
        expect(after.logSd).toBeLessThanOrEqual(before.logSd + 1e-12);
        // Shrinkage never overshoots: the factor lies between 1 and the ratio.
        expect(Math.log(after.factor) / Math.log(ratio)).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
  });

  it("keeps a wider range for an organisation whose outcomes scatter than for one whose outcomes agree", () => {
    const agreeing = calibrateOrganisation(outcomesAt(Array(20).fill(1.5)), VARIANCES);
    const scattered = calibrateOrganisation(
      outcomesAt(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 0.5 : 4.5))),
      VARIANCES,
    );
    expect(scattered.logSd).toBeGreaterThan(agreeing.logSd);
    expect(scattered.logSd).toBeGreaterThan(VARIANCES.strangerLogSd);
  });
});

describe("an estimate priced with an organisation's calibration", () => {
  const brief: Brief = briefSchema.parse({
    domain: "software",
    kind: "web_app",
    title: "System",
    summary: "A software system.",
    quantities: { function_points: 350 },
    currency: "USD",
  });
  const population = estimate(brief, 2000);
  const organisation = calibrateOrganisation(outcomesAt(Array(30).fill(1.8)));
  const calibrated = estimate(brief, 2000, { organisation });

  it("moves the P50 by the factor and narrows the range by its spread", () => {
    const p = population.effort_hours!;
    const c = calibrated.effort_hours!;
    expect(c.p50 / p.p50).toBeCloseTo(organisation.factor, 1);
    expect(c.p90 / c.p10).toBeLessThan(p.p90 / p.p10);
    expect(calibrated.total_cost.p50).toBeGreaterThan(population.total_cost.p50);
  });

  it("says which calibration it used, and keeps the population's P50 for recording outcomes", () => {
    expect(population.calibration?.label).toBe(
      `calibrated on ${SIZE_CALIBRATION.organisation.projects} public projects`,
    );
    expect(calibrated.calibration?.label).toBe("calibrated on 30 of your finished projects");
    expect(calibrated.method).toContain("Calibrated on 30 of your finished projects");
    expect(population.method).toContain("so it holds for an organisation whose projects the model has not seen");
    expect(calibrated.metrics.population_p50_hours).toBe(population.metrics.population_p50_hours);
    expect(calibrated.metrics.organisation_factor).toBeCloseTo(organisation.factor, 2);
  });

  it("prices the same as the population with the population's calibration", () => {
    expect(estimate(brief, 2000, { organisation: calibrateOrganisation([]) }).effort_hours).toEqual(
      population.effort_hours,
    );
  });
});
