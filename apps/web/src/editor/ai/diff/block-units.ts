import type { Node as PMNode } from "@tiptap/pm/model";
import { inlineContentKey } from "./inline-tokens";

/**
 * The diff compares documents block by block: each textblock (paragraph, heading, code block) and
 * each leaf block (image, video, rule) is a unit, known by where it sits (its container path).
 */
export interface BlockUnit {
  node: PMNode;
  /** Container path plus the block's own type, e.g. "bulletList/listItem/paragraph". */
  signature: string;
  /** Container path alone, e.g. "bulletList/listItem". */
  container: string;
  /** Equal keys mean an unchanged block in an unchanged place. */
  key: string;
}

export function isUnit(node: PMNode): boolean {
  return node.isTextblock || (node.isBlock && node.isLeaf);
}

/** The parts of a node's identity that change how it reads: heading level, checkbox state, code language. */
function typeSignature(node: PMNode): string {
  const { name } = node.type;
  if (name === "heading") return `heading${String(node.attrs.level)}`;
  if (name === "taskItem") return `taskItem${node.attrs.checked ? "x" : ""}`;
  if (name === "codeBlock") return `codeBlock:${String(node.attrs.language ?? "")}`;
  return name;
}

export function collectUnits(doc: PMNode): BlockUnit[] {
  const units: BlockUnit[] = [];
  const walk = (parent: PMNode, container: string) => {
    parent.forEach((child) => {
      const type = typeSignature(child);
      if (isUnit(child)) {
        const signature = container ? `${container}/${type}` : type;
        const content = child.isLeaf ? "" : inlineContentKey(child);
        units.push({ node: child, signature, container, key: `${signature}\u0002${JSON.stringify(child.attrs)}\u0002${content}` });
      } else {
        walk(child, container ? `${container}/${type}` : type);
      }
    });
  };
  walk(doc, "");
  return units;
}
