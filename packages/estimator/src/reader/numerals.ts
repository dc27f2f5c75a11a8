import { NUMBER_WORDS, parseNumberWords } from "./number-words.js";
import { wordTrie } from "./word-trie.js";
import { compiled } from "./compiled.js";

/**
 * Numbers as people type them in the reader's languages: every locale's thousands separator (1,200.50 /
 * 1.200,50 / 1 200,50 / 1'200), scale words and suffixes (40k, 1,5 Mio., 2 millones, 3 M, 1.2bn, 40 mil)
 * and numbers in words. Ranges ("between 40 and 60", "40–60", "entre 40 y 60") are found by `rangeAt`.
 */

/** Scale words after a number, with their factor; "m"/"M" alone only next to money (see money.ts). */
const SCALE_FACTORS: Record<string, number> = {
  k: 1e3,
  tsd: 1e3,
  "tsd.": 1e3,
  thousand: 1e3,
  tausend: 1e3,
  mil: 1e3,
  mille: 1e3,
  milliers: 1e3,
  mila: 1e3,
  duizend: 1e3,
  mn: 1e6,
  mio: 1e6,
  "mio.": 1e6,
  million: 1e6,
  millions: 1e6,
  millionen: 1e6,
  millón: 1e6,
  millon: 1e6,
  millones: 1e6,
  milhão: 1e6,
  milhao: 1e6,
  milhões: 1e6,
  milhoes: 1e6,
  m: 1e6,
  milione: 1e6,
  milioni: 1e6,
  mln: 1e6,
  "mln.": 1e6,
  miljoen: 1e6,
  miljoenen: 1e6,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  bn: 1e9,
  billion: 1e9,
  mrd: 1e9,
  "mrd.": 1e9,
  milliard: 1e9,
  milliards: 1e9,
  milliarde: 1e9,
  milliarden: 1e9,
  miliardo: 1e9,
  miliardi: 1e9,
  mld: 1e9,
  "mld.": 1e9,
  miljard: 1e9,
};
/** Scale words allowed after a number in any context (not "m", which is also metres). */
const SCALE_WORD =
  "k|tsd\\.?|thousand|tausend|mila|mil|mille|milliers|duizend|mn|mio\\.?|mln\\.?|millions?|millionen|mill[oó]n|millones|milh(?:ão|ao|ões|oes)|milion[ei]|miljoen(?:en)?|lakhs?|crores?|bn|billion|mrd\\.?|mld\\.?|milliards?|milliarden?|miliard[oi]|miljard";

const GROUP = "[,.'’ \\u00a0\\u202f]";
/** Digits, with any locale's grouping and decimal mark. */
const DIGITS = `\\d{1,3}(?:${GROUP}\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?`;
/** The parts German, Dutch and Italian join into one word ("fünfundzwanzig", "tweehonderd", "duemilacinquecento"), checked when parsed. */
const COMPOUND_PARTS = [
  ...[
    "ein",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "zwanzig",
    "dreißig",
    "vierzig",
    "fünfzig",
    "sechzig",
    "siebzig",
    "achtzig",
    "neunzig",
    "hundert",
    "tausend",
    "und",
  ],
  ...[
    "een",
    "twee",
    "drie",
    "vijf",
    "zes",
    "zeven",
    "negen",
    "tien",
    "twaalf",
    "twintig",
    "dertig",
    "veertig",
    "vijftig",
    "zestig",
    "zeventig",
    "tachtig",
    "negentig",
    "honderd",
    "duizend",
    "en",
    "ën",
  ],
  ...[
    "uno",
    "due",
    "tre",
    "tré",
    "quattro",
    "cinque",
    "sei",
    "sette",
    "otto",
    "nove",
    "dieci",
    "undici",
    "dodici",
    "tredici",
    "quattordici",
    "quindici",
    "sedici",
    "diciassette",
    "diciotto",
    "diciannove",
  ],
  ...[
    "vent",
    "venti",
    "trent",
    "trenta",
    "quarant",
    "quaranta",
    "cinquant",
    "cinquanta",
    "sessant",
    "sessanta",
    "settant",
    "settanta",
    "ottant",
    "ottanta",
    "novant",
    "novanta",
    "cento",
    "mila",
    "mille",
  ],
];
const WORDS = `(?:${wordTrie(COMPOUND_PARTS)}{2,}|${wordTrie(NUMBER_WORDS)})`;
/** A written number: number words joined by spaces, hyphens or "and/y/e/et/und". */
const WORD_NUMBER = `${WORDS}(?:(?:[\\s-]+|\\s+(?:and|y|e|et|und)\\s+)${WORDS})*`;

