/**
 * The reader on requests whose object is a works type no kind prices: the thing asked for decides the
 * kind, not the client's business or site ("a car park FOR OUR HOSPITAL", "solar ON OUR SCHOOL"), and
 * the count that drives the price is read with the words it came from.
 */
import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/reader/understand.js";
import { estimate } from "../src/estimate.js";
import { worksMentions } from "../src/kinds/construction/works/lexicon.js";
import { foldCase } from "../src/reader/request-parts.js";

function read(text: string) {
  const { brief, questions } = understandRequest(text);
  return { brief, questions };
}

describe("works types asked for", () => {
  it.each([
    [
      "a multi-storey car park with 400 spaces for our hospital in Leeds",
      "parking_structure",
      "parking_spaces",
      400,
      "400 spaces",
      "GBP",
    ],
    [
      "Necesitamos un aparcamiento de varias plantas con 400 plazas para nuestro hospital en Madrid",
      "parking_structure",
      "parking_spaces",
      400,
      "400 plazas",
      "EUR",
    ],
    [
      "Wir brauchen ein Parkhaus mit 400 Stellplätzen für unser Krankenhaus in München",
      "parking_structure",
      "parking_spaces",
      400,
      "400 Stellplätzen",
      "EUR",
    ],
    [
      "Ci serve un parcheggio multipiano con 400 posti auto per il nostro ospedale a Milano",
      "parking_structure",
      "parking_spaces",
      400,
      "400 posti auto",
      "EUR",
    ],
    [
      "We hebben een parkeergarage met 400 parkeerplaatsen nodig voor ons ziekenhuis in Rotterdam",
      "parking_structure",
      "parking_spaces",
      400,
      "400 parkeerplaatsen",
      "EUR",
    ],
    ["rooftop solar, 120 kWp, on our school in Lyon", "solar_rooftop", "power_kw", 120, "120 kWp", "EUR"],
    [
      "Placas solares en la cubierta de nuestro colegio en Sevilla, 120 kWp",
      "solar_rooftop",
      "power_kw",
      120,
      "120 kWp",
      "EUR",
    ],
    [
      "Photovoltaikanlage mit 120 kWp auf dem Dach unserer Schule in Köln",
      "solar_rooftop",
      "power_kw",
      120,
      "120 kWp",
      "EUR",
    ],
    [
      "Impianto fotovoltaico da 120 kWp sul tetto della nostra scuola a Torino",
      "solar_rooftop",
      "power_kw",
      120,
      "120 kWp",
      "EUR",
    ],
    [
      "Zonnepanelen van 120 kWp op het dak van onze school in Utrecht",
      "solar_rooftop",
      "power_kw",
      120,
      "120 kWp",
      "EUR",
    ],
    [
      "Panneaux solaires de 1,2 MWc sur la toiture de notre entrepôt à Lille",
      "solar_rooftop",
      "power_kw",
      1_200,
      "1,2 MWc",
      "EUR",
    ],
    ["A 120-room hotel in Lisbon", "hotel", "rooms", 120, "120-room", "EUR"],
    ["20 EV chargers for our supermarket car park in Dublin", "ev_charger", "chargers", 20, "20 EV chargers", "EUR"],
    ["A 500 m security fence around our depot in Phoenix", "fence", "length_m", 500, "500 m", "USD"],
  ])("%s", (text, type, unit, value, words, currency) => {
    const { brief, questions } = read(text);
    expect(brief.domain).toBe("construction");
    expect(brief.kind).toBe("construction_works");
    expect(brief.building_type).toBe(type);
    expect((brief.quantities as Record<string, unknown>)[unit]).toBe(value);
    expect(brief.fields?.[`quantities.${unit}`]?.source).toBe(words);
    expect(brief.fields?.building_type?.value).toBe(type);
    expect(brief.currency).toBe(currency);
    expect(brief.not_understood ?? []).toEqual([]);
    expect(questions).toEqual([]);
  });

  it("a works type with its stated capacity is the project, whatever else is named beside it", () => {
    const { brief } = read(
      "Quotes for a rooftop solar system on our warehouse in Phoenix, roughly 250 kW DC. A 200 kWh battery would be nice to have, but price the PV on its own first.",
    );
    expect([brief.kind, brief.building_type, brief.quantities.power_kw]).toEqual([
      "construction_works",
      "solar_rooftop",
      250,
    ]);
  });

  it("reads an area-priced type with the reader's area", () => {
    const { brief } = read("Landscaping of 3,000 m² around our office in Denver");
    expect([
      brief.kind,
      brief.building_type,
      brief.quantities.area_m2,
      brief.fields?.["quantities.area_m2"]?.source,
    ]).toEqual(["construction_works", "landscaping", 3_000, "3,000 m²"]);
  });
});

