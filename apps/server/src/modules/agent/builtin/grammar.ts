import type { Fragment } from "./dom.js";
import { rewriteText } from "./inline-text.js";
import { isAbbreviation } from "./sentences.js";
import { correctText } from "./spell.js";
import { runningText } from "./text-blocks.js";

/** Words after which "a"/"an" follows the sound, not the letter. */
const AN_BEFORE_CONSONANT_LETTER = /^(hour|honest|honou?r|heir)/i;
const A_BEFORE_VOWEL_LETTER = /^(u[bcdfgjklmnpqrstvwxz][aeiou]|uni|use|usu|ure|euro|one|once|ubiq)/i;

/** Common slips a spell checker cannot see, each with its fix. */
const SLIPS: Array<[RegExp, string]> = [
  [/\balot\b/g, "a lot"],
  [/\b(could|should|would|must|might) of\b/gi, "$1 have"],
  [/\birregardless\b/gi, "regardless"],
  [/\btheir (is|are|was|were|will)\b/gi, "there $1"],
  [/\bi\b(?!\.)/g, "I"],
];

/** Words that are correct written twice ("what it had had", "that that is"). */
const DOUBLED_ON_PURPOSE = new Set(["had", "that", "is"]);

/** A sentence starts with a capital: the block's first word, and each word after a full stop that is not an abbreviation's. */
function capitaliseSentences(value: string, previous: string): string {
  const startsSentence =
    previous.trim() === "" ||
    (/[.!?]["'”’)]?\s*$/.test(previous) && !isAbbreviation(/(\S+)\s*$/.exec(previous)?.[1] ?? ""));
  let out = startsSentence
    ? value.replace(/^(\s*["'“‘(]?)(\p{Ll})/u, (_all, lead: string, letter: string) => lead + letter.toUpperCase())
    : value;
  out = out.replace(/(\S*[.!?])(["'”’)]?\s+["'“‘(]?)(\p{Ll})/gu, (all, word: string, gap: string, letter: string) =>
    word.endsWith(".") && (isAbbreviation(word) || /^\p{L}\.$/u.test(word) || /^etc\.$/i.test(word))
      ? all
      : word + gap + letter.toUpperCase(),
  );
  return out;
}

/** Fixes the slips of one stretch of text; figures and their separators are never touched. */
function fixText(value: string, { previous }: { previous: string }): string {
  let out = value;
  for (const [pattern, replacement] of SLIPS) out = out.replace(pattern, replacement);
  // A word written twice ("the the"), not a figure.
  out = out.replace(/\b(\p{L}+)\s+\1\b/giu, (all, word: string) =>
    DOUBLED_ON_PURPOSE.has(word.toLowerCase()) ? all : word,
  );
  out = out.replace(/\b(a|an) (\p{L}[\p{L}'-]*)/giu, (all, article: string, word: string) => {
    if (word === word.toUpperCase() && word.length > 1) return all; // an acronym: "a NDA" is left to the writer
    const vowel = /^[aeiou]/i.test(word) ? !A_BEFORE_VOWEL_LETTER.test(word) : AN_BEFORE_CONSONANT_LETTER.test(word);
    const wanted = vowel ? "an" : "a";
    if (article.toLowerCase() === wanted) return all;
    return `${article[0] === article[0]!.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted} ${word}`;
  });
  // Spaces: none before a stop or comma, one after a comma or semicolon before a word.
  out = out
    .replace(/[ \t]+([,;:!?]|\.(?!\.|\d))/g, "$1")
    .replace(/([,;])(?=\p{L})/gu, "$1 ")
    .replace(/ {2,}/g, " ");
  out = capitaliseSentences(out, previous);
  return correctText(out).text;
}

/** Grammar, punctuation and spelling over the running text; answers how many stretches changed. */
export function fixGrammar(fragment: Fragment, options: { wholeProposal: boolean }): number {
  let changed = 0;
  for (const block of runningText(fragment, options)) if (rewriteText(block, fixText)) changed += 1;
  return changed;
}
