/**
 * Splitting running text into sentences without breaking numbers (34.9, $1,234.56, 1.5x),
 * abbreviations (e.g., approx., Dr.) or initials (J. Smith, U.S.).
 */

/** Words that end with a full stop without ending the sentence (lower case, without the stop). */
const ABBREVIATIONS = new Set([
  "e.g",
  "i.e",
  "approx",
  "vs",
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "st",
  "jr",
  "sr",
  "inc",
  "ltd",
  "corp",
  "co",
  "fig",
  "cf",
  "al",
  "incl",
  "excl",
  "esp",
  "resp",
  "ca",
  "viz",
]);
/** Abbreviations that only stay inside the sentence before a number ("No. 5", "Nr. 3"). */
const BEFORE_NUMBER = new Set(["no", "nr", "p", "pp", "vol", "ch", "sec"]);

/** A possible end: stops (and closing quotes/brackets), whitespace, then an upper-case letter, opening quote or digit. */
const CANDIDATE_END = /[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[\p{Lu}\d])/gu;

/** Whether a word written with a final stop ("e.g.", "approx.", "U.S.") is an abbreviation rather than a sentence end. */
export function isAbbreviation(wordWithStop: string): boolean {
  const word = wordWithStop.replace(/^[^\p{L}\d]+/u, "").replace(/\.$/, "");
  return ABBREVIATIONS.has(word.toLowerCase()) || /^(?:\p{L}\.)+\p{L}$/u.test(word);
}

function endsSentence(textValue: string, stopAt: number, end: string, next: string): boolean {
  if (!end.startsWith(".") || end.startsWith("..")) return true;
  const word = (/(\S+)$/.exec(textValue.slice(0, stopAt))?.[1] ?? "").replace(/^[^\p{L}\d]+/u, "");
  const lower = word.toLowerCase();
  if (isAbbreviation(word) || /^\p{L}$/u.test(word)) return false; // "Dr.", "e.g.", an initial ("J. Smith")
  if (BEFORE_NUMBER.has(lower) && /^\s+\d/.test(next)) return false;
  // "etc." closes a list, and often the sentence too: it ends one only before a capitalised word.
  if (lower === "etc") return /^\s+["'“‘([]?\p{Lu}/u.test(next);
  return true;
}

/** The sentences of a text with where each starts and ends in it (surrounding spaces left out). */
export function sentenceSpans(textValue: string): Array<{ from: number; to: number; text: string }> {
  const ends: number[] = [];
  for (const match of textValue.matchAll(CANDIDATE_END)) {
    const after = match.index + match[0].length;
    if (endsSentence(textValue, match.index, match[0], textValue.slice(after))) ends.push(after);
  }
  ends.push(textValue.length);
  const out: Array<{ from: number; to: number; text: string }> = [];
  let start = 0;
  for (const end of ends) {
    const piece = textValue.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed) out.push({ from: start + lead, to: start + lead + trimmed.length, text: trimmed });
    start = end;
  }
  return out;
}

export function sentences(textValue: string): string[] {
  return sentenceSpans(textValue).map((span) => span.text);
}
