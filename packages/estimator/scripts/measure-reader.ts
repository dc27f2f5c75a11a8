/**
 * The reader's kind accuracy on a labelled file, broken down by language and by domain, with the
 * confusions and the reading time per request:
 *   node --import tsx packages/estimator/scripts/measure-reader.ts [file.jsonl] [--split test|train|all]
 * Defaults to the corpus's test split.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { understandRequest } from "../src/reader/understand.js";
import { parseCorpus, type CorpusRow } from "../src/reader/corpus.js";
import { scoreReader } from "../src/reader/evaluate.js";

// Piped into `head`: stop quietly when the reader of the output goes away.
process.stdout.on("error", () => process.exit(0));
const args = process.argv.slice(2);
const splitAt = args.indexOf("--split");
const split = splitAt >= 0 ? args[splitAt + 1] : "test";
const file =
  args.find((a, i) => !a.startsWith("--") && (splitAt < 0 || i !== splitAt + 1)) ??
  fileURLToPath(new URL("../corpus/requests.jsonl", import.meta.url));
const rows = parseCorpus(readFileSync(file, "utf8")).filter((r) => split === "all" || (r.split ?? "test") === split);

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} % (${n}/${of})`;

function breakdown(name: string, key: (r: CorpusRow) => string): void {
  const groups = new Map<string, { right: number; all: number }>();
  for (const r of rows.filter((row) => !row.needs_input)) {
    const g = groups.get(key(r)) ?? { right: 0, all: 0 };
    g.all += 1;
    if (understandRequest(r.text).brief.kind === r.kind) g.right += 1;
    groups.set(key(r), g);
  }
  console.log(
    `${name}: ${[...groups]
      .sort()
      .map(([k, g]) => `${k} ${pct(g.right, g.all)}`)
      .join(", ")}`,
  );
}

for (const r of rows.slice(0, 20)) understandRequest(r.text); // warm up
const started = performance.now();
const score = scoreReader(rows, understandRequest);
const ms = (performance.now() - started) / Math.max(1, rows.length);
const projects = rows.filter((r) => !r.needs_input).length;
console.log(
  `${rows.length} requests (${split}): kind ${pct(Math.round(score.kindAccuracy * projects), projects)}, fields ${(100 * score.fieldAccuracy).toFixed(1)} %, asks ${(100 * score.needsInputAccuracy).toFixed(1)} %, ${ms.toFixed(2)} ms a request`,
);
breakdown("by language", (r) => r.language);
breakdown("by domain", (r) => r.domain);
for (const m of score.misses) {
  const got = m.understanding.brief.kind;
  const fields = m.wrong.filter((w) => w !== "kind");
  console.log(
    `  ${m.wrong.includes("kind") ? `${m.row.kind} → ${got}` : "kind ok"}${fields.length ? ` [${fields.join(",")}]` : ""}: ${m.row.text.slice(0, 110)}`,
  );
}
