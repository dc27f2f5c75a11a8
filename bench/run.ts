import { runApiBench } from "./api.bench.js";
import { runEditorBench } from "./editor.bench.js";
import { runEngineBench } from "./engine.bench.js";
import { runReaderBench } from "./reader.bench.js";

/** Every benchmark, each printing its figure beside a reference measured in the same run. */
async function main(): Promise<void> {
  await runApiBench();
  runReaderBench();
  await runEngineBench();
  await runEditorBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
