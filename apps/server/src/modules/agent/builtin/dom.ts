import render from "dom-serializer";
import { type AnyNode, type ChildNode, Element, type ParentNode, Text } from "domhandler";
import { parseDocument } from "htmlparser2";
import { assertMarkupBounds } from "../../../html/markup-bounds.js";

/** The document model the built-in edits work on: an HTML fragment as a DOM tree. */
export interface Fragment {
  root: ParentNode;
}

/** Parses HTML no deeper than the editor makes (400 otherwise), so the recursive walks below stay shallow. */
export function parseFragment(html: string): Fragment {
  assertMarkupBounds(html);
  return { root: parseDocument(html, { decodeEntities: true }) };
}

export function serialize(fragment: Fragment): string {
  return render(fragment.root.children, { encodeEntities: "utf8", selfClosingTags: false, emptyAttrs: true });
}

export const BLOCK_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "blockquote",
  "pre",
  "td",
  "th",
  "div",
]);
const TEXT_BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre"]);

export function isElement(node: AnyNode, name?: string): node is Element {
  return node instanceof Element && (name === undefined || node.name === name);
}

export function textOf(node: AnyNode): string {
  if (node instanceof Text) return node.data;
  if ("children" in node) return (node as ParentNode).children.map(textOf).join("");
  return "";
}

/** Every text node under a node, in document order (skipping code, which is left as written). */
export function textNodes(node: AnyNode, out: Text[] = []): Text[] {
  if (node instanceof Text) out.push(node);
  else if (node instanceof Element && (node.name === "code" || node.name === "pre")) return out;
  else if ("children" in node) for (const child of (node as ParentNode).children) textNodes(child, out);
  return out;
}

/** Block elements under a node whose text is prose (paragraphs, headings...), outermost first, optionally outside tables. */
export function proseBlocks(
  root: ParentNode,
  options: { includeTables?: boolean; tags?: Set<string> } = {},
): Element[] {
  const out: Element[] = [];
  const tags = options.tags ?? TEXT_BLOCKS;
  const walk = (node: ParentNode) => {
    for (const child of node.children) {
      if (!(child instanceof Element)) continue;
      if (!options.includeTables && child.name === "table") continue;
      if (tags.has(child.name)) out.push(child);
      else walk(child);
    }
  };
  walk(root);
  return out;
}

export function el(name: string, children: ChildNode[] = [], attribs: Record<string, string> = {}): Element {
  const element = new Element(name, attribs, []);
  for (const child of children) append(element, child);
  return element;
}

export function text(data: string): Text {
  return new Text(data);
}

export function append(parent: ParentNode, child: ChildNode): void {
  child.parent = parent;
  const last = parent.children[parent.children.length - 1];
  child.prev = last ?? null;
  child.next = null;
  if (last) last.next = child;
  parent.children.push(child);
}

/** Replaces the node with others in its parent. */
export function replaceWith(node: ChildNode, replacements: ChildNode[]): void {
  const parent = node.parent;
  if (!parent) return;
  const index = parent.children.indexOf(node);
  parent.children.splice(index, 1, ...replacements);
  for (const r of replacements) r.parent = parent;
  relink(parent);
}

export function setChildren(parent: ParentNode, children: ChildNode[]): void {
  parent.children = [];
  for (const child of children) append(parent, child);
}

function relink(parent: ParentNode): void {
  parent.children.forEach((child, i) => {
    child.prev = parent.children[i - 1] ?? null;
    child.next = parent.children[i + 1] ?? null;
  });
}

/** Top-level nodes of a fragment that carry content (whitespace-only text dropped). */
export function topLevel(fragment: Fragment): ChildNode[] {
  return fragment.root.children.filter((c) => !(c instanceof Text) || c.data.trim() !== "");
}
