/**
 * A proposal is written in the request's language: its headings, its tables and the engine's own
 * sentences come from the catalogues, and its money is written as the site's locale writes it
 * (German → de-DE, Portuguese for São Paulo → pt-BR, French for Montréal → fr-CA, Spanish for
 * Mexico → es-MX). Any other language gets the proposal in English, with a note saying so.
 * Expected formats are built here with Intl from the locale a reader of that country expects,
 * not with the engine's own formatting.
 */
import { translator } from "@scopewise/i18n";
import { briefSchema, type Brief, type BriefInput, type Estimate } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate, extractBrief } from "../src/index.js";
import { proposalHtml } from "./proposal-html.js";

const SECTIONS = [
  "Executive summary",
  "Understanding of the need",
  "Scope and deliverables",
  "Approach and phases",
  "Timeline",
  "Cost breakdown",
  "Resources and tools",
  "Risks",
  "Assumptions and exclusions",
  "Confidence",
  "Commercial terms",
  "Next steps",
  "Appendix: how the estimate was built",
];
/** The appendix's parts, as h3 headings. */
const APPENDIX = ["How the range was worked out", "Basis of estimate", "Sources"];
const PHASE_TABLE = ["Phase", "Weeks", "Effort (hours)", "Cost", "Share"];
const BASIS_TABLE = ["Item", "Quantity", "Unit", "Unit cost", "Cost", "Source"];

interface Case {
  name: string;
  brief: BriefInput;
  /** The locale a client there reads figures in. */
  locale: string;
}

