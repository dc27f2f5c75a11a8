import type { Node as PMNode } from "@tiptap/pm/model";
import type { Transform } from "@tiptap/pm/transform";

/**
 * Turns the transform's document into `target` with one step covering only the part that differs,
 * so positions (and the undo history) outside that part are untouched.
 */
export function replaceDocument(tr: Transform, target: PMNode): Transform {
  const current = tr.doc;
  const start = current.content.findDiffStart(target.content);
  if (start === null) return tr;
  const end = current.content.findDiffEnd(target.content);
  if (!end) return tr;
  let { a: endCurrent, b: endTarget } = end;
  // Repeated content can make the two scans overlap; widen both ends by the overlap.
  const overlap = start - Math.min(endCurrent, endTarget);
  if (overlap > 0) {
    endCurrent += overlap;
    endTarget += overlap;
  }
  tr.replace(start, endCurrent, target.slice(start, endTarget));
  if (!tr.doc.eq(target)) tr.replaceWith(0, tr.doc.content.size, target.content);
  return tr;
}
