import type { Brief, Estimate } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { briefSchema } from "@scopewise/shared";
import { roughAmount } from "../src/document/client-language.js";
import { constraintInWords } from "../src/document/constraint-words.js";
import { TIMELINE_MARK } from "../src/document/sections.js";
import { writerFor } from "../src/document/writer.js";
import { estimate, extractBrief, formatMoney } from "../src/index.js";
import { proposalHtml } from "./proposal-html.js";
import { phaseTotal, SAMPLE_BRIEFS } from "./fixtures.js";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const SECTIONS: Array<[string, string]> = [
  ["Executive summary", "executive-summary"],
  ["Understanding of the need", "understanding-of-the-need"],
  ["Scope and deliverables", "scope-and-deliverables"],
  ["Approach and phases", "approach-and-phases"],
  ["Timeline", "timeline"],
  ["Cost breakdown", "cost-breakdown"],
  ["Resources and tools", "resources-and-tools"],
  ["Risks", "risks"],
  ["Assumptions and exclusions", "assumptions-and-exclusions"],
  ["Confidence", "confidence"],
  ["Next steps", "next-steps"],
  ["Appendix: how the estimate was built", "appendix"],
];

interface Rendered {
  name: string;
  brief: Brief;
  e: Estimate;
  html: string;
}

function render(name: string, brief: Brief): Rendered {
  const e = estimate(brief, 2_000);
  return { name, brief, e, html: proposalHtml(e, brief) };
}

const DOCS: Rendered[] = [
  render(
    "software (spec example)",
    extractBrief("estimate the timeline and cost for a mobile app with payments and chat"),
  ),
  render(
    "construction (spec example)",
    extractBrief("risk analysis and budget for a 3-storey office building of 2,000 m²"),
  ),
  render(
    "marketing (spec example)",
    extractBrief("resources, tools and time for a product launch campaign on Instagram and Google Ads with $40k"),
  ),
  render("event in EUR", briefSchema.parse({ ...SAMPLE_BRIEFS.event, currency: "EUR" })),
  render("research", briefSchema.parse(SAMPLE_BRIEFS.research)),
  render("other", briefSchema.parse(SAMPLE_BRIEFS.other)),
  render(
    "construction over budget and deadline",
    briefSchema.parse({ ...SAMPLE_BRIEFS.construction, budget: 100_000, deadline_weeks: 10 }),
  ),
];

