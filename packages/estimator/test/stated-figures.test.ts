import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const read = (text: string) => understandRequest(text).brief;

describe("an amount per month lasts as long as the request says", () => {
  it.each([
    [
      "A 12-month LinkedIn and Google Ads retainer for our SaaS company, media budget $15,000 per month.",
      52,
      12 * 15_000,
    ],
    ["Campagna Meta e Google di 6 mesi per il nostro e-commerce di moda, budget media 8.000 € al mese.", 26, 6 * 8_000],
  ])("%s", (text, weeks, media) => {
    const brief = read(text);
    expect(brief.duration_weeks).toBeCloseTo(weeks, -1);
    // The stated monthly spend over the stated months, with the agency's work on top.
    expect(estimate(brief, 500).total_cost.expected).toBeGreaterThan(media);
  });
});

describe("a study's group is counted whatever its noun", () => {
  it.each([
    ["Online survey of 200 oncologists in the US about a new treatment, 20 minutes.", 200],
    ["Survey of 1,000 consumers in France about plant-based milk, with a report.", 1_000],
    ["Una encuesta de 350 veterinarios en España sobre alimentos para mascotas.", 350],
    ["Eine Befragung unter 250 Einkaufsleitern in Deutschland zu Lieferketten.", 250],
  ])("%s → %d", (text, n) => {
    expect(read(text).quantities.participants).toBe(n);
  });

  it("a length after 'of' is not a group of people", () => {
    expect(read("A diary study of 6 weeks with our app's users.").quantities.participants).not.toBe(6);
  });

  it("specialties no list names are priced as specialists, above consumers", () => {
    const cost = (who: string) =>
      estimate(read(`Online survey of 200 ${who} in the US, 15 minutes.`), 500).total_cost.expected;
    for (const specialty of ["cardiologists", "dermatologists", "psychiatrists", "pediatricians"]) {
      expect(cost(specialty), specialty).toBeGreaterThan(cost("consumers") * 1.5);
    }
  });
});

describe("places by whole words, and the currency a language is most often priced in", () => {
  it.each([
    [
      "Wir planen eine Photovoltaikanlage mit 250 kWp auf dem Dach unserer Lagerhalle in Regensburg.",
      "EUR",
      "Regensburg",
    ],
    ["Vogliamo rifare il tetto della nostra villetta a Bergamo, circa 140 m², con isolamento.", "EUR", "Bergamo"],
    ["Necesitamos una web para nuestra clínica dental en Valladolid, con reservas online.", "EUR", "Valladolid"],
    ["Reforma de oficinas de 300 m² en Marrakech.", "MAD", "Marrakech"],
    ["Office fit-out of 600 m² in Tel Aviv.", "ILS", "Tel Aviv"],
  ])("%s → %s", (text, currency, place) => {
    const brief = read(text);
    expect(brief.currency).toBe(currency);
    expect(brief.location).toBe(place);
  });

  it("a place's name that is a common word counts only after a word saying where", () => {
    // Spanish "como" (as, like) is not Como in Italy; Portuguese "natal" (Christmas) is not Natal in Brazil.
    expect(read("Queremos una app como Uber para nuestra flota de taxis en Sevilla.").location).not.toMatch(/como/i);
    expect(read("Uma festa de natal para 80 funcionários em Lisboa.").currency).toBe("EUR");
  });

  it("with no place and no amount, a request in German, Italian or Dutch is priced in euros, in Portuguese in reais", () => {
    expect(read("Wir brauchen eine neue Website für unsere Schreinerei, etwa 8 Seiten.").currency).toBe("EUR");
    expect(read("Ci serve un sito web per la nostra falegnameria, circa 8 pagine.").currency).toBe("EUR");
    expect(read("We hebben een nieuwe website nodig voor onze timmerwerkplaats, ongeveer 8 pagina's.").currency).toBe(
      "EUR",
    );
    expect(read("Precisamos de um site para a nossa marcenaria, com umas 8 páginas.").currency).toBe("BRL");
    expect(read("We need a new website for our carpentry shop, about 8 pages.").currency).toBe("USD");
  });
});
