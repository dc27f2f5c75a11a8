import { describe, expect, it } from "vitest";
import { scheduleCompression } from "../src/kinds/software/shared/cocomo.js";
import { COCOMO_KSLOC } from "../src/kinds/software/shared/phase-schedule.js";
import { BASELINE_FEATURES } from "../src/kinds/software/shared/general-plan.js";
import { CORE_FP, SLOC_PER_FP, SOFTWARE_FEATURES } from "../src/kinds/software/shared/catalogue.js";
import { cocomo, estimate, NOMINAL_SF_SUM } from "../src/index.js";
import { constraintOf, sum } from "./fixtures.js";

/* Published COCOMO II.2000 post-architecture calibration (Boehm et al., 2000), written out independently of src. */
const A = 2.94;
const B = 0.91;
const C = 3.67;
const D = 0.28;
const NOMINAL_SF = { PREC: 3.72, FLEX: 3.04, RESL: 4.24, TEAM: 3.29, PMAT: 4.68 };
const VERY_LOW_SF = { PREC: 6.2, FLEX: 5.07, RESL: 7.07, TEAM: 5.48, PMAT: 7.8 };
const CPLX_HIGH = 1.17;
const RELY_HIGH = 1.1;
const HOURS_PER_PM = 152;
const WEEKS_PER_MONTH = 52 / 12;

function reference(ksloc: number, em = 1, sfSum = sum(Object.values(NOMINAL_SF))) {
  const E = B + 0.01 * sfSum;
  const pm = A * Math.pow(ksloc, E) * em;
  const F = D + 0.2 * (E - B);
  return { E, F, pm, tdev: C * Math.pow(pm, F) };
}

function expectWithin(actual: number, expected: number, relative: number): void {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(relative);
}

describe("COCOMO II.2000 effort and schedule", () => {
  it("uses the nominal scale-factor sum 18.97", () => {
    expect(sum(Object.values(NOMINAL_SF))).toBeCloseTo(18.97, 10);
    expect(NOMINAL_SF_SUM).toBeCloseTo(18.97, 10);
  });

  it("100 KSLOC, all nominal: PM = 2.94·100^E and TDEV = 3.67·PM^F within 0.5%", () => {
    const ref = reference(100);
    const result = cocomo(100);
    expectWithin(result.personMonths, ref.pm, 0.005);
    expectWithin(result.scheduleMonths, ref.tdev, 0.005);
    expect(result.exponent).toBeCloseTo(1.0997, 6);
    expect(result.scheduleExponent).toBeCloseTo(0.31794, 6);
    // The literal values of the worked example.
    expect(Math.abs(result.personMonths - 465.3)).toBeLessThan(0.5);
    expect(Math.abs(result.scheduleMonths - 25.9)).toBeLessThan(0.05);
  });

  it.each([2, 10, 37.5, 500])("%s KSLOC matches the published equations", (ksloc) => {
    const ref = reference(ksloc);
    expectWithin(cocomo(ksloc).personMonths, ref.pm, 0.005);
    expectWithin(cocomo(ksloc).scheduleMonths, ref.tdev, 0.005);
  });

  it("has diseconomy of scale: effort per KSLOC grows with size (E > 1)", () => {
    const perKsloc = [1, 10, 100, 1000].map((k) => cocomo(k).personMonths / k);
    for (let i = 1; i < perKsloc.length; i++) expect(perKsloc[i]).toBeGreaterThan(perKsloc[i - 1]!);
  });

  it("multiplies effort by ΠEM and derives the schedule from the multiplied effort", () => {
    const em = CPLX_HIGH * RELY_HIGH;
    const ref = reference(100, em);
    const result = cocomo(100, em);
    expectWithin(result.personMonths, cocomo(100).personMonths * em, 1e-9);
    expectWithin(result.scheduleMonths, ref.tdev, 0.005);
    expect(result.scheduleMonths).toBeGreaterThan(cocomo(100).scheduleMonths);
  });

  it("takes the scale-factor sum into the exponent (all very low ratings)", () => {
    const sfSum = sum(Object.values(VERY_LOW_SF));
    const ref = reference(100, 1, sfSum);
    const result = cocomo(100, 1, sfSum);
    expect(result.exponent).toBeCloseTo(1.2262, 4);
    expectWithin(result.personMonths, ref.pm, 0.005);
    expectWithin(result.scheduleMonths, ref.tdev, 0.005);
  });
});

describe("SCED schedule compression", () => {
  it("prices the published points and refuses below 75%", () => {
    expect(scheduleCompression(1)).toBe(1);
    expect(scheduleCompression(1.3)).toBe(1);
    expect(scheduleCompression(0.85)).toBeCloseTo(1.14, 10);
    expect(scheduleCompression(0.75)).toBeCloseTo(1.43, 10);
    expect(scheduleCompression(0.7499)).toBeNull();
    expect(scheduleCompression(0.5)).toBeNull();
  });

  it("interpolates between the points and never rewards more compression", () => {
    expect(scheduleCompression(0.8)).toBeCloseTo((1.14 + 1.43) / 2, 10);
    expect(scheduleCompression(0.925)).toBeCloseTo((1 + 1.14) / 2, 10);
    let previous = 1;
    for (let ratio = 1; ratio >= 0.75; ratio -= 0.01) {
      const m = scheduleCompression(ratio);
      expect(m).not.toBeNull();
      expect(m!).toBeGreaterThanOrEqual(previous - 1e-12);
      previous = m!;
    }
  });
});

