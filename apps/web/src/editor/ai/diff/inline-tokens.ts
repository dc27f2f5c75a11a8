import type { Mark, Node as PMNode } from "@tiptap/pm/model";
import { comparableAttrs } from "./mark-colours";

/** One word, run of spaces, emoji or punctuation of a textblock, with the formatting it carries. */
export interface InlineToken {
  /** Equal keys mean equal text with equal formatting. */
  key: string;
  /** The text of a text token; null for an inline node (formula, line break). */
  text: string | null;
  marks: readonly Mark[];
  /** The inline node itself, for a non-text token. */
  node: PMNode | null;
  /** Its length in document positions. */
  size: number;
}

/**
 * Word-level pieces: whitespace runs; emoji sequences (with skin tones, joiners and flags) kept whole;
 * words and numbers including their inner punctuation ("$275,095", "3.5", "e-mail"); any other
 * single character. The `u` flag keeps surrogate pairs together.
 */
const TOKEN =
  /\s+|(?:\p{Regional_Indicator}{2})+|(?:\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u20E3)*(?:\u200D\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)*)*)+|[\p{L}\p{N}\p{M}_'’$€£¥%@#&+-]+(?:[.,:/][\p{L}\p{N}\p{M}$€£¥%]+)*|[\s\S]/gu;

export function marksKey(marks: readonly Mark[]): string {
  return marks.map((mark) => `${mark.type.name}${JSON.stringify(comparableAttrs(mark.attrs))}`).join(",");
}

export function splitWords(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export function inlineTokens(block: PMNode): InlineToken[] {
  const tokens: InlineToken[] = [];
  block.forEach((child) => {
    const formatting = marksKey(child.marks);
    if (child.isText && child.text) {
      for (const word of splitWords(child.text))
        tokens.push({
          key: `${formatting}\u0000${word}`,
          text: word,
          marks: child.marks,
          node: null,
          size: word.length,
        });
    } else {
      tokens.push({
        key: `\u0001${child.type.name}${JSON.stringify(child.attrs)}${formatting}`,
        text: null,
        marks: child.marks,
        node: child,
        size: child.nodeSize,
      });
    }
  });
  return tokens;
}

/** A key for a whole textblock's content: equal keys mean equal text, formatting and inline nodes. */
export function inlineContentKey(block: PMNode): string {
  let key = "";
  block.forEach((child) => {
    key += child.isText
      ? `${marksKey(child.marks)}\u0000${child.text ?? ""}\u0003`
      : `\u0001${child.type.name}${JSON.stringify(child.attrs)}${marksKey(child.marks)}\u0003`;
  });
  return key;
}
