/**
 * Requests for each construction kind and the published range their whole price should fall in. Each
 * range is a cost per m² from a published guide or survey (named with its year) times the stated area;
 * where the guide prices the building work alone, the upper end allows for what it leaves out (design fees,
 * permits, contingency and escalation to the midpoint of construction) by the stated "soft" multiplier.
 */
import type { BriefInput, Kind } from "@scopewise/shared";
import type { ReferenceRange } from "./harness.js";

export interface Case {
  kind: Kind;
  brief: BriefInput;
  range: ReferenceRange;
}

const SQFT_PER_M2 = 10.7639;

/** A range of `low`–`high` per m² of the stated area; the upper end × `soft` for the costs the guide leaves out. */
function perM2(area: number, low: number, high: number, currency: string, source: string, soft = 1): ReferenceRange {
  return { low: Math.round(area * low), high: Math.round(area * high * soft), currency, source };
}

/** The same per square foot. */
function perSqft(area: number, low: number, high: number, currency: string, source: string, soft = 1): ReferenceRange {
  return perM2(area, low * SQFT_PER_M2, high * SQFT_PER_M2, currency, source, soft);
}

export function request(
  kind: Kind,
  summary: string,
  location: string,
  area_m2: number,
  extra: Partial<BriefInput> = {},
): BriefInput {
  return {
    domain: "construction",
    title: summary,
    summary,
    location,
    quantities: { area_m2, ...extra.quantities },
    ...extra,
    kind,
  };
}

