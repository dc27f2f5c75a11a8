/**
 * Trains the reader's kind classifier on the corpus's "train" split and writes the model the
 * estimator ships (src/reader/kind-model.json). Run after changing the corpus or the features:
 *   npm run train:reader
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { trainingExamples } from "../src/reader/corpus.js";
import { trainKindModel } from "../src/reader/classifier.js";

const corpusPath = fileURLToPath(new URL("../corpus/requests.jsonl", import.meta.url));
const modelPath = fileURLToPath(new URL("../src/reader/kind-model.json", import.meta.url));

const started = performance.now();
const examples = trainingExamples(readFileSync(corpusPath, "utf8"));
const model = trainKindModel(examples);
writeFileSync(modelPath, `${JSON.stringify(model)}\n`);
console.log(`Trained on ${examples.length} requests in ${Math.round(performance.now() - started)} ms → ${modelPath}`);
