/**
 * The proposal's two readers: the body speaks the client's language (no percentile codes, formulas,
 * class codes, fractional people or weeks that are months, no repeated labels or placeholders), and
 * the appendix carries the estimator's detail, with every source written once in a numbered list
 * that each basis row points into. Checked on a proposal for every kind of the labelled corpus, in
 * each language the corpus has it in.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { type DocumentNode } from "@scopewise/editor-schema/blocks";
import { BODY_JARGON, duration, roughAmount } from "../src/document/client-language.js";
import { PROPOSAL_APPENDIX_ID as APPENDIX_ID } from "@scopewise/shared";
import { writerFor } from "../src/document/writer.js";
import { estimate, renderProposal, understandRequest } from "../src/index.js";

interface CorpusLine {
  text: string;
  language: string;
  kind: string;
  needs_input: boolean;
}

const corpus = readFileSync(new URL("../corpus/requests.jsonl", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as CorpusLine);

/** The first request of each kind in each language: every kind, and each language's sentences. */
function representative(): CorpusLine[] {
  const seen = new Set<string>();
  return corpus.filter((line) => {
    const key = `${line.kind}/${line.language}`;
    if (line.needs_input || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const textOf = (node: DocumentNode): string =>
  (node.text ?? "") +
  (node.content ?? [])
    .map(textOf)
    .join(node.type === "tableRow" ? " | " : node.content?.some((c) => c.type === "text") ? "" : "\n");

/** The proposal's blocks split at the appendix's heading. */
function parts(doc: DocumentNode): { body: DocumentNode[]; appendix: DocumentNode[] } {
  const blocks = doc.content ?? [];
  const at = blocks.findIndex((b) => b.type === "heading" && b.attrs?.id === APPENDIX_ID);
  return { body: at < 0 ? blocks : blocks.slice(0, at), appendix: at < 0 ? [] : blocks.slice(at) };
}

const proposals = representative().flatMap((line) => {
  const { brief, questions } = understandRequest(line.text);
  if (questions.length > 0) return [];
  const e = estimate(brief, 300);
  return [{ line, brief, e, doc: renderProposal(e, brief, {}, { date: "2026-12-02" }) }];
});

describe("the proposal body speaks the client's language", () => {
  it("covers every kind of the corpus", () => {
    const kinds = new Set(corpus.filter((l) => !l.needs_input).map((l) => l.kind));
    expect(new Set(proposals.map((p) => p.line.kind))).toEqual(kinds);
  });

  it("has none of the estimator's terms before the appendix, and the appendix keeps them", () => {
    const found: string[] = [];
    for (const { line, brief, doc } of proposals) {
      const { body, appendix } = parts(doc);
      expect(appendix.length, line.text).toBeGreaterThan(0);
      for (const block of body) {
        // The request quoted back is the client's own words.
        for (const sentence of textOf(block).replace(brief.summary, "").split("\n")) {
          const rule = BODY_JARGON.find((r) => r.pattern.test(sentence));
          if (rule) found.push(`${line.kind}/${line.language}: ${rule.name} in “${sentence.slice(0, 160)}”`);
        }
      }
    }
    expect(found).toEqual([]);
    const english = proposals.find((p) => p.line.language === "en" && p.line.kind === "web_app")!;
    const detail = parts(english.doc).appendix.map(textOf).join("\n");
    for (const term of ["P10", "P50", "P80", "P90", "AACE"]) expect(detail).toContain(term);
  });

  it("gives the cost as a likely figure and the 8-in-10 range from P10 and P90, and the time in months once it is months", () => {
    for (const { line, brief, e, doc } of proposals.filter((p) => p.line.language === "en")) {
      const w = writerFor(e, brief);
      const summary = textOf(parts(doc).body.find((b, i, all) => all[i - 1]?.attrs?.id === "executive-summary")!);
      expect(summary, line.text).toContain(
        `8 in 10 projects like this one land between ${w.money(roughAmount(e.total_cost.p10!))}`,
      );
      expect(summary).toContain(w.money(roughAmount(e.total_cost.p90)));
      expect(summary).toContain(`It takes about ${duration(w, e.duration_weeks.p50)}`);
      if (e.duration_weeks.p50 >= 8) expect(summary).toMatch(/It takes about [\d.]+ months?/);
    }
  });

  it("leaves the client off the cover when the request names none, and names it when it does", () => {
    const unnamed = understandRequest("A mobile app with payments and chat").brief;
    const e = estimate(unnamed, 100);
    expect(documentJsonToHtml(renderProposal(e, unnamed, {}, { date: "2026-12-02" }))).not.toMatch(
      /Client:|To be confirmed/,
    );
    const named = understandRequest("A mobile app with payments and chat for a mid-sized insurance company").brief;
    expect(documentJsonToHtml(renderProposal(estimate(named, 100), named, {}, { date: "2026-12-02" }))).toContain(
      "<strong>Client:</strong> A mid-sized insurance company",
    );
  });
});

describe("the appendix's sources", () => {
  it("are numbered once, each row's mark points to one of them, and every source is cited", () => {
    for (const { line, e, doc } of proposals) {
      const { appendix } = parts(doc);
      const sourcesAt = appendix.findIndex(
        (b) => b.type === "heading" && textOf(b) === writerFor(e, { language: line.language }).t("Sources"),
      );
      const list = appendix[sourcesAt + 1];
      expect(list?.type, line.text).toBe("orderedList");
      expect(list?.attrs?.start ?? 1).toBe(1);
      const sources = (list?.content ?? []).map(textOf).map((s) => s.trim());
      expect(new Set(sources).size).toBe(sources.length);
      expect(new Set(sources)).toEqual(new Set((e.lines ?? []).map((l) => l.source)));
      const table = appendix.filter((b) => b.type === "table").at(-1)!;
      const rows = (table.content ?? []).slice(1).map((row) => (row.content ?? []).map(textOf).map((c) => c.trim()));
      const marks = rows.map((r) => r.at(-1)!).filter(Boolean);
      expect(marks).toHaveLength(e.lines!.length);
      const cited = new Set<number>();
      for (const [i, mark] of marks.entries()) {
        const n = Number(/^\[(\d+)\]$/.exec(mark)?.[1]);
        expect(n, mark).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(sources.length);
        expect(sources[n - 1]).toBe(e.lines![i]!.source);
        cited.add(n);
      }
      expect(cited.size).toBe(sources.length);
      // A source is written once: never in a row of the table.
      for (const row of rows) for (const source of sources) expect(row).not.toContain(source);
    }
  });
});
