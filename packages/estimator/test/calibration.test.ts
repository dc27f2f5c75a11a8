import { describe, expect, it } from "vitest";
import { readProjects, recordsFrom, runHarness, scoresLine, type HarnessReport } from "../src/calibration/harness.js";
import { simulateLearning } from "../src/calibration/learning.js";
import { effortActualsDir, loadEffortActuals } from "../scripts/effort-actuals.js";

const files = loadEffortActuals();
if (!files)
  console.warn(
    `Skipping the calibration harness: no recorded projects at ${effortActualsDir()} (set EFFORT_ACTUALS_DIR).`,
  );

describe.skipIf(!files)("the stated-size model on recorded projects, leave-one-dataset-out", () => {
  let report: HarnessReport;
  const run = () => (report ??= runHarness(readProjects(recordsFrom(files!)), 1000));

  it("reads every written request's size and prices it without asking", () => {
    const projects = run().projects;
    expect(projects.length).toBeGreaterThan(300);
    for (const p of projects) {
      expect(p.asked, p.text).toBe(false);
      expect(p.readSize, p.text).toBeDefined();
      expect(Math.abs(p.readSize! - p.record.size) / p.record.size, p.text).toBeLessThan(0.01 + 0.5 / p.record.size);
    }
  }, 120_000); // Every recorded project read and priced: slow on a machine shared with other work.

  it("meets the done-when figures pooled and per dataset", { timeout: 120_000 }, () => {
    const { pooled, perDataset } = run();
    for (const row of perDataset) console.log(scoresLine(row.dataset, row));
    console.log(scoresLine("pooled", pooled));
    expect(pooled.medianRatio).toBeGreaterThanOrEqual(0.8);
    expect(pooled.medianRatio).toBeLessThanOrEqual(1.25);
    expect(pooled.coverage).toBeGreaterThanOrEqual(0.7);
    expect(pooled.coverage).toBeLessThanOrEqual(0.9);
    expect(pooled.medianWidth).toBeLessThanOrEqual(10);
    expect(pooled.spearman).toBeGreaterThanOrEqual(0.9);
    for (const row of perDataset) {
      expect(row.medianRatio, row.dataset).toBeGreaterThanOrEqual(0.67);
      expect(row.medianRatio, row.dataset).toBeLessThanOrEqual(1.5);
    }
    // Every dataset whose size measure another dataset also used holds 70–90 % as an organisation never
    // seen. COSMIC's CFP is in no other dataset, so its fold prices CFP through a conversion to function
    // points that nothing in training tested (its effort barely grows with its size): it does not hold.
    const seen = perDataset.filter((row) => row.measureInTraining);
    for (const row of seen) {
      expect(row.coverage, row.dataset).toBeGreaterThanOrEqual(0.7);
      expect(row.coverage, row.dataset).toBeLessThanOrEqual(0.9);
    }
    expect(perDataset.filter((row) => !row.measureInTraining).map((row) => row.dataset)).toEqual(["cosmic"]);
  });

  it(
    "learns from a held-out dataset's outcomes: coverage holds, the range narrows and the bias falls",
    { timeout: 300_000 },
    () => {
      const steps = simulateLearning(run(), 400);
      const bias = (i: number) =>
        steps[i]!.perDataset.map((d) => Math.abs(Math.log(d.medianRatio))).sort((a, b) => a - b)[
          Math.floor(steps[i]!.perDataset.length / 2)
        ]!;
      for (const step of steps) {
        expect(step.pooled.coverage, `after ${step.fed}`).toBeGreaterThanOrEqual(0.7);
        expect(step.pooled.coverage, `after ${step.fed}`).toBeLessThanOrEqual(0.9);
      }
      expect(steps.at(-1)!.pooled.medianWidth).toBeLessThan(steps[0]!.pooled.medianWidth * 0.9);
      expect(bias(steps.length - 1)).toBeLessThan(bias(0));
    },
  );
});
