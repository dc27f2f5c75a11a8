import { describe, expect, it } from "vitest";
import { countryOf, currencyCountry, GAZETTEER, placeNamed, placeWrittenIn, siteCountry } from "../src/index.js";

describe("the gazetteer", () => {
  it.each([
    ["Una casa de 200 m² en São Paulo", "São Paulo"],
    ["Büroumbau in Zürich, 400 m²", "Zürich"],
    ["a café in são paulo with 40 seats", "São Paulo"],
    ["a clinic fit-out in zürich", "Zürich"],
    ["new offices in bogotá, colombia", "Bogotá"],
    ["A school in Montréal", "Montréal"],
  ])("writes the place of %j as %j (accents kept, capitals given)", (text, written) => {
    expect(placeWrittenIn(text)).toBe(written);
  });

  it("finds a name that is also a word only after a word saying where", () => {
    expect(placeWrittenIn("cork flooring for a 90 m² flat")).toBeUndefined();
    expect(placeWrittenIn("an office fit-out in Cork")).toBe("Cork");
    expect(placeWrittenIn("a nice landing page")).toBeUndefined();
    expect(placeWrittenIn("catering for a turkey dinner")).toBeUndefined();
    expect(countryOf("Nice")).toBe("FR");
  });

  it("matches cities before the country of a shared name", () => {
    expect(countryOf("Porto Alegre")).toBe("BR");
    expect(countryOf("Porto")).toBe("PT");
    expect(countryOf("Austin, Texas")).toBe("US");
    expect(placeNamed("Austin, Texas")?.label).toBe("Austin");
    expect(countryOf("Latin America")).toBeUndefined();
  });

  it("names each country in the request languages", () => {
    for (const name of ["Deutschland", "Allemagne", "Alemanha", "Alemania"]) expect(countryOf(name), name).toBe("DE");
    for (const name of ["Schweiz", "Suisse", "Suiza", "Suíça", "Genève", "Bâle"])
      expect(countryOf(name), name).toBe("CH");
    for (const name of ["Österreich", "Wien", "Vienne"]) expect(countryOf(name), name).toBe("AT");
  });

  it("gives a currency a country only when one country alone is priced in it", () => {
    expect(currencyCountry("MXN")).toBe("MX");
    expect(currencyCountry("GBP")).toBe("GB");
    expect(currencyCountry("USD")).toBeUndefined();
    expect(currencyCountry("EUR")).toBeUndefined();
    expect(siteCountry(undefined, "BRL")).toBe("BR");
  });

  it("gives every place a label and every country's place a currency", () => {
    const labels = new Set(GAZETTEER.map((p) => p.label));
    expect(labels.size).toBe(GAZETTEER.length);
    for (const place of GAZETTEER) if ("country" in place) expect(place, place.label).toHaveProperty("currency");
  });
});
