import { readFileSync } from "node:fs";
import { domainsNamed } from "../packages/estimator/src/reader/domain-words.js";
import { understandRequest } from "@scopewise/estimator";
const rows = readFileSync("packages/estimator/corpus/requests.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).filter((r) => r.split === "test");
for (const r of rows) {
  const u = understandRequest(r.text);
  if (u.brief.kind !== r.kind && !r.needs_input) console.log(r.kind, "->", u.brief.kind, [...domainsNamed(r.text).object].join(","), "|", r.text.slice(0, 110));
}
