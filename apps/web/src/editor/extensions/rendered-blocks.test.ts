import { AllSelection, EditorState, NodeSelection, TextSelection } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { cell, doc, h, li, p, row, table, ul } from "../ai/fixtures/doc-builders";
import { build } from "../ai/fixtures/test-schema";
import { caretBlocks } from "./rendered-blocks";

const document = build(
  doc(h(1, "Title"), p("First paragraph"), ul(li(p("one")), li(p("two"))), table(row(cell("a"), cell("b"))), p("Last")),
);
/** Where each top-level block starts and ends. */
const blocks: Array<{ from: number; to: number }> = [];
document.forEach((node, offset) => blocks.push({ from: offset, to: offset + node.nodeSize }));
/** A position inside the text `needle`. */
const inside = (needle: string): number => {
  let found = -1;
  document.descendants((node, pos) => {
    if (found < 0 && node.isText && node.text?.includes(needle)) found = pos + node.text.indexOf(needle) + 1;
  });
  return found;
};

const marked = (state: EditorState) =>
  caretBlocks(state)
    .find()
    .map((decoration) => ({ from: decoration.from, to: decoration.to }));
const withSelection = (make: (doc: typeof document) => EditorState["selection"]) => {
  const state = EditorState.create({ doc: document });
  return state.apply(state.tr.setSelection(make(state.doc)));
};

describe("caret blocks (rendered even when out of view)", () => {
  it("mark the top-level block holding the caret, however deep the caret is", () => {
    expect(marked(withSelection((d) => TextSelection.create(d, inside("First"))))).toEqual([blocks[1]]);
    expect(marked(withSelection((d) => TextSelection.create(d, inside("two"))))).toEqual([blocks[2]]);
    expect(marked(withSelection((d) => TextSelection.create(d, inside("b"))))).toEqual([blocks[3]]);
  });

  it("mark both end blocks of a selection across blocks, and only those", () => {
    expect(marked(withSelection((d) => TextSelection.create(d, inside("Title"), inside("Last"))))).toEqual([
      blocks[0],
      blocks[4],
    ]);
    expect(marked(withSelection((d) => new AllSelection(d)))).toEqual([blocks[0], blocks[4]]);
  });

  it("mark a selected block itself", () => {
    expect(marked(withSelection((d) => NodeSelection.create(d, blocks[3]!.from)))).toEqual([blocks[3]]);
  });
});
