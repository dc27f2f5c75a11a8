import { diffArrays } from "diff";

export interface SequenceOp {
  type: "equal" | "removed" | "added";
  count: number;
}

class OpList {
  readonly ops: SequenceOp[] = [];
  push(type: SequenceOp["type"], count: number): void {
    if (count <= 0) return;
    const last = this.ops[this.ops.length - 1];
    if (last?.type === type) last.count += count;
    else this.ops.push({ type, count });
  }
}

/** Longest increasing run of `values` (patience sorting), as indexes into it. */
function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const result: number[] = [];
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index] as number) result.push(index);
  return result.reverse();
}

/**
 * Keys found exactly once on each side, in an order both sides agree on (patience diff): they anchor
 * the comparison, so a long document with scattered edits splits into many tiny comparisons.
 */
function uniqueAnchors(before: readonly number[], after: readonly number[]): [number, number][] {
  const counts = new Map<number, [number, number, number]>();
  before.forEach((key, index) => {
    const entry = counts.get(key);
    if (entry) entry[0]++;
    else counts.set(key, [1, 0, index]);
  });
  const pairs: [number, number][] = [];
  const seenAfter = new Map<number, number>();
  after.forEach((key, index) => {
    const entry = counts.get(key);
    if (!entry) return;
    entry[1]++;
    seenAfter.set(key, index);
  });
  for (const [key, [inBefore, inAfter, oldIndex]] of counts) {
    if (inBefore === 1 && inAfter === 1) pairs.push([oldIndex, seenAfter.get(key) as number]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  return longestIncreasing(pairs.map((pair) => pair[1])).map((index) => pairs[index] as [number, number]);
}

function diffRange(
  before: readonly number[],
  after: readonly number[],
  out: OpList,
  budget: { edits: number },
): boolean {
  if (before.length === 0 || after.length === 0) {
    out.push("removed", before.length);
    out.push("added", after.length);
    return true;
  }
  const limit = budget.edits;
  const parts = Number.isFinite(limit)
    ? diffArrays([...before], [...after], { maxEditLength: limit })
    : diffArrays([...before], [...after]);
  if (!parts) return false;
  for (const part of parts) {
    const type = part.added ? "added" : part.removed ? "removed" : "equal";
    if (type !== "equal") budget.edits -= part.count;
    out.push(type, part.count);
  }
  return true;
}

/**
 * Diff of two key sequences: common head and tail trimmed, unique keys used as anchors, and jsdiff's
 * Myers diff on what lies between them. Null when more than `maxEditLength` edits would be needed.
 */
export function diffSequences(
  before: readonly string[],
  after: readonly string[],
  maxEditLength = Infinity,
): SequenceOp[] | null {
  const ids = new Map<string, number>();
  const intern = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const a = before.map(intern);
  const b = after.map(intern);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;

  const out = new OpList();
  const budget = { edits: maxEditLength };
  out.push("equal", head);
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  let oldIndex = 0;
  let newIndex = 0;
  for (const [oldAnchor, newAnchor] of [
    ...uniqueAnchors(middleA, middleB),
    [middleA.length, middleB.length] as [number, number],
  ]) {
    if (!diffRange(middleA.slice(oldIndex, oldAnchor), middleB.slice(newIndex, newAnchor), out, budget)) return null;
    if (oldAnchor < middleA.length) out.push("equal", 1);
    oldIndex = oldAnchor + 1;
    newIndex = newAnchor + 1;
  }
  out.push("equal", tail);
  return out.ops;
}
