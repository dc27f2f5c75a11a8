import { placeNamed } from "@scopewise/i18n";
import { locationIndex } from "../../../core/reference-data.js";

/** Countries whose own surveys some models price with (wedding costs per guest, for instance). */
export type Country = "US" | "UK" | "FR" | "DE" | "ES" | "PT" | "IT";

/** The gazetteer's ISO codes of those countries (the surveys call Great Britain "UK"). */
const SURVEYED: Readonly<Record<string, Country>> = {
  US: "US",
  GB: "UK",
  FR: "FR",
  DE: "DE",
  ES: "ES",
  PT: "PT",
  IT: "IT",
};

/** The surveyed country a location is in, when the gazetteer knows the place. */
export function countryOf(location: string | undefined): Country | undefined {
  const country = placeNamed(location)?.country;
  return country ? SURVEYED[country] : undefined;
}

/**
 * The location's cost level: the gazetteer's level for the place (a Lyon venue is priced at France's level,
 * not at the US average), the US average for a place it lacks.
 */
export function placeIndex(location: string | undefined): { factor: number; label: string } {
  return locationIndex(location);
}

/** Where the work happens: the place the reader read from the request (the brief's location). */
export function whereOf(brief: { location?: string }): string | undefined {
  return brief.location;
}
