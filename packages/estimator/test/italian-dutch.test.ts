/**
 * Italian and Dutch are read and written like the other languages: a fully specified request is
 * priced with its stated figures (and the words they came from) and its proposal is written in its
 * language, with no English template text left. A request in a language the proposal cannot be
 * written in (Swedish, Polish) is read as well as the reader can and priced, with an English
 * proposal and a note, never asked which language it is in.
 */
import { CATALOGUES, formatMoney, formatNumber, localeOf, translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";
import { parseAmount } from "../src/reader/numerals.js";
import { proposalHtml } from "./proposal-html.js";

interface Case {
  text: string;
  language: "it" | "nl";
  domain: Brief["domain"];
  kind: Brief["kind"];
  quantities?: Record<string, number>;
  budget?: number;
  /** The words the budget was read from. */
  budgetSource?: string;
  deadline?: number;
}

const CASES: Case[] = [
  {
    text: "Ristrutturazione completa di un appartamento di 85 mq a Milano, budget 60.000 euro, entro 4 mesi",
    language: "it",
    domain: "construction",
    kind: "renovation",
    quantities: { area_m2: 85 },
    budget: 60_000,
    budgetSource: "60.000 euro",
    deadline: 17.4,
  },
  {
    text: "Vogliamo un'app per iOS e Android per prenotare le visite nei nostri 5 studi dentistici, circa 12 schermate, budget 40.000 €",
    language: "it",
    domain: "software",
    kind: "mobile_app",
    quantities: { screens: 12 },
    budget: 40_000,
    budgetSource: "40.000 €",
  },
  {
    text: "Matrimonio per 120 invitati in Toscana a giugno, budget di 45.000 euro",
    language: "it",
    domain: "event",
    kind: "wedding",
    quantities: { attendees: 120 },
    budget: 45_000,
    budgetSource: "45.000 euro",
  },
  {
    text: "Un sondaggio online su 600 clienti per misurare la loro soddisfazione, con report finale, budget 8.000 euro, entro 6 settimane",
    language: "it",
    domain: "research",
    kind: "survey",
    quantities: { participants: 600 },
    budget: 8_000,
    deadline: 6,
  },
  {
    text: "Wij willen een webshop voor onze bakkerij in Utrecht met iDEAL-betalingen, budget €15.000",
    language: "nl",
    domain: "software",
    kind: "ecommerce",
    budget: 15_000,
    budgetSource: "€15.000",
  },
  {
    text: "Verbouwing van onze keuken van 12 m² in Rotterdam, budget €25.000, klaar binnen 8 weken",
    language: "nl",
    domain: "construction",
    kind: "kitchen_remodel",
    quantities: { area_m2: 12 },
    budget: 25_000,
    deadline: 8,
  },
  {
    text: "Een congres van twee dagen voor 300 deelnemers in Amsterdam, budget 90.000 euro",
    language: "nl",
    domain: "event",
    kind: "conference",
    quantities: { attendees: 300, days: 2 },
    budget: 90_000,
  },
  {
    text: "Nieuwe website voor onze tandartspraktijk in Den Haag, 8 pagina's, budget €6.000, live over 3 maanden",
    language: "nl",
    domain: "software",
    kind: "website",
    quantities: { pages: 8 },
    budget: 6_000,
    deadline: 13,
  },
];

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const headings = (html: string) =>
  [...html.matchAll(/<h[23][^>]*>(.*?)<\/h[23]>/g)].map((m) => decode(m[1] ?? "").trim());

function priced(text: string): { brief: Brief; html: string } {
  const u = understandRequest(text);
  expect(u.questions, text).toEqual([]);
  const e = estimate(u.brief, 200);
  return { brief: u.brief, html: proposalHtml(e, u.brief, {}, { date: "2026-11-25" }) };
}

describe.each(CASES)("$language: $text", (c) => {
  const u = understandRequest(c.text);

  it("is read in its language, with its domain, kind and stated figures, and no questions", () => {
    expect(u.questions).toEqual([]);
    expect(u.brief).toMatchObject({ language: c.language, domain: c.domain, kind: c.kind, currency: "EUR" });
    for (const [name, value] of Object.entries(c.quantities ?? {})) {
      expect(u.brief.quantities[name as keyof Brief["quantities"]], name).toBe(value);
      expect(u.brief.fields?.[`quantities.${name}`]?.source, name).toBeTruthy();
    }
    expect(u.brief.budget).toBe(c.budget);
    if (c.budgetSource) expect(u.brief.fields?.budget?.source).toBe(c.budgetSource);
    expect(u.brief.fields?.currency?.source).not.toBe("assumed");
    expect(u.brief.deadline_weeks).toBe(c.deadline);
  });
});

describe("proposals in Italian and Dutch", () => {
  it.each([
    ["it", CASES[0]!.text, ["Sintesi", "Ripartizione dei costi", "Prossimi passi", "Base della stima"]],
    ["it", CASES[2]!.text, ["Sintesi", "Approccio e fasi", "Condizioni commerciali"]],
    [
      "nl",
      CASES[4]!.text,
      ["Managementsamenvatting", "Kostenopbouw", "Volgende stappen", "Onderbouwing van de raming"],
    ],
    ["nl", CASES[6]!.text, ["Managementsamenvatting", "Aanpak en fasen", "Commerciële voorwaarden"]],
  ] as const)("%s: %s is written in that language, with no English template text left", (language, text, expected) => {
    const { html } = priced(text);
    const t = translator(language);
    expect(headings(html)).toEqual(expect.arrayContaining([...expected]));
    expect(html).not.toContain("This proposal is written in English");
    // Every message the proposal could say in English is said in its translation instead.
    const plain = decode(html);
    const leftInEnglish = Object.keys(CATALOGUES[language]).filter(
      (english) => english.length > 24 && !english.includes("{{") && t(english) !== english && plain.includes(english),
    );
    expect(leftInEnglish).toEqual([]);
    for (const heading of headings(html)) expect(t(heading) === heading || !CATALOGUES.es[heading], heading).toBe(true);
  });

  it("writes figures as Italians and Dutch write them", () => {
    expect(formatNumber(1500.55, 2, "it")).toBe("1.500,55");
    expect(formatNumber(1500.55, 2, "nl")).toBe("1.500,55");
    expect(formatNumber(1500, 0, "it")).toBe("1.500");
    expect(formatMoney(13_822, "EUR", "it").replace(/\s/g, " ")).toBe("13.822 €");
    expect(formatMoney(13_822, "EUR", "nl").replace(/\s/g, " ")).toBe("€ 13.822");
    expect(localeOf("nl", "Antwerpen")).toBe("nl-BE");
    expect(localeOf("it", "Lugano")).toBe("it-CH");
    expect(localeOf("it", "Milano")).toBe("it-IT");
  });
});

describe("numbers, ranges and approximations in Italian and Dutch", () => {
  it.each([
    ["1.500,50", 1500.5],
    ["1.200.000", 1_200_000],
    ["60 mila", 60_000],
    ["60mila", 60_000],
    ["1,5 milioni", 1_500_000],
    ["2 miljoen", 2_000_000],
    ["1,5 mln", 1_500_000],
    ["dodici", 12],
    ["ventidue", 22],
    ["ventuno", 21],
    ["duemilacinquecento", 2500],
    ["centoventi", 120],
    ["twaalf", 12],
    ["vijfentwintig", 25],
    ["tweeëntwintig", 22],
    ["tweehonderd", 200],
    ["drieduizend", 3000],
  ])("%s → %d", (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it.each([
    ["Matrimonio in Puglia con tra 80 e 100 invitati", "it", 100],
    ["Bruiloft in Gent voor tussen 80 en 100 gasten", "nl", 100],
    ["Festa aziendale per circa 200 dipendenti a Torino", "it", 200],
    ["Bedrijfsfeest voor ongeveer 200 medewerkers in Breda", "nl", 200],
  ])("%s → %s attendees", (text, language, attendees) => {
    const brief = understandRequest(text).brief;
    expect(brief.language).toBe(language);
    expect(brief.quantities.attendees).toBe(attendees);
  });

  it.each([
    ["Nuovo sito per il nostro hotel, 10 pagine, online tra 3 mesi", 13],
    ["Un'app per il nostro ristorante, pronta nel giro di 8 settimane", 8],
    ["Een nieuwe website voor ons hotel, 10 pagina's, binnen 6 weken", 6],
    ["Een app voor ons restaurant, klaar over 2 maanden", 8.7],
  ])("%s → %s weeks", (text, weeks) => {
    expect(understandRequest(text).brief.deadline_weeks).toBe(weeks);
  });
});

describe("requests in languages the proposal is not written in", () => {
  it.each([
    [
      "Vi behöver en app för iOS och Android för bokningar i våra 12 kliniker, budget 200 000 SEK",
      "sv",
      "Swedish",
      "SEK",
    ],
    [
      "Potrzebujemy aplikacji mobilnej na iOS i Androida do rezerwacji wizyt w naszych 12 klinikach, budżet 200 000 PLN.",
      "pl",
      "Polish",
      "PLN",
    ],
  ])("%s is priced, with an English proposal and a note, not asked", (text, code, name, currency) => {
    const { brief, html } = priced(text);
    expect(brief).toMatchObject({ language: code, domain: "software", kind: "mobile_app", budget: 200_000, currency });
    expect(headings(html)).toEqual(expect.arrayContaining(["Executive summary", "Cost breakdown", "Next steps"]));
    expect(decode(html)).toContain(`This proposal is written in English: the request is in ${name}`);
  });

  it("asks which language only when two known languages each hold a large share and nothing can be placed", () => {
    // The jumble is read as Spanish, its largest share, and asked in Spanish.
    expect(
      understandRequest("Hola we need algo para el projet, vielleicht eine App ou um site, merci gracias danke")
        .questions[0],
    ).toMatch(/mezcla idiomas/);
    expect(
      understandRequest(
        "Ciao! Abbiamo bisogno di un sito per la nostra pizzeria a Napoli, con menu e prenotazioni, 6 pagine",
      ).questions,
    ).toEqual([]);
  });
});
