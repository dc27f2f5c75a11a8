import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readProjects, recordsFrom, runHarness, scoresLine } from "../src/calibration/harness.js";
import { effortActualsDir, loadEffortActuals } from "./effort-actuals.js";

/**
 * Leave-one-dataset-out check of the stated-size model on recorded projects: per dataset and pooled,
 * median actual ÷ P50, share inside P10–P90, median P90 ÷ P10, MdMRE, PRED(25), Spearman(size, P50).
 * With --write, stores the calibration to ship (the hierarchical model fitted on every dataset).
 */
const literal = (value: object) =>
  JSON.stringify(value)
    .replace(/"(\w+)":/g, "$1: ")
    .replace(/,(?=\w)/g, ", ");
const files = loadEffortActuals();
if (!files) {
  console.error(`No recorded projects at ${effortActualsDir()} (set EFFORT_ACTUALS_DIR).`);
  process.exit(1);
}
const report = runHarness(readProjects(recordsFrom(files)));
console.log("Stated-size model, leave-one-dataset-out (person-month = 152 hours, COCOMO convention)");
for (const row of report.perDataset) console.log(`  ${scoresLine(row.dataset, row)}`);
console.log(`  ${scoresLine("pooled", report.pooled)}`);
const missed = report.projects.filter((p) => p.asked || p.readSize === undefined);
console.log(
  `  requests read: ${report.projects.length - missed.length} of ${report.projects.length} priced with their stated size`,
);
for (const p of missed.slice(0, 10)) console.log(`    missed: ${p.text}`);
if (process.argv.includes("--write")) {
  const target = fileURLToPath(new URL("../src/kinds/software/stated-size/calibrated.ts", import.meta.url));
  const c = report.calibration;
  const text = `import type { SizeCalibration } from "./size-calibration.js";

export type { SizeCalibration } from "./size-calibration.js";

/** Written by \`npm run calibrate -- --write\` from the recorded projects; do not edit by hand. */
export const SIZE_CALIBRATION: SizeCalibration = {
  fpLogScale: ${c.fpLogScale},
  cocomoLogScale: ${c.cocomoLogScale},
  errorQuantiles: [${c.errorQuantiles.join(", ")}],
  referenceClass: ${c.referenceClass},
  organisation: ${literal(c.organisation)},
  summary: ${literal(c.summary)},
};
`;
  writeFileSync(target, text);
  console.log(`  wrote ${target}`);
}
