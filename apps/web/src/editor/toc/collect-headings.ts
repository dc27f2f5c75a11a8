import type { Node as PMNode } from "@tiptap/pm/model";
import type { HeadingEntry } from "./toc";

/** The headings of an editor document, in order. */
export function collectHeadings(doc: PMNode): HeadingEntry[] {
  const headings: HeadingEntry[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === "heading") {
      headings.push({ level: Number(node.attrs.level) || 1, text: node.textContent.trim(), elementId: (node.attrs.id as string | null) ?? null, pos });
      return false;
    }
    return !node.isTextblock;
  });
  return headings;
}
