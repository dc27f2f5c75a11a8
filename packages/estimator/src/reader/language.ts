import { READER_LANGUAGES } from "@scopewise/shared";
import { francAll } from "franc-min";
import { FUNCTION_WORDS, OWN_LETTERS, REQUEST_WORDS } from "./language-words.js";

export const READER_LANGUAGE_CODES = READER_LANGUAGES;
export type ReaderLanguage = (typeof READER_LANGUAGE_CODES)[number];

const FRANC_CODES: Record<string, ReaderLanguage> = {
  eng: "en",
  spa: "es",
  deu: "de",
  fra: "fr",
  por: "pt",
  ita: "it",
  nld: "nl",
};

const FUNCTION_WORD_WEIGHT = 0.25;

/** Below this many letters, trigram scores alone do not tell a language. */
const SHORT_TEXT_LETTERS = 60;
/** Fewer letters than this say nothing of a language the reader does not know (a name, a code). */
const OTHER_LANGUAGE_LETTERS = 20;
/**
 * A text is in a language the reader does not know when that language leads the trigram scores and
 * the closest known language scores below this share of it (English requests franc ranks as Scots
 * or Serbian still score their own language above 0.99).
 */
const KNOWN_LANGUAGE_SCORE = 0.9;
/** A known language scoring this close to another one is its near relative, whose rules read it best. */
const NEAR_LANGUAGE_SCORE = 0.85;
/**
 * Two languages each hold a large share of the function words: the leader under half of them, the
 * runner-up at least half as many as the leader (an Italian text's few Spanish-looking words are not that).
 */
const MIXED_LEADER_SHARE = 0.5;
const MIXED_RUNNER_UP_RATIO = 0.5;
const MIXED_MIN_VOTES = 6;

export interface LanguageReading {
  /** The language whose rules the request is read with (the nearest known one for any other language). */
  language: ReaderLanguage;
  /** The request's own language, ISO 639-1: `language`, or another code ("sv") the proposal cannot be written in. */
  code: string;
  confidence: number;
  /** Two of the known languages each hold a large share of the text. */
  mixed: boolean;
}

function functionWordVotes(text: string): Record<ReaderLanguage, number> {
  const votes = Object.fromEntries(READER_LANGUAGE_CODES.map((language) => [language, 0])) as Record<
    ReaderLanguage,
    number
  >;
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}']*/gu) ?? []) {
    for (const language of READER_LANGUAGE_CODES)
      if (FUNCTION_WORDS[language].has(word) || REQUEST_WORDS[language].has(word)) votes[language] += 1;
  }
  return votes;
}

/** ISO 639-3 (franc) → ISO 639-1 ("swe" → "sv"); undefined for a language with no two-letter code. */
function twoLetterCode(code: string): string | undefined {
  try {
    const canonical = Intl.getCanonicalLocales(code)[0];
    return canonical && /^[a-z]{2}$/.test(canonical) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A language the reader does not know (Swedish, Polish, Japanese), when the text is plainly in it:
 * it leads the trigram scores and no known language comes close. Read with the rules of a known
 * language franc ranks almost as close (Galician → Portuguese), else with English ones.
 */
function otherLanguage(sample: string): { code: string; rules: ReaderLanguage } | undefined {
  if (sample.replace(/[^\p{L}]/gu, "").length < OTHER_LANGUAGE_LETTERS) return undefined;
  const scores = francAll(sample, { minLength: 3 });
  const [top] = scores[0] ?? [];
  if (!top || top === "und" || FRANC_CODES[top]) return undefined;
  const known = scores.find(([code]) => FRANC_CODES[code]);
  if (known && known[1] >= KNOWN_LANGUAGE_SCORE) return undefined;
  const code = twoLetterCode(top);
  if (!code) return undefined;
  return { code, rules: known && known[1] >= NEAR_LANGUAGE_SCORE ? FRANC_CODES[known[0]]! : "en" };
}

/**
 * The request's language: franc's trigram scores among the languages the reader knows, with votes of
 * function words (decisive on short texts, where trigrams are unreliable); a text plainly in another
 * language is named as such and read with the nearest known rules. English when nothing tells.
 */
export function detectLanguage(text: string): LanguageReading {
  const sample = text.slice(0, 4000);
  const other = otherLanguage(sample);
  if (other) return { language: other.rules, code: other.code, confidence: 0.5, mixed: false };
  const votes = functionWordVotes(sample);
  const totalVotes = Object.values(votes).reduce((a, b) => a + b, 0);
  const trigram = Object.fromEntries(READER_LANGUAGE_CODES.map((language) => [language, 0])) as Record<
    ReaderLanguage,
    number
  >;
  if (sample.replace(/[^\p{L}]/gu, "").length >= 10) {
    for (const [code, score] of francAll(sample, { only: Object.keys(FRANC_CODES), minLength: 3 })) {
      const language = FRANC_CODES[code];
      if (language) trigram[language] = score;
    }
  }
  const scored = READER_LANGUAGE_CODES.map((language) => ({
    language,
    // Each function word adds a quarter point: decisive on short texts, one vote among many on long ones.
    score: trigram[language] + FUNCTION_WORD_WEIGHT * votes[language],
  })).sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  const second = scored[1]!;
  const english = (confidence: number): LanguageReading => ({ language: "en", code: "en", confidence, mixed: false });
  if (best.score === 0) return english(0);
  // On a short text trigrams guess ("Kitchen remodel in Manchester" reads as German): another language
  // than English needs a word or a letter of its own, or the request is read as English.
  if (
    best.language !== "en" &&
    sample.replace(/[^\p{L}]/gu, "").length < SHORT_TEXT_LETTERS &&
    votes[best.language] <= votes.en &&
    !OWN_LETTERS[best.language].test(sample)
  ) {
    return english(0.3);
  }
  const [leader = 0, runnerUp = 0] = Object.values(votes).sort((a, b) => b - a);
  const mixed =
    totalVotes >= MIXED_MIN_VOTES &&
    leader < MIXED_LEADER_SHARE * totalVotes &&
    runnerUp >= MIXED_RUNNER_UP_RATIO * leader;
  return {
    language: best.language,
    code: best.language,
    confidence: Math.min(1, (best.score - second.score) / 1.5 + 0.3),
    mixed,
  };
}