export const BUILDING_CASES: Case[] = [
  {
    kind: "house",
    brief: request("house", "A new 250 m² house in Denver", "Denver", 250),
    range: perSqft(
      250,
      162,
      217,
      "USD",
      "NAHB Cost of Constructing a Home 2024: $162/sq ft construction, $217/sq ft sales price less the lot",
      1.4,
    ),
  },
  {
    kind: "house",
    brief: request("house", "A new 140 m² house in Manchester", "Manchester", 140),
    range: perM2(
      140,
      1_700,
      2_600,
      "GBP",
      "BCIS average prices 2024, one-off detached housing, about £1,700–£2,600/m²",
      1.4,
    ),
  },
  {
    kind: "house",
    brief: request("house", "Ein Einfamilienhaus mit 180 m² in Leipzig", "Leipzig", 180),
    range: perM2(
      180,
      2_000,
      2_900,
      "EUR",
      "BKI Baukosten Gebäude Neubau 2024, Ein- und Zweifamilienhäuser mittlerer Standard, KG 300+400",
      1.4,
    ),
  },
  {
    kind: "apartment_block",
    brief: request("apartment_block", "A 60-unit apartment block in Madrid", "Madrid", 5_200, {
      quantities: { area_m2: 5_200, floors: 6 },
    }),
    range: perM2(
      5_200,
      1_200,
      1_900,
      "EUR",
      "Arcadis International Construction Costs 2024, Madrid, mid-rise apartments",
      1.45,
    ),
  },
  {
    kind: "apartment_block",
    brief: request("apartment_block", "An apartment block of 3,000 m² in Berlin", "Berlin", 3_000, {
      quantities: { area_m2: 3_000, floors: 5 },
    }),
    range: perM2(
      3_000,
      2_100,
      3_000,
      "EUR",
      "BKI Baukosten Gebäude Neubau 2024, Mehrfamilienhäuser mittlerer Standard, KG 300+400",
      1.45,
    ),
  },
  {
    kind: "apartment_block",
    brief: request("apartment_block", "A 12,000 m² apartment building in Houston", "Houston", 12_000, {
      quantities: { area_m2: 12_000, floors: 5 },
    }),
    range: perSqft(
      12_000,
      175,
      325,
      "USD",
      "Rider Levett Bucknall North America Quarterly Cost Report Q4 2024, Houston multifamily",
      1.45,
    ),
  },
  {
    kind: "office",
    brief: request("office", "A 6,000 m² office building in Toronto", "Toronto", 6_000, {
      quantities: { area_m2: 6_000, floors: 6 },
    }),
    range: perSqft(6_000, 325, 550, "CAD", "Altus Group Canadian Cost Guide 2024, Toronto office buildings", 1.45),
  },
  {
    kind: "office",
    brief: request("office", "A 2,000 m² office building in Munich", "Munich", 2_000, {
      quantities: { area_m2: 2_000, floors: 3 },
    }),
    range: perM2(
      2_000,
      2_300,
      3_300 * 1.3,
      "EUR",
      "BKI Baukosten Gebäude Neubau 2024, Bürogebäude mittlerer Standard, KG 300+400, × BKI regional factor for Munich (about 1.3)",
      1.45,
    ),
  },
  {
    kind: "office",
    brief: request("office", "A 20,000 m² office tower in Chicago", "Chicago", 20_000, {
      quantities: { area_m2: 20_000, floors: 10 },
    }),
    range: perSqft(
      20_000,
      250,
      600,
      "USD",
      "Rider Levett Bucknall North America Quarterly Cost Report Q4 2024, Chicago offices",
      1.45,
    ),
  },
  {
    kind: "warehouse",
    brief: request("warehouse", "A 2,400 m² warehouse in Leipzig", "Leipzig", 2_400),
    range: perM2(
      2_400,
      700,
      1_300,
      "EUR",
      "BKI Baukosten Gebäude Neubau 2024, Lager- und Logistikgebäude, KG 300+400",
      1.5,
    ),
  },
  {
    kind: "warehouse",
    brief: request("warehouse", "A 20,000 m² distribution warehouse in Dallas", "Dallas", 20_000),
    range: perSqft(
      20_000,
      85,
      160,
      "USD",
      "Rider Levett Bucknall North America Quarterly Cost Report Q4 2024, Dallas industrial warehouses",
      1.45,
    ),
  },
  {
    kind: "warehouse",
    brief: request("warehouse", "Una nave industrial de 8.000 m² en Guadalajara", "Guadalajara", 8_000),
    range: perM2(
      8_000,
      500 * 17.5,
      800 * 17.5,
      "MXN",
      "Turner & Townsend International Construction Market Survey 2024, Mexico City large warehouse (US$500–800/m² at 17.5 MXN/USD)",
      1.45,
    ),
  },
  {
    kind: "school",
    brief: request("school", "A secondary school of 8,000 m² in Manchester", "Manchester", 8_000),
    range: perM2(
      8_000,
      2_300,
      3_300,
      "GBP",
      "EBDOG National School Delivery Cost Benchmarking 2022/23, new-build secondary schools (whole project)",
      1.35,
    ),
  },
  {
    kind: "school",
    brief: request("school", "Une école primaire de 2 500 m² à Lyon", "Lyon", 2_500),
    range: perM2(2_500, 2_200, 3_200, "EUR", "Arcadis International Construction Costs 2024, Paris, schools", 1.45),
  },
  {
    kind: "school",
    brief: request("school", "A 12,000 m² high school in Phoenix", "Phoenix", 12_000),
    range: perSqft(
      12_000,
      275,
      450,
      "USD",
      "Rider Levett Bucknall North America Quarterly Cost Report Q4 2024, Phoenix education buildings",
      1.45,
    ),
  },
  {
    kind: "hospital",
    brief: request("hospital", "A 60,000 m² hospital in Seattle", "Seattle", 60_000),
    range: perSqft(
      60_000,
      650,
      1_100,
      "USD",
      "Rider Levett Bucknall North America Quarterly Cost Report Q4 2024, Seattle hospitals",
      1.45,
    ),
  },
  {
    kind: "hospital",
    brief: request("hospital", "Un hospital de 12.000 m² en Valencia", "Valencia", 12_000),
    range: perM2(12_000, 2_000, 3_500, "EUR", "Arcadis International Construction Costs 2024, Madrid, hospitals", 1.5),
  },
  {
    kind: "hospital",
    brief: request("hospital", "A 20,000 m² hospital in Manchester", "Manchester", 20_000),
    range: perM2(
      20_000,
      3_500,
      5_500,
      "GBP",
      "Spon's Architects' and Builders' Price Book 2024, general hospitals",
      1.5,
    ),
  },
  {
    kind: "retail",
    brief: request("retail", "Un supermarché de 1 500 m² à Lyon", "Lyon", 1_500),
    range: perM2(
      1_500,
      1_000,
      1_700,
      "EUR",
      "Arcadis International Construction Costs 2024, Paris, supermarkets",
      1.45,
    ),
  },
  {
    kind: "retail",
    brief: request("retail", "A 5,000 m² retail building in Atlanta", "Atlanta", 5_000),
    range: perSqft(
      5_000,
      130,
      250,
      "USD",
      "Rider Levett Bucknall North America Quarterly Cost Report Q4 2024, Atlanta retail",
      1.45,
    ),
  },
  {
    kind: "retail",
    brief: request("retail", "An 800 m² shop in Brisbane", "Brisbane", 800),
    range: perM2(800, 2_000, 3_500, "AUD", "Rawlinsons Australian Construction Handbook 2024, Brisbane, shops", 1.45),
  },
];

