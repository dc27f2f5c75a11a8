import type { Node as PMNode } from "@tiptap/pm/model";
import { inlineContentKey } from "./inline-tokens";

/** A container a block sits in: the node, its position in its document, and the path of its own parent. */
export interface BlockAncestor {
  node: PMNode;
  pos: number;
  parentPath: string;
}

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
  /** The containers around the block, outermost first (the document itself left out). */
  ancestors: BlockAncestor[];
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

/** The path of a container's children, e.g. "table/tableRow" for the cells of a row. */
export function childPath(parentPath: string, container: PMNode): string {
  const type = typeSignature(container);
  return parentPath ? `${parentPath}/${type}` : type;
}

export function collectUnits(doc: PMNode): BlockUnit[] {
  const units: BlockUnit[] = [];
  const walk = (parent: PMNode, parentPos: number, container: string, ancestors: BlockAncestor[]) => {
    parent.forEach((child, offset) => {
      const pos = parentPos + offset;
      if (isUnit(child)) {
        const signature = childPath(container, child);
        const content = child.isLeaf ? "" : inlineContentKey(child);
        units.push({
          node: child,
          signature,
          container,
          key: `${signature}\u0002${JSON.stringify(child.attrs)}\u0002${content}`,
          ancestors,
        });
      } else {
        walk(child, pos + 1, childPath(container, child), [...ancestors, { node: child, pos, parentPath: container }]);
      }
    });
  };
  walk(doc, 0, "", []);
  return units;
}