/** A number as written, with an optional scale ("40k", "1,5 Mio.", "zwölf", "doce mil"). Use with the "giu" flags. */
export const NUMBER = `(?:(?<![\\d.,])(?:${DIGITS})(?![\\d])(?:\\s?(?:${SCALE_WORD})(?![\\p{L}]))?|(?<![\\p{L}])(?:${WORD_NUMBER})(?![\\p{L}]))`;

/** Digits alone → value, reading the separators the way their pattern says ("1.200,50" → 1200.5). */
export function parseDigits(raw: string, options: { scaled?: boolean } = {}): number | undefined {
  const text = raw.replace(/[\u00a0\u202f’]/g, (c) => (c === "’" ? "'" : " ")).trim();
  const marks = [...text.matchAll(/[,.' ]/g)].map((m) => ({ mark: m[0], index: m.index ?? 0 }));
  if (marks.length === 0) return Number(text);
  const last = marks[marks.length - 1]!;
  const digitsAfterLast = text.length - last.index - 1;
  const distinct = new Set(marks.map((m) => m.mark));
  let decimal: string | undefined;
  if (distinct.size > 1) decimal = last.mark === "." || last.mark === "," ? last.mark : undefined;
  else if (marks.length > 1)
    decimal = undefined; // "1.200.000", "1 200 000", "1,200,000"
  else if (last.mark === " " || last.mark === "'") decimal = undefined;
  // One mark and three digits after it is a thousands group ("1.200 €", "1,200") unless a scale follows ("1.250 million").
  else decimal = digitsAfterLast === 3 && !options.scaled ? undefined : last.mark;
  const at = decimal ? text.lastIndexOf(decimal) : -1;
  const normalized =
    at >= 0 ? `${text.slice(0, at).replace(/[,.' ]/g, "")}.${text.slice(at + 1)}` : text.replace(/[,.' ]/g, "");
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

/** "40k", "1,5 Mio.", "2.5 million", "doce mil", "twelve", "1.200,50" → the number. */
export function parseAmount(raw: string): number | undefined {
  const text = raw.trim().toLowerCase();
  const digits = compiled(`^(${DIGITS})\\s?(${SCALE_WORD}|m)?$`, "u").exec(text);
  if (digits?.[1]) {
    const scale = digits[2] ? (SCALE_FACTORS[digits[2]] ?? SCALE_FACTORS[digits[2].replace(/\.$/, "")] ?? 1) : 1;
    const value = parseDigits(digits[1], { scaled: scale !== 1 });
    return value === undefined ? undefined : round(value * scale);
  }
  return parseNumberWords(text);
}

/** Floating errors of scaling ("1.2" × 1e6) removed. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export interface NumberMention {
  value: number;
  /** Upper end of a range ("between 40 and 60" → value 40, upper 60). */
  upper?: number;
  text: string;
  index: number;
  end: number;
}

const RANGE_JOIN = "\\s*(?:-|–|—|to|a|and|y|e|et|und|bis|à|au|até|or|o|ou|oder|en|tot)\\s*";
const RANGE = new RegExp(
  `(?:between|entre|zwischen|from|de|desde|von|tra|fra|da|tussen|van)?\\s*(${NUMBER})${RANGE_JOIN}(${NUMBER})`,
  "giu",
);

/** Every number in a text, ranges joined into one mention. */
export function numbersIn(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(RANGE)) {
    const low = parseAmount(m[1] ?? "");
    const high = parseAmount(m[2] ?? "");
    if (low === undefined || high === undefined || !(high > low)) continue;
    const index = (m.index ?? 0) + m[0].indexOf(m[1] ?? "");
    const end = (m.index ?? 0) + m[0].length;
    found.push({ value: low, upper: high, text: text.slice(index, end), index, end });
    taken.push([index, end]);
  }
  for (const m of text.matchAll(compiled(NUMBER, "giu"))) {
    const index = m.index ?? 0;
    if (taken.some(([a, b]) => index >= a && index < b)) continue;
    const value = parseAmount(m[0]);
    if (value === undefined) continue;
    found.push({ value, text: m[0], index, end: index + m[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}
