import { Fragment, type ContentMatch, type Node as PMNode, type Schema } from "@tiptap/pm/model";
import { alignBlocks, type BlockPlan } from "./align-blocks";
import { collectUnits, isUnit, type BlockUnit } from "./block-units";
import { mergeInline, type ChangeKind, type RelativeRange } from "./merge-inline";

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
  const content = block.type.spec.code ? Fragment.from(block.textContent ? schema.text(block.textContent) : []) : block.content;
  return paragraph.validContent(content) ? { node: paragraph.create(null, content), match: asParagraph } : null;
}

/**
 * Whole-document diff on the editor's document model (spec section 4, CHANGEDALL). Blocks are lined
 * up first; a changed block shows its removed words before the words that replaced them; a removed
 * block is placed in the new document next to the block that followed it (or, if it shared a list
 * item or a cell with the block before it, right after that one). Headings, lists and tables keep the
 * new document's structure. The result is for display only: accepting takes the new document as is.
 */
export function diffDocuments(before: PMNode, after: PMNode): DocumentDiff {
  const schema = after.type.schema;
  const oldUnits = collectUnits(before);
  const newUnits = collectUnits(after);
  const { plans, removedBefore } = alignBlocks(oldUnits, newUnits);
  const markings = new Map<PMNode, Marking>();
  let unitIndex = 0;
  /** Removed blocks that found no valid place yet; they go to the next place that takes them. */
  let carried: PMNode[] = [];

  const asRemoved = (unit: BlockUnit): PMNode => {
    markings.set(unit.node, { whole: "deletion" });
    return unit.node;
  };

  const produce = (plan: BlockPlan): PMNode[] => {
    if (plan.kind === "equal") return [plan.unit.node];
    if (plan.kind === "inserted") {
      markings.set(plan.unit.node, { whole: "insertion" });
      return [plan.unit.node];
    }
    const merged = plan.unit.node.isTextblock && plan.old.node.isTextblock ? mergeInline(plan.old.node, plan.unit.node, schema) : null;
    if (merged) {
      if (merged.ranges.length > 0) markings.set(merged.node, { ranges: merged.ranges });
      return [merged.node];
    }
    markings.set(plan.unit.node, { whole: "insertion" });
    return [asRemoved(plan.old), plan.unit.node];
  };

  const place = (blocks: PMNode[], children: PMNode[], match: ContentMatch): ContentMatch => {
    let current = match;
    for (const block of blocks) {
      const fit = placeable(schema, current, block);
      if (!fit) {
        carried.push(block);
        continue;
      }
      if (fit.node !== block) markings.set(fit.node, markings.get(block) ?? { whole: "deletion" });
      children.push(fit.node);
      current = fit.match;
    }
    return current;
  };

  const rebuild = (container: PMNode): PMNode => {
    const children: PMNode[] = [];
    let match = container.type.contentMatch;
    container.forEach((child) => {
      if (!isUnit(child)) {
        // Removed blocks go in at the shallowest level that takes them (before a table, not inside it).
        const waiting = carried.concat((removedBefore[unitIndex] ?? []).map(asRemoved));
        carried = [];
        removedBefore[unitIndex] = [];
        match = place(waiting, children, match);
        const rebuilt = rebuild(child);
        children.push(rebuilt);
        match = match.matchType(rebuilt.type) ?? match;
        return;
      }
      const index = unitIndex++;
      const plan = plans[index] as BlockPlan;
      const waiting = carried.concat((removedBefore[index] ?? []).map(asRemoved));
      carried = [];
      match = place(waiting, children, match);
      for (const node of produce(plan)) {
        children.push(node);
        match = match.matchType(node.type) ?? match;
      }
      // Removed blocks that shared this block's list item or cell stay beside it, not in the next one.
      const next = removedBefore[index + 1] ?? [];
      const sameContainer = next.filter((unit) => unit.container === plan.unit.container);
      if (sameContainer.length > 0) {
        removedBefore[index + 1] = next.filter((unit) => unit.container !== plan.unit.container);
        match = place(sameContainer.map(asRemoved), children, match);
      }
    });
    if (container === after) {
      const rest = carried.concat((removedBefore[unitIndex] ?? []).map(asRemoved));
      carried = [];
      place(rest, children, match);
    }
    const content = Fragment.fromArray(children);
    if (container.type.validContent(content)) return container.copy(content);
    return container.type.createAndFill(container.attrs, content, container.marks) ?? container;
  };

  const doc = rebuild(after);
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
    else if (marking) for (const range of marking.ranges) ranges.push({ from: pos + 1 + range.from, to: pos + 1 + range.to, kind: range.kind });
    return !node.isTextblock;
  });
  return ranges;
}
