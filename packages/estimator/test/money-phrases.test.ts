import { describe, expect, it } from "vitest";
import { budgetOf, moneyMentions } from "../src/reader/money.js";
import { estimate, moneyIn, reviseBrief, understandRequest } from "../src/index.js";

/** One parser reads money for the reader, the brief's revisions and the kind models: its answers in seven languages. */
const PHRASES: Array<[string, number, string]> = [
  ["Budget around $40k", 40_000, "USD"],
  ["a total of £1.2M", 1_200_000, "GBP"],
  ["Presupuesto: 3.500 €", 3_500, "EUR"],
  ["tenemos 150 millones de pesos colombianos", 150_000_000, "COP"],
  ["Budget 25.000,50 EUR", 25_000.5, "EUR"],
  ["Kostenrahmen 1,5 Mio. €", 1_500_000, "EUR"],
  ["bis zu CHF 80'000", 80_000, "CHF"],
  ["un budget de 12 000 €", 12_000, "EUR"],
  ["jusqu'à 2M€", 2_000_000, "EUR"],
  ["orçamento de R$ 250 mil", 250_000, "BRL"],
  ["até 40.000 reais", 40_000, "BRL"],
  ["preventivo massimo 18.000 euro", 18_000, "EUR"],
  ["budget di 5 mila euro", 5_000, "EUR"],
  ["begroting van € 30.000", 30_000, "EUR"],
  ["maximaal 7,5k euro", 7_500, "EUR"],
  ["a budget of TRY 120,000", 120_000, "TRY"],
];

describe("one money parser", () => {
  it.each(PHRASES)("%j → %d %s", (text, amount, currency) => {
    const found = moneyMentions(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ amount, currency });
    expect(moneyIn(text)).toEqual(found);
    expect(budgetOf(text)).toMatchObject({ amount, currency });
  });

  it("keeps the words each amount was read from", () => {
    const [money] = moneyMentions("Presupuesto 3.500 € para la web");
    expect(money?.text).toBe("3.500 €");
  });

  it.each([
    ["budget media 8.000 € al mese", "it"],
    ["mediabudget 2.000 euro per maand", "nl"],
    ["$3,000 per month on ads and $20,000 in total", "en"],
    ["4.000 € al mes en anuncios y 30.000 € en total", "es"],
  ])("an amount a month is no total budget: %j", (text) => {
    const budget = budgetOf(text);
    expect(budget === undefined || !text.slice(budget.end, budget.end + 12).match(/al mes|per maand|per month/)).toBe(
      true,
    );
  });

  it("codes that are words are money only in capitals and before an amount of 100 or more", () => {
    expect(moneyMentions("a PHP 8 backend; try 300 variants")).toEqual([]);
    expect(moneyMentions("PEN 50 for a pen")).toEqual([]);
    expect(moneyMentions("PEN 5,000")[0]).toMatchObject({ amount: 5_000, currency: "PEN" });
  });

  it("reads '$' as the currency of the place: MXN in Mexico, CAD in Canada, USD in the US", () => {
    const currency = (text: string) => understandRequest(text).brief.currency;
    expect(currency("A booking web app for our gym in Guadalajara, budget $150,000")).toBe("MXN");
    expect(currency("Renovating a 90 m² flat in Vancouver, budget $80k")).toBe("CAD");
    expect(currency("A booking web app for our gym in Chicago, budget $15,000")).toBe("USD");
    expect(currency("A booking web app for our gym in Guadalajara, budget US$ 15,000")).toBe("USD");
  });

  it("a revision's budget is read by the same parser as the request's", () => {
    const brief = understandRequest("A booking web app for our gym in Berlin").brief;
    const revised = reviseBrief(brief, "make the budget 1,5 Mio. €").brief;
    expect(revised).toMatchObject({ budget: 1_500_000, currency: "EUR" });
    expect(estimate(revised, 200).currency).toBe("EUR");
  });
});
