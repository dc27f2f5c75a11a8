import { NUMBER, parseAmount } from "./numerals.js";

/** One value read from the request, with the words it came from. */
export interface Reading {
  value: number;
  text: string;
  index: number;
  end: number;
  confidence: number;
}

const N = `(${NUMBER})`;
const RANGE_JOIN = "(?:-|–|to|and|y|e|et|und|bis|à|a|até|en|tot)";
/**
 * A range's ends ("between 40 and 60", "40–60", "entre 40 y 60"): the upper end is what must be planned
 * for. "between", "entre", "da", "van"… belong to the reading only when a range follows ("da 40 a 60",
 * not "da 120 kWp").
 */
export const RANGE = `(?:(?:between|entre|zwischen|from|de|von|tra|fra|da|tussen|van)\\s+(?=${NUMBER}\\s*${RANGE_JOIN}\\s*${NUMBER}))?${N}(?:\\s*${RANGE_JOIN}\\s*${N})?`;
export const APPROX =
  "(?:~|≈|ca\\.|approx\\.?|about|around|roughly|unos|unas|aprox\\.?|aproximadamente|etwa|rund|environ|près de|cerca de|mais de|more than|over|más de|über|plus de|up to|hasta|bis zu|jusqu'à|até|circa|intorno a|all'incirca|più di|oltre|almeno|fino a|al massimo|ongeveer|zo'n|rond de|ruim|meer dan|minstens|tot|maximaal)?\\s*";

export function reading(m: RegExpExecArray, value: number, confidence: number): Reading {
  return { value, text: m[0].trim(), index: m.index, end: m.index + m[0].length, confidence };
}

export function rangeValue(low: string | undefined, high: string | undefined): number | undefined {
  const a = low ? parseAmount(low) : undefined;
  const b = high ? parseAmount(high) : undefined;
  return b !== undefined && a !== undefined && b > a ? b : a;
}
