import type { Node as PMNode } from "@tiptap/pm/model";
import { randomHeadingId, type HeadingEntry } from "./toc";

/**
 * The headings that start between two positions of an editor document (the whole document by
 * default), in order. A heading with neither id nor text gets a random id that stays the same while
 * the heading does: unchanged nodes are the same objects in every version of the document, so the id
 * is remembered per node.
 */
export function collectHeadings(
  doc: PMNode,
  untitledIds: WeakMap<PMNode, string> = new WeakMap(),
  from = 0,
  to = doc.content.size,
): HeadingEntry[] {
  const headings: HeadingEntry[] = [];
  doc.nodesBetween(from, to, (node, pos) => {
    if (node.type.name === "heading") {
      if (pos < from) return false;
      const text = node.textContent.trim();
      const elementId = (node.attrs.id as string | null) ?? null;
      const entry: HeadingEntry = { level: Number(node.attrs.level) || 1, text, elementId, pos };
      if (!elementId && !text) {
        const id = untitledIds.get(node) ?? randomHeadingId();
        untitledIds.set(node, id);
        entry.untitledId = id;
      }
      headings.push(entry);
      return false;
    }
    return !node.isTextblock;
  });
  return headings;
}
