import type { Transaction } from "@tiptap/pm/state";

/**
 * The ranges the transactions changed, in the coordinates of the final document: what a plugin
 * looks at instead of the whole document, so its work follows the edit, not the document's length.
 * Steps that map nothing (attribute and mark steps) add no range.
 */
export function changedRanges(transactions: readonly Transaction[]): [number, number][] {
  let ranges: [number, number][] = [];
  for (const transaction of transactions) {
    ranges = ranges.map(([from, to]) => [transaction.mapping.map(from, -1), transaction.mapping.map(to, 1)]);
    transaction.steps.forEach((step, index) => {
      const rest = transaction.mapping.slice(index + 1);
      step
        .getMap()
        .forEach((_oldStart, _oldEnd, newStart, newEnd) => ranges.push([rest.map(newStart, -1), rest.map(newEnd, 1)]));
    });
  }
  return ranges;
}
