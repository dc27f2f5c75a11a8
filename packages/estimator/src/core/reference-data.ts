import { placeNamed, type GazetteerPlace, type PlaceLabel } from "@scopewise/i18n";
import { cited, citation, type Cited } from "../reference/cited.js";

/**
 * Reference tables the models price with. Dated and editable: update the figures here and
 * every estimate follows. Base prices are in USD for a US-average location.
 */
export const REFERENCE_DATE = "2025-06";

/** Units of each currency per US dollar (reference rates, REFERENCE_DATE). */
export const FX_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  CAD: 1.36,
  AUD: 1.52,
  NZD: 1.66,
  JPY: 150,
  CNY: 7.2,
  INR: 83,
  PKR: 278,
  BDT: 117,
  AED: 3.67,
  SAR: 3.75,
  SGD: 1.35,
  HKD: 7.8,
  BRL: 5.0,
  MXN: 17.5,
  ZAR: 18.5,
  NGN: 1500,
  KES: 130,
  SEK: 10.5,
  NOK: 10.6,
  DKK: 6.9,
  PLN: 4.0,
  TRY: 32,
  ILS: 3.7,
  KRW: 1350,
  PHP: 56,
  VND: 25000,
  IDR: 16000,
  THB: 35,
  MYR: 4.5,
  TWD: 31,
  LKR: 300,
  NPR: 133,
  CZK: 23,
  HUF: 360,
  RON: 4.6,
  BGN: 1.8,
  ISK: 138,
  UAH: 40,
  RUB: 90,
  QAR: 3.64,
  KWD: 0.31,
  BHD: 0.376,
  OMR: 0.385,
  EGP: 48,
  MAD: 10,
  GHS: 15,
  TZS: 2600,
  UGX: 3750,
  ETB: 57,
  ARS: 900,
  CLP: 930,
  COP: 3900,
  PEN: 3.75,
  UYU: 40,
  RSD: 108,
};

/** Whether the reference table has a rate for this currency (codes without one are priced in USD, see `estimate`). */
export function hasReferenceRate(currency: string): boolean {
  return currency in FX_PER_USD;
}

/** A USD amount in the given currency. Unknown codes are refused: a silent 1:1 would misprice everything. */
export function usdTo(currency: string, usd: number): number {
  const rate = FX_PER_USD[currency];
  if (rate === undefined) throw new Error(`No reference exchange rate for ${currency}.`);
  return usd * rate;
}

/** How dear labour and building are in one place the gazetteer knows, relative to the US average. */
interface CostLevel {
  /** General and labour cost level (US average = 1): what other domains price professional work with. */
  labour: Cited<number>;
  /** Building cost level (US national average = 1) for the same building bought in USD. */
  construction: Cited<number>;
}

const RSMEANS_CCI = "RSMeans City Cost Index (Gordian), weighted average, 30-city average = 1.00";
const BLS_OEWS = "U.S. BLS Occupational Employment and Wage Statistics, metro-area mean wage ÷ U.S. mean wage";
const INTERNATIONAL =
  "Turner & Townsend International Construction Market Survey 2024 and Arcadis International Construction Costs 2024: relative building cost in USD, rounded";
const OECD_PRICE_LEVELS = "OECD Comparative price levels (GDP), United States = 1.00";
const ICP_PRICE_LEVELS = "World Bank International Comparison Program, price level index (GDP), United States = 1.00";
const ONS_ASHE = "ONS Annual Survey of Hours and Earnings (London ÷ UK mean) × OECD Comparative price level for the UK";

/** US metros: RSMeans City Cost Index (construction) and BLS OEWS mean wages (labour). */
function usMetro(labour: number, construction: number): CostLevel {
  return { labour: cited(labour, BLS_OEWS, 2023), construction: cited(construction, RSMEANS_CCI, 2024) };
}
function international(labour: Cited<number>, construction: number): CostLevel {
  return { labour, construction: cited(construction, INTERNATIONAL, 2024) };
}
const oecd = (labour: number, construction: number) =>
  international(cited(labour, OECD_PRICE_LEVELS, 2024), construction);
const icp = (labour: number, construction: number) =>
  international(cited(labour, ICP_PRICE_LEVELS, 2021), construction);
const ons = (labour: number, construction: number) => international(cited(labour, ONS_ASHE, 2023), construction);

/** Canada's levels, for the country and for a Canadian city whose name is shared with a larger one abroad. */
const CANADA = oecd(0.88, 0.95);

