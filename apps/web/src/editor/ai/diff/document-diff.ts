import { Fragment, type ContentMatch, type Node as PMNode, type Schema } from "@tiptap/pm/model";
import { alignBlocks, type BlockPlan } from "./align-blocks";
import { childPath, collectUnits, isUnit, type BlockAncestor } from "./block-units";
import { mergeInline, type ChangeKind, type RelativeRange } from "./merge-inline";
import { groupRemoved, isWithinPath, type RemovedPiece } from "./removed-pieces";

export type { ChangeKind };

/** A changed stretch of the preview document, in its positions; `block` marks a whole leaf block. */
export interface ChangeRange {
  from: number;
  to: number;
  kind: ChangeKind;
  block?: boolean;
}

export interface DocumentDiff {
  /** The new document with the removed words and blocks put back where they were, for display. */
  doc: PMNode;
  ranges: ChangeRange[];
}

type Marking = { whole: ChangeKind } | { ranges: RelativeRange[] };

/** A removed block as it can sit in a parent: as it was, else as a paragraph with the same text. */
function placeable(schema: Schema, match: ContentMatch, block: PMNode): { node: PMNode; match: ContentMatch } | null {
  const direct = match.matchType(block.type);
  if (direct) return { node: block, match: direct };
  const paragraph = schema.nodes.paragraph;
  if (!paragraph || !block.isTextblock) return null;
  const asParagraph = match.matchType(paragraph);
  if (!asParagraph) return null;
  const content = block.type.spec.code
    ? Fragment.from(block.textContent ? schema.text(block.textContent) : [])
    : block.content;
  return paragraph.validContent(content) ? { node: paragraph.create(null, content), match: asParagraph } : null;
}

/** A piece whose container is gone from the new document, wrapped in its old containers; the outermost last. */
function wrappersForTop(piece: RemovedPiece): PMNode[] | null {
  let node = piece.node;
  const wrappers: PMNode[] = [];
  for (let i = piece.ancestors.length - 1; i >= 0; i--) {
    const ancestor = piece.ancestors[i] as BlockAncestor;
    try {
      node = ancestor.node.type.createChecked(ancestor.node.attrs, node, ancestor.node.marks);
    } catch {
      return null;
    }
    wrappers.push(node);
  }
  return wrappers.length > 0 ? wrappers : null;
}

/** The outermost new-document containers (list items, rows, lists, tables) whose every block was added. */
function wholeInsertions(plans: readonly BlockPlan[]): Set<PMNode> {
  const total = new Map<PMNode, number>();
  const inserted = new Map<PMNode, number>();
  for (const plan of plans) {
    for (const { node } of plan.unit.ancestors) {
      total.set(node, (total.get(node) ?? 0) + 1);
      if (plan.kind === "inserted") inserted.set(node, (inserted.get(node) ?? 0) + 1);
    }
  }
  const whole = (node: PMNode) => inserted.get(node) === total.get(node);
  const outermost = new Set<PMNode>();
  for (const plan of plans) {
    const first = plan.unit.ancestors.find((ancestor) => whole(ancestor.node));
    if (first) outermost.add(first.node);
  }
  return outermost;
}

/**
 * Whole-document diff on the editor's document model (spec section 4, CHANGEDALL). Blocks are lined
 * up first; a changed block shows its removed words before the words that replaced them. What was
 * removed comes back as it was, in its own kind of container: a removed list item in its list, a row
 * in its table, a whole list or table as itself, placed before the block that followed it (or beside
 * the block before it, if they shared a container). Headings, lists and tables keep the new
 * document's structure. The result is for display only: accepting takes the new document as is.
 */
