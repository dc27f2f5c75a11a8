// @vitest-environment happy-dom
import { createDocument } from "@tiptap/core";
import { EditorState } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { cell, doc, h, headerCell, li, ol, p, row, table, text, ul } from "./fixtures/doc-builders";
import { build, schema } from "./fixtures/test-schema";
import { rangeOf } from "./fixtures/text-position";
import { acceptSelectionChange, fitAnswer } from "./selection-change";
import { selectionContent, textEdges } from "./selection-content";

/** The server's HTML answer read with the editor's schema, as the review reads it. */
const parseHtmlFragment = (html: string) => createDocument(html, schema).content;

const proposal = () =>
  EditorState.create({
    doc: build(
      doc(
        h(2, "Approach"),
        p("We price every task. ", text("The cost is $504,804.", [{ type: "bold" }])),
        ul(li(p("Design: weeks 1–10, about $79,983. It ends with a review.")), li(p("Build: weeks 11–31."))),
        table(
          row(headerCell("Phase"), headerCell("Notes")),
          row(cell("Build"), cell("21 weeks at $249,690, after a review.")),
        ),
      ),
    ),
  });

/** Accepts an answer (the server's HTML) on a selection, as the review does. */
function accept(state: EditorState, target: { from: number; to: number }, html: string) {
  const slice = fitAnswer(state.doc, target, parseHtmlFragment(html));
  return state.apply(acceptSelectionChange(state, target, slice)).doc;
}

describe("what the assistant is sent for a selection", () => {
  it("sends text inside one block alone, as a paragraph with its marks, and says where it sits", () => {
    const state = proposal();
    const cases = [
      ["The cost is $504,804.", "<p><strong>The cost is $504,804.</strong></p>", "paragraph"],
      [
        "Design: weeks 1–10, about $79,983. It ends with a review.",
        "<p>Design: weeks 1–10, about $79,983. It ends with a review.</p>",
        "list_item",
      ],
      ["21 weeks at $249,690", "<p>21 weeks at $249,690</p>", "table_cell"],
      ["Approach", "<p>Approach</p>", "heading"],
    ] as const;
    for (const [selected, html, context] of cases) {
      const range = rangeOf(state, selected);
      expect(selectionContent(state.doc, schema, range)).toEqual({ ...range, html, context });
    }
  });

  it("sends blocks as they are when the selection spans several", () => {
    const state = proposal();
    const from = rangeOf(state, "We price").from;
    const to = rangeOf(state, "Build: weeks").to;
    const sent = selectionContent(state.doc, schema, { from, to });
    expect(sent.context).toBe("blocks");
    expect(sent.html).toMatch(
      /^<p>We price every task\. <strong>The cost is \$504,804\.<\/strong><\/p><ul><li><p>Design/,
    );
  });

  it("leaves out the empty edges of a triple-click selection, so a whole paragraph is a selection inside it", () => {
    const state = proposal();
    const paragraph = rangeOf(state, "We price every task. ");
    const nextItem = rangeOf(state, "Design: weeks").from;
    const whole = { from: paragraph.from, to: nextItem };
    expect(textEdges(state.doc, whole.from, whole.to)).toEqual({
      from: paragraph.from,
      to: rangeOf(state, "The cost is $504,804.").to,
    });
    expect(selectionContent(state.doc, schema, whole).context).toBe("paragraph");
  });
});

describe("an answer on exactly the selection", () => {
  it("replaces selected text inside a paragraph, a list item and a table cell in place", () => {
    const state = proposal();
    const item = rangeOf(state, "Design: weeks 1–10, about $79,983. It ends with a review.");
    const inItem = accept(state, item, "<p>Design: weeks 1–10, about $79,983.</p>");
    const blocks = (node: typeof inItem) => {
      const out: string[] = [];
      node.descendants((child) => {
        if (child.isTextblock) out.push(`${child.type.name}:${child.textContent}`);
        return !child.isTextblock;
      });
      return out;
    };
    expect(blocks(inItem)).toEqual([
      "heading:Approach",
      "paragraph:We price every task. The cost is $504,804.",
      "paragraph:Design: weeks 1–10, about $79,983.",
      "paragraph:Build: weeks 11–31.",
      "paragraph:Phase",
      "paragraph:Notes",
      "paragraph:Build",
      "paragraph:21 weeks at $249,690, after a review.",
    ]);
    expect(inItem.child(2).childCount).toBe(2);
    const inParagraph = accept(
      state,
      rangeOf(state, "The cost is $504,804."),
      "<p><strong>It costs $504,804.</strong></p>",
    );
    expect(inParagraph.child(1).textContent).toBe("We price every task. It costs $504,804.");
    expect(inParagraph.childCount).toBe(4);
    const inCell = accept(
      state,
      rangeOf(state, "21 weeks at $249,690, after a review."),
      "<p>21 weeks at $249,690.</p>",
    );
    expect(inCell.lastChild?.lastChild?.lastChild?.textContent).toBe("21 weeks at $249,690.");
    expect(inCell.lastChild?.childCount).toBe(2);
  });

  it("puts a list answering a list item's text beside it, never inside it", () => {
    const state = proposal();
    const item = rangeOf(state, "Design: weeks 1–10, about $79,983. It ends with a review.");
    const after = accept(
      state,
      item,
      "<ul><li><p>Design: weeks 1–10, about $79,983.</p></li><li><p>It ends with a review.</p></li></ul>",
    );
    const list = after.child(2);
    expect(list.type.name).toBe("bulletList");
    expect(list.childCount).toBe(3);
    expect([0, 1, 2].map((i) => list.child(i).textContent)).toEqual([
      "Design: weeks 1–10, about $79,983.",
      "It ends with a review.",
      "Build: weeks 11–31.",
    ]);
    list.forEach((entry) => expect(entry.childCount).toBe(1));
  });

  it("keeps a numbered list numbered when a bullet list answers one of its items", () => {
    const state = EditorState.create({ doc: build(doc(ol(li(p("First. Second.")), li(p("Third."))))) });
    const after = accept(
      state,
      rangeOf(state, "First. Second."),
      "<ul><li><p>First.</p></li><li><p>Second.</p></li></ul>",
    );
    expect(after.childCount).toBe(1);
    expect(after.firstChild?.type.name).toBe("orderedList");
    expect(after.firstChild?.childCount).toBe(3);
  });
});
