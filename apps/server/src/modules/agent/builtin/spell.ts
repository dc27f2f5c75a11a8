import { readFileSync } from "node:fs";
import nspell from "nspell";

/** Terms of the trade the dictionary does not know; never "corrected". */
const KNOWN_TERMS = new Set([
  "cocomo",
  "ksloc",
  "sloc",
  "pert",
  "mep",
  "ci",
  "cd",
  "ux",
  "ui",
  "qa",
  "mvp",
  "api",
  "apis",
  "saas",
  "devops",
  "kpi",
  "kpis",
  "cpm",
  "cpc",
  "ctr",
  "roi",
  "bim",
  "rfi",
  "rfis",
  "gdpr",
  "hipaa",
  "ios",
  "android",
  "app",
  "apps",
  "onboarding",
  "backend",
  "frontend",
  "wireframes",
  "hypercare",
  "scalability",
  "subcontracts",
]);

let checker: ReturnType<typeof nspell> | undefined;
/** The Hunspell dictionary (a few MB once parsed) is read on the first spelling request, not at start. */
function spell(): ReturnType<typeof nspell> {
  if (!checker) {
    const folder = import.meta.resolve("dictionary-en");
    checker = nspell({
      aff: readFileSync(new URL("index.aff", folder)),
      dic: readFileSync(new URL("index.dic", folder)),
    });
  }
  return checker;
}

/** Edit distance with adjacent transpositions, plus which kind of edit dominated (typos are mostly omissions and swaps). */
function typoCost(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let best = Math.min(d[i - 1]![j]! + 0.8, d[i]![j - 1]! + 0.8, d[i - 1]![j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 0.5);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

function keepCase(original: string, replacement: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

/** The best correction of a word, or undefined when it is fine (or we cannot tell). */
export function correctWord(word: string): string | undefined {
  if (word.length < 3 || /\d/.test(word) || KNOWN_TERMS.has(word.toLowerCase())) return undefined;
  if (word.length > 1 && word === word.toUpperCase()) return undefined; // an acronym
  const checker = spell();
  if (checker.correct(word) || checker.correct(word.toLowerCase())) return undefined;
  const lower = word.toLowerCase();
  const ranked = checker
    .suggest(lower)
    .filter((s) => s === s.toLowerCase() || word[0] === word[0]?.toUpperCase())
    .map((s) => ({ s, cost: typoCost(lower, s.toLowerCase()) + (s[0] === lower[0] ? 0 : 0.3) }))
    .sort((x, y) => x.cost - y.cost);
  const best = ranked[0];
  return best && best.cost <= 2 ? keepCase(word, best.s) : undefined;
}

/** Corrects every misspelt word of a text; returns the text and how many words changed. */
export function correctText(value: string): { text: string; changes: number } {
  let changes = 0;
  const text = value.replace(/[A-Za-z][A-Za-z']*[A-Za-z]|[A-Za-z]/g, (word) => {
    const fixed = correctWord(word);
    if (fixed && fixed !== word) {
      changes += 1;
      return fixed;
    }
    return word;
  });
  return { text, changes };
}
