import type { Node as PMNode } from "@tiptap/pm/model";
import type { EditorState, Transaction } from "@tiptap/pm/state";
import { changeDecorations, withChangeDecorations } from "./change-decorations";
import { applyDecisions, type ChangeDecision, type ChangeGroup, groupChanges, undecidedRanges } from "./change-groups";
import type { ChangeRange } from "./diff/document-diff";

/** A whole-document change under review: the preview, its changes, and what has been decided of each. */
export interface DocumentReview {
  /** The assistant's document, as it is taken when every change is accepted. */
  answer: PMNode;
  /** The new document with the removed words put back, as shown. */
  preview: PMNode;
  groups: ChangeGroup[];
  decisions: Array<ChangeDecision | undefined>;
}

export function startReview(answer: PMNode, preview: PMNode, ranges: readonly ChangeRange[]): DocumentReview {
  const groups = groupChanges(ranges);
  return { answer, preview, groups, decisions: groups.map(() => undefined) };
}

export const undecided = (review: DocumentReview): number[] =>
  review.decisions.flatMap((decision, index) => (decision ? [] : [index]));

/** The next undecided change after `from` (or before it, with step -1), going round; undefined when all are decided. */
export function nextUndecided(review: DocumentReview, from: number, step: 1 | -1): number | undefined {
  const count = review.groups.length;
  for (let offset = 1; offset <= count; offset++) {
    const index = (((from + step * offset) % count) + count) % count;
    if (!review.decisions[index]) return index;
  }
  return undefined;
}

/** Decides one change, or every change still open (`"rest"`). */
export function decide(review: DocumentReview, which: number | "rest", decision: ChangeDecision): DocumentReview {
  const decisions = review.decisions.map(
    (current, index) => current ?? (which === "rest" || which === index ? decision : undefined),
  );
  return { ...review, decisions };
}

/** What the document becomes once every change is decided: null when none was accepted (the document stays as it was). */
export function decidedDocument(review: DocumentReview): PMNode | null {
  if (review.decisions.every((decision) => decision === "rejected")) return null;
  if (review.decisions.every((decision) => decision === "accepted")) return review.answer;
  return applyDecisions(review.preview, review.groups, review.decisions).doc;
}

/**
 * The preview as it stands: decided changes applied, the open ones coloured, the current one
 * outlined, and the decision widget after the last open change. Kept out of the undo history.
 */
export function reviewTransaction(
  state: EditorState,
  review: DocumentReview,
  current: number,
  actions: HTMLElement,
): { tr: Transaction; focusPos: number } {
  const { doc, mapping } = applyDecisions(review.preview, review.groups, review.decisions);
  const tr = state.tr.replaceWith(0, state.doc.content.size, doc.content).setMeta("addToHistory", false);
  const open = undecidedRanges(review.groups, review.decisions, mapping);
  const ranges = open.flatMap((change) => change.ranges);
  const currentRanges = open.find((change) => change.index === current)?.ranges ?? [];
  const end = ranges.reduce((last, range) => Math.max(last, range.to), 0);
  const $end = tr.doc.resolve(Math.min(end, tr.doc.content.size));
  const widget = { pos: $end.depth > 0 ? $end.after(1) : $end.pos, element: actions };
  withChangeDecorations(tr, changeDecorations(tr.doc, ranges, widget, new Set(currentRanges)));
  return { tr, focusPos: currentRanges[0]?.from ?? ranges[0]?.from ?? 0 };
}
