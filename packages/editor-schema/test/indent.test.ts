import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { getSchema } from "@tiptap/core";
import { canNestDeeper, documentExtensions, INDENT, listItemLevel } from "../src/index.js";

const schema = getSchema(documentExtensions());
const build = (json: JSONContent) => schema.nodeFromJSON(json);
const p = (text: string): JSONContent => ({ type: "paragraph", content: [{ type: "text", text }] });
const li = (...blocks: JSONContent[]): JSONContent => ({ type: "listItem", content: blocks });
const ul = (...items: JSONContent[]): JSONContent => ({ type: "bulletList", content: items });

/** A list nested `levels` deep below the top one, its innermost item holding "deepest". */
function nestedList(levels: number): JSONContent {
  let item = li(p("deepest"));
  for (let level = 0; level < levels; level++) item = li(p(`level ${levels - 1 - level}`), ul(item));
  return { type: "doc", content: [ul(item)] };
}

function deepestPos(levels: number) {
  const doc = build(nestedList(levels));
  let at = -1;
  doc.descendants((node, pos) => {
    if (node.isTextblock && node.textContent === "deepest") at = pos + 1;
    return at < 0;
  });
  return doc.resolve(at);
}

describe("list nesting", () => {
  it("counts the levels of the item holding the cursor", () => {
    const $pos = deepestPos(3);
    let itemDepth = $pos.depth;
    while ($pos.node(itemDepth).type.name !== "listItem") itemDepth--;
    expect(listItemLevel($pos, itemDepth)).toBe(3);
  });

  it("stops at 8 levels, like the paragraph indent", () => {
    expect(canNestDeeper(deepestPos(0))).toBe(true);
    expect(canNestDeeper(deepestPos(INDENT.max - 1))).toBe(true);
    expect(canNestDeeper(deepestPos(INDENT.max))).toBe(false);
  });
});
