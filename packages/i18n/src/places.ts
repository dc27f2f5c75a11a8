import { GAZETTEER, placeNamed, type GazetteerPlace } from "./gazetteer.js";

/**
 * The country a site is in, read from the location a request names (a city, a region or a country
 * in any of the request languages), as an ISO 3166-1 alpha-2 code. Figures are written for that
 * country's locale and its taxes are named; a place the gazetteer lacks, or a region of several
 * countries ("Latin America"), has no country.
 */
export function countryOf(location: string | undefined): string | undefined {
  return placeNamed(location)?.country;
}

/**
 * The country a currency belongs to, when every known place priced in it is in that one country. US dollars
 * (also the currency of dollarised economies) and euros are priced in across many countries, so they name none.
 */
const CURRENCY_COUNTRY: ReadonlyMap<string, string> = (() => {
  const countries = new Map<string, Set<string | undefined>>();
  for (const place of GAZETTEER as readonly GazetteerPlace[]) {
    if (!place.currency) continue;
    const seen = countries.get(place.currency) ?? new Set();
    seen.add(place.country);
    countries.set(place.currency, seen);
  }
  const single = [...countries].filter(([, seen]) => seen.size === 1 && !seen.has(undefined));
  return new Map(single.map(([currency, seen]) => [currency, [...seen][0]!]));
})();

export function currencyCountry(currency: string | undefined): string | undefined {
  return currency ? CURRENCY_COUNTRY.get(currency) : undefined;
}

/** The currency a country's places are priced in ("GB" → GBP), from the gazetteer's entries for that country. */
const COUNTRY_CURRENCY: ReadonlyMap<string, string> = new Map(
  (GAZETTEER as readonly GazetteerPlace[]).flatMap((place) =>
    place.country && place.currency ? [[place.country, place.currency] as const] : [],
  ),
);

export function countryCurrency(country: string): string | undefined {
  return COUNTRY_CURRENCY.get(country);
}

/** The site's country: from its location, else from a currency only one country uses. */
export function siteCountry(location: string | undefined, currency?: string): string | undefined {
  return countryOf(location) ?? currencyCountry(currency);
}

/** The gazetteer's name of a whole country ("the United Kingdom" for GB): its last entry, as cities come before their country. */
export function countryLabel(country: string): string | undefined {
  return (GAZETTEER as readonly GazetteerPlace[]).filter((place) => place.country === country).at(-1)?.label;
}
