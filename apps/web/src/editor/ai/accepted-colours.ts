import { Fragment, type Node as PMNode, type NodeType, type MarkType } from "@tiptap/pm/model";
import { NEUTRAL_TEXT_COLOR } from "../editor-constants";

const WHITE = /^(?:#fff|#ffffff|#ffffffff|white|rgba?\(\s*255\s*,\s*255\s*,\s*255\s*(?:,\s*1(?:\.0+)?\s*)?\))$/i;

export function isWhiteOrUnset(color: unknown): boolean {
  return typeof color !== "string" || color.trim() === "" || WHITE.test(color.trim());
}

function normaliseNode(node: PMNode, parent: NodeType, textStyle: MarkType): PMNode {
  if (node.isText) {
    if (!parent.allowsMarkType(textStyle)) return node;
    const current = textStyle.isInSet(node.marks);
    if (current && !isWhiteOrUnset(current.attrs.color)) return node;
    return node.mark(textStyle.create({ ...(current?.attrs ?? {}), color: NEUTRAL_TEXT_COLOR }).addToSet(node.marks));
  }
  if (node.isLeaf) return node;
  const children: PMNode[] = [];
  node.forEach((child) => children.push(normaliseNode(child, node.type, textStyle)));
  return node.copy(Fragment.fromArray(children));
}

/**
 * Accepted AI text (spec section 4): text with no colour, or white, becomes the neutral light grey
 * rgba(236,236,236,1); other colours stay. Code blocks, which take no formatting, are left as they are.
 */
export function normaliseAcceptedColours(content: Fragment, parent: NodeType): Fragment {
  const textStyle = parent.schema.marks.textStyle;
  if (!textStyle) return content;
  const children: PMNode[] = [];
  content.forEach((child) => children.push(normaliseNode(child, parent, textStyle)));
  return Fragment.fromArray(children);
}
