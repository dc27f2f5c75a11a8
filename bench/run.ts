import { runApiBench } from "./api.bench.js";
import { runCalibrationBench } from "./calibration.bench.js";
import { runEditorBench } from "./editor.bench.js";
import { runEngineBench } from "./engine.bench.js";
import { runExportBench } from "./export.bench.js";
import { runPagesBench } from "./pages.bench.js";
import { runPricingBench } from "./pricing.bench.js";
import { runReaderBench } from "./reader.bench.js";

const BENCHES: Record<string, () => Promise<void>> = {
  api: runApiBench,
  reader: async () => runReaderBench(),
  pricing: async () => runPricingBench(),
  calibration: async () => runCalibrationBench(),
  engine: runEngineBench,
  editor: runEditorBench,
  export: runExportBench,
  pages: runPagesBench,
};

/**
 * Every benchmark, each printing its figure beside a reference measured in the same run; names
 * given as arguments run only those (`npm run bench -- api editor`).
 */
async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in BENCHES));
  if (unknown.length > 0)
    throw new Error(`unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(BENCHES).join(", ")}`);
  for (const name of names.length > 0 ? names : Object.keys(BENCHES)) await BENCHES[name]!();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
