import { type Element } from "domhandler";
import { type Fragment, isElement, proseBlocks, replaceWith, textOf } from "./dom.js";
import { hasFigure } from "./figures.js";
import { removeTextRanges, rewriteText } from "./inline-text.js";
import { sentenceSpans } from "./sentences.js";
import { runningText } from "./text-blocks.js";

/** Wordy phrases and their plain forms; none of them touches a figure. */
const WORDY: Array<[RegExp, string]> = [
  [
    /\b(very|really|basically|actually|quite|simply|truly|essentially|literally|clearly|obviously|certainly|definitely)\s+/gi,
    "",
  ],
  [/\bjust\s+(?=[a-z])/g, ""],
  [/\bin order to\b/gi, "to"],
  [/\bdue to the fact that\b/gi, "because"],
  [/\bin spite of the fact that\b/gi, "although"],
  [/\bat this point in time\b/gi, "now"],
  [/\bin the event that\b/gi, "if"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\b(with regard to|with respect to|in relation to)\b/gi, "about"],
  [/\ba (large|great) number of\b/gi, "many"],
  [/\ba number of\b/gi, "several"],
  [/\b(is|are) able to\b/gi, "can"],
  [/\b(has|have) the ability to\b/gi, "can"],
  [/\bprior to\b/gi, "before"],
  [/\bas well as\b/gi, "and"],
  [/\bmake a decision\b/gi, "decide"],
  [/\b(it is important to note that|please note that|it should be noted that|needless to say,?)\s*/gi, ""],
];
/** An aside in brackets, unless it carries a figure (a range, a confidence level). */
const ASIDE = /\s*\([^\d()]{0,160}\)/g;
/** Below this many words a bracket is more likely a name ("Post-launch support (hypercare)") than an aside. */
const ASIDE_MIN_WORDS = 16;

/** Openers that announce rather than say; at the start of the text they go and the next word takes the capital. */
const OPENER = /^(overall|in summary|in short|in conclusion|basically|essentially),\s+(\p{L})/iu;

/** Marks where a capital was taken away with the words it started ("In order to" → "To", "Basically we" → "We"). */
const CAPITAL = "\u0001";

function tighten(value: string, { first }: { first: boolean }): string {
  let out = value;
  for (const [pattern, replacement] of WORDY)
    out = out.replace(pattern, (match: string) => (/^\p{Lu}/u.test(match) ? CAPITAL + replacement : replacement));
  if (first) out = out.replace(OPENER, (_all, _opener: string, letter: string) => letter.toUpperCase());
  return out.replace(
    new RegExp(`${CAPITAL}(\\s*)(\\p{L})?`, "gu"),
    (_all, space: string, letter: string | undefined) => space + (letter ?? "").toUpperCase(),
  );
}

/** Whether a stretch closes every bracket and quote it opens, and opens every one it closes (cutting it leaves none unpaired). */
function balanced(stretch: string): boolean {
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["“", "”"],
  ] as const) {
    let depth = 0;
    for (const char of stretch) {
      if (char === open) depth += 1;
      else if (char === close && --depth < 0) return false;
    }
    if (depth !== 0) return false;
  }
  return (stretch.match(/"/g) ?? []).length % 2 === 0;
}

/** A sentence of more than `words` words keeps its main clause, when what follows it holds no figure. */
function trailingClause(
  sentence: { from: number; to: number; text: string },
  words: number,
): { from: number; to: number } | undefined {
  if (sentence.text.split(/\s+/).length <= words) return undefined;
  const end = /[.!?]$/.test(sentence.text) ? sentence.text.length - 1 : sentence.text.length;
  // The first clause comma past a third of the sentence whose remainder states no figure (not the comma of "$45,239").
  for (const match of sentence.text.matchAll(/, /g)) {
    if (match.index < sentence.text.length / 3) continue;
    const tail = sentence.text.slice(match.index, end);
    if (!hasFigure(tail) && tail.length >= 12 && balanced(tail))
      return { from: sentence.from + match.index, to: sentence.from + end };
  }
  return undefined;
}

/** Which sentences a block keeps: the first, every one that must stay (`needed`), and (shorten) others up to about half. */
function keptSentences(count: number, needed: boolean[], mode: "shorten" | "summarise"): Set<number> {
  const keep = new Set<number>([0]);
  needed.forEach((has, index) => has && keep.add(index));
  const target = mode === "summarise" ? 1 : Math.ceil(count / 2);
  for (let index = 1; index < count && keep.size < target; index++) keep.add(index);
  return keep;
}

function shortenBlock(block: Element, mode: "shorten" | "summarise"): boolean {
  const before = textOf(block);
  const spans = sentenceSpans(before);
  if (spans.length === 0) return false;
  // A sentence with a figure stays, and so does one that opens or closes a bracket around others.
  const keep = keptSentences(
    spans.length,
    spans.map((s) => hasFigure(s.text) || !balanced(s.text)),
    mode,
  );
  const cuts = spans.flatMap((span, index) => {
    if (!keep.has(index)) return [{ from: span.from, to: spans[index + 1]?.from ?? span.to }];
    const clause = trailingClause(span, mode === "summarise" ? 16 : 28);
    return clause ? [clause] : [];
  });
  removeTextRanges(block, cuts);
  rewriteText(block, tighten);
  if (textOf(block).split(/\s+/).length >= ASIDE_MIN_WORDS) rewriteText(block, (value) => value.replace(ASIDE, ""));
  if (textOf(block) !== before) return true;
  // Nothing wordy and every sentence needed: the longer ones still lose their trailing clauses.
  removeTextRanges(
    block,
    sentenceSpans(textOf(block)).flatMap((span) => trailingClause(span, 14) ?? []),
  );
  return textOf(block) !== before;
}

/**
 * Shorter prose (summarise: shorter still). Filler and asides go, and sentences without figures:
 * every figure of the text stays, so a cost, a range or a confidence level is never cut.
 */
export function shorten(
  fragment: Fragment,
  mode: "shorten" | "summarise",
  options: { wholeProposal: boolean },
): boolean {
  let changed = false;
  for (const block of runningText(fragment, options)) if (shortenBlock(block, mode)) changed = true;
  if (mode === "summarise") {
    // A summary keeps a list's first three items, and every later one that states a figure.
    for (const list of proseBlocks(fragment.root, {
      tags: new Set(["ul", "ol"]),
      includeTables: !options.wholeProposal,
    })) {
      const items = list.children.filter((c): c is Element => isElement(c, "li"));
      for (const extra of items.slice(3).filter((item) => !hasFigure(textOf(item)))) {
        replaceWith(extra, []);
        changed = true;
      }
    }
  }
  return changed;
}
