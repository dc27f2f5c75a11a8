import { BUILDING_WORDS } from "./lexicon-buildings.js";
import { SITE_WORKS_WORDS } from "./lexicon-works.js";

/** The languages clients write in: the reader's five, and Italian and Dutch. */
export const LEXICON_LANGUAGES = ["en", "es", "de", "fr", "pt", "it", "nl"] as const;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];

/** Each works type's words by language, "|"-separated, lower case without accents; the first names the type. */
export type Lexicon = Record<string, Record<LexiconLanguage, string>>;

const LEXICON: Lexicon = { ...BUILDING_WORDS, ...SITE_WORKS_WORDS };

/** One word as a pattern: spaces and hyphens interchangeable ("fit-out", "fit out", "fitout"), a plural ending allowed. */
function wordPattern(word: string): string {
  return word
    .replace(/[.*+?^${}()[\]\\]/g, "\\$&")
    .replace(/-/g, "[\\s-]?")
    .replace(/ /g, "[\\s-]+");
}

const PATTERNS = Object.entries(LEXICON).map(([id, byLanguage]) => {
  const words = [...new Set(LEXICON_LANGUAGES.flatMap((language) => byLanguage[language].split("|")))].sort(
    (a, b) => b.length - a.length,
  );
  return {
    id,
    pattern: new RegExp(`(?<![\\p{L}\\d])(?:${words.map(wordPattern).join("|")})(?:s|es)?(?![\\p{L}\\d])`, "gu"),
  };
});

/** Where a works type is named in a text. */
export interface WorksMention {
  id: string;
  index: number;
  end: number;
}

/**
 * Every works type named in a text that is lower case without accents (see `foldCase`), in order; where two
 * overlap the longer wins ("underground car park" is no car park at ground level, "piscina cubierta" no outdoor pool).
 */
export function worksMentions(folded: string): WorksMention[] {
  const found: WorksMention[] = [];
  for (const { id, pattern } of PATTERNS) {
    for (const m of folded.matchAll(pattern)) found.push({ id, index: m.index, end: m.index + m[0].length });
  }
  return longestFirst(found);
}

/** Mentions in text order, dropping any that overlaps a longer one. */
export function longestFirst<T extends { index: number; end: number }>(mentions: T[]): T[] {
  const byLength = [...mentions].sort((a, b) => b.end - b.index - (a.end - a.index) || a.index - b.index);
  const kept: T[] = [];
  for (const m of byLength) if (!kept.some((k) => m.index < k.end && k.index < m.end)) kept.push(m);
  return kept.sort((a, b) => a.index - b.index);
}

/** The type's name in a language (its first word there, with a capital), English when the language has none. */
export function worksName(id: string, language: string | undefined): string {
  const words = LEXICON[id];
  const word = words
    ? (words[
        (LEXICON_LANGUAGES as readonly string[]).includes(language ?? "") ? (language as LexiconLanguage) : "en"
      ].split("|")[0] ?? id)
    : id.replace(/_/g, " ");
  return word.charAt(0).toUpperCase() + word.slice(1);
}
