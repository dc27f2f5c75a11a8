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
    expect(countryOf("London, Ontario")).toBe("CA");
    expect(placeNamed("London, Ontario")?.currency).toBe("CAD");
    expect(countryOf("London")).toBe("GB");
    expect(countryOf("Austin, Texas")).toBe("US");
    expect(placeNamed("Austin, Texas")?.label).toBe("Austin");
    expect(countryOf("Latin America")).toBeUndefined();
  });

  it("names each country in the request languages", () => {
    for (const name of ["Deutschland", "Allemagne", "Alemanha", "Alemania"]) expect(countryOf(name), name).toBe("DE");
    for (const name of ["Schweiz", "Suisse", "Suiza", "Suíça", "Genève", "Bâle"])
      expect(countryOf(name), name).toBe("CH");
    for (const name of ["Österreich", "Wien", "Vienne"]) expect(countryOf(name), name).toBe("AT");
    for (const name of ["Genf", "Genève", "Ginevra", "Geneva", "Zurigo", "Basilea", "Berna", "Lugano"])
      expect(countryOf(name), name).toBe("CH");
    for (const name of ["Kapstadt", "Le Cap", "Città del Capo", "Kaapstad", "Johannesburgo", "Durban", "Pretoria"])
      expect(countryOf(name), name).toBe("ZA");
    for (const name of ["Tóquio", "Tokio", "Giappone", "Osaka", "Fukuoka"]) expect(countryOf(name), name).toBe("JP");
    for (const name of ["Corée du Sud", "Südkorea", "Coreia do Sul", "Seúl"]) expect(countryOf(name), name).toBe("KR");
    for (const name of ["Emiratos Árabes Unidos", "Émirats arabes unis", "Abu Dabi"])
      expect(countryOf(name), name).toBe("AE");
    for (const name of ["Nieuw-Zeeland", "Nuova Zelanda", "Auckland", "Christchurch"])
      expect(countryOf(name), name).toBe("NZ");
  });

  it.each([
    ["Büroumbau in Genf, 300 m²", "Genf", "CHF"],
    ["Ristrutturazione di un ufficio a Ginevra", "Ginevra", "CHF"],
    ["un bureau à lausanne", "Lausanne", "CHF"],
    ["Ein Haus in Kapstadt", "Kapstadt", "ZAR"],
    ["Un ufficio a Città del Capo", "Città del Capo", "ZAR"],
    ["Una oficina en Ciudad del Cabo", "Ciudad del Cabo", "ZAR"],
    ["Un escritório em Tóquio", "Tóquio", "JPY"],
    ["Un evento en Tokio para 200 personas", "Tokio", "JPY"],
    ["A clinic in Nagoya", "Nagoya", "JPY"],
    ["Eine App für ein Café in Seoul", "Seoul", "KRW"],
    ["Un magasin à Pékin", "Pékin", "CNY"],
    ["A studio in Chengdu", "Chengdu", "CNY"],
    ["Offices in Kowloon", "Kowloon", "HKD"],
    ["A shop in Kaohsiung", "Kaohsiung", "TWD"],
    ["A café in Penang", "Penang", "MYR"],
    ["A villa in Phuket", "Phuket", "THB"],
    ["Una villa en Bali", "Bali", "IDR"],
    ["A call centre fit-out in Cebu", "Cebu", "PHP"],
    ["An app for a shop in Saigon", "Saigon", "VND"],
    ["An office in Kochi, Kerala", "Kochi", "INR"],
    ["A warehouse in Islamabad", "Islamabad", "PKR"],
    ["Ein Büro in Dubai, Vereinigte Arabische Emirate", "Dubai", "AED"],
    ["Un evento en Riad", "Riad", "SAR"],
    ["A conference in Lusail", "Lusail", "QAR"],
    ["A startup in Herzliya", "Herzliya", "ILS"],
    ["Un hotel a Bodrum", "Bodrum", "TRY"],
    ["Un bureau au Caire", "Caire", "EGP"],
    ["A riad renovation in Agadir", "Agadir", "MAD"],
    ["A clinic in Port Harcourt", "Port Harcourt", "NGN"],
    ["A school in Kisumu", "Kisumu", "KES"],
    ["A hotel in Takoradi", "Takoradi", "GHS"],
    ["An office in Sandton", "Sandton", "ZAR"],
    ["A house in Dunedin", "Dunedin", "NZD"],
    ["A shop in Geelong", "Geelong", "AUD"],
    ["Une clinique à Sherbrooke", "Sherbrooke", "CAD"],
    ["Una clínica en Bucaramanga", "Bucaramanga", "COP"],
    ["Una tienda en Viña del Mar", "Viña del Mar", "CLP"],
    ["Un hotel en Arequipa", "Arequipa", "PEN"],
    ["Una oficina en Mar del Plata", "Mar del Plata", "ARS"],
    ["Uma loja em Guarulhos", "Guarulhos", "BRL"],
    ["Kontor i Linköping, an office in Linköping", "Linköping", "SEK"],
    ["An office in Trondheim", "Trondheim", "NOK"],
    ["A shop in Odense", "Odense", "DKK"],
    ["An office in Tampere and Turku", "Tampere", "EUR"],
    ["A hotel near Akureyri", "Akureyri", "ISK"],
    ["Ein Büro in Poznań", "Poznań", "PLN"],
    ["An office in Ostrava", "Ostrava", "CZK"],
    ["A factory in Debrecen", "Debrecen", "HUF"],
    ["An office in Cluj-Napoca", "Cluj-Napoca", "RON"],
  ])("reads %j as %j, priced in %s", (text, written, currency) => {
    expect(placeWrittenIn(text)).toBe(written);
    expect(placeNamed(written)?.currency, written).toBe(currency);
  });

  it("keeps common words that are also places out unless a word says where", () => {
    expect(placeWrittenIn("garder le cap sur la croissance")).toBeUndefined();
    expect(placeWrittenIn("la fase de concepción del proyecto")).toBeUndefined();
    expect(placeWrittenIn("a mecca for surfers, a riad-style guest house")).toBeUndefined();
    expect(placeWrittenIn("tenemos la plata para el proyecto")).toBeUndefined();
    expect(placeWrittenIn("a stay in a riad in the medina of Marrakech")).toBe("Marrakech");
    expect(countryOf("Camino de Santiago")).toBe("ES");
    expect(countryOf("Santiago")).toBe("CL");
    expect(countryOf("Alexandria, Virginia")).toBeUndefined();
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
