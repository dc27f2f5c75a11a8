/**
 * Every total the proposal prints equals the sum of the rows it summarises, read back from the rendered
 * HTML (not from the estimate), over sample requests in every domain. Figures are rounded once, as parts,
 * and totals add those parts: a user adding up a table never finds it off by one.
 */
import type { Brief } from "@scopewise/shared";
import { briefSchema } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate, extractBrief } from "../src/index.js";
import { duration } from "../src/document/client-language.js";
import { writerFor } from "../src/document/writer.js";
import { proposalHtml } from "./proposal-html.js";
import { DOMAINS, SAMPLE_BRIEFS, sum } from "./fixtures.js";

const REQUESTS: string[] = [
  "estimate the timeline and cost for a mobile app with payments and chat",
  "A simple landing page for my bakery",
  "A 5-page website for a dental clinic",
  "An online shop with Stripe payments",
  "risk analysis and budget for a 3-storey office building of 2,000 m²",
  "Renovation of a 120 m2 house in London",
  "resources, tools and time for a product launch campaign on Instagram and Google Ads with $40k",
  "Launch campaign on Instagram and Google Ads for 8 weeks",
  "A marketing campaign on TikTok and YouTube with a budget of $3k",
  "A two-day conference for 300 attendees in Berlin",
  "A wedding for 120 guests in London",
  "A research study with a survey of 500 respondents",
  "A research study with 20 interviews, 4 focus groups and a survey of 500 respondents in India",
  "Write an employee handbook with policies, onboarding guide and review",
];

const BRIEFS: Array<[string, Brief]> = [
  ...REQUESTS.map((r): [string, Brief] => [r, extractBrief(r)]),
  ...DOMAINS.map((d): [string, Brief] => [`sample ${d}`, briefSchema.parse(SAMPLE_BRIEFS[d])]),
];

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
/** The digits of a printed figure ("$12,450", "€1,234", "2,758") as a number. */
const figure = (s: string | undefined): number =>
  Number((s ?? "").replace(/[^\d.-]/g, "").replace(/\.$/, "") || Number.NaN);

function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`<h2 id="${id}">`);
  const next = html.indexOf("<h2 ", start + 1);
  return start < 0 ? "" : html.slice(start, next < 0 ? undefined : next);
}

function tables(html: string): string[][][] {
  return [...html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g)].map((t) =>
    [...(t[1] ?? "").matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => decode(c[1] ?? "")),
    ),
  );
}

describe.each(BRIEFS)("printed totals add up: %s", (_name, brief) => {
  const e = estimate(brief, 300);
  const html = proposalHtml(e, brief);
  const [phaseTable = [], roleTable = [], channelTable] = tables(sectionOf(html, "cost-breakdown"));
  const phaseRows = phaseTable.slice(1, 1 + e.phases.length);
  const subtotal = phaseTable.find((r) => r[0] === "Subtotal") ?? [];

  it("phase table: rows add to the subtotal, and subtotal plus contingency to the expected total", () => {
    expect(phaseRows).toHaveLength(e.phases.length);
    expect(sum(phaseRows.map((r) => figure(r[2])))).toBe(figure(subtotal[2]));
    expect(sum(phaseRows.map((r) => figure(r[3])))).toBe(figure(subtotal[3]));
    const contingency = figure(phaseTable.find((r) => r[0]?.startsWith("Contingency"))?.[3]);
    expect(figure(subtotal[3]) + contingency).toBe(figure(phaseTable.find((r) => r[0] === "Expected total")?.[3]));
  });

  it("risk table: the exposures add to the contingency", () => {
    const [riskTable = []] = tables(sectionOf(html, "risks"));
    const contingency = figure(phaseTable.find((r) => r[0]?.startsWith("Contingency"))?.[3]);
    expect(sum(riskTable.slice(1).map((r) => figure(r[3])))).toBe(contingency);
  });

  it("role table: rows add to its subtotal, which matches the phase table's hours and cost", () => {
    const rows = roleTable.slice(1, -1);
    const roleSubtotal = roleTable.at(-1) ?? [];
    expect(roleSubtotal[0]).toBe("Subtotal");
    expect(sum(rows.map((r) => figure(r[3]) || 0))).toBe(figure(roleSubtotal[3]));
    expect(sum(rows.map((r) => figure(r[4])))).toBe(figure(roleSubtotal[4]));
    expect(figure(roleSubtotal[3])).toBe(figure(subtotal[2]));
    expect(figure(roleSubtotal[4])).toBe(figure(subtotal[3]));
  });

  it("each phase's line gives the sum of its tasks' hours and costs", () => {
    const approach = sectionOf(html, "approach-and-phases");
    const phases = [...approach.matchAll(/<h3[^>]*>[\s\S]*?<\/h3><p>([\s\S]*?)<\/p><ul>([\s\S]*?)<\/ul>/g)];
    expect(phases).toHaveLength(e.phases.length);
    for (const [, line = "", items = ""] of phases) {
      const text = decode(line);
      const tasks = [...items.matchAll(/<li><p>([\s\S]*?)<\/p><\/li>/g)].map((m) =>
        /: (?:([\d,]+) hours?, )?([^:]+)$/.exec(decode(m[1] ?? "")),
      );
      const hours = /; ([\d,]+) hours? of work;/.exec(text)?.[1];
      expect(hours === undefined ? 0 : figure(hours)).toBe(sum(tasks.map((t) => (t?.[1] ? figure(t[1]) : 0))));
      expect(text).not.toMatch(/\b0 hours/);
      expect(figure(/; ([^;]+)\.$/.exec(text)?.[1])).toBe(sum(tasks.map((t) => figure(t?.[2]))));
    }
  });

  it("figures quoted in the text agree with the tables", () => {
    const text = decode(html.replace(/<\/p>/g, "\n"));
    const hours = /about ([\d,]+) hours of work/.exec(text)?.[1];
    if (hours !== undefined) expect(figure(hours)).toBe(figure(subtotal[2]));
    const media = [...text.matchAll(/about (\S+) of media/g)].map((m) => figure(m[1]));
    if (e.domain === "marketing") {
      expect(media.length).toBeGreaterThan(0);
      const channelSpends = (channelTable ?? []).slice(1).map((r) => figure(r[1]));
      const mediaTasks = [...text.matchAll(/Media spend: [^:\n]+: (\S+)\n/g)].map((m) => figure(m[1]));
      for (const quoted of media) {
        expect(sum(channelSpends)).toBe(quoted);
        expect(sum(mediaTasks)).toBe(quoted);
      }
    }
    const catering = /catering alone is about (\S+?)\./.exec(text)?.[1];
    if (catering !== undefined)
      expect(figure(/Catering and beverages: (\S+)\n/.exec(text)?.[1])).toBe(figure(catering));
    const lastWeek = Math.max(...phaseRows.map((r) => figure((r[1] ?? "").split("–").at(-1))));
    expect(text).toContain(`The phases run ${duration(writerFor(e, brief), lastWeek)} end to end.`);
    const plannedOver = /planned over (\d+) weeks/.exec(text)?.[1];
    if (plannedOver !== undefined) expect(figure(plannedOver)).toBe(lastWeek);
  });

  it("writes a one-week phase as a single week, never as a range", () => {
    expect(decode(html)).not.toMatch(/\b(\d+)–\1\b/);
    for (const p of e.phases.filter((x) => x.start_week === x.end_week))
      expect(decode(html)).toContain(`Week ${p.start_week};`);
    expect(decode(html)).not.toContain("(s)");
  });
});
