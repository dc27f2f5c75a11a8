import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { estimatedProposal, outcomeApi } from "./outcomes-fixture.js";
import { signUp, useSignedInApp } from "./test-app.js";

describe.each(databaseKinds())("estimates calibrated on the user's own outcomes on $name", (kind) => {
  const s = useSignedInApp(kind);

  it("moves the owner's later estimates, says what they were calibrated on, and never moves another user's", async () => {
    const other = await signUp(s.t.app);
    const first = await estimatedProposal(s.t.app, s.user.access);
    expect(first.estimate.calibration?.label).toMatch(/^calibrated on \d+ public projects$/);
    const population = first.estimate.effort_hours!.p50;

    // The project took three times what the population model expected.
    const recorded = await outcomeApi(s.t.app).record(s.user.access, first.id, {
      actual_effort_hours: Math.round(Number(first.estimate.metrics.population_p50_hours) * 3),
      finished_on: "2025-06-30",
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const later = await estimatedProposal(s.t.app, s.user.access);
    expect(later.estimate.calibration?.label).toBe("calibrated on 1 of your finished project");
    // One project moves it a little (shrinkage toward the population), in the direction it ran.
    expect(later.estimate.effort_hours!.p50).toBeGreaterThan(population);
    expect(Number(later.estimate.metrics.organisation_factor)).toBeGreaterThan(1);

    const stranger = await estimatedProposal(s.t.app, other.access);
    expect(stranger.estimate.calibration?.label).toBe(first.estimate.calibration?.label);
    expect(stranger.estimate.effort_hours).toEqual(first.estimate.effort_hours);

    const scorecard = (await outcomeApi(s.t.app).scorecard(s.user.access)).json();
    expect(scorecard.calibrations).toEqual([
      {
        domain: "software",
        kind: "organisation",
        projects: 1,
        factor: expect.any(Number),
        log_sd: expect.any(Number),
        label: "calibrated on 1 of your finished project",
      },
    ]);
    expect(scorecard.calibrations[0].factor).toBeCloseTo(Number(later.estimate.metrics.organisation_factor), 3);
    expect((await outcomeApi(s.t.app).calibrations(s.user.access)).json()).toEqual(scorecard.calibrations);
    expect((await outcomeApi(s.t.app).scorecard(other.access)).json().calibrations).toEqual([]);
    expect((await outcomeApi(s.t.app).calibrations(other.access)).json()).toEqual([]);
  });

  it("learns only from outcomes of estimates the calibrated model made", async () => {
    const user = await signUp(s.t.app);
    const catalogue = await estimatedProposal(
      s.t.app,
      user.access,
      "A mobile app for booking yoga classes with payments",
    );
    expect(catalogue.estimate.calibration).toBeUndefined();
    const recorded = await outcomeApi(s.t.app).record(user.access, catalogue.id, {
      actual_effort_hours: catalogue.estimate.effort_hours!.p50 * 4,
      finished_on: "2025-06-30",
    });
    expect(recorded.json().estimate.calibrated_model).toBe(false);
    expect((await outcomeApi(s.t.app).calibrations(user.access)).json()).toEqual([]);
    const sized = await estimatedProposal(s.t.app, user.access);
    expect(sized.estimate.calibration?.label).toMatch(/public projects$/);
  });
});
