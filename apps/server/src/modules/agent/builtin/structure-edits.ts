import { type ChildNode, Element, Text } from "domhandler";
import {
  append,
  el,
  type Fragment,
  isElement,
  proseBlocks,
  replaceWith,
  setChildren,
  text,
  textOf,
  topLevel,
} from "./dom.js";
import { sentences } from "./sentences.js";

/** The blocks an edit works on: the fragment's paragraphs and headings, or its bare inline content as one paragraph. */
function blocksOf(fragment: Fragment): Element[] {
  const blocks = proseBlocks(fragment.root, { tags: new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"]) });
  if (blocks.length > 0) return blocks;
  const inline = topLevel(fragment);
  if (inline.length === 0) return [];
  const paragraph = el("p", inline);
  setChildren(fragment.root, [paragraph]);
  return [paragraph];
}

/**
 * Paragraphs → lists: each run of adjacent paragraphs becomes one list, with one item per sentence
 * (a lone paragraph) or per paragraph, so no text moves past a heading or a table.
 * Text already in a list stays where it is (a list of the other kind changes kind), so nothing is nested deeper.
 */
export function toList(fragment: Fragment, ordered: boolean): boolean {
  const kind = ordered ? "ol" : "ul";
  const otherKind = listsOf(fragment).filter((list) => list.name !== kind);
  for (const list of otherKind) list.name = kind;
  // With a list present, bare text is not wrapped into a paragraph (it may be the list's own item).
  const candidates = hasList(fragment) ? proseBlocks(fragment.root, { tags: new Set(["p"]) }) : blocksOf(fragment);
  const blocks = candidates.filter((b) => b.name === "p" && textOf(b).trim() !== "" && !insideList(b));
  if (blocks.length === 0) return splitItems(fragment, kind) || otherKind.length > 0;
  for (const run of adjacentRuns(blocks)) {
    const items =
      run.length === 1
        ? sentences(textOf(run[0]!)).map((s) => el("li", [el("p", [text(s)])]))
        : run.map((b) => el("li", [el("p", [...b.children])]));
    replaceWith(run[0]!, [el(kind, items)]);
    for (const b of run.slice(1)) replaceWith(b, []);
  }
  return true;
}

/** A list item of several sentences becomes one item per sentence, beside each other (never a nested list). */
function splitItems(fragment: Fragment, kind: string): boolean {
  let split = false;
  for (const list of listsOf(fragment).filter((l) => l.name === kind)) {
    for (const item of list.children.filter((c): c is Element => isElement(c, "li"))) {
      const blocks = item.children.filter((c) => !(c instanceof Text && c.data.trim() === ""));
      const only = blocks.length === 1 && isElement(blocks[0]!, "p") ? blocks[0] : undefined;
      const parts = only ? sentences(textOf(only)) : [];
      if (parts.length < 2) continue;
      replaceWith(
        item,
        parts.map((part) => el("li", [el("p", [text(part)])], item.attribs)),
      );
      split = true;
    }
  }
  return split;
}

/** Splits blocks (in document order) into runs of siblings with only whitespace between them. */
function adjacentRuns(blocks: Element[]): Element[][] {
  const runs: Element[][] = [];
  for (const block of blocks) {
    let previous = block.prev;
    while (previous instanceof Text && previous.data.trim() === "") previous = previous.prev;
    const run = runs[runs.length - 1];
    if (run && previous === run[run.length - 1]) run.push(block);
    else runs.push([block]);
  }
  return runs;
}

/** Whether the fragment holds a list (or bare list items), for telling "already a list" from "nothing to list". */
export function hasList(fragment: Fragment): boolean {
  return listsOf(fragment).length > 0 || proseBlocks(fragment.root, { tags: new Set(["li"]) }).length > 0;
}

function insideList(node: Element): boolean {
  for (let p = node.parent; p; p = p.parent)
    if (p instanceof Element && ["li", "ul", "ol"].includes(p.name)) return true;
  return false;
}

/** Lists → paragraphs: the items of each list joined into running text. */
export function toParagraphs(fragment: Fragment): boolean {
  const lists = listsOf(fragment);
  if (lists.length === 0) return false;
  for (const list of lists) {
    const parts = list.children
      .filter((c): c is Element => isElement(c, "li"))
      .map((li) => textOf(li).trim())
      .filter(Boolean);
    const joined = parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)).join(" ");
    replaceWith(list, [el("p", [text(joined)])]);
  }
  return true;
}

