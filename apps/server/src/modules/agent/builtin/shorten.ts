import { type Element } from "domhandler";
import { el, type Fragment, isElement, proseBlocks, replaceWith, setChildren, text, textOf } from "./dom.js";
import { sentences } from "./sentences.js";

const FILLER: Array<[RegExp, string]> = [
  [/\b(very|really|basically|actually|quite|simply|just|truly|essentially|literally)\s+/gi, ""],
  [/\bin order to\b/gi, "to"],
  [/\bdue to the fact that\b/gi, "because"],
  [/\bat this point in time\b/gi, "now"],
  [/\bin the event that\b/gi, "if"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\bwith regard to\b/gi, "about"],
  [/\s*\([^)]{0,120}\)/g, ""],
];

function tighten(sentence: string): string {
  let out = sentence;
  for (const [pattern, replacement] of FILLER) out = out.replace(pattern, replacement);
  out = out.replace(/\s{2,}/g, " ").trim();
  const words = out.split(" ");
  if (words.length > 28) {
    // A long sentence keeps its main clause.
    const cut = out.slice(0, out.indexOf(",", Math.floor(out.length / 3)) + 1 || out.length).replace(/,$/, ".");
    if (cut.length < out.length) out = cut;
  }
  return out;
}

/** Shorter prose: filler removed and about half the sentences kept (summarise: the first sentence, lists cut to three items). */
export function shorten(fragment: Fragment, mode: "shorten" | "summarise"): boolean {
  const blocks = proseBlocks(fragment.root, { tags: new Set(["p", "blockquote"]) }).filter((b) => !insideTable(b));
  let changed = false;
  for (const block of blocks) {
    const all = sentences(textOf(block));
    if (all.length === 0) continue;
    const keep = mode === "summarise" ? 1 : Math.max(1, Math.ceil(all.length / 2));
    const result = all.slice(0, keep).map(tighten).join(" ");
    if (result !== textOf(block).trim()) {
      setChildren(block, [text(result)]);
      changed = true;
    }
  }
  if (mode === "summarise") {
    for (const list of listsIn(fragment)) {
      const items = list.children.filter((c): c is Element => isElement(c, "li"));
      if (items.length > 3) {
        for (const extra of items.slice(3)) replaceWith(extra, []);
        changed = true;
      }
    }
  }
  return changed;
}

function insideTable(node: Element): boolean {
  for (let p = node.parent; p; p = p.parent) if (isElement(p as Element, "table")) return true;
  return false;
}

function listsIn(fragment: Fragment): Element[] {
  return proseBlocks(fragment.root, { tags: new Set(["ul", "ol"]) });
}

export const emptyParagraph = (): Element => el("p", []);
