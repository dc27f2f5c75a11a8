/**
 * How well the kind classifier carries over to a language it has not seen: for each language, a model
 * trained on the corpus's train split in the other four languages reads every request of that language
 * (requests with a project). Measures transfer through the multilingual concepts; the shipped model is
 * not touched.
 *   node --import tsx packages/estimator/scripts/holdout-reader.ts
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { READER_LANGUAGES } from "@scopewise/shared";
import { classifyKind, trainKindModel } from "../src/reader/classifier.js";
import { parseCorpus } from "../src/reader/corpus.js";

const corpusPath = fileURLToPath(new URL("../corpus/requests.jsonl", import.meta.url));
const rows = parseCorpus(readFileSync(corpusPath, "utf8")).filter((r) => !r.needs_input);

for (const language of READER_LANGUAGES) {
  const model = trainKindModel(rows.filter((r) => r.split === "train" && r.language !== language));
  const unseen = rows.filter((r) => r.language === language);
  const right = unseen.filter((r) => classifyKind(model, r.text, r.language).kind === r.kind).length;
  console.log(
    `${language}: ${((100 * right) / unseen.length).toFixed(1)} % (${right}/${unseen.length}) with no ${language} request in training`,
  );
}
