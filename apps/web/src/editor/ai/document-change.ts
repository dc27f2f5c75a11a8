import type { Node as PMNode } from "@tiptap/pm/model";
import type { EditorState, Transaction } from "@tiptap/pm/state";
import { closeHistory } from "@tiptap/pm/history";
import { normaliseAcceptedColours } from "./accepted-colours";
import { ESTIMATE_REVISION_ATTR } from "./estimate-revision";
import { diffDocuments, type ChangeRange } from "./diff/document-diff";
import { replaceDocument } from "./replace-document";
import { groupChanges } from "./change-groups";

export interface DocumentPreview {
  tr: Transaction;
  ranges: ChangeRange[];
}

/** CHANGEDALL: the word-level diff of the whole document, shown in place of it (not undoable). */
export function previewDocumentChange(state: EditorState, answer: PMNode): DocumentPreview {
  const { doc, ranges } = diffDocuments(state.doc, answer);
  const tr = state.tr;
  tr.replaceWith(0, tr.doc.content.size, doc.content);
  tr.setMeta("addToHistory", false);
  return { tr, ranges };
}

/** Edits as a reader counts them (see groupChanges). */
export function countChanges(ranges: readonly ChangeRange[]): number {
  return groupChanges(ranges).length;
}

/**
 * ACCEPTED: the answer becomes the document (neutral colours) as one undoable step; with the
 * estimate its text states (a re-estimate, a currency change), that estimate goes with it.
 */
export function acceptDocumentChange(state: EditorState, answer: PMNode, estimateRevision?: string): Transaction {
  const neutral = answer.type.create(state.doc.attrs, normaliseAcceptedColours(answer.content, answer.type));
  const tr = closeHistory(state.tr);
  replaceDocument(tr, neutral);
  if (estimateRevision) tr.setDocAttribute(ESTIMATE_REVISION_ATTR, estimateRevision);
  return tr;
}
