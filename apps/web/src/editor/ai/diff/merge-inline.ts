import { Fragment, type Node as PMNode, type Schema } from "@tiptap/pm/model";
import { inlineTokens, type InlineToken } from "./inline-tokens";
import { diffSequences } from "./sequence-diff";

export type ChangeKind = "insertion" | "deletion";

/** A changed stretch of a block's content, counted from the start of that content. */
export interface RelativeRange {
  from: number;
  to: number;
  kind: ChangeKind;
}

export interface MergedBlock {
  node: PMNode;
  ranges: RelativeRange[];
}

/** Below this share of words in common, two blocks are shown as one removed and one added. */
const MIN_SIMILARITY = 0.3;

function tokenNodes(schema: Schema, tokens: readonly InlineToken[], allowMarks: boolean): PMNode[] {
  return tokens.map((token) => {
    if (token.node) return token.node;
    return schema.text(token.text ?? "", allowMarks ? token.marks : []);
  });
}

function isWord(token: InlineToken): boolean {
  return token.text === null || /\S/.test(token.text);
}

/**
 * One block holding the new block's content with the removed words of the old block woven back in:
 * removed words sit before the words that replaced them. Null when the two share too little to be
 * read as an edit of one another.
 */
export function mergeInline(before: PMNode, after: PMNode, schema: Schema): MergedBlock | null {
  const oldTokens = inlineTokens(before);
  const newTokens = inlineTokens(after);
  const ops = diffSequences(
    oldTokens.map((token) => token.key),
    newTokens.map((token) => token.key),
  );
  if (!ops) return null;

  let common = 0;
  let oldIndex = 0;
  let newIndex = 0;
  for (const op of ops) {
    if (op.type === "equal") {
      common += newTokens.slice(newIndex, newIndex + op.count).filter(isWord).length;
      oldIndex += op.count;
      newIndex += op.count;
    } else if (op.type === "removed") oldIndex += op.count;
    else newIndex += op.count;
  }
  const longest = Math.max(oldTokens.filter(isWord).length, newTokens.filter(isWord).length);
  if (longest > 3 && common / longest < MIN_SIMILARITY) return null;

  const allowMarks = after.type.spec.code !== true && after.type.spec.marks !== "";
  const nodes: PMNode[] = [];
  const ranges: RelativeRange[] = [];
  let offset = 0;
  oldIndex = 0;
  newIndex = 0;
  const take = (tokens: readonly InlineToken[], kind: ChangeKind | null) => {
    const usable = tokens.filter(
      (token) => token.node === null || after.type.contentMatch.matchType(token.node.type) !== null,
    );
    const size = usable.reduce((total, token) => total + token.size, 0);
    nodes.push(...tokenNodes(schema, usable, allowMarks));
    if (kind && size > 0) {
      const last = ranges[ranges.length - 1];
      if (last && last.kind === kind && last.to === offset) last.to += size;
      else ranges.push({ from: offset, to: offset + size, kind });
    }
    offset += size;
  };
  for (const op of ops) {
    if (op.type === "equal") {
      take(newTokens.slice(newIndex, newIndex + op.count), null);
      oldIndex += op.count;
      newIndex += op.count;
    } else if (op.type === "removed") {
      take(oldTokens.slice(oldIndex, oldIndex + op.count), "deletion");
      oldIndex += op.count;
    } else {
      take(newTokens.slice(newIndex, newIndex + op.count), "insertion");
      newIndex += op.count;
    }
  }
  return { node: after.type.create(after.attrs, Fragment.fromArray(nodes), after.marks), ranges };
}
