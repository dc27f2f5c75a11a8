import { compiled } from "./compiled.js";
/** Numbers written in words or digits ("2,000", "2.5k", "three", "twenty-five", "a dozen"). */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  k: 1000,
  lakh: 100_000,
  lakhs: 100_000,
  million: 1_000_000,
  mn: 1_000_000,
  m: 1_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
  billion: 1_000_000_000,
  bn: 1_000_000_000,
};
const SCALE_SUFFIX = "k|m|mn|bn|thousand|million|billion|lakhs?|crores?";

/** A space (also no-break or thin) between groups of thousands: "120 000". */
const GROUP_SPACE = "[ \\u00a0\\u202f]";

export const NUMBER_WORD = `(?:${["a", "an", ...Object.keys(UNITS), ...Object.keys(TENS), "hundred", "thousand", "million"].join("|")})`;
/**
 * A number as written: digits with separators and an optional scale suffix ("40k", "1.2 million"; not the
 * "m" of "m²"), or words ("three", "twenty-five", "a dozen").
 */
export const NUMBER_PATTERN = `(?:(?:\\d{1,3}(?:${GROUP_SPACE}\\d{3})+(?![\\d,.])|\\d[\\d,]*(?:\\.\\d+)?)(?!\\d)(?:\\s*(?:${SCALE_SUFFIX})\\b(?![²³]))?|\\b(?:${NUMBER_WORD}[\\s-]+)*${NUMBER_WORD}\\b)`;

/** Parses "2,000", "2.5k", "1.2 million", "three", "twenty-five", "two thousand", "a dozen". */
export function parseNumber(raw: string): number | undefined {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(compiled(`(\\d)${GROUP_SPACE}(?=\\d{3}(?!\\d))`, "g"), "$1");
  const digits = compiled(`^(\\d[\\d,]*(?:\\.\\d+)?)\\s*(${SCALE_SUFFIX})?$`).exec(text);
  if (digits?.[1]) {
    const value = Number(digits[1].replace(/,/g, ""));
    return Number.isFinite(value) ? value * (digits[2] ? (SCALES[digits[2]] ?? 1) : 1) : undefined;
  }
  let total = 0;
  let current = 0;
  let seen = false;
  const words = text.split(/[\s-]+/).filter((w) => w && w !== "and" && w !== "of");
  for (const [i, word] of words.entries()) {
    // "a"/"an" count as one only alone or before a scale ("a hundred"); otherwise they are articles ("a dozen", "a three-storey").
    if (word === "a" || word === "an") {
      const next = words[i + 1];
      if (next === undefined || next in SCALES) {
        current += 1;
        seen = true;
      }
      continue;
    }
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === "hundred") current = (current || 1) * 100;
    else if (word in SCALES) {
      total += (current || 1) * SCALES[word]!;
      current = 0;
    } else return undefined;
    seen = true;
  }
  return seen ? total + current : undefined;
}
