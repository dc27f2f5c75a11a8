import { type Fragment, textNodes } from "./dom.js";
import { isAbbreviation } from "./sentences.js";
import { correctText } from "./spell.js";

const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "for",
  "so",
  "yet",
  "as",
  "at",
  "by",
  "in",
  "of",
  "on",
  "to",
  "up",
  "via",
  "with",
  "per",
  "vs",
]);

function looksLikeAcronym(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
}

/** Title, sentence, upper or lower case over every text node (acronyms kept in title and sentence case). */
export function changeCase(fragment: Fragment, style: "title" | "sentence" | "upper" | "lower"): number {
  let changed = 0;
  let sentenceStart = true;
  const nodes = textNodes(fragment.root);
  // Text written all in capitals has no acronyms to keep: every word is "shouted".
  const shouting = !nodes.some((n) => /[a-z]/.test(n.data));
  const isAcronym = (word: string) => !shouting && looksLikeAcronym(word);
  nodes.forEach((node, nodeIndex) => {
    const before = node.data;
    if (style === "upper") node.data = before.toUpperCase();
    else if (style === "lower") node.data = before.toLowerCase();
    else {
      const words = before.split(/(\s+)/);
      let wordIndex = 0;
      const lastWordIndex = words.filter((w) => w.trim() !== "").length - 1;
      node.data = words
        .map((w) => {
          if (w.trim() === "") return w;
          const index = wordIndex++;
          let out: string;
          if (style === "title") {
            const bare = w.toLowerCase().replace(/[^a-z]/g, "");
            const first = index === 0 && (nodeIndex === 0 || sentenceStart);
            out = isAcronym(w)
              ? w
              : SMALL_WORDS.has(bare) && !first && index !== lastWordIndex
                ? w.toLowerCase()
                : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
          } else {
            out = isAcronym(w)
              ? w
              : sentenceStart
                ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()
                : w.toLowerCase();
          }
          sentenceStart = /[.!?]["')\]]*$/.test(w) && !isAbbreviation(w);
          return out;
        })
        .join("");
    }
    if (node.data !== before) changed += 1;
  });
  return changed;
}

export function fixSpelling(fragment: Fragment): number {
  let changes = 0;
  for (const node of textNodes(fragment.root)) {
    const fixed = correctText(node.data);
    node.data = fixed.text;
    changes += fixed.changes;
  }
  return changes;
}
