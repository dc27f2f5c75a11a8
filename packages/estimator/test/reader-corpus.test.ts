/**
 * The reader measured on the corpus's held-out "test" split (never trained on).
 * Kind accuracy: share of test requests with a project whose kind the reader names exactly.
 * Field accuracy: correct fields over all scored fields, four per test request with a project —
 *   quantities (the same labelled quantities, each within 1 %, an area also within 1 m²),
 *   budget (both none, or within 0.5 %), currency (the same ISO code, or both none; an assumed
 *   currency counts as none) and deadline_weeks (both none, or within 0.15 weeks).
 * See src/reader/evaluate.ts for the scoring itself.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/reader/understand.js";
import { trainKindModel } from "../src/reader/classifier.js";
import { parseCorpus, trainingExamples } from "../src/reader/corpus.js";
import { scoreReader } from "../src/reader/evaluate.js";
import shippedModel from "../src/reader/kind-model.json" with { type: "json" };

const corpusText = readFileSync(new URL("../corpus/requests.jsonl", import.meta.url), "utf8");
const rows = parseCorpus(corpusText);
const testRows = rows.filter((row) => row.split === "test");

describe("the request reader on the corpus's test split", () => {
  it("trains on the train split only", () => {
    const trained = new Set(trainingExamples(corpusText).map((e) => e.text));
    expect(testRows.length).toBeGreaterThanOrEqual(50);
    expect(testRows.filter((row) => trained.has(row.text))).toEqual([]);
  });

  it("ships the model that training on the current corpus and features produces (npm run train:reader)", () => {
    expect(trainKindModel(trainingExamples(corpusText))).toEqual(shippedModel);
  });

  // The held-out split holds requests written to mislead (the client's business words belong to another
  // kind) and in several registers; the first classifier named 81 % of them right, this one 94 %.
  it("names the kind of at least 92 % and reads at least 90 % of the fields right; asks exactly when it should on at least 90 %", () => {
    const score = scoreReader(testRows, understandRequest);
    const report = score.misses.map((m) => `${m.wrong.join(",")}: ${m.row.text.slice(0, 90)}`).join("\n");
    expect(score.kindAccuracy, report).toBeGreaterThanOrEqual(0.92);
    expect(score.fieldAccuracy, report).toBeGreaterThanOrEqual(0.9);
    expect(score.needsInputAccuracy, report).toBeGreaterThanOrEqual(0.9);
  }, 120_000); // The whole test split, read once per row: slow on a machine shared with other work.
});
