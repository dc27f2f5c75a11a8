import { Extension } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";

/** The document attribute holding the signed estimate an accepted change states. */
export const ESTIMATE_REVISION_ATTR = "estimateRevision";

/**
 * The estimate the text states travels with the text: an accepted re-estimate or currency change
 * sets it on the document in the same undoable step, so undo takes it back with the words, Reject
 * never sets it, and a save sends it with the HTML. It is never written into the HTML.
 */
export const EstimateRevision = Extension.create({
  name: "estimateRevision",
  addGlobalAttributes() {
    return [{ types: ["doc"], attributes: { [ESTIMATE_REVISION_ATTR]: { default: null, rendered: false } } }];
  },
});

/** The signed revision the document's text states, or null when it states the stored estimate. */
export function estimateRevisionOf(doc: PMNode): string | null {
  const value: unknown = doc.attrs[ESTIMATE_REVISION_ATTR];
  return typeof value === "string" ? value : null;
}