const base = { title: "Proyecto", summary: "A project", quantities: { area_m2: 800, attendees: 250 } };
const CASES: Case[] = [
  {
    name: "German, Berlin",
    brief: { ...base, domain: "construction", kind: "office", language: "de", location: "Berlin", currency: "EUR" },
    locale: "de-DE",
  },
  {
    name: "Spanish, Madrid",
    brief: { ...base, domain: "software", kind: "web_app", language: "es", location: "Madrid", currency: "EUR" },
    locale: "es-ES",
  },
  {
    name: "Spanish, Mexico City",
    brief: {
      ...base,
      domain: "event",
      kind: "conference",
      language: "es",
      location: "Ciudad de México",
      currency: "MXN",
    },
    locale: "es-MX",
  },
  {
    name: "French, Paris",
    brief: { ...base, domain: "research", kind: "user_interviews", language: "fr", location: "Paris", currency: "EUR" },
    locale: "fr-FR",
  },
  {
    name: "French, Montréal",
    brief: { ...base, domain: "event", kind: "wedding", language: "fr", location: "Montréal", currency: "CAD" },
    locale: "fr-CA",
  },
  {
    name: "Portuguese, São Paulo",
    brief: {
      ...base,
      domain: "marketing",
      kind: "paid_campaign",
      language: "pt",
      location: "São Paulo",
      currency: "BRL",
      budget: 80_000,
    },
    locale: "pt-BR",
  },
  {
    name: "Portuguese, Lisbon",
    brief: {
      ...base,
      domain: "construction",
      kind: "kitchen_remodel",
      language: "pt",
      location: "Lisboa",
      currency: "EUR",
    },
    locale: "pt-PT",
  },
  {
    name: "Italian, Milan",
    brief: { ...base, domain: "construction", kind: "renovation", language: "it", location: "Milano", currency: "EUR" },
    locale: "it-IT",
  },
  {
    name: "Dutch, Utrecht",
    brief: { ...base, domain: "software", kind: "ecommerce", language: "nl", location: "Utrecht", currency: "EUR" },
    locale: "nl-NL",
  },
  {
    name: "Dutch, Antwerp",
    brief: { ...base, domain: "event", kind: "wedding", language: "nl", location: "Antwerpen", currency: "EUR" },
    locale: "nl-BE",
  },
];

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
const headings = (html: string, level: 2 | 3) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((m) => decode(m[1] ?? ""));
const tables = (html: string) =>
  [...html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g)].map((t) =>
    [...(t[1] ?? "").matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...(r[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => decode(c[1] ?? "")),
    ),
  );
/** Intl writes some spaces as no-break spaces; compare text with ordinary ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

function render(input: BriefInput): { brief: Brief; e: Estimate; html: string } {
  const brief = briefSchema.parse(input);
  const e = estimate(brief, 300);
  return { brief, e, html: proposalHtml(e, brief, {}, { date: "2026-11-25" }) };
}

describe.each(CASES)("a proposal for a request in $name", ({ brief: input, locale }) => {
  const { brief, e, html } = render(input);
  const t = translator(brief.language);
  const money = (v: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: e.currency, maximumFractionDigits: 0 }).format(v);

  it("has every section heading in the request's language, none left in English", () => {
    const h2 = headings(html, 2);
    const expected = SECTIONS.map((s) => t(s));
    for (const heading of expected) expect(h2).toContain(heading);
    for (const english of SECTIONS) if (t(english) !== english) expect(h2).not.toContain(english);
    const h3 = headings(html, 3);
    for (const english of APPENDIX) expect(h3).toContain(t(english));
  });

  it("heads its tables in that language", () => {
    const all = tables(html);
    expect(all.some((rows) => rows[0]?.join("|") === PHASE_TABLE.map((h) => t(h)).join("|"))).toBe(true);
    expect(all.some((rows) => rows[0]?.join("|") === BASIS_TABLE.map((h) => t(h)).join("|"))).toBe(true);
    const phaseTable = all.find((rows) => rows[0]?.[0] === t("Phase") && rows[0]?.[1] === t("Weeks"))!;
    expect(phaseTable.map((r) => r[0])).toContain(t("Expected total"));
  });

  it("writes money as the site's locale writes it, the expected total in the cost table and the summary", () => {
    const phaseTable = tables(html).find((rows) => rows[0]?.[1] === t("Weeks"))!;
    const total = phaseTable.find((r) => r[0] === t("Expected total"));
    expect(plain(total?.[3] ?? "")).toBe(plain(money(e.total_cost.expected)));
    expect(plain(decode(html))).toContain(plain(money(e.total_cost.p80)));
  });

  it("writes its cover date in that language", () => {
    const date = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(2026, 10, 25)));
    expect(decode(html)).toContain(`${t("Date")}: ${date}`);
  });
});

describe("requests in other languages", () => {
  it("a Swedish request gets the proposal in English, with a note that says so first", () => {
    const { html } = render({
      ...base,
      domain: "software",
      kind: "web_app",
      language: "sv",
      location: "Stockholm",
      currency: "EUR",
    });
    const h2 = headings(html, 2);
    expect(h2).toEqual(expect.arrayContaining(SECTIONS));
    const firstParagraph = decode(
      /<p>(.*?)<\/p>/.exec(html.replace(/^<h1[^>]*>.*?<\/h1><p>.*?<\/p><hr>/, ""))?.[1] ?? "",
    );
    expect(firstParagraph).toMatch(/^This proposal is written in English: the request is in Swedish/);
    // English figures: the request's language has no locale of its own here.
    expect(decode(html)).toMatch(/€\d{1,3}(,\d{3})+/);
  });

  it("an English request has no language note", () => {
    const { html } = render({ ...base, domain: "software", kind: "web_app", language: "en" });
    expect(html).not.toContain("This proposal is written in English");
  });
});

describe("titles end where a phrase ends, in every language", () => {
  it.each([
    [
      "Renovación de una cocina de 15 m2 en Madrid con un presupuesto de 20.000 euros para el año que viene",
      "Renovación de una cocina de 15 m2 en Madrid",
    ],
    [
      "Necesitamos una aplicación móvil para una cadena de 40 clínicas veterinarias con reservas y pagos",
      "Aplicación móvil para una cadena de 40 clínicas veterinarias",
    ],
    [
      "Nous souhaitons organiser une conférence de deux jours pour 300 participants à Lyon avec un budget de 80 000 €",
      "Conférence de deux jours pour 300 participants à Lyon",
    ],
    [
      "Precisamos de uma loja online para a nossa marca de cosméticos em São Paulo com pagamentos e entregas",
      "Loja online para a nossa marca de cosméticos em São Paulo",
    ],
    [
      "Wir brauchen eine Kampagne auf Instagram und Google Ads für unsere neue Zahnarztpraxis in Hamburg mit einem Budget von 30.000 Euro",
      "Kampagne auf Instagram und Google Ads für unsere neue Zahnarztpraxis",
    ],
  ])("%s", (request, title) => {
    expect(extractBrief(request).title).toBe(title);
  });
});
