import { locationIndex } from "../../../core/reference-data.js";

/** Countries whose own surveys some models price with (wedding costs per guest, for instance). */
export type Country = "US" | "UK" | "FR" | "DE" | "ES" | "PT" | "IT";

/** Country names and the cities a request is likely to name, in the five languages. */
const COUNTRIES: Array<[Country, RegExp, string]> = [
  [
    "US",
    /\b(usa|u\.s\.a?\.?|united states|estados unidos|vereinigte staaten|[ée]tats-unis|new york|nyc|manhattan|san francisco|boston|seattle|los angeles|chicago|texas|dallas|houston|austin|florida|miami|orlando|ohio|arizona|phoenix|denver|atlanta|las vegas|washington|philadelphia|san diego|nashville)\b/i,
    "United States",
  ],
  [
    "UK",
    /\b(uk|united kingdom|england|scotland|wales|britain|reino unido|vereinigtes k[öo]nigreich|royaume-uni|london|londres|manchester|birmingham|liverpool|leeds|bristol|edinburgh|glasgow|cardiff|newcastle)\b/i,
    "United Kingdom",
  ],
  [
    "FR",
    /\b(france|francia|frankreich|fran[çc]a|paris|lyon|marseille|bordeaux|lille|toulouse|nantes|strasbourg|montpellier|rennes|annecy|provence)\b/i,
    "France",
  ],
  [
    "DE",
    /\b(germany|deutschland|alemania|allemagne|alemanha|berlin|munich|m[üu]nchen|hamburg|frankfurt|cologne|k[öo]ln|stuttgart|d[üu]sseldorf|dresden|leipzig|hanover|hannover|n[üu]rnberg|nuremberg|bremen)\b/i,
    "Germany",
  ],
  [
    "ES",
    /\b(spain|espa[ñn]a|spanien|espagne|espanha|madrid|barcelona|valencia|seville|sevilla|m[aá]laga|bilbao|zaragoza|alicante|granada|mallorca|ibiza|marbella)\b/i,
    "Spain",
  ],
  [
    "PT",
    /\b(portugal|lisbon|lisboa|lissabon|lisbonne|porto|oporto|braga|coimbra|faro|algarve|aveiro|funchal|sintra|cascais)\b/i,
    "Portugal",
  ],
  [
    "IT",
    /\b(italy|italia|italien|italie|it[áa]lia|rome|roma|milan|milano|florence|firenze|venice|venezia|naples|napoli|turin|torino|bologna|tuscany|toscana)\b/i,
    "Italy",
  ],
];

/** The country a location is in, when it names one or one of its main cities. */
export function countryOf(location: string | undefined): Country | undefined {
  if (!location) return undefined;
  return COUNTRIES.find(([, pattern]) => pattern.test(location))?.[0];
}

/**
 * The location's cost level: the regional index for the place itself, or for its country when the index
 * does not know the city (a Lyon venue is priced at France's level, not at the US average).
 */
export function placeIndex(location: string | undefined): { factor: number; label: string } {
  const own = locationIndex(location);
  if (!location || own.label !== location) return own;
  const country = COUNTRIES.find(([, pattern]) => pattern.test(location));
  if (!country) return own;
  const national = locationIndex(country[2]);
  return { factor: national.factor, label: `${location} (${national.label})` };
}

/**
 * Where the work happens: the brief's location, else the first country or main city the request's own words
 * name ("a wedding for 120 guests in Lyon" when the reader did not place Lyon).
 */
export function whereOf(brief: { location?: string; summary: string }): string | undefined {
  if (brief.location) return brief.location;
  for (const [, pattern] of COUNTRIES) {
    const m = pattern.exec(brief.summary);
    if (m?.[0]) return m[0].charAt(0).toUpperCase() + m[0].slice(1);
  }
  return undefined;
}