/** The HTML from a section's h2 to the next h2. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<h2 id="${id}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  const next = html.indexOf("<h2 ", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

function tableRows(html: string): string[][] {
  const table = /<table\b[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? "";
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd](?: [^>]*)?><p(?: [^>]*)?>([\s\S]*?)<\/p><\/t[hd]>/g)].map((c) => c[1] ?? ""),
  );
}

describe.each(DOCS)("proposal document: $name", ({ brief, e, html }) => {
  const money = (v: number) => formatMoney(v, e.currency);

  it("opens with the brief's title as h1", () => {
    expect(html.startsWith("<h1 ")).toBe(true);
    expect(html).toMatch(
      new RegExp(`^<h1 id="[a-z0-9-]+">${escapeHtml(brief.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
    );
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it("has every h2 section, with an id slug, in order", () => {
    let last = -1;
    for (const [title, id] of SECTIONS) {
      const at = html.indexOf(`<h2 id="${id}">${title}</h2>`);
      expect(at, title).toBeGreaterThan(last);
      last = at;
    }
  });

  it("names every phase", () => {
    for (const p of e.phases) expect(html).toContain(`>${escapeHtml(p.name)}</h3>`);
  });

  it("shows the expected total, P50, P80, P90 and contingency exactly as formatMoney gives them in the appendix, and in round words in the summary", () => {
    const appendix = section(html, "appendix");
    for (const v of [e.total_cost.p50, e.total_cost.p80, e.total_cost.p90, e.total_cost.expected, e.contingency])
      expect(appendix).toContain(money(v));
    const costs = section(html, "cost-breakdown");
    expect(costs).toContain(money(e.total_cost.expected));
    expect(costs).toContain(money(e.contingency));
    const summary = section(html, "executive-summary");
    expect(summary).toContain(`We expect it to cost about ${money(roughAmount(e.total_cost.expected))}`);
    expect(summary).toContain(`8 in 10 projects like this one land between ${money(roughAmount(e.total_cost.p10!))}`);
  });

  it("cost tables agree: phase rows, subtotal, contingency and total; roles plus non-labour give the same subtotal", () => {
    const [, byPhase, byRole] = section(html, "cost-breakdown").split(/<h3 /);
    const phaseRows = tableRows(byPhase ?? "");
    expect(phaseRows.slice(1, 1 + e.phases.length).map((r) => [r[0], r[3]])).toEqual(
      e.phases.map((p) => [escapeHtml(p.name), money(p.cost)]),
    );
    expect(phaseRows.slice(1 + e.phases.length).map((r) => [r[0], r[3]])).toEqual([
      ["Subtotal", money(phaseTotal(e))],
      ["Contingency (risk register)", money(e.contingency)],
      ["Expected total", money(e.total_cost.expected)],
    ]);
    const roleRows = tableRows(byRole ?? "");
    expect(roleRows.at(-1)?.[0]).toBe("Subtotal");
    expect(roleRows.at(-1)?.[4]).toBe(money(phaseTotal(e)));
  });

  it("has a timeline table with one row per phase, in order, marking each phase's weeks", () => {
    const rows = tableRows(section(html, "timeline"));
    expect(rows[0]?.[0]).toBe("Phase");
    expect(rows.slice(1).map((r) => r[0])).toEqual(e.phases.map((p) => escapeHtml(p.name)));
    const marks = (cell: string) => cell.split(TIMELINE_MARK).length - 1;
    for (const row of rows.slice(1)) {
      expect(row.slice(1).some((cell) => marks(cell) > 0)).toBe(true);
      // One glyph, text-coloured only: several, or a background, wrap into stacked pieces in a narrow column.
      for (const cell of row.slice(1)) expect(marks(cell) <= 1 && !cell.includes("background")).toBe(true);
    }
  });

  it("keeps the timeline to at most eight equal periods, headed by their first week, covering every week, with a wide phase column", () => {
    const timeline = section(html, "timeline");
    const header = tableRows(timeline)[0] ?? [];
    const starts = header.slice(1).map((label) => Number(label.replace(/^W/, "")));
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.length).toBeLessThanOrEqual(8);
    const period = (starts[1] ?? 2) - (starts[0] ?? 1);
    expect(starts).toEqual(starts.map((_, i) => 1 + i * period));
    const lastWeek = Math.max(...e.phases.map((p) => p.end_week));
    expect(lastWeek).toBeGreaterThanOrEqual(starts.at(-1) ?? 0);
    expect(lastWeek).toBeLessThan((starts.at(-1) ?? 0) + period);
    expect(timeline).toContain(period === 1 ? "One column per week" : `Each column is a period of ${period} weeks`);
    expect(timeline).toMatch(/<th colwidth="150"><p>Phase<\/p><\/th>/);
  });

  it("states every constraint's message", () => {
    for (const c of e.constraints) expect(html).toContain(escapeHtml(c.message));
  });

  it("contains no markup taken from the brief", () => {
    expect(html).not.toMatch(/<script|<img|onerror=/i);
  });
});

describe("proposal document: constraints and escaping", () => {
  it("a budget and a deadline a little short are stated in the summary with their way out", () => {
    const base = estimate(SAMPLE_BRIEFS.construction, 2_000);
    const brief = briefSchema.parse({
      ...SAMPLE_BRIEFS.construction,
      budget: Math.round(base.total_cost.expected * 0.9),
      deadline_weeks: Math.floor(base.duration_weeks.p50 * 0.9),
    });
    const { e, html } = render("construction a little short", brief);
    expect(e.constraints.map((c) => [c.kind, c.fits])).toEqual([
      ["budget", false],
      ["deadline", false],
    ]);
    expect(e.feasible).toBe(true);
    expect(html).not.toContain('id="what-is-possible"');
    const summary = section(html, "executive-summary");
    // Each limit in plain words, with its way out; the engine's full message is in the appendix when it is not.
    for (const c of e.constraints) expect(summary).toContain(escapeHtml(constraintInWords(e, c, writerFor(e, brief))));
    expect(summary).toMatch(/reduce the scope by about \d+%/);
    expect(summary).toMatch(/reducing the scope by about \d+% or starting earlier/);
    for (const c of e.constraints) expect(html).toContain(escapeHtml(c.message));
  });

  it("a budget and a deadline no plan can meet lead the proposal, right after the title, with options and no trimmed plan", () => {
    const over = DOCS.find((d) => d.name === "construction over budget and deadline")!;
    expect(over.e.feasible).toBe(false);
    expect(over.e.constraints.map((c) => [c.kind, c.fits])).toEqual([
      ["budget", false],
      ["deadline", false],
    ]);
    const h2 = [...over.html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1]);
    expect(h2.slice(0, 2)).toEqual(["what-is-possible", "executive-summary"]);
    const lead = section(over.html, "what-is-possible");
    for (const c of over.e.constraints)
      expect(lead).toContain(escapeHtml(constraintInWords(over.e, c, writerFor(over.e, over.brief))));
    expect(lead).toContain(formatMoney(100_000, over.e.currency));
    expect(lead).toMatch(/Within the stated budget of/);
    // 10 weeks said as months.
    expect(lead).toMatch(/By the stated 2\.5 months/);
    expect(over.html).not.toMatch(/reduc\w* the scope by about/);
    // Stated once, in the lead, not again under the summary.
    expect(section(over.html, "executive-summary")).not.toContain(escapeHtml(over.e.constraints[0]!.message));
  });

  it("the Confidence section says the range in words; the appendix states the estimate's class and its percentiles", () => {
    for (const { e, html } of DOCS) {
      const confidence = section(html, "confidence");
      expect(confidence).not.toMatch(/class \d|AACE|P\d0/);
      expect(confidence).toContain(e.estimate_class! >= 4 ? "the range is wide" : "the range is comparatively narrow");
      const appendix = section(html, "appendix");
      expect(appendix).toContain(`class ${e.estimate_class} estimate`);
      expect(appendix).toContain("AACE International");
      expect(appendix).toContain(`+${Math.round(e.accuracy!.high * 100)}%`);
      expect(appendix).toContain(formatMoney(e.total_cost.p10!, e.currency));
    }
  });

  it("escapes a request containing <script> everywhere it appears", () => {
    const brief = extractBrief(`<script>alert("x")</script> a web app with chat & payments, "quoted" and 'single'`);
    const html = proposalHtml(estimate(brief, 500), brief);
    expect(html).not.toMatch(/<script/i);
    // Text is escaped as a browser writes it: &, < and > (quotes need no escaping outside attributes).
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(html).toContain("chat &amp; payments");
    expect(html).toContain("'single'");
  });

  it("escapes scope items that become task names", () => {
    const brief = briefSchema.parse({
      domain: "other",
      title: "Site <b>bold</b>",
      summary: "x",
      features: ['<img src=x onerror="alert(1)">'],
    });
    const html = proposalHtml(estimate(brief, 500), brief);
    expect(html).not.toMatch(/<img|<b>/i);
    expect(html).toContain('&lt;img src=x onerror="alert(1)"&gt;');
  });

  it("escapes prose supplied around the figures", () => {
    const brief = briefSchema.parse(SAMPLE_BRIEFS.other);
    const html = proposalHtml(estimate(brief, 500), brief, {
      executive_summary: "<script>x</script>",
      approach: "A & B",
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("<p>&lt;script&gt;x&lt;/script&gt;</p>");
    expect(html).toContain("<p>A &amp; B</p>");
  });

  it("lists each marketing channel's expected results", () => {
    const marketing = DOCS.find((d) => d.name.startsWith("marketing"))!;
    const rows = tableRows(marketing.html.slice(marketing.html.indexOf("Expected results by channel")));
    expect(rows.slice(1).map((r) => r[0])).toEqual(["Instagram and Facebook", "Google Search"]);
    expect(rows[1]?.[1]).toBe(formatMoney(Number(marketing.e.metrics.meta_spend), "USD"));
  });
});
