import { type ChildNode, Element, Text } from "domhandler";
import { replaceWith } from "./dom.js";

/** Every text node under a block in reading order (code included: offsets must match the block's text). */
function allTextNodes(node: ChildNode, out: Text[] = []): Text[] {
  if (node instanceof Text) out.push(node);
  else if (node instanceof Element) for (const child of node.children) allTextNodes(child, out);
  return out;
}

/** Inline elements that mean something while empty. */
const KEEP_EMPTY = new Set(["br", "img", "iframe", "span"]);

function dropEmptyInlines(block: Element): void {
  for (const child of [...block.children]) {
    if (!(child instanceof Element)) continue;
    dropEmptyInlines(child);
    const empty = child.children.length === 0 || child.children.every((c) => c instanceof Text && c.data === "");
    if (empty && !KEEP_EMPTY.has(child.name) && !child.attribs["data-latex"]) replaceWith(child, []);
  }
}

/** One space between words across text nodes, none at the block's ends. */
function tidySpaces(block: Element): void {
  const nodes = allTextNodes(block);
  let previousEndsInSpace = true;
  for (const node of nodes) {
    node.data = node.data.replace(/\s{2,}/g, " ");
    if (previousEndsInSpace) node.data = node.data.replace(/^\s+/, "");
    if (node.data !== "") previousEndsInSpace = /\s$/.test(node.data);
  }
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    node.data = node.data.replace(/\s+$/, "");
    if (node.data !== "") break;
  }
  for (const node of nodes) node.data = node.data.replace(/\s+([.,;:!?])(?!\d)/g, "$1");
}

/**
 * Removes stretches of a block's text (offsets into its text), keeping the marks, links and
 * formulas of what stays; inline elements left empty go too.
 */
export function removeTextRanges(block: Element, ranges: ReadonlyArray<{ from: number; to: number }>): void {
  if (ranges.length === 0) return;
  let offset = 0;
  for (const node of allTextNodes(block)) {
    const start = offset;
    offset += node.data.length;
    let kept = "";
    for (let i = 0; i < node.data.length; i++) {
      const at = start + i;
      if (!ranges.some((r) => at >= r.from && at < r.to)) kept += node.data[i];
    }
    node.data = kept;
  }
  dropEmptyInlines(block);
  tidySpaces(block);
}

/** Rewrites each text node of a block (code left as written); answers whether any changed. */
export function rewriteText(
  block: Element,
  rewrite: (value: string, context: { first: boolean; previous: string }) => string,
): boolean {
  let changed = false;
  let previous = "";
  const nodes = allTextNodes(block).filter((node) => !insideCode(node, block));
  nodes.forEach((node, index) => {
    const next = rewrite(node.data, { first: index === 0 || previous.trim() === "", previous });
    if (next !== node.data) {
      node.data = next;
      changed = true;
    }
    previous += node.data;
  });
  if (changed) {
    dropEmptyInlines(block);
    tidySpaces(block);
  }
  return changed;
}

function insideCode(node: ChildNode, block: Element): boolean {
  for (let p = node.parent; p && p !== block; p = p.parent)
    if (p instanceof Element && (p.name === "code" || p.name === "pre")) return true;
  return false;
}
