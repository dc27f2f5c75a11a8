import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root (this file is in packages/estimator/scripts/). */
const REPO = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

/**
 * The folder of recorded projects: EFFORT_ACTUALS_DIR, else ../shared/data/effort-actuals beside the
 * repository (the repository is at /work/<name>/, the data at /work/shared/data/effort-actuals).
 */
export function effortActualsDir(): string {
  return process.env.EFFORT_ACTUALS_DIR ?? join(REPO, "..", "shared", "data", "effort-actuals");
}

/** The ARFF files by name, or undefined when the folder is absent. */
export function loadEffortActuals(dir = effortActualsDir()): Record<string, string> | undefined {
  if (!existsSync(dir)) return undefined;
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".arff"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );
}