describe("work on a building's envelope and outdoors", () => {
  it.each([
    ["Nous voulons un ravalement de la façade de notre maison à Lyon, environ 150 m²", "facade_works", 150],
    [
      "Queremos reabilitar a fachada do nosso prédio em Lisboa, cerca de 900 m², com andaimes e pintura",
      "facade_works",
      900,
    ],
    ["We need our 220 m² facade repaired and re-rendered, house in Bristol", "facade_works", 220],
    ["Wir möchten auf unserem Garagendach in Graz eine extensive Dachbegrünung, ca. 120 m²", "green_roof", 120],
    ["A sedum green roof of 300 m² on our warehouse in Leeds", "green_roof", 300],
    ["We'd like a quote to rebuild our rotting 40 m² timber deck in Denver", "deck", 40],
  ])("%s → %s", (text, type, area) => {
    const { brief } = read(text);
    expect([brief.kind, brief.building_type, brief.quantities.area_m2]).toEqual(["construction_works", type, area]);
    const e = estimate(brief, 300);
    // One trade package a contractor details itself: priced from the signed contract, in weeks.
    expect(e.phases.map((p) => p.name).some((n) => /design|permit|tender/i.test(n))).toBe(false);
    expect(e.duration_weeks.p50).toBeLessThan(20);
    const perM2 = e.total_cost.expected / area;
    expect(perM2).toBeGreaterThan(40);
    expect(perM2).toBeLessThan(1_500);
  });
});

describe("kinds that price the thing asked for keep it", () => {
  it.each([
    ["new hospital of 20,000 m² in Manchester", "hospital"],
    [
      "New three-storey office building for our HQ, about 3,000 m² GIA, BREEAM Excellent, 150 staff, car park for 80. Budget £9m.",
      "office",
    ],
    [
      "Install solar PV (8 kWp) and a home battery on our house, plus swap the oil boiler for a heat pump.",
      "energy_retrofit",
    ],
    ["Queremos construir una vivienda unifamiliar de 180 m² en dos plantas, con piscina, en Valencia.", "house"],
    ["We need a new roof for the sports hall, about 900 m², with solar panels on top", "roof_replacement"],
    ["Renovation of our hotel's 80 guest rooms in Porto", "renovation"],
  ])("%s", (text, kind) => {
    expect(read(text).brief.kind).toBe(kind);
  });
});

describe("the works lexicon", () => {
  const ids = (text: string) => worksMentions(foldCase(text)).map((m) => m.id);

  it("matches whole words on accent-folded text, the longest name first", () => {
    expect(ids("Une piscine couverte à Nîmes")).toEqual(["aquatic_centre"]);
    expect(ids("Tiefgarage mit 80 Stellplätzen")).toEqual(["underground_parking"]);
    expect(ids("Estación de autobuses")).toEqual(["bus_depot"]);
    expect(ids("a parkinson's clinic and a whirlpool bath")).toEqual(["clinic"]);
  });

  it("a count of solar panels is read as the array's power", () => {
    for (const [text, kw] of [
      ["We want 12 solar panels on the roof of our terraced house in Bristol", 5],
      ["Instalar 20 placas solares en el tejado de nuestra casa en Valencia", 8.4],
    ] as const) {
      const brief = understandRequest(text).brief;
      expect(brief.quantities.power_kw, text).toBeCloseTo(kw, 0);
    }
  });

  it("work on an existing building is that work, the building its site", () => {
    const kinds = [
      [
        "Re-roofing of the gymnasium at our middle school in Tampa, about 20,000 sq ft of low-slope roof",
        "roof_replacement",
      ],
      ["Ristrutturazione completa di un ufficio di 400 m² a Milano", "renovation"],
    ] as const;
    for (const [text, kind] of kinds) expect(understandRequest(text).brief.kind, text).toBe(kind);
    // A new building stays one, whatever else is named.
    expect(
      understandRequest("Build a new primary school of 3,000 m² in Leeds with a refurbished sports field").brief.kind,
    ).toBe("school");
  });
});
