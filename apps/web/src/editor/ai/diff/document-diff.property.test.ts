import type { JSONContent } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cell, doc, h, li, ol, p, row, table, ul } from "../fixtures/doc-builders";
import { blockTexts, readWithout } from "../fixtures/read-changes";
import { build } from "../fixtures/test-schema";
import { diffDocuments } from "./document-diff";

const word = fc.constantFrom("scope", "budget", "team", "risk", "launch", "$1,200", "week", "QA", "🎉", "design");
const sentence = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(" "));
const leafItem = sentence.map((text) => li(p(text)));
const item = fc.oneof(
  { weight: 3, arbitrary: leafItem },
  {
    weight: 1,
    arbitrary: fc
      .tuple(sentence, fc.array(leafItem, { minLength: 1, maxLength: 3 }))
      .map(([text, inner]) => li(p(text), ul(...inner))),
  },
);
const block: fc.Arbitrary<JSONContent> = fc.oneof(
  sentence.map((text) => p(text)),
  sentence.map((text) => h(2, text)),
  fc.array(item, { minLength: 1, maxLength: 4 }).map((items) => ul(...items)),
  fc.array(item, { minLength: 1, maxLength: 4 }).map((items) => ol(...items)),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.array(sentence, { minLength: 2, maxLength: 9 }))
    .map(([columns, texts]) => {
      const rows = [];
      for (let i = 0; i + columns <= texts.length; i += columns)
        rows.push(row(...texts.slice(i, i + columns).map((text) => cell(text))));
      return table(...rows);
    }),
);

/** An edit the assistant could make: drop, add, replace or reword a block, or drop a list item or table row. */
const edit = fc.tuple(fc.constantFrom("drop", "add", "replace", "dropChild", "reword"), fc.nat(), block);

/** Replaces the first word of every text in a block, as a rewording assistant would. */
function reword(node: JSONContent, seed: number): void {
  if (typeof node.text === "string") node.text = node.text.replace(/^\S+/, seed % 2 === 0 ? "timeline" : "cost");
  node.content?.forEach((child, i) => reword(child, seed + i));
}
function applyEdits(blocks: JSONContent[], edits: Array<[string, number, JSONContent]>): JSONContent[] {
  const result = structuredClone(blocks);
  for (const [kind, at, fresh] of edits) {
    const index = result.length === 0 ? 0 : at % result.length;
    if (kind === "add" || result.length === 0) result.splice(index, 0, fresh);
    else if (kind === "drop" && result.length > 1) result.splice(index, 1);
    else if (kind === "replace") result[index] = fresh;
    else if (kind === "reword") reword(result[index] as JSONContent, at);
    else {
      const children = result[index]?.content ?? [];
      if (result[index]?.type !== "paragraph" && result[index]?.type !== "heading" && children.length > 1)
        children.splice(at % children.length, 1);
    }
  }
  return result;
}

/** No tables and no nested lists. */
function isFlat(node: PMNode): boolean {
  let flat = true;
  node.descendants((child, _pos, parent) => {
    if (child.type.name === "table" || (child.type.name.endsWith("List") && parent?.type.name === "listItem"))
      flat = false;
    return flat;
  });
  return flat;
}

describe("whole-document diff on arbitrary edits", () => {
  it("always gives a valid preview that reads as the new document without deletions and shows every removed block once", () => {
    fc.assert(
      fc.property(
        fc.array(block, { minLength: 1, maxLength: 8 }),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        (blocks, edits) => {
          const before = build(doc(...blocks));
          const after = build(doc(...applyEdits(blocks, edits)));
          const diff = diffDocuments(before, after);
          diff.doc.check();
          expect(readWithout(diff.doc, diff.ranges, "deletion")).toEqual(blockTexts(after));
          // Every removed block is shown exactly once. Their order can differ where structure wins: a row
          // removed between two cells that now share a row is shown after that row, not inside it.
          expect(readWithout(diff.doc, diff.ranges, "insertion").sort()).toEqual(blockTexts(before).sort());
          // Where every block sits one level deep (paragraphs, headings, flat lists), the order is kept as well.
          if ([before, after].every(isFlat))
            expect(readWithout(diff.doc, diff.ranges, "insertion")).toEqual(blockTexts(before));
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 200) },
    );
  });
});