export const REMODEL_CASES: Case[] = [
  {
    kind: "renovation",
    brief: request("renovation", "Renovar uma moradia de 140 m² no Porto", "Porto", 140),
    range: perM2(
      140,
      1_100 * 0.4,
      1_600 * 0.7,
      "EUR",
      "Arcadis International Construction Costs 2024, Lisbon, residential (€1,100–1,600/m² new); a full renovation 40–70 % of new",
      1.45,
    ),
  },
  {
    kind: "renovation",
    brief: request("renovation", "Renovate a 1,500 sq ft house in Boston", "Boston", 139.4),
    range: perSqft(139.4, 60, 250, "USD", "Angi (HomeAdvisor) whole-house remodel cost guide 2024, $60–$250 per sq ft"),
  },
  {
    kind: "renovation",
    brief: request("renovation", "Refurbish a 2,000 m² office in Milan", "Milan", 2_000, { building_type: "office" }),
    range: perM2(
      2_000,
      1_900 * 0.35,
      2_800 * 0.65,
      "EUR",
      "Arcadis International Construction Costs 2024, Milan offices (€1,900–2,800/m² new); refurbishment 35–65 % of new",
      1.45,
    ),
  },
  {
    kind: "kitchen_remodel",
    brief: request("kitchen_remodel", "Remodel our 15 m² kitchen in Austin", "Austin", 15),
    range: {
      low: 45_000,
      high: 120_000,
      currency: "USD",
      source: "Houzz & Home Study 2024 and NKBA: major kitchen remodels about $45,000–$120,000",
    },
  },
  {
    kind: "kitchen_remodel",
    brief: request("kitchen_remodel", "A new 10 m² kitchen in Bristol", "Bristol", 10),
    range: {
      low: 8_000,
      high: 25_000,
      currency: "GBP",
      source: "Which? kitchen costs 2024: a new fitted kitchen with installation about £8,000–£25,000",
    },
  },
  {
    kind: "kitchen_remodel",
    brief: request("kitchen_remodel", "Reforma de una cocina de 12 m² en Valencia", "Valencia", 12),
    range: {
      low: 6_000,
      high: 20_000,
      currency: "EUR",
      source: "habitissimo, precio de reformar una cocina 2024: about €6,000–€20,000",
    },
  },
  {
    kind: "bathroom_remodel",
    brief: request("bathroom_remodel", "Remodel a 6 m² bathroom in Chicago", "Chicago", 6),
    range: {
      low: 25_000,
      high: 80_000,
      currency: "USD",
      source: "Angi bathroom remodel cost guide 2024: midrange to large bathrooms about $25,000–$80,000",
    },
  },
  {
    kind: "bathroom_remodel",
    brief: request("bathroom_remodel", "A new 4 m² bathroom in Leeds", "Leeds", 4),
    range: {
      low: 5_000,
      high: 15_000,
      currency: "GBP",
      source: "Which? bathroom costs 2024: a new fitted bathroom about £5,000–£15,000",
    },
  },
  {
    kind: "bathroom_remodel",
    brief: request("bathroom_remodel", "Badsanierung, 6 m² in Frankfurt", "Frankfurt", 6),
    range: {
      low: 10_000,
      high: 30_000,
      currency: "EUR",
      source: "Stiftung Warentest / Aroundhome Badsanierung 2024: complete bathroom renovation about €10,000–€30,000",
    },
  },
  {
    kind: "roof_replacement",
    brief: request("roof_replacement", "Replace the 200 m² roof of our house in Atlanta", "Atlanta", 200),
    range: perSqft(
      200,
      5.5,
      11,
      "USD",
      "Angi roof replacement cost guide 2024, asphalt shingles with tear-off, $5.50–$11 per sq ft",
      1.3,
    ),
  },
  {
    kind: "roof_replacement",
    brief: request("roof_replacement", "Re-roof a 90 m² roof in Birmingham", "Birmingham", 90),
    range: {
      low: 7_000,
      high: 15_000,
      currency: "GBP",
      source: "Which? / MyBuilder 2024: new roof on a three-bedroom semi-detached house about £7,000–£15,000",
    },
  },
  {
    kind: "roof_replacement",
    brief: request("roof_replacement", "Réfection d'une toiture de 150 m² à Lyon", "Lyon", 150),
    range: perM2(150, 80, 200, "EUR", "Hellowatt / Travaux.com 2024, réfection complète de toiture, €80–€200/m²", 1.2),
  },
  {
    kind: "energy_retrofit",
    brief: request("energy_retrofit", "Energy retrofit of a 120 m² house in Utrecht", "Utrecht", 120),
    range: {
      low: 20_000,
      high: 70_000,
      currency: "EUR",
      source:
        "Milieu Centraal 2024: insulation package plus heat pump for a terraced or semi-detached house, about €20,000–€70,000",
    },
  },
  {
    kind: "energy_retrofit",
    brief: request("energy_retrofit", "Deep energy retrofit of a 90 m² house in Glasgow", "Glasgow", 90, {
      quality: "premium",
    }),
    range: {
      low: 40_000,
      high: 150_000,
      currency: "GBP",
      source: "Innovate UK, Retrofit for the Future (2014): deep whole-house retrofits about £40,000–£150,000 per home",
    },
  },
  {
    kind: "energy_retrofit",
    brief: request(
      "energy_retrofit",
      "Energetische Sanierung eines Bürogebäudes mit 2.000 m² in Stuttgart",
      "Stuttgart",
      2_000,
    ),
    range: perM2(
      2_000,
      250,
      600,
      "EUR",
      "dena-Gebäudereport 2024: energetische Sanierung von Nichtwohngebäuden about €250–€600/m²",
      1.3,
    ),
  },
  {
    kind: "extension",
    brief: request("extension", "A 30 m² single-storey rear extension in Bristol", "Bristol", 30),
    range: perM2(
      30,
      1_800,
      2_500,
      "GBP",
      "Checkatrade single-storey extension cost guide 2024, £1,800–£2,500/m²",
      1.45,
    ),
  },
  {
    kind: "extension",
    brief: request("extension", "A 45 m² home addition in Minneapolis", "Minneapolis", 45),
    range: perSqft(45, 100, 300, "USD", "Angi home addition cost guide 2024, $100–$300 per sq ft", 1.45),
  },
  {
    kind: "extension",
    brief: request("extension", "Ampliação de 20 m² de uma moradia em Lisboa", "Lisbon", 20),
    range: perM2(
      20,
      800,
      1_600,
      "EUR",
      "Arcadis International Construction Costs 2024, Lisbon residential, €800–€1,600/m²",
      1.45,
    ),
  },
  {
    kind: "fit_out",
    brief: request("fit_out", "Office fit-out of 1,200 m² in London", "London", 1_200),
    range: perM2(
      1_200,
      1_000,
      1_800,
      "GBP",
      "Arcadis UK / Gleeds 2024, London Category B office fit-out, £1,000–£1,800/m²",
      1.45,
    ),
  },
  {
    kind: "fit_out",
    brief: request("fit_out", "Office fit-out of 3,000 m² in Amsterdam", "Amsterdam", 3_000),
    range: perM2(3_000, 1_000, 1_600, "EUR", "Cushman & Wakefield Fit-Out Cost Guide 2024 (EMEA), Amsterdam", 1.45),
  },
  {
    kind: "fit_out",
    brief: request("fit_out", "Office fit-out of 500 m² in Los Angeles", "Los Angeles", 500),
    range: perSqft(500, 150, 280, "USD", "Cushman & Wakefield Fit-Out Cost Guide 2024 (Americas), Los Angeles", 1.45),
  },
];
