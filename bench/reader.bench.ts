import { readFileSync } from "node:fs";
import { understandRequest } from "@scopewise/estimator";
import { trainKindModel } from "../packages/estimator/src/reader/classifier.js";
import { parseCorpus, trainingExamples, type CorpusRow } from "../packages/estimator/src/reader/corpus.js";
import { scoreReader } from "../packages/estimator/src/reader/evaluate.js";

const CORPUS = new URL("../packages/estimator/corpus/requests.jsonl", import.meta.url);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function report(name: string, rows: CorpusRow[]): void {
  const started = performance.now();
  const score = scoreReader(rows, understandRequest);
  const perRequest = (performance.now() - started) / Math.max(1, rows.length);
  const fields = Object.entries(score.perField)
    .map(([field, share]) => `${field} ${pct(share)}`)
    .join(", ");
  console.log(
    `  ${name} (${rows.length} requests): kind ${pct(score.kindAccuracy)}, fields ${pct(score.fieldAccuracy)} (${fields}), asks when it should ${pct(score.needsInputAccuracy)}; ${perRequest.toFixed(1)} ms a request`,
  );
}

/** The reader's accuracy on the corpus's held-out split and on the blind evaluation set, beside its fit on the train split. */
export function runReaderBench(): void {
  console.log(
    "Request reader (kind: exact kind on requests with a project; fields: quantities, budget, currency, deadline)",
  );
  const corpusText = readFileSync(CORPUS, "utf8");
  const rows = parseCorpus(corpusText);
  report(
    "corpus test split",
    rows.filter((r) => r.split === "test"),
  );
  console.log("  (the kind on requests written blind by someone else: the pricing bench's first line)");
  report(
    "reference: corpus train split (what the model was fitted on)",
    rows.filter((r) => r.split === "train"),
  );
  const started = performance.now();
  trainKindModel(trainingExamples(corpusText));
  console.log(
    `  training the classifier from the corpus takes ${Math.round(performance.now() - started)} ms (the model ships as JSON; the server never trains)`,
  );
}
