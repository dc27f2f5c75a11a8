import { type ChildNode, Element } from "domhandler";
import { BLOCK_TAGS, el, type Fragment, isElement, setChildren, textOf, topLevel } from "./dom.js";

/** A whole proposal (it has its title), not a selection inside it. */
export const isWholeProposal = (html: string): boolean => /<h1\b/i.test(html);

/** Whether a node sits inside a table. */
export function insideTable(node: Element): boolean {
  for (let p = node.parent; p; p = p.parent) if (isElement(p as Element, "table")) return true;
  return false;
}

/** Containers whose text may be written straight inside them, without a paragraph ("<li>Design</li>"). */
const TEXT_CONTAINERS = new Set(["li", "td", "th", "blockquote", "div"]);
const OTHER_BLOCKS = new Set([...BLOCK_TAGS, "ul", "ol", "table", "tbody", "thead", "tr", "hr"]);
const holdsBlocks = (node: Element) =>
  node.children.some((child) => child instanceof Element && OTHER_BLOCKS.has(child.name));

/**
 * The running text an edit works on: paragraphs wherever they are (in list items, in quotes, and in
 * table cells unless the fragment is a whole proposal, whose tables hold its figures), items and
 * cells written without a paragraph, or the bare inline content of a plain-text selection wrapped
 * into one paragraph. Headings and code are not running text.
 */
export function runningText(fragment: Fragment, options: { wholeProposal: boolean }): Element[] {
  const out: Element[] = [];
  let structured = false;
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      if (OTHER_BLOCKS.has(node.name)) structured = true;
      if (node.name === "table" && options.wholeProposal) continue;
      if (node.name === "p" || (TEXT_CONTAINERS.has(node.name) && !holdsBlocks(node))) out.push(node);
      else if (node.name !== "pre" && !/^h[1-6]$/.test(node.name)) walk(node.children);
    }
  };
  walk(fragment.root.children);
  if (out.length > 0 || structured) return out.filter((block) => textOf(block).trim() !== "");
  const inline = topLevel(fragment);
  if (inline.length === 0 || !textOf(fragment.root).trim()) return [];
  const paragraph = el("p", inline);
  setChildren(fragment.root, [paragraph]);
  return [paragraph];
}
