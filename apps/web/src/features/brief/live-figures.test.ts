import { estimate, populationCalibration } from "@scopewise/estimator";
import { describe, expect, it } from "vitest";
import { figuresOf, organisationFor } from "./live-figures";

describe("the brief panel's figures", () => {
  it("are the estimate's expected cost and even-odds duration, and follow a changed area", () => {
    const brief = {
      domain: "construction" as const,
      kind: "warehouse" as const,
      title: "Warehouse",
      summary: "A warehouse",
      quantities: { area_m2: 2000 },
      currency: "EUR",
    };
    const small = figuresOf(estimate(brief, 200));
    const priced = estimate(brief, 200);
    expect(small).toEqual({ currency: "EUR", cost: priced.total_cost.expected, weeks: priced.duration_weeks.p50 });
    const large = figuresOf(estimate({ ...brief, quantities: { area_m2: 4000 } }, 200));
    expect(large.cost).toBeGreaterThan(small.cost);
  });

  it("price with the user's own calibration for the brief's domain, and with the population's elsewhere, as the server does", () => {
    const own = {
      domain: "software",
      kind: "organisation" as const,
      projects: 12,
      factor: 1.8,
      log_sd: 0.4,
      label: "calibrated on 12 of your finished projects",
    };
    expect(organisationFor([own], "software")).toEqual({
      kind: "organisation",
      projects: 12,
      factor: 1.8,
      logSd: 0.4,
      label: own.label,
    });
    // No outcomes in the domain: nothing is sent, and the estimator then prices as with the population's calibration.
    expect(organisationFor([own], "construction")).toBeUndefined();
    expect(organisationFor(undefined, "software")).toBeUndefined();
    const brief = {
      domain: "software" as const,
      kind: "web_app" as const,
      title: "Portal",
      summary: "A customer portal",
      quantities: {},
      currency: "EUR",
    };
    expect(estimate(brief, 200, { organisation: organisationFor(undefined, "software") })).toEqual(
      estimate(brief, 200, { organisation: populationCalibration() }),
    );
  });
});
