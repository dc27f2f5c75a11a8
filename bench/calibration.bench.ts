import { readProjects, recordsFrom, runHarness, scoresLine } from "../packages/estimator/src/calibration/harness.js";
import { effortActualsDir, loadEffortActuals } from "../packages/estimator/scripts/effort-actuals.js";

/** The stated-size model on recorded projects, leave-one-dataset-out: the pooled line (`npm run calibrate` prints every dataset). */
export function runCalibrationBench(): void {
  console.log("Stated-size model on recorded projects (leave-one-dataset-out)");
  const files = loadEffortActuals();
  if (!files) {
    console.log(`  recorded projects not present at ${effortActualsDir()} (set EFFORT_ACTUALS_DIR)`);
    return;
  }
  const report = runHarness(readProjects(recordsFrom(files)));
  console.log(`  ${scoresLine("pooled", report.pooled)}`);
}