/** List items or paragraphs → a table; "Label: detail" (or "—", "-") splits into two columns. */
export function toTable(fragment: Fragment): boolean {
  // Outermost lists only: a nested list's items stay inside their parent item's text.
  const lists = listsOf(fragment);
  const items = lists.flatMap((list) => list.children.filter((c): c is Element => isElement(c, "li")));
  const paragraphs = items.length > 0 ? [] : blocksOf(fragment).filter((b) => b.name === "p");
  const lines = (items.length > 0 ? items.map((li) => textOf(li)) : paragraphs.flatMap((p) => sentences(textOf(p))))
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return false;
  const split = lines.map((l) => /^(.{1,80}?)\s*(?::|—|–|\s-\s)\s*(.+)$/.exec(l));
  const twoColumns = split.filter(Boolean).length >= Math.ceil(lines.length / 2);
  const cell = (tag: string, value: string) => el(tag, [el("p", [text(value)])]);
  const rows = lines.map((l, i) => {
    const m = split[i];
    return el("tr", twoColumns ? [cell("td", m?.[1] ?? l), cell("td", m?.[2] ?? "")] : [cell("td", l)]);
  });
  const header = el("tr", twoColumns ? [cell("th", "Item"), cell("th", "Detail")] : [cell("th", "Item")]);
  const table = el("table", [el("tbody", [header, ...rows])]);
  const replaced = items.length > 0 ? lists : paragraphs;
  replaceWith(replaced[0]!, [table]);
  for (const node of replaced.slice(1)) replaceWith(node, []);
  return true;
}

function listsOf(fragment: Fragment): Element[] {
  const out: Element[] = [];
  const walk = (node: ChildNode) => {
    if (!(node instanceof Element)) return;
    if (node.name === "ul" || node.name === "ol") out.push(node);
    else node.children.forEach(walk);
  };
  fragment.root.children.forEach(walk);
  return out;
}

/** Bold, italic or underline over all text (or removed). */
export function applyMark(fragment: Fragment, mark: "strong" | "em" | "u", remove: boolean): boolean {
  const names = mark === "strong" ? ["strong", "b"] : mark === "em" ? ["em", "i"] : ["u"];
  if (remove) {
    let removed = false;
    const walk = (node: ChildNode) => {
      if (node instanceof Element) {
        [...node.children].forEach(walk);
        if (names.includes(node.name)) {
          replaceWith(node, [...node.children]);
          removed = true;
        }
      }
    };
    [...fragment.root.children].forEach(walk);
    return removed;
  }
  let added = false;
  const wrap = (node: ChildNode, inside: boolean) => {
    if (node instanceof Text) {
      if (!inside && node.data.trim() !== "") {
        replaceWith(node, [el(mark, [text(node.data)])]);
        added = true;
      }
    } else if (node instanceof Element && node.name !== "code") {
      const now = inside || names.includes(node.name);
      [...node.children].forEach((c) => wrap(c, now));
    }
  };
  [...fragment.root.children].forEach((c) => wrap(c, false));
  return added;
}

/** Paragraphs (or bare text) → headings of a level. */
export function toHeading(fragment: Fragment, level: number): boolean {
  const blocks = blocksOf(fragment).filter((b) => b.name !== `h${level}`);
  if (blocks.length === 0) return false;
  for (const b of blocks) {
    const heading = el(`h${level}`, [], b.attribs.style ? { style: b.attribs.style } : {});
    for (const child of [...b.children]) append(heading, child);
    replaceWith(b, [heading]);
  }
  return true;
}
