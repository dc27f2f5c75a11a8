/**
 * Reference tables the models price with. Dated and editable: update the figures here and
 * every estimate follows. Base prices are in USD for a US-average location.
 */
export const REFERENCE_DATE = "2025-06";

/** Units of each currency per US dollar (reference rates, REFERENCE_DATE). */
export const FX_PER_USD: Record<string, number> = {
  USD: 1, EUR: 0.92, GBP: 0.79, CHF: 0.88, CAD: 1.36, AUD: 1.52, NZD: 1.66, JPY: 150, CNY: 7.2, INR: 83,
  PKR: 278, BDT: 117, AED: 3.67, SAR: 3.75, SGD: 1.35, HKD: 7.8, BRL: 5.0, MXN: 17.5, ZAR: 18.5, NGN: 1500,
  KES: 130, SEK: 10.5, NOK: 10.6, DKK: 6.9, PLN: 4.0, TRY: 32, ILS: 3.7, KRW: 1350, PHP: 56, VND: 25000, IDR: 16000,
  THB: 35, MYR: 4.5, TWD: 31, LKR: 300, NPR: 133, CZK: 23, HUF: 360, RON: 4.6, BGN: 1.8, ISK: 138, UAH: 40, RUB: 90,
  QAR: 3.64, KWD: 0.31, BHD: 0.376, OMR: 0.385, EGP: 48, MAD: 10, GHS: 15, TZS: 2600, UGX: 3750, ETB: 57,
  ARS: 900, CLP: 930, COP: 3900, PEN: 3.75,
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

/**
 * Cost level relative to the US average, for labour and for building (same index is good enough for both
 * here), the region's name, and its currency when the whole region uses one.
 */
const LOCATION_INDEX: Array<[RegExp, number, string, string?]> = [
  [/san francisco|bay area|silicon valley/i, 1.25, "San Francisco", "USD"],
  [/new york|nyc|manhattan/i, 1.2, "New York", "USD"],
  [/boston|seattle|los angeles/i, 1.1, "a high-cost US city", "USD"],
  [/texas|dallas|houston|austin|florida|ohio|arizona/i, 0.92, "a lower-cost US state", "USD"],
  [/london/i, 1.1, "London", "GBP"],
  [/\b(uk|united kingdom|england|scotland|manchester|birmingham)\b/i, 0.95, "the United Kingdom", "GBP"],
  [/zurich|geneva|switzerland/i, 1.3, "Switzerland", "CHF"],
  [/germany|berlin|munich|hamburg|frankfurt|cologne/i, 0.95, "Germany", "EUR"],
  [/netherlands|amsterdam|rotterdam/i, 0.95, "the Netherlands", "EUR"],
  [/denmark|copenhagen/i, 0.95, "Denmark", "DKK"],
  [/sweden|stockholm/i, 0.95, "Sweden", "SEK"],
  [/norway|oslo/i, 0.95, "Norway", "NOK"],
  [/finland|helsinki/i, 0.95, "Finland", "EUR"],
  [/austria|vienna/i, 0.9, "Austria", "EUR"],
  [/france|paris|belgium|brussels|ireland|dublin/i, 0.9, "Western Europe", "EUR"],
  [/spain|madrid|barcelona|italy|milan|rome|portugal|lisbon|greece/i, 0.7, "Southern Europe", "EUR"],
  [/poland|warsaw/i, 0.5, "Poland", "PLN"],
  [/czech|prague/i, 0.5, "Czechia", "CZK"],
  [/hungary|budapest/i, 0.5, "Hungary", "HUF"],
  [/romania|ukraine|bulgaria|serbia|eastern europe/i, 0.5, "Eastern Europe"],
  [/dubai|abu dhabi|uae/i, 0.8, "the United Arab Emirates", "AED"],
  [/saudi|riyadh/i, 0.8, "Saudi Arabia", "SAR"],
  [/qatar|doha/i, 0.8, "Qatar", "QAR"],
  [/india|bangalore|bengaluru|mumbai|delhi|hyderabad|pune|chennai/i, 0.3, "India", "INR"],
  [/pakistan|karachi|lahore|bangladesh|dhaka|sri lanka/i, 0.25, "South Asia"],
  [/philippines|manila|vietnam|hanoi|indonesia|jakarta|thailand|bangkok|malaysia/i, 0.35, "South-East Asia"],
  [/singapore/i, 0.9, "Singapore", "SGD"],
  [/japan|tokyo|osaka/i, 0.85, "Japan", "JPY"],
  [/korea|seoul/i, 0.85, "South Korea", "KRW"],
  [/china|shanghai|beijing|shenzhen/i, 0.5, "China", "CNY"],
  [/australia|sydney|melbourne/i, 0.95, "Australia", "AUD"],
  [/new zealand|auckland/i, 0.95, "New Zealand", "NZD"],
  [/canada|toronto|vancouver|montreal/i, 0.9, "Canada", "CAD"],
  [/brazil|sao paulo|argentina|buenos aires|mexico|colombia|chile|latin america/i, 0.45, "Latin America"],
  [/nigeria|lagos|kenya|nairobi|egypt|cairo|south africa|africa/i, 0.35, "Africa"],
];

export function locationIndex(location: string | undefined): { factor: number; label: string } {
  if (!location) return { factor: 1, label: "a US-average location" };
  for (const [pattern, factor, label] of LOCATION_INDEX) if (pattern.test(location)) return { factor, label };
  return { factor: 1, label: location };
}

/** The currency of a known location, when it has one (a request naming no currency is priced in it). */
export function locationCurrency(location: string | undefined): string | undefined {
  if (!location) return undefined;
  return LOCATION_INDEX.find(([pattern]) => pattern.test(location))?.[3];
}

/** Known places, for pulling a location out of free text. */
export const KNOWN_PLACES = LOCATION_INDEX.map(([pattern]) => pattern);
