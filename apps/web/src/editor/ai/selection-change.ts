import type { Fragment } from "@tiptap/pm/model";
import { Slice, type Node as PMNode, type ResolvedPos } from "@tiptap/pm/model";
import type { EditorState, Transaction } from "@tiptap/pm/state";
import { closeHistory } from "@tiptap/pm/history";
import { isInsideTable } from "../tables/table-ids";
import { normaliseAcceptedColours } from "./accepted-colours";

export interface TargetRange {
  from: number;
  to: number;
}

function containsTable(content: Fragment): boolean {
  let found = false;
  content.descendants((node) => {
    if (node.type.spec.tableRole === "table") found = true;
    return !found;
  });
  return found;
}

const LISTS = new Set(["bulletList", "orderedList"]);

/** Whether a position is in a paragraph directly inside a list item. */
function isItemText($pos: ResolvedPos): boolean {
  return (
    $pos.parent.type.name === "paragraph" &&
    $pos.depth >= 3 &&
    $pos.node($pos.depth - 1).type.name === "listItem" &&
    LISTS.has($pos.node($pos.depth - 2).type.name)
  );
}

/** A list whose first item starts, and last item ends, with a paragraph (so it can open into the item around it). */
function opensAsItems(node: PMNode): boolean {
  return (
    LISTS.has(node.type.name) &&
    node.firstChild?.firstChild?.type.name === "paragraph" &&
    node.lastChild?.lastChild?.type.name === "paragraph"
  );
}

/** Whether the answer would put a table inside a table cell (refused, like inserting one there). */
export function wouldNestTable(doc: PMNode, target: TargetRange, content: Fragment): boolean {
  return containsTable(content) && (isInsideTable(doc, target.from) || isInsideTable(doc, target.to));
}

/**
 * The answer as a slice for the selected range: a single paragraph answering a selection inside one
 * block joins that block's text (so "make it bold" stays in its sentence); anything else (a list,
 * a table, several paragraphs) goes in as blocks.
 */
export function fitAnswer(doc: PMNode, target: TargetRange, content: Fragment): Slice {
  const $from = doc.resolve(target.from);
  const $to = doc.resolve(target.to);
  const only = content.childCount === 1 ? content.firstChild : null;
  if (only?.type.name === "paragraph" && $from.parent.isTextblock && $from.sameParent($to))
    return new Slice(content, 1, 1);
  // A list answering text inside a list item: its items go beside that item, the first and last joining its text.
  if (only && $from.sameParent($to) && isItemText($from) && opensAsItems(only)) return new Slice(content, 3, 3);
  if (
    content.childCount > 1 &&
    content.firstChild?.isTextblock &&
    content.lastChild?.isTextblock &&
    $from.parent.isTextblock &&
    $to.parent.isTextblock
  ) {
    return new Slice(content, 1, 1);
  }
  return new Slice(content, 0, 0);
}

export interface SelectionPreview {
  tr: Transaction;
  deletion: TargetRange;
  insertion: TargetRange;
  /** Where the Accept and Reject buttons go: after the block holding the end of the change. */
  actionsPos: number;
}

/**
 * CHANGED (spec section 4): the original selection stays where it was (shown struck through) and
 * the answer follows it (shown as added). Kept out of the undo history: the preview is thrown away.
 */
export function previewSelectionChange(state: EditorState, target: TargetRange, answer: Slice): SelectionPreview {
  const tr = state.tr;
  tr.replaceRange(target.to, target.to, answer);
  // The inserted stretch is what the steps wrote (it may include a split of the paragraph).
  let insertFrom = Infinity;
  let insertTo = -Infinity;
  tr.mapping.maps.forEach((stepMap, index) => {
    const rest = tr.mapping.slice(index + 1);
    stepMap.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      insertFrom = Math.min(insertFrom, rest.map(newStart, -1));
      insertTo = Math.max(insertTo, rest.map(newEnd, 1));
    });
  });
  if (!Number.isFinite(insertFrom)) insertFrom = insertTo = tr.mapping.map(target.to);
  const insertion = { from: insertFrom, to: insertTo };
  const deletion = { from: tr.mapping.map(target.from, -1), to: Math.min(tr.mapping.map(target.to, -1), insertFrom) };
  const $end = tr.doc.resolve(insertion.to);
  const actionsPos = $end.depth > 0 ? $end.after(1) : insertion.to;
  tr.setMeta("addToHistory", false);
  return { tr, deletion, insertion, actionsPos };
}

/** ACCEPTED: the selection replaced by the answer (neutral colours) as one undoable step. */
export function acceptSelectionChange(state: EditorState, target: TargetRange, answer: Slice): Transaction {
  const parent = state.schema.topNodeType;
  const neutral = new Slice(normaliseAcceptedColours(answer.content, parent), answer.openStart, answer.openEnd);
  const tr = closeHistory(state.tr);
  tr.replaceRange(target.from, target.to, neutral);
  return tr.scrollIntoView();
}