/** Each place of the gazetteer (@scopewise/i18n), with its cost levels; a place added there must be priced here. */
const COST_LEVELS: Record<PlaceLabel, CostLevel> = {
  "San Francisco": usMetro(1.39, 1.27),
  "New York": usMetro(1.27, 1.32),
  Boston: usMetro(1.28, 1.17),
  Seattle: usMetro(1.33, 1.1),
  "Los Angeles": usMetro(1.12, 1.14),
  "San Diego": usMetro(1.12, 1.1),
  Chicago: usMetro(1.08, 1.2),
  Philadelphia: usMetro(1.1, 1.16),
  "Washington, DC": usMetro(1.31, 0.95),
  Denver: usMetro(1.16, 0.92),
  Minneapolis: usMetro(1.13, 1.09),
  Detroit: usMetro(1.01, 1.02),
  Atlanta: usMetro(1.04, 0.9),
  Miami: usMetro(0.97, 0.88),
  Austin: usMetro(1.07, 0.84),
  Dallas: usMetro(1.04, 0.86),
  Houston: usMetro(1.01, 0.86),
  Phoenix: usMetro(0.99, 0.88),
  Portland: usMetro(1.1, 1.02),
  "Las Vegas": usMetro(0.93, 1.04),
  "a lower-cost US state": usMetro(0.92, 0.87),
  "the United States": usMetro(1, 1),
  "London, Ontario": CANADA,
  London: ons(1.1, 1.3),
  "the United Kingdom": oecd(0.95, 1.1),
  Switzerland: oecd(1.3, 1.35),
  Germany: oecd(0.9, 1),
  "the Netherlands": oecd(0.95, 1),
  Denmark: oecd(1, 1.1),
  Sweden: oecd(0.88, 1),
  Norway: oecd(0.95, 1.05),
  Finland: oecd(0.95, 0.95),
  Austria: oecd(0.92, 1),
  Ireland: oecd(1, 1.05),
  Belgium: oecd(0.92, 0.95),
  France: oecd(0.88, 0.9),
  Spain: oecd(0.72, 0.65),
  Portugal: oecd(0.64, 0.55),
  Italy: oecd(0.78, 0.8),
  Greece: oecd(0.62, 0.55),
  Poland: oecd(0.55, 0.55),
  Czechia: oecd(0.62, 0.55),
  Hungary: oecd(0.52, 0.5),
  Romania: oecd(0.45, 0.45),
  Bulgaria: oecd(0.45, 0.45),
  Ukraine: oecd(0.45, 0.45),
  Serbia: oecd(0.45, 0.45),
  "Eastern Europe": oecd(0.45, 0.45),
  Luxembourg: oecd(1.2, 1.1),
  "the smaller euro-area states": oecd(0.65, 0.6),
  Iceland: oecd(1.25, 1.2),
  Türkiye: icp(0.35, 0.35),
  Israel: oecd(1, 0.9),
  "the United Arab Emirates": icp(0.8, 0.6),
  "Saudi Arabia": icp(0.8, 0.6),
  Qatar: icp(0.8, 0.65),
  Kuwait: icp(0.75, 0.6),
  Bahrain: icp(0.7, 0.6),
  Oman: icp(0.7, 0.6),
  "Hong Kong": icp(0.8, 1.1),
  Taiwan: icp(0.6, 0.6),
  India: icp(0.3, 0.2),
  Pakistan: icp(0.25, 0.18),
  Bangladesh: icp(0.25, 0.18),
  "Sri Lanka": icp(0.25, 0.18),
  "the Philippines": icp(0.35, 0.32),
  Vietnam: icp(0.35, 0.32),
  Indonesia: icp(0.35, 0.32),
  Thailand: icp(0.35, 0.32),
  Malaysia: icp(0.35, 0.32),
  Singapore: icp(0.9, 0.85),
  Japan: oecd(0.65, 0.85),
  "South Korea": oecd(0.7, 0.65),
  China: icp(0.5, 0.4),
  Australia: oecd(0.95, 1),
  "New Zealand": oecd(0.9, 0.95),
  Canada: CANADA,
  Mexico: oecd(0.55, 0.4),
  Brazil: icp(0.5, 0.4),
  Argentina: icp(0.45, 0.4),
  Colombia: icp(0.45, 0.4),
  Chile: icp(0.45, 0.4),
  Peru: icp(0.45, 0.4),
  Uruguay: icp(0.45, 0.4),
  "a dollarised Latin American economy": icp(0.45, 0.45),
  "Latin America": icp(0.45, 0.4),
  Nigeria: icp(0.35, 0.45),
  Kenya: icp(0.35, 0.45),
  Egypt: icp(0.35, 0.45),
  Morocco: icp(0.35, 0.4),
  Ghana: icp(0.3, 0.45),
  Tanzania: icp(0.3, 0.45),
  Uganda: icp(0.3, 0.45),
  Ethiopia: icp(0.3, 0.45),
  "South Africa": icp(0.35, 0.45),
  Africa: icp(0.35, 0.45),
};

/** The US national average: where the reference unit costs are priced. */
const US_AVERAGE = { label: "a US-average location", ...usMetro(1, 1) };

/** How dear a place is, relative to the US average: labour in general (`factor`) and building (`construction`). */
export interface LocationIndex {
  /** General and labour cost level (US average = 1); other domains price professional work with it. */
  factor: number;
  label: string;
  /** Building cost level (US national average = 1). */
  construction: number;
  /** "Source (year)" of each factor. */
  labourSource: string;
  constructionSource: string;
  /** In North or South America (or unknown, so priced at the US average). */
  americas: boolean;
}

function placeOf(location: string | undefined): (GazetteerPlace & CostLevel) | undefined {
  const place = placeNamed(location);
  return place ? { ...place, ...COST_LEVELS[place.label as PlaceLabel] } : undefined;
}

export function locationIndex(location: string | undefined): LocationIndex {
  const known = placeOf(location);
  const place = known ?? US_AVERAGE;
  return {
    factor: place.labour.value,
    label: known ? known.label : (location ?? US_AVERAGE.label),
    construction: place.construction.value,
    labourSource: citation(place.labour),
    constructionSource: citation(place.construction),
    americas: known ? known.americas === true : true,
  };
}

/** The currency of a known location, when it has one (a request naming no currency is priced in it). */
export function locationCurrency(location: string | undefined): string | undefined {
  return placeOf(location)?.currency;
}
