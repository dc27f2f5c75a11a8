import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locationIndex } from "../src/core/reference-data.js";
import { estimate, understandRequest } from "../src/index.js";

const read = (text: string) => understandRequest(text).brief;

describe("currency from the sign and the place", () => {
  it.each([
    [
      "A website for our restaurant in Monterrey, Mexico, about 6 pages with online reservations. Budget $80,000.",
      "MXN",
    ],
    ["Our clinic in Montréal needs a patient booking web app with reminders; budget $60k.", "CAD"],
    ["Kitchen remodel in Sydney, 14 m², budget $45,000", "AUD"],
    ["A corporate event in Bogotá for 300 guests, budget 150 millones de pesos", "COP"],
    ["A mobile app for our shop in Buenos Aires, budget $9,000,000", "ARS"],
  ])("%s → %s", (text, currency) => {
    expect(read(text).currency).toBe(currency);
  });

  it("a sign that names one currency keeps it wherever the work is", () => {
    expect(read("A website for our hotel in Cancún, budget US$ 20,000").currency).toBe("USD");
    expect(read("Office fit-out in Toronto, 400 m², budget 500,000 USD").currency).toBe("USD");
    expect(read("A booking app for a gym in New York, budget $70k").currency).toBe("USD");
  });

  it("with no amount, the place's own currency; every named country has one", () => {
    for (const [text, currency] of [
      ["A warehouse of 3,000 m² near Lagos", "NGN"],
      ["Survey of 500 consumers in Santiago de Chile", "CLP"],
      ["Office renovation in Lima, 250 m²", "PEN"],
      ["A wedding for 120 guests in Bangkok", "THB"],
      ["A house of 180 m² in Johannesburg", "ZAR"],
    ] as const) {
      expect(read(text).currency, text).toBe(currency);
    }
  });

  it.each([
    ["An office fit-out in Auckland, 400 m², ready in three months", "NZD", "Auckland", "New Zealand"],
    ["Aménagement d'un bureau de 300 m² à Genève", "CHF", "Genève", "Switzerland"],
    ["Innenausbau eines Büros in Kapstadt, 250 m²", "ZAR", "Kapstadt", "South Africa"],
    ["Reforma de um escritório de 200 m² em Tóquio", "JPY", "Tóquio", "Japan"],
    ["Fit-out of a 500 m² office in Kaohsiung", "TWD", "Kaohsiung", "Taiwan"],
  ])(
    "a request naming %j and no currency is estimated in the place's own (%s), saying so",
    (text, currency, city, country) => {
      const { brief } = understandRequest(text);
      expect(brief.currency).toBe(currency);
      expect(brief.location).toBe(city);
      expect(locationIndex(city).label, "priced at the country's cost levels").toBe(country);
      const e = estimate(brief, 200);
      expect(e.currency).toBe(currency);
      expect(e.assumptions.join(" ")).not.toMatch(/no reference exchange rate/);
      expect(e.assumptions.join(" ")).toContain(city);
    },
  );

  it("an amount for each respondent is an incentive, not the budget", () => {
    const brief = read("Market research: a survey of 400 physicians in the US, with $100 incentives each.");
    expect(brief.budget).toBeUndefined();
  });
});

describe("places", () => {
  it("names are kept as the request writes them, and typed in lower case they get capitals", () => {
    expect(read("Reforma de cocina de 12 m² en São Paulo, orçamento R$ 40.000").location).toBe("São Paulo");
    expect(read("Umbau eines Büros in Zürich, 300 m²").location).toBe("Zürich");
    expect(read("uma pesquisa com 300 clientes em são paulo").location).toBe("São Paulo");
  });

  it("a place is a whole word: no city inside a longer word", () => {
    expect(read("A wedding for 80 guests in Perthshire, Scotland").currency).toBe("GBP");
    expect(read("A booking app for a surf school in California").location).not.toBe("Cali");
  });

  it("a place name that is also a word is a place only after a word saying where", () => {
    expect(
      read("Nice to have: a dark mode. We need a mobile app for our gym with bookings and payments.").location,
    ).toBeUndefined();
    expect(read("A wedding for 100 guests in Nice, budget €40,000").location).toBe("Nice");
    expect(read("A booking app for guided tours of our museum").location).toBeUndefined();
    expect(read("Hacemos un festival junto al río para 3.000 personas en Lisboa").location).toBe("Lisboa");
  });

  it("towns, provinces and states of a known country give its currency", () => {
    expect(read("Pricing a speculative distribution warehouse in Brampton, ON: ~150,000 sq ft").currency).toBe("CAD");
    expect(read("Necesitamos cotizar una nave industrial de 10,000 m² en Apodaca, N.L.").currency).toBe("MXN");
    expect(read("Maison de 1975 à Villeurbanne, 110 m², rénovation énergétique").currency).toBe("EUR");
    expect(read("A barn wedding in the Cotswolds for 90 guests").currency).toBe("GBP");
  });

  it("whatever words surround a city, it is read only as a whole word", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}$/), (glue) => {
        const brief = read(`Office renovation of 300 m² in ${glue}lima${glue}town`);
        expect(brief.location).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });
});
