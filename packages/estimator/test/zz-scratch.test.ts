import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";
import { proposalHtml } from "./proposal-html.js";
it("dump", () => {
  const lines = readFileSync(new URL("../corpus/requests.jsonl", import.meta.url), "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const seen = new Set<string>();
  let out = "";
  for (const l of lines) {
    if (l.needs_input || seen.has(l.kind) || l.language !== "en") continue;
    seen.add(l.kind);
    const u = understandRequest(l.text);
    if (u.questions.length) continue;
    const e = estimate(u.brief, 500);
    const html = proposalHtml(e, u.brief, {}, { date: "2026-12-02" });
    out += `\n\n##### ${l.kind}\n` + html.replace(/<\/(p|h\d|li|tr)>/g, "\n").replace(/<\/t[dh]>/g, " | ").replace(/<[^>]+>/g, "");
  }
  writeFileSync("/tmp/clientdoc/dump.txt", out);
});
