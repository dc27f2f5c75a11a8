import { countryCurrency, countryLabel, PLACE_PREPOSITIONS, placeWrittenIn } from "@scopewise/i18n";
import { placeKey } from "./place-key.js";
import worldCities from "./places/world-cities.json" with { type: "json" };
import { MONTH_NAMES } from "./stated-date.js";

/**
 * Towns the hand-made gazetteer does not list ("Harrogate", "Toowoomba", "Settimo Torinese"), from
 * GeoNames, found only where a request says where ("in Harrogate", "near Toowoomba", "em Paraty") and
 * written with a capital, so that words which are also towns ("in March", "nice to have") stay words.
 * A town found this way is located by its country: the proposal writes it as "Harrogate, United Kingdom".
 */
const TOWNS: Record<string, string> = worldCities.towns;

/**
 * The country of a town's name: the one whose currency the request states (Córdoba with euros is
 * Spain's), else the country that dominates the name (Córdoba alone is Argentina's, the largest by far).
 */
function countryOfTown(key: string, statedCurrencies: ReadonlySet<string>): string | undefined {
  const entry = TOWNS[key];
  if (entry === undefined) return undefined;
  const dominant = !entry.startsWith("~");
  const countries = entry.replace(/^~/, "").split(" ");
  const byCurrency = countries.find((country) => statedCurrencies.has(countryCurrency(country) ?? ""));
  return byCurrency ?? (dominant ? countries[0] : undefined);
}

const NOT_TOWNS = new Set(MONTH_NAMES.split("|").map(placeKey));

/** A preposition in either case ("in", "In"), for a regular expression that must keep capitals significant. */
const eitherCase = (word: string) => `[${word[0]!.toLowerCase()}${word[0]!.toUpperCase()}]${word.slice(1)}`;
/**
 * The gazetteer's words saying where, and the Romance "a" ("a Settimo Torinese", "a Cancún"), which the
 * gazetteer leaves out for its English article: here the capital a town needs keeps "a nice page" out.
 */
const SAYS_WHERE = [...PLACE_PREPOSITIONS, "a", "ad"].map(eitherCase).join("|");
/** Words inside a town's name that are not capitalised ("Rio de Janeiro", "Stratford-upon-Avon", "Frankfurt am Main"). */
const JOINING = "de|do|da|dos|das|del|della|di|la|le|les|am|an|der|sur|upon|on|en|y";
const NAME_WORD = "\\p{Lu}[\\p{L}'’.]*";
const TOWN_AFTER_PREPOSITION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${SAYS_WHERE})\\s+(${NAME_WORD}(?:(?:[\\s-]+(?:(?:${JOINING})[\\s-]+)?)${NAME_WORD}){0,3})`,
  "gu",
);

/**
 * The first town of the world gazetteer the text names after a word saying where, as written, with its country;
 * `statedCurrencies` are those the request's amounts and words name, which settle a name several countries share.
 */
export function worldTownIn(
  text: string,
  statedCurrencies: ReadonlySet<string> = new Set(),
): { written: string; country: string } | undefined {
  for (const m of text.matchAll(TOWN_AFTER_PREPOSITION)) {
    const words = m[1]!.split(/(?<=[\s-])/);
    // The longest run of words that is a town: "Settimo Torinese" before "Settimo".
    for (let n = words.length; n > 0; n--) {
      const written = words
        .slice(0, n)
        .join("")
        .replace(/[\s\-.]+$/, "");
      const key = placeKey(written);
      const country = NOT_TOWNS.has(key) ? undefined : countryOfTown(key, statedCurrencies);
      if (country) return { written, country };
    }
  }
  return undefined;
}

/**
 * Where the request's work is, as written: a place of the gazetteer, else a town of the world gazetteer
 * with its country ("Harrogate, United Kingdom"), so that costs and currency follow the country.
 */
export function locationWrittenIn(text: string, statedCurrencies?: ReadonlySet<string>): string | undefined {
  const known = placeWrittenIn(text);
  if (known) return known;
  const town = worldTownIn(text, statedCurrencies);
  if (!town) return undefined;
  const country = countryLabel(town.country)?.replace(/^the /, "");
  return country ? `${town.written}, ${country}` : town.written;
}
