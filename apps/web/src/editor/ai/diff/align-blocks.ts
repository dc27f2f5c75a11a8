import type { BlockUnit } from "./block-units";
import { diffSequences } from "./sequence-diff";

/** What became of each block of the new document. */
export type BlockPlan =
  | { kind: "equal"; unit: BlockUnit }
  | { kind: "modified"; unit: BlockUnit; old: BlockUnit }
  | { kind: "inserted"; unit: BlockUnit };

export interface BlockAlignment {
  /** One plan per unit of the new document, in document order. */
  plans: BlockPlan[];
  /** Old blocks removed just before the new unit of the same index (the last entry: at the very end). */
  removedBefore: BlockUnit[][];
}

/** Beyond this many block edits the documents are treated as rewritten rather than diffed block by block. */
const MAX_BLOCK_EDITS = 4000;

/**
 * Lines up the blocks of two documents: unchanged blocks by key, then, inside each run of changes,
 * removed and added blocks of the same kind and place are paired so their words can be compared.
 */
export function alignBlocks(before: readonly BlockUnit[], after: readonly BlockUnit[]): BlockAlignment {
  const plans: BlockPlan[] = [];
  const removedBefore: BlockUnit[][] = [];
  let pending: BlockUnit[] = [];

  const emit = (plan: BlockPlan) => {
    plans.push(plan);
    removedBefore.push(pending);
    pending = [];
  };

  const flushHunk = (removed: BlockUnit[], added: BlockUnit[]) => {
    if (removed.length === 0) return added.forEach((unit) => emit({ kind: "inserted", unit }));
    if (added.length === 0) return void pending.push(...removed);
    const pairing = diffSequences(
      removed.map((unit) => unit.signature),
      added.map((unit) => unit.signature),
    ) ?? [
      { type: "removed" as const, count: removed.length },
      { type: "added" as const, count: added.length },
    ];
    let r = 0;
    let a = 0;
    for (const op of pairing) {
      for (let i = 0; i < op.count; i++) {
        if (op.type === "removed") pending.push(removed[r++] as BlockUnit);
        else if (op.type === "added") emit({ kind: "inserted", unit: added[a++] as BlockUnit });
        else emit({ kind: "modified", unit: added[a++] as BlockUnit, old: removed[r++] as BlockUnit });
      }
    }
  };

  const ops = diffSequences(
    before.map((unit) => unit.key),
    after.map((unit) => unit.key),
    MAX_BLOCK_EDITS,
  ) ?? [
    { type: "removed" as const, count: before.length },
    { type: "added" as const, count: after.length },
  ];

  let oldIndex = 0;
  let newIndex = 0;
  let removed: BlockUnit[] = [];
  let added: BlockUnit[] = [];
  for (const op of ops) {
    if (op.type === "removed") {
      removed = removed.concat(before.slice(oldIndex, oldIndex + op.count));
      oldIndex += op.count;
    } else if (op.type === "added") {
      added = added.concat(after.slice(newIndex, newIndex + op.count));
      newIndex += op.count;
    } else {
      flushHunk(removed, added);
      removed = [];
      added = [];
      for (let i = 0; i < op.count; i++) emit({ kind: "equal", unit: after[newIndex + i] as BlockUnit });
      oldIndex += op.count;
      newIndex += op.count;
    }
  }
  flushHunk(removed, added);
  removedBefore.push(pending);
  return { plans, removedBefore };
}