export function diffDocuments(before: PMNode, after: PMNode): DocumentDiff {
  const schema = after.type.schema;
  const oldUnits = collectUnits(before);
  const { plans, removedBefore } = alignBlocks(oldUnits, collectUnits(after));
  const removed = groupRemoved(oldUnits, removedBefore);
  const added = wholeInsertions(plans);
  const markings = new Map<PMNode, Marking>();
  let placedCount = 0;
  const markRemoved = (node: PMNode) => {
    placedCount++;
    markings.set(node, { whole: "deletion" });
  };
  for (const piece of removed.flat()) {
    markRemoved(piece.node);
    piece.units.forEach((unit) => markRemoved(unit.node));
  }
  let unitIndex = 0;
  /** Removed pieces that found no place yet; each goes to the next place at its own path that takes it. */
  let carried: RemovedPiece[] = [];
  const takeWaiting = (index: number): RemovedPiece[] => {
    const waiting = carried.concat(removed[index] ?? []);
    carried = [];
    removed[index] = [];
    return waiting;
  };

  const produce = (plan: BlockPlan): PMNode[] => {
    if (plan.kind === "equal") return [plan.unit.node];
    if (plan.kind === "inserted") {
      markings.set(plan.unit.node, { whole: "insertion" });
      return [plan.unit.node];
    }
    const merged =
      plan.unit.node.isTextblock && plan.old.node.isTextblock
        ? mergeInline(plan.old.node, plan.unit.node, schema)
        : null;
    if (merged) {
      if (merged.ranges.length > 0) markings.set(merged.node, { ranges: merged.ranges });
      return [merged.node];
    }
    markings.set(plan.unit.node, { whole: "insertion" });
    markRemoved(plan.old.node);
    return [plan.old.node, plan.unit.node];
  };

  /** At the top level, a piece whose container is gone comes back wrapped in it, else block by block. */
  const settle = (piece: RemovedPiece, children: PMNode[], match: ContentMatch): ContentMatch => {
    const wrappers = wrappersForTop(piece);
    const outer = wrappers?.at(-1);
    const outerMatch = outer ? match.matchType(outer.type) : null;
    if (wrappers && outer && outerMatch) {
      wrappers.forEach(markRemoved);
      children.push(outer);
      return outerMatch;
    }
    let current = match;
    for (const unit of piece.units) {
      const fit = placeable(schema, current, unit.node);
      if (!fit) continue;
      markRemoved(fit.node);
      children.push(fit.node);
      current = fit.match;
    }
    return current;
  };

  /** Places pieces in order: once one has to wait for a later place, the ones after it wait too. */
  const place = (
    pieces: RemovedPiece[],
    children: PMNode[],
    match: ContentMatch,
    path: string,
    top: boolean,
  ): ContentMatch => {
    let current = match;
    for (const piece of pieces) {
      const fit = piece.parentPath === path && carried.length === 0 ? placeable(schema, current, piece.node) : null;
      if (fit) {
        markRemoved(fit.node);
        children.push(fit.node);
        current = fit.match;
      } else if (top) {
        current = settle(piece, children, current);
      } else {
        carried.push(piece);
      }
    }
    return current;
  };

  const rebuild = (container: PMNode, path: string): PMNode => {
    const top = container === after;
    const children: PMNode[] = [];
    let match = container.type.contentMatch;
    container.forEach((child) => {
      if (!isUnit(child)) {
        // Pieces go in at the level they belong to: a removed row inside the table, a paragraph before it.
        match = place(takeWaiting(unitIndex), children, match, path, false);
        const placedBefore = placedCount;
        const rebuilt = rebuild(child, childPath(path, child));
        // An added container shows as added whole, unless removed blocks were put back inside it.
        if (added.has(child) && placedCount === placedBefore) markings.set(rebuilt, { whole: "insertion" });
        children.push(rebuilt);
        match = match.matchType(rebuilt.type) ?? match;
        return;
      }
      const index = unitIndex++;
      const plan = plans[index] as BlockPlan;
      match = place(takeWaiting(index), children, match, path, top);
      for (const node of produce(plan)) {
        children.push(node);
        match = match.matchType(node.type) ?? match;
      }
      // Pieces removed from this block's containers stay in them (a last list item after this one),
      // rather than moving on to the next block's.
      const next = removed[index + 1] ?? [];
      const outside = next.findIndex(
        (piece) => piece.parentPath === "" || !isWithinPath(plan.unit.container, piece.parentPath),
      );
      const inside = outside < 0 ? next.length : outside;
      if (inside > 0) {
        removed[index + 1] = next.slice(inside);
        match = place(next.slice(0, inside), children, match, path, false);
      }
    });
    const waiting = top ? takeWaiting(unitIndex) : carried;
    if (!top) carried = [];
    place(waiting, children, match, path, top);
    const content = Fragment.fromArray(children);
    if (container.type.validContent(content)) return container.copy(content);
    return container.type.createAndFill(container.attrs, content, container.marks) ?? container;
  };

  const doc = rebuild(after, "");
  return { doc, ranges: collectRanges(doc, markings) };
}

function collectRanges(doc: PMNode, markings: Map<PMNode, Marking>): ChangeRange[] {
  const ranges: ChangeRange[] = [];
  const wholeNode = (node: PMNode, pos: number, kind: ChangeKind) => {
    if (node.isTextblock) {
      if (node.content.size > 0) ranges.push({ from: pos + 1, to: pos + node.nodeSize - 1, kind });
    } else {
      ranges.push({ from: pos, to: pos + node.nodeSize, kind, block: true });
    }
  };
  doc.descendants((node, pos) => {
    const marking = markings.get(node);
    if (marking && "whole" in marking) wholeNode(node, pos, marking.whole);
    else if (marking)
      for (const range of marking.ranges)
        ranges.push({ from: pos + 1 + range.from, to: pos + 1 + range.to, kind: range.kind });
    return !node.isTextblock;
  });
  return ranges;
}
