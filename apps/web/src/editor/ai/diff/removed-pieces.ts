import type { Node as PMNode } from "@tiptap/pm/model";
import type { BlockAncestor, BlockUnit } from "./block-units";

/** Something removed from the old document, shown in the preview as it was: a block, or a container removed whole. */
export interface RemovedPiece {
  node: PMNode;
  /** The removed blocks it holds (the node itself for a single block). */
  units: BlockUnit[];
  /** The container path it belongs in, e.g. "bulletList" for a list item. */
  parentPath: string;
  /** Its own containers in the old document, outermost first, to wrap it in where its container is gone. */
  ancestors: BlockAncestor[];
}

/**
 * Groups the removed blocks into the largest containers removed whole, so that a removed list item,
 * table row, list or table comes back as that item, row, list or table (bullet, cells and all), not
 * as loose paragraphs. A piece is listed where its first block was removed.
 */
export function groupRemoved(oldUnits: readonly BlockUnit[], removedBefore: readonly BlockUnit[][]): RemovedPiece[][] {
  const total = new Map<number, number>();
  for (const unit of oldUnits)
    for (const ancestor of unit.ancestors) total.set(ancestor.pos, (total.get(ancestor.pos) ?? 0) + 1);
  const removedUnder = new Map<number, BlockUnit[]>();
  for (const run of removedBefore) {
    for (const unit of run) {
      for (const ancestor of unit.ancestors) {
        const list = removedUnder.get(ancestor.pos);
        if (list) list.push(unit);
        else removedUnder.set(ancestor.pos, [unit]);
      }
    }
  }
  const wholeRemoved = (ancestor: BlockAncestor) => removedUnder.get(ancestor.pos)?.length === total.get(ancestor.pos);
  const placed = new Set<number>();

  return removedBefore.map((run) => {
    const pieces: RemovedPiece[] = [];
    for (const unit of run) {
      const rootIndex = unit.ancestors.findIndex(wholeRemoved);
      const root = unit.ancestors[rootIndex];
      if (!root) {
        pieces.push({ node: unit.node, units: [unit], parentPath: unit.container, ancestors: unit.ancestors });
      } else if (!placed.has(root.pos)) {
        placed.add(root.pos);
        pieces.push({
          node: root.node,
          units: removedUnder.get(root.pos) ?? [unit],
          parentPath: root.parentPath,
          ancestors: unit.ancestors.slice(0, rootIndex),
        });
      }
    }
    return pieces;
  });
}

/** Whether a container path lies inside another one ("" holds every path). */
export function isWithinPath(path: string, outer: string): boolean {
  return outer === "" || path === outer || path.startsWith(`${outer}/`);
}
