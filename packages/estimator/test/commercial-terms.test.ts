/**
 * The parts of a proposal a client signs against: the basis of estimate (each item from quantity and
 * unit cost to the price, adding up to the phases), and the commercial terms (how long the quote
 * holds, the site's tax, payments that fit the kind of work and add up to the price, what is left out).
 */
import { briefSchema, type BriefInput } from "@scopewise/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linesByPhase } from "../src/document/basis.js";
import { splitAmount } from "../src/document/payments.js";
import { coverOf, estimate } from "../src/index.js";
import { anyBrief, phaseTotal, sum } from "./fixtures.js";
import { proposalHtml } from "./proposal-html.js";

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
/** "$12,450" → 12450 (English figures). */
const figure = (s: string | undefined) => Number((s ?? "").replace(/[^\d.-]/g, ""));

function section(html: string, id: string): string {
  const start = html.indexOf(`<h2 id="${id}">`);
  const next = html.indexOf("<h2 ", start + 1);
  return start < 0 ? "" : html.slice(start, next < 0 ? undefined : next);
}

const rows = (html: string) =>
  [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
    [...(r[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => decode(c[1] ?? "")),
  );
const items = (html: string) => [...html.matchAll(/<li><p>([\s\S]*?)<\/p><\/li>/g)].map((m) => decode(m[1] ?? ""));

function render(input: BriefInput, date = "2026-11-25") {
  const brief = briefSchema.parse(input);
  const e = estimate(brief, 300);
  return { brief, e, html: proposalHtml(e, brief, {}, { date }) };
}

const base = { title: "Project", summary: "A project", quantities: { area_m2: 600, attendees: 150, participants: 12 } };

describe("basis of estimate", () => {
  it("groups every line under its phase; each phase's lines add up to its cost, and all of them to the phases' total", () => {
    fc.assert(
      fc.property(anyBrief, (input) => {
        const e = estimate(input, 100);
        const groups = linesByPhase(e);
        expect(groups).toBeDefined();
        expect(groups!.map((g) => g.phase)).toEqual(e.phases.map((p) => p.name));
        groups!.forEach((g, i) => expect(sum(g.lines.map((l) => l.cost))).toBe(e.phases[i]!.cost));
      }),
      { numRuns: 40 },
    );
  });

  it("prices each labour line as its hours × the role's rate, to the unit", () => {
    fc.assert(
      fc.property(anyBrief, (input) => {
        // Hours are given to the hundredth; costs of 10,000 and more are rounded to the nearest 10.
        for (const line of (estimate(input, 100).lines ?? []).filter((l) => l.unit === "hour")) {
          expect(Math.abs(line.quantity * line.unit_cost - line.cost)).toBeLessThanOrEqual(
            0.005 * line.unit_cost + (line.cost >= 10_000 ? 5 : 0.5) + 1e-6,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it("shows item, quantity, unit, unit cost, cost and source, and totals that equal the phases and the price", () => {
    const { e, html } = render({ ...base, domain: "construction", kind: "warehouse", location: "Leeds" });
    const table = rows(section(html, "appendix").split('<h3 id="basis-of-estimate">')[1] ?? "");
    expect(table[0]).toEqual(["Item", "Quantity", "Unit", "Unit cost", "Cost", "Source"]);
    const phaseRows = table.filter((r) => e.phases.some((p) => p.name === r[0]) && r[4] === "");
    expect(phaseRows.map((r) => r[0])).toEqual(e.phases.map((p) => p.name));
    const lineRows = table
      .slice(1)
      .filter(
        (r) => r[4] !== "" && !["Subtotal", "Contingency (risk register)", "Expected total"].includes(r[0] ?? ""),
      );
    expect(lineRows).toHaveLength(e.lines!.length);
    expect(sum(lineRows.map((r) => figure(r[4])))).toBe(phaseTotal(e));
    expect(figure(table.find((r) => r[0] === "Subtotal")?.[4])).toBe(phaseTotal(e));
    expect(figure(table.find((r) => r[0] === "Expected total")?.[4])).toBe(e.total_cost.expected);
    // Each row's source is a mark into the numbered Sources list, which names it.
    const sources = items(section(html, "appendix").split('<h3 id="sources">')[1] ?? "");
    lineRows.forEach((r, i) =>
      expect(sources[Number(/^\[(\d+)\]$/.exec(r[5] ?? "")?.[1]) - 1]).toBe(e.lines![i]!.source),
    );
  });
});

describe("commercial terms", () => {
  it("hold for 30 days from the quote's date, also when the proposal is rebuilt from its cover", () => {
    const { e, brief, html } = render({ ...base, domain: "software", kind: "web_app" });
    const terms = decode(section(html, "commercial-terms"));
    expect(terms).toContain("valid for 30 days from its date, until 25 December 2026");
    expect(proposalHtml(e, brief, {}, coverOf(html))).toBe(html);
  });

  it.each([
    ["Berlin", "EUR", ["VAT (MwSt.)", "19%", "Germany"]],
    ["Madrid", "EUR", ["VAT (IVA)", "21%", "Spain"]],
    ["Paris", "EUR", ["VAT (TVA)", "20%", "France"]],
    ["London", "GBP", ["VAT", "20%", "United Kingdom", "HM Revenue & Customs"]],
    ["Austin, Texas", "USD", ["sales tax", "state and local"]],
    ["Toronto", "CAD", ["GST (GST/HST)", "5% GST", "harmonized sales tax"]],
    ["Sydney", "AUD", ["GST", "10%", "Australia"]],
    ["Mumbai", "INR", ["GST", "18%", "India"]],
    ["Ciudad de México", "MXN", ["VAT (IVA)", "16%", "Mexico"]],
  ])(
    "name the taxes of a site in %s, with their rate and source, and say prices exclude them",
    (location, currency, words) => {
      const terms = decode(
        section(render({ ...base, domain: "software", kind: "web_app", location, currency }).html, "commercial-terms"),
      );
      expect(terms).toMatch(/Prices exclude/);
      for (const word of words) expect(terms).toContain(word);
      expect(terms).toMatch(/, 20\d\d\)/);
    },
  );

  it("say prices exclude taxes when the site's country is not known", () => {
    const terms = decode(
      section(
        render({ ...base, domain: "software", kind: "web_app", location: "Springfield", currency: "USD" }).html,
        "commercial-terms",
      ),
    );
    expect(terms).toContain("Prices exclude taxes on the work (VAT, GST or sales tax)");
  });

  const payments = (input: BriefInput) => {
    const { e, html } = render(input);
    const list = items(section(html, "commercial-terms").split('<h3 id="exclusions">')[0] ?? "");
    return { e, list, amounts: list.map((item) => figure(/: ([^:]+)$/.exec(item)?.[1])) };
  };

  it.each<[string, BriefInput, RegExp[]]>([
    [
      "a new office building",
      { ...base, domain: "construction", kind: "office" },
      [/^Mobilisation deposit/, /^Monthly progress payments/, /^Retention \(5%\).*defects period/],
    ],
    [
      "a kitchen remodel",
      { ...base, domain: "construction", kind: "kitchen_remodel" },
      [
        /^Deposit on signing, to order materials/,
        /^On completion of “/,
        /^On completion, once snagging is signed off \(10%\)/,
      ],
    ],
    [
      "a conference",
      { ...base, domain: "event", kind: "conference" },
      [
        /^Deposit on signing, to book the venue/,
        /^Second payment at the midpoint/,
        /^Balance no later than 14 days before the event/,
      ],
    ],
    [
      "user interviews",
      { ...base, domain: "research", kind: "user_interviews" },
      [/^On signing, as recruitment/, /^On delivery of the final report/],
    ],
    [
      "a web app",
      { ...base, domain: "software", kind: "web_app" },
      [/^On signing \(20%\)/, /^On completion of “/, /^On acceptance of “/],
    ],
    [
      "a paid campaign",
      { ...base, domain: "marketing", kind: "paid_campaign", budget: 30_000 },
      [/^Fees: 50% on signing/, /^Fees: 50% at the end of the campaign/, /^Media and other third-party costs/],
    ],
  ])("fall due as the work on %s does, adding up to the expected total", (_name, input, steps) => {
    const { e, list, amounts } = payments(input);
    for (const step of steps)
      expect(
        list.some((item) => step.test(item)),
        `${step}: ${list.join(" | ")}`,
      ).toBe(true);
    expect(sum(amounts)).toBe(e.total_cost.expected);
  });

  it("bill a retainer monthly in advance, with its third-party costs apart", () => {
    const { e, list } = payments({ ...base, domain: "marketing", kind: "seo_retainer", duration_weeks: 26 });
    // The plan's weeks end to end (set-up, the 26 weeks of work, reporting) in months of 52/12 weeks.
    const months = Math.round(Math.max(...e.phases.map((p) => p.end_week)) / (52 / 12));
    expect(months).toBeGreaterThanOrEqual(6);
    expect(list[0]).toMatch(
      new RegExp(`^Monthly fee, invoiced in advance at the start of each month, for ${months} months: \\$[\\d,]+$`),
    );
    const fee = figure(list[0]!.split(": ").at(-1));
    expect(Math.abs(fee * months - (e.total_cost.expected - e.non_labor_cost))).toBeLessThanOrEqual(months);
  });

  it("list what is left out: scope items the request did not want and the exclusions the model assumed", () => {
    const { e, html } = render({
      ...base,
      domain: "construction",
      kind: "office",
      scope: [
        { item: "Landscaping", included: false },
        { item: "Car park", included: true },
      ],
    });
    const exclusions = items(section(html, "commercial-terms").split('<h3 id="exclusions">')[1] ?? "");
    expect(exclusions[0]).toBe("Landscaping (marked as not wanted in the request).");
    for (const excluded of e.assumptions.filter((a) => /excluded|not included/.test(a)))
      expect(exclusions).toContain(excluded);
    expect(exclusions.at(-1)).toMatch(/^Anything this proposal does not describe/);
    expect(decode(section(html, "scope-and-deliverables"))).toContain("Car park");
  });

  it("split an amount into whole parts that add up to it exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (total, shares) => {
          const parts = splitAmount(total, shares);
          expect(sum(parts)).toBe(total);
          for (const part of parts) expect(Number.isInteger(part) && part >= 0).toBe(true);
        },
      ),
    );
  });
});

describe("sections written for this kind of project", () => {
  const tools = (input: BriefInput) =>
    items(section(render(input).html, "resources-and-tools").split('<h3 id="tools">')[1] ?? "");

  it("a kitchen remodel is not run from a BIM model, an SEO retainer not from ad managers", () => {
    expect(tools({ ...base, domain: "construction", kind: "kitchen_remodel" }).join(" ")).not.toMatch(/BIM|Primavera/);
    expect(tools({ ...base, domain: "marketing", kind: "seo_retainer" }).join(" ")).not.toMatch(/Ads Manager/);
    expect(tools({ ...base, domain: "research", kind: "user_interviews" }).join(" ")).not.toMatch(/panel provider/);
  });

  it("lists deliverables, not the pricing lines every phase carries", () => {
    const { html } = render({ ...base, domain: "construction", kind: "office" });
    const scope = items(section(html, "scope-and-deliverables"));
    expect(scope.length).toBeGreaterThan(0);
    expect(scope.join(" ")).not.toMatch(/— (Labour|Materials, equipment and subcontracts|Project management)/);
  });

  it("names the first phase in the next steps, and writes one hour as one hour", () => {
    const { e, html } = render({ ...base, domain: "software", kind: "website", quantities: { pages: 3 } });
    expect(decode(section(html, "next-steps"))).toContain(`Agree the first phase, “${e.phases[0]!.name}”`);
    expect(decode(html)).not.toMatch(/\b1 hours\b/);
  });
});