describe("software model built on COCOMO II", () => {
  const named = ["payments", "commerce", "video"];
  const namedFp = sum(named.map((key) => SOFTWARE_FEATURES.find((f) => f.key === key)!.fp));
  // Named features come on top of the baseline every application needs (accounts, profiles, notifications, admin).
  const baselineFp = BASELINE_FEATURES.reduce((s, key) => s + SOFTWARE_FEATURES.find((f) => f.key === key)!.fp, 0);
  const functionPoints = CORE_FP + baselineFp + namedFp;
  const ksloc = (functionPoints * SLOC_PER_FP) / 1000; // a web application: platform factor 1
  // Large enough (≥ 10 KSLOC) for COCOMO II's TDEV to be the nominal schedule.
  const brief = { domain: "software" as const, title: "Shop", summary: "A web application", features: named };

  it("is sized above the size where TDEV gives the schedule", () => {
    expect(ksloc).toBeGreaterThanOrEqual(COCOMO_KSLOC);
    expect(estimate(brief, 500).metrics.schedule_basis).toBe("COCOMO II TDEV");
  });

  it("sizes from function points and reports the COCOMO figures it used", () => {
    const e = estimate(brief, 500);
    const ref = reference(ksloc);
    expect(e.metrics.function_points).toBe(functionPoints);
    expect(e.metrics.ksloc).toBeCloseTo(ksloc, 1);
    expect(e.metrics.cocomo_exponent_E).toBeCloseTo(ref.E, 4);
    expect(Math.abs(Number(e.metrics.nominal_person_months) - ref.pm)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(Number(e.metrics.nominal_schedule_months) - ref.tdev)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it("plans exactly the COCOMO effort in hours across the phases (152 h per person-month)", () => {
    const e = estimate(brief, 500);
    const plannedHours = reference(ksloc).pm * HOURS_PER_PM;
    expectWithin(sum(e.phases.map((p) => p.effort_hours)), plannedHours, 0.01);
    expectWithin(sum(e.roles.map((r) => r.hours)), plannedHours, 0.01);
  });

  it("applies CPLX and RELY effort multipliers for high complexity and premium quality", () => {
    const e = estimate({ ...brief, complexity: "high", quality: "premium" }, 500);
    expect(e.metrics.effort_multiplier).toBeCloseTo(CPLX_HIGH * RELY_HIGH, 3);
    expect(
      Math.abs(Number(e.metrics.nominal_person_months) - reference(ksloc, CPLX_HIGH * RELY_HIGH).pm),
    ).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it("compresses toward a deadline at 85% of nominal, planning 10% early for risks, at the SCED effort", () => {
    const nominalWeeks = reference(ksloc).tdev * WEEKS_PER_MONTH;
    const e = estimate({ ...brief, deadline_weeks: nominalWeeks * 0.85 }, 500);
    // Planned schedule 0.9 × 85% = 76.5% of nominal: SCED interpolated between 1.14 (85%) and 1.43 (75%).
    const sced = 1.14 + ((0.85 - 0.765) / 0.1) * (1.43 - 1.14);
    expect(Math.abs(Number(e.metrics.planned_person_months) - reference(ksloc).pm * sced)).toBeLessThanOrEqual(
      0.05 + 1e-9,
    );
    expect(constraintOf(e, "deadline")?.fits).toBe(true);
  });

  // Once a defect: a plan that missed the deadline anyway still carried the 1.43× compression premium.
  it("refuses a deadline below 75% of nominal: shows the nominal plan and states the 1.43× alternative and a way out", () => {
    const nominalWeeks = reference(ksloc).tdev * WEEKS_PER_MONTH;
    const e = estimate({ ...brief, deadline_weeks: Math.floor(nominalWeeks * 0.6) }, 500);
    const deadline = constraintOf(e, "deadline");
    expect(deadline?.fits).toBe(false);
    expect(deadline?.message).toMatch(/scope/);
    expect(deadline?.message).toContain("1.43×");
    expect(deadline?.message).toContain(`about ${Math.ceil(nominalWeeks * 0.75)} weeks`);
    expect(Math.abs(Number(e.metrics.planned_person_months) - reference(ksloc).pm)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(e.total_cost.expected).toBe(estimate(brief, 500).total_cost.expected);
  });

  it("a smaller team stretches the schedule without changing the cost", () => {
    const normal = estimate(brief, 500);
    const solo = estimate({ ...brief, team_size: 1 }, 500);
    expect(solo.total_cost.expected).toBe(normal.total_cost.expected);
    const end = (x: typeof normal) => Math.max(...x.phases.map((p) => p.end_week));
    expect(end(solo)).toBeGreaterThan(end(normal));
    // One person does all the person-months in sequence.
    expectWithin(end(solo), reference(ksloc).pm * WEEKS_PER_MONTH, 0.1);
  });

  // Once a defect: a compressed deadline was reported as met while the median overran it.
  it("a deadline reported as met is met at the median duration", () => {
    const nominalWeeks = reference(ksloc).tdev * WEEKS_PER_MONTH;
    const e = estimate({ ...brief, deadline_weeks: Math.round(nominalWeeks * 0.85) });
    expect(constraintOf(e, "deadline")?.fits).toBe(true);
    expect(e.duration_weeks.p50).toBeLessThanOrEqual(Math.round(nominalWeeks * 0.85));
  });
});
