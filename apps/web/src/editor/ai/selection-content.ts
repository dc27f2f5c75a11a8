import { getHTMLFromFragment } from "@tiptap/core";
import { Fragment, type Node as PMNode, type ResolvedPos, type Schema } from "@tiptap/pm/model";

/** Where a selection sits, as the assistant's `selection_context` names it. */
export type SelectionContext = "paragraph" | "heading" | "list_item" | "table_cell" | "blocks";

const CELLS = new Set(["tableCell", "tableHeader"]);
const ITEMS = new Set(["listItem", "taskItem"]);

/** The innermost list item or table cell holding a position (whichever is nearer), else its own block kind. */
function contextAt($pos: ResolvedPos): SelectionContext {
  for (let depth = $pos.depth - 1; depth > 0; depth--) {
    const name = $pos.node(depth).type.name;
    if (CELLS.has(name)) return "table_cell";
    if (ITEMS.has(name)) return "list_item";
  }
  return $pos.parent.type.name === "heading" ? "heading" : "paragraph";
}

/**
 * A selection made by a triple click or a drag to the next line ends at the very start of the next
 * block (or starts at the very end of the previous one): those edges hold no text, so they are
 * left out, and a paragraph selected whole is a selection inside that paragraph.
 */
export function textEdges(doc: PMNode, from: number, to: number): { from: number; to: number } {
  const hasTextBefore = (pos: number) => {
    const $pos = doc.resolve(pos);
    return $pos.parent.isTextblock && $pos.parentOffset > 0;
  };
  const hasTextAfter = (pos: number) => {
    const $pos = doc.resolve(pos);
    return $pos.parent.isTextblock && $pos.parentOffset < $pos.parent.content.size;
  };
  let start = from;
  let end = to;
  while (end > start && !hasTextBefore(end)) end -= 1;
  while (start < end && !hasTextAfter(start)) start += 1;
  return start < end ? { from: start, to: end } : { from, to };
}

/**
 * The selection as the assistant is sent it. Inside one text block (part of a paragraph, a list
 * item, a table cell or a heading) that is the selected text alone, as one paragraph with its
 * marks, and where it sits; the answer then replaces exactly that text. Across blocks it is the
 * blocks as they are.
 */
export function selectionContent(
  doc: PMNode,
  schema: Schema,
  selected: { from: number; to: number },
): { from: number; to: number; html: string; context: SelectionContext } {
  const { from, to } = textEdges(doc, selected.from, selected.to);
  const $from = doc.resolve(from);
  const $to = doc.resolve(to);
  const paragraph = schema.nodes.paragraph;
  if ($from.sameParent($to) && $from.parent.isTextblock && !$from.parent.type.spec.code && paragraph) {
    const inline = $from.parent.slice($from.parentOffset, $to.parentOffset).content;
    const html = getHTMLFromFragment(Fragment.from(paragraph.create(null, inline)), schema);
    return { from, to, html, context: contextAt($from) };
  }
  return { from, to, html: getHTMLFromFragment(doc.slice(from, to).content, schema), context: "blocks" };
}
