import { parseNumber } from "@scopewise/estimator";

/**
 * Keeps language-model prose honest: every number it writes, in digits or in words ("twelve
 * weeks"), must be one the engine produced (or the user wrote). Prose that changed a figure is rejected.
 */
const DIGITS = /(\d[\d,]*(?:\.\d+)?)(?:\s*(k|m|million|thousand|hundred|bn|billion)\b(?![²³]))?/gi;
const SCALE: Record<string, number> = {
  k: 1e3,
  hundred: 1e2,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
/** Runs of words separated only by spaces or hyphens; punctuation ends a run ("one, two" are two numbers). */
const WORD_RUN = /[a-z]+(?:[ \t-]+[a-z]+)*/gi;

/** A word the estimator's parser reads as a number ("twelve", "dozen", "thousand"); one- and two-letter scales ("k", "m") only count after digits. */
function isNumberWord(word: string): boolean {
  return word.length >= 3 && word !== "and" && parseNumber(word) !== undefined;
}

/** Numbers written in words: each longest run of number words is read as one number ("one hundred and twenty"). */
function wordNumbers(text: string): number[] {
  const out: number[] = [];
  for (const run of text.matchAll(WORD_RUN)) {
    let group: string[] = [];
    const flush = () => {
      while (group.length > 0 && ["and", "a", "an"].includes(group[group.length - 1]!)) group.pop();
      const value = group.length > 0 ? parseNumber(group.join(" ")) : undefined;
      if (value !== undefined) out.push(value);
      group = [];
    };
    for (const raw of run[0].split(/[ \t-]+/)) {
      const word = raw.toLowerCase();
      if (isNumberWord(word)) group.push(word);
      // "and" joins only after a scale word ("one hundred and twenty"); "two and three" are two numbers.
      else if (word === "and" && (parseNumber(group[group.length - 1] ?? "") ?? 0) >= 100) group.push(word);
      else {
        flush();
        // "a dozen", "a hundred": the article belongs to the number that may follow.
        if (word === "a" || word === "an") group.push(word);
      }
    }
    flush();
  }
  return out;
}

export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(DIGITS)) {
    const value = Number((m[1] ?? "").replace(/,/g, ""));
    if (Number.isFinite(value)) out.push(value * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1));
  }
  // Digits (with their scale word) are read above; blank them so "12 thousand" is not also read as "thousand".
  return [...out, ...wordNumbers(text.replace(DIGITS, " | "))];
}

/** Numbers in the prose that appear nowhere in the allowed sources. */
export function changedFigures(prose: string, allowedSources: string[]): number[] {
  const allowed = new Set(allowedSources.flatMap(numbersIn).map((n) => round(n)));
  return numbersIn(prose).filter((n) => !allowed.has(round(n)));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
