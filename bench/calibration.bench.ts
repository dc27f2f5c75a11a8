import { readProjects, recordsFrom, runHarness, scoresLine } from "../packages/estimator/src/calibration/harness.js";
import { learningLines, simulateLearning } from "../packages/estimator/src/calibration/learning.js";
import { effortActualsDir, loadEffortActuals } from "../packages/estimator/scripts/effort-actuals.js";

/**
 * The stated-size model on recorded projects, leave-one-dataset-out with the organisation as a random
 * effect: every dataset and pooled, then learning from a held-out dataset's own outcomes fed one by one.
 */
export function runCalibrationBench(): void {
  console.log("Stated-size model on recorded projects (leave-one-dataset-out, organisation as a random effect)");
  const files = loadEffortActuals();
  if (!files) {
    console.log(`  recorded projects not present at ${effortActualsDir()} (set EFFORT_ACTUALS_DIR)`);
    return;
  }
  const report = runHarness(readProjects(recordsFrom(files)));
  for (const row of report.perDataset) console.log(`  ${scoresLine(row.dataset, row)}`);
  console.log(`  ${scoresLine("pooled", report.pooled)}`);
  const { betweenVariance, withinVariance, strangerLogSd } = report.calibration.organisation;
  console.log(
    `  fitted on all: τ² between organisations ${betweenVariance.toFixed(3)}, typical σ² within ${withinVariance.toFixed(3)}, a stranger's normal-equivalent sd ${strangerLogSd.toFixed(2)}`,
  );
  console.log(
    "Learning from a held-out dataset's outcomes (fed in 3 seeded orders; figures on the projects not yet fed)",
  );
  for (const step of simulateLearning(report)) for (const line of learningLines(step)) console.log(`  ${line}`);
}
