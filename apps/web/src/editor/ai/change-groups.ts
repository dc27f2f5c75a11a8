import type { Node as PMNode } from "@tiptap/pm/model";
import { type Mapping, Transform } from "@tiptap/pm/transform";
import type { ChangeRange } from "./diff/document-diff";

/** One change as a reader counts it: a removal and the words that replaced it, or a list or row removed or added whole. */
export interface ChangeGroup {
  ranges: ChangeRange[];
}

export type ChangeDecision = "accepted" | "rejected";

const within = (inner: ChangeRange, outer: ChangeRange) =>
  inner !== outer && inner.from >= outer.from && inner.to <= outer.to;

/**
 * The changes of a whole-document diff, in document order: a removal directly followed by its
 * replacement is one change, and the ranges inside a block removed or added whole belong to it.
 */
export function groupChanges(ranges: readonly ChangeRange[]): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  let previous: ChangeRange | undefined;
  for (const range of ranges) {
    const group = groups.at(-1);
    const nested = previous?.block && range.from >= previous.from && range.to <= previous.to;
    const replacement = range.kind === "insertion" && previous?.kind === "deletion" && previous.to === range.from;
    if (group && (nested || replacement)) {
      group.ranges.push(range);
      if (!nested) previous = range;
      continue;
    }
    groups.push({ ranges: [range] });
    previous = range;
  }
  return groups;
}

/**
 * The preview with some changes decided: an accepted change loses what it removed, a rejected one
 * what it added; undecided changes stay as shown. The mapping carries the positions of the
 * undecided changes into the result.
 */
export function applyDecisions(
  preview: PMNode,
  groups: readonly ChangeGroup[],
  decisions: ReadonlyArray<ChangeDecision | undefined>,
): { doc: PMNode; mapping: Mapping } {
  const dropped = groups.flatMap((group, index) => {
    const decision = decisions[index];
    if (!decision) return [];
    const kind = decision === "accepted" ? "deletion" : "insertion";
    return group.ranges.filter((range) => range.kind === kind);
  });
  const outermost = dropped.filter((range) => !dropped.some((other) => within(range, other)));
  const transform = new Transform(preview);
  for (const range of [...outermost].sort((a, b) => b.from - a.from)) {
    transform.delete(transform.mapping.map(range.from, 1), transform.mapping.map(range.to, -1));
  }
  return { doc: transform.doc, mapping: transform.mapping };
}

/** The ranges of the undecided changes in the decided document (a range emptied by a deletion around it is gone). */
export function undecidedRanges(
  groups: readonly ChangeGroup[],
  decisions: ReadonlyArray<ChangeDecision | undefined>,
  mapping: Mapping,
): Array<{ index: number; ranges: ChangeRange[] }> {
  return groups.flatMap((group, index) => {
    if (decisions[index]) return [];
    const ranges = group.ranges
      .map((range) => ({ ...range, from: mapping.map(range.from, 1), to: mapping.map(range.to, -1) }))
      .filter((range) => range.to > range.from);
    return ranges.length > 0 ? [{ index, ranges }] : [];
  });
}
