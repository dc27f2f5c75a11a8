import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/reader/understand.js";
import { estimate } from "../src/index.js";
import { detectLanguage } from "../src/reader/language.js";
import { budgetOf, moneyMentions } from "../src/reader/money.js";
import { numbersIn, parseAmount } from "../src/reader/numerals.js";
import { areaIn } from "../src/reader/quantities.js";

describe("numbers as written in five languages", () => {
  it.each([
    ["1,200.50", 1200.5],
    ["1.200,50", 1200.5],
    ["1 200,50", 1200.5],
    ["1'200", 1200],
    ["1’200’000", 1200000],
    ["1.200.000", 1200000],
    ["1,200,000", 1200000],
    ["1.200", 1200],
    ["2,5", 2.5],
    ["2.5", 2.5],
    ["40k", 40000],
    ["1,5 Mio.", 1500000],
    ["2.5 million", 2500000],
    ["3 millones", 3000000],
    ["2 milhões", 2000000],
    ["90 mil", 90000],
    ["1.250 million", 1250000],
    ["1.5 crore", 15000000],
  ])("%s → %d", (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it.each([
    ["twelve", 12],
    ["twenty-five", 25],
    ["doce", 12],
    ["treinta y cinco", 35],
    ["doce mil", 12000],
    ["zwölf", 12],
    ["fünfundzwanzig", 25],
    ["zweihundert", 200],
    ["douze", 12],
    ["quatre-vingt-dix", 90],
    ["soixante-dix", 70],
    ["doze", 12],
    ["vinte e cinco", 25],
    ["duzentos", 200],
  ])("%s → %d", (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it("reads ranges in each language as one mention with both ends", () => {
    for (const text of [
      "between 40 and 60 guests",
      "entre 40 y 60 invitados",
      "zwischen 40 und 60 Gäste",
      "entre 40 et 60 invités",
      "entre 40 e 60 convidados",
      "40–60 guests",
    ]) {
      const [range] = numbersIn(text);
      expect(range, text).toMatchObject({ value: 40, upper: 60 });
    }
  });
});

describe("money in five languages", () => {
  it.each([
    ["Presupuesto 3.500 €.", 3500, "EUR"],
    ["Budget: 25.000,00 €", 25000, "EUR"],
    ["Budget 35 000 €", 35000, "EUR"],
    ["Orçamento R$ 90 mil", 90000, "BRL"],
    ["1.2M USD budget", 1200000, "USD"],
    ["budget 5,5 M€", 5500000, "EUR"],
    ["CHF 1'200'000", 1200000, "CHF"],
    ["2 millones de euros", 2000000, "EUR"],
    ["Budget 1,5 Mio. Euro", 1500000, "EUR"],
    ["Budget 95.000,- €", 95000, "EUR"],
    ["doce mil dólares", 12000, "USD"],
    ["budget 1.5 crore INR", 15000000, "INR"],
  ])("%s → %d %s", (text, amount, currency) => {
    expect(budgetOf(text)).toMatchObject({ amount, currency });
  });

  it("a price per unit, a product's price, revenue or capex is not the budget", () => {
    expect(budgetOf("£1,200.50 per month or a total of £40,000")?.amount).toBe(40000);
    expect(budgetOf("Our rugs cost $400–$3,000. About 150 products.")).toBeUndefined();
    expect(budgetOf("a market sizing study before we commit £20M of capex")).toBeUndefined();
    expect(moneyMentions("before we commit £20M of capex")[0]?.currency).toBe("GBP");
  });
});

describe("areas", () => {
  it("multiplies length by width in feet or metres, converts square feet", () => {
    expect(areaIn("roof, ranch house, 30 x 50 ft footprint")?.value).toBe(139.4);
    expect(areaIn("a stand of 3 x 3 m")?.value).toBe(9);
    expect(areaIn("2,400 sq ft home")?.value).toBe(223);
    expect(areaIn("unos 150 metros cuadrados")?.value).toBe(150);
    expect(areaIn("ca. 150 qm Wohnfläche")?.value).toBe(150);
  });

  it("takes the area of the thing worked on, not the plot or the house around a kitchen", () => {
    expect(areaIn("maison de 110 m² sur un terrain de 900 m²")?.value).toBe(110);
    expect(areaIn("Grundstück 650 qm, Haus ca. 150 qm")?.value).toBe(150);
    expect(areaIn("the house is 1,600 sq ft, the kitchen roughly 180 sq ft", { room: true })?.value).toBe(16.7);
    expect(areaIn("12,000 sq ft floor plates (72,000 sq ft total)")?.value).toBe(6689);
  });
});

describe("words that describe a part, a quality or a comparison decide nothing", () => {
  const read = (text: string) => understandRequest(text).brief;

  it("a warehouse with a small office is a warehouse, and its area is the warehouse's", () => {
    const brief = read(
      "New logistics warehouse of 6,000 m² with a small office of 300 m² for the site team, budget €5M",
    );
    expect(brief.kind).toBe("warehouse");
    expect(brief.quantities.area_m2).toBe(6000);
    expect(read("Logistikhalle mit 8.000 m² und einem kleinen Bürotrakt, Budget 6 Mio. €").kind).toBe("warehouse");
    expect(
      read("A cold-store warehouse of 3,000 m² with a two-storey office block at the front").quantities.floors,
    ).toBeUndefined();
  });

  it("an energy standard does not make a school a house", () => {
    expect(
      read("Neubau einer Grundschule im Passivhaus-Standard, 16 Klassen, ca. 3.000 m², Budget 12 Mio. €").kind,
    ).toBe("school");
    expect(read("New primary school built to Passive House standard, 10 classrooms, 2,000 m²").kind).toBe("school");
  });

  it("a 14-day trial, a 3-day workshop or a 6-week campaign is not a deadline", () => {
    expect(
      read("A SaaS web app for gyms with a 14-day free trial, member bookings and payments, about 20 screens")
        .deadline_weeks,
    ).toBeUndefined();
    expect(
      read("Web app to replace the spreadsheets of our 3-day onboarding workshop, ~15 screens, $30k").deadline_weeks,
    ).toBeUndefined();
    expect(
      read("A 6-week paid social campaign on Meta and TikTok for our new sneakers, budget $50k").deadline_weeks,
    ).toBeUndefined();
    expect(read("Una app con periodo de prueba de 30 días, 12 pantallas, plazo 4 meses").deadline_weeks).toBe(17.4);
  });

  it("'like Uber' names no kind of project", () => {
    const brief = read(
      "We want a web platform like Uber but for booking dog walkers: walkers register, owners book and pay, reviews. Budget $80k",
    );
    expect(brief.kind).toBe("web_app");
  });
});

describe("asking instead of inventing", () => {
  it.each([
    ["", "en"],
    ["hi", "en"],
    ["Thanks, that's perfect!", "en"],
    ["Necesito una app", "es"],
    ["Wir wollen bauen.", "de"],
    ["Combien coûte un site internet ?", "fr"],
    ["Obrigado pela ajuda!", "pt"],
    ["😀🎉🚀🔥", "en"],
  ])("%j gets two to five questions in its language", (text, language) => {
    const u = understandRequest(text);
    expect(u.questions.length).toBeGreaterThanOrEqual(2);
    expect(u.questions.length).toBeLessThanOrEqual(5);
    expect(u.brief.language).toBe(language);
  });

  it("50 KB of text is asked to be summarised, without an exception", () => {
    const u = understandRequest("We need a web app with bookings and payments. ".repeat(1200));
    expect(u.questions.length).toBeGreaterThanOrEqual(2);
    expect(u.questions[0]).toMatch(/long/);
  });

  it("HTML is read as its text; a script inside it is ignored", () => {
    const u = understandRequest(
      "<div><p>Necesitamos una <b>tienda online</b> para vender nuestros vinos, unos 200 productos. Presupuesto 15.000 €.</p><script>alert('x')</script></div>",
    );
    expect(u.questions).toEqual([]);
    expect(u.brief).toMatchObject({ kind: "ecommerce", budget: 15000, currency: "EUR", language: "es" });
  });

  it("a request mixing languages with nothing clear gets questions, never an exception", () => {
    const u = understandRequest(
      "Hola we need algo para el projet, vielleicht eine App ou um site, merci gracias danke",
    );
    expect(u.questions.length).toBeGreaterThanOrEqual(2);
  });

  it("a clear request is priced, with the words each field came from and what it could not place", () => {
    const u = understandRequest(
      "Onlineshop für unsere Metzgerei mit Kühlversand, ca. 80 Artikel, Shopware 6. Budget: 25.000,00 €. Fertig bis Ende Oktober.",
    );
    expect(u.questions).toEqual([]);
    expect(u.brief).toMatchObject({
      kind: "ecommerce",
      domain: "software",
      language: "de",
      budget: 25000,
      currency: "EUR",
    });
    expect(u.brief.deadline_weeks).toBeUndefined();
    expect(u.brief.fields?.budget).toMatchObject({ value: 25000, source: "25.000,00 €" });
    expect(u.brief.not_understood?.join(" | ")).toMatch(/Ende Oktober/);
    // The shop's products are placed now: a count the ecommerce model prices by.
    expect(u.brief.quantities.products).toBe(80);
    expect(u.brief.fields?.["quantities.products"]?.source).toMatch(/80 Artikel/);
  });

  it("a currency the request does not state is marked as assumed", () => {
    const u = understandRequest(
      "Landing page and 5 pages for a new dental practice in Lisbon, contact form, booking link, in 4 weeks",
    );
    expect(u.brief.fields?.currency?.source).toBe("assumed");
    expect(u.brief.assumptions?.length).toBeGreaterThan(0);
  });
});

describe("language", () => {
  it.each([
    ["Necesitamos construir un almacén de 2.000 m² en Sevilla", "es"],
    ["Relaunch unserer Firmenwebsite, TYPO3 → WordPress, ungefähr 80 Seiten, fertig in drei Monaten.", "de"],
    ["Rénovation de notre cuisine (environ 9 m²)", "fr"],
    ["Quero construir uma casa térrea de 3 quartos", "pt"],
    ["New distribution warehouse, 5,000 m²", "en"],
  ])("%s → %s", (text, language) => {
    expect(detectLanguage(text).language).toBe(language);
  });
});

describe("how many take part in a study", () => {
  it.each([
    ["Conduct 60-minute interviews with 12 users of our app", 12],
    ["We need 20 remote 60-minute interviews with IT directors at companies with 200-2,000 employees", 20],
    ["Survey of 500 respondents among firms with 50 employees", 500],
    ["15 entrevistas de 45 minutos con médicos de empresas con 300 empleados", 15],
    ["Wir brauchen 12 Interviews à 60 Minuten mit Einkäufern von Unternehmen mit 500 Mitarbeitern", 12],
  ])("%s → %d", (text, participants) => {
    expect(understandRequest(text).brief.quantities.participants).toBe(participants);
  });
});

describe("head counts written as one word with the number", () => {
  it.each([
    ["Plan an 800-attendee conference in Lisbon", 800],
    ["A 120-guest wedding in Porto", 120],
    ["A 300-person company party in Berlin", 300],
  ])("%s → %d", (text, attendees) => {
    expect(understandRequest(text).brief.quantities.attendees).toBe(attendees);
  });
});

describe("how long a campaign runs, in five languages", () => {
  it.each([
    ["Campaña de Google Ads en Madrid con 5.000 € de inversión en medios durante 2 meses", 8.7],
    ["Google-Ads-Kampagne in Berlin mit 4.000 € Werbebudget für 2 Monate", 8.7],
    ["Campanha no Google Ads em Lisboa com 3.000 € de investimento em mídia durante 6 semanas", 6],
    ["Campagne Google Ads à Lyon pendant 3 mois avec 6 000 € de budget média", 13],
    ["Google Ads campaign in Denver running for 8 weeks with $4,000 of ad spend", 8],
  ])("%s → %d weeks", (text, weeks) => {
    expect(understandRequest(text).brief.duration_weeks).toBe(weeks);
  });

  it.each([
    ["Campaña de Google Ads en Madrid con 5.000 € de inversión en medios", 5000],
    ["Campanha no Google Ads em Lisboa com 3.000 € de investimento em mídia", 3000],
  ])("%s: the stated media spend is a line of its own, priced as given", (text, media) => {
    const { brief } = understandRequest(text);
    expect(estimate(brief, 200).lines!.some((line) => line.cost === media && line.quantity === 1)).toBe(true);
  });
});
