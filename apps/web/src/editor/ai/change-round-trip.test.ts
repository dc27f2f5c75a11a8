import { Fragment } from "@tiptap/pm/model";
import { EditorState, TextSelection } from "@tiptap/pm/state";
import { history, undo, undoDepth } from "@tiptap/pm/history";
import { describe, expect, it } from "vitest";
import { NEUTRAL_TEXT_COLOR } from "../editor-constants";
import { acceptDocumentChange, countChanges, previewDocumentChange } from "./document-change";
import { bold, cell, coloured, doc, h, li, p, proposalFixture, row, table, ul } from "./fixtures/doc-builders";
import { build, schema } from "./fixtures/test-schema";
import { rangeOf } from "./fixtures/text-position";
import { acceptSelectionChange, fitAnswer, previewSelectionChange, wouldNestTable } from "./selection-change";

const stateOf = (json: Parameters<typeof build>[0]) => EditorState.create({ doc: build(json), plugins: [history()] });

const colourOf = (state: EditorState, text: string) => {
  const { from } = rangeOf(state, text);
  return state.doc.nodeAt(from)?.marks.find((mark) => mark.type.name === "textStyle")?.attrs.color as
    string | undefined;
};

describe("a change to the selection (CHANGED)", () => {
  const original = () => stateOf(doc(h(2, "Scope"), p("Payments, chat and reporting."), p("Next steps follow.")));

  it("shows the original followed by the answer, and leaves the document alone", () => {
    const state = original();
    const target = rangeOf(state, "Payments, chat and reporting.");
    const answer = fitAnswer(
      state.doc,
      target,
      Fragment.from(build(doc(ul(li(p("Payments")), li(p("Chat")), li(p("Reporting"))))).content),
    );
    const preview = previewSelectionChange(state, target, answer);
    const shown = state.apply(preview.tr);
    expect(shown.doc.textBetween(preview.deletion.from, preview.deletion.to)).toBe("Payments, chat and reporting.");
    expect(shown.doc.textBetween(preview.insertion.from, preview.insertion.to, "|").replace(/^\|/, "")).toBe(
      "Payments|Chat|Reporting",
    );
    expect(shown.doc.content.content.map((block) => block.type.name)).toEqual([
      "heading",
      "paragraph",
      "bulletList",
      "paragraph",
    ]);
    expect(undoDepth(shown)).toBe(0);
    expect(state.doc.eq(original().doc)).toBe(true);
  });

  it("accepts as one undoable step; undo gives back the exact original", () => {
    const state = original();
    const target = rangeOf(state, "Payments, chat and reporting.");
    const answer = fitAnswer(state.doc, target, build(doc(ul(li(p("Payments")), li(p("Chat"))))).content);
    const accepted = state.apply(acceptSelectionChange(state, target, answer));
    expect(accepted.doc.child(1).type.name).toBe("bulletList");
    expect(accepted.doc.childCount).toBe(3);
    expect(colourOf(accepted, "Chat")).toBe(NEUTRAL_TEXT_COLOR);
    expect(undoDepth(accepted)).toBe(1);
    let restored: EditorState | null = null;
    undo(accepted, (tr) => (restored = accepted.apply(tr)));
    expect((restored as EditorState | null)?.doc.eq(state.doc)).toBe(true);
  });

  it("keeps an answer for words inside a sentence in that sentence", () => {
    const state = original();
    const target = rangeOf(state, "chat");
    const answer = fitAnswer(state.doc, target, build(doc(p(bold("messaging")))).content);
    const accepted = state.apply(acceptSelectionChange(state, target, answer));
    expect(accepted.doc.child(1).textContent).toBe("Payments, messaging and reporting.");
    expect(accepted.doc.childCount).toBe(3);
  });

  it("refuses a table answer for text inside a table cell", () => {
    const state = stateOf(doc(table(row(cell("Designer"), cell("$5,100")))));
    const target = rangeOf(state, "Designer");
    expect(wouldNestTable(state.doc, target, build(doc(table(row(cell("x"))))).content)).toBe(true);
    expect(wouldNestTable(state.doc, target, build(doc(p("UX designer"))).content)).toBe(false);
  });
});

describe("a change to the whole document (CHANGEDALL)", () => {
  it("previews without history; accepting is one step and undo restores the original exactly", () => {
    const state = EditorState.create({ doc: build(proposalFixture({ pages: 6, tables: 3 })), plugins: [history()] });
    const answer = build(proposalFixture({ pages: 6, tables: 3, costFactor: 1.1 }));
    const preview = previewDocumentChange(state, answer);
    expect(undoDepth(state.apply(preview.tr))).toBe(0);
    expect(preview.ranges.length).toBeGreaterThan(0);

    const accepted = state.apply(acceptDocumentChange(state, answer));
    expect(accepted.doc.textContent).toBe(answer.textContent);
    expect(undoDepth(accepted)).toBe(1);
    let restored: EditorState | null = null;
    undo(accepted, (tr) => (restored = accepted.apply(tr)));
    expect((restored as EditorState | null)?.doc.eq(state.doc)).toBe(true);
  });

  it("gives accepted text the neutral colour unless it has a colour of its own", () => {
    const state = stateOf(doc(p("Old")));
    const answer = build(
      doc(
        p("Plain "),
        p(coloured("white", "#ffffff"), " ", coloured("white rgb", "rgb(255, 255, 255)")),
        p(coloured("Red", "#e60000")),
      ),
    );
    const accepted = state.apply(acceptDocumentChange(state, answer));
    expect(colourOf(accepted, "Plain")).toBe(NEUTRAL_TEXT_COLOR);
    expect(colourOf(accepted, "white")).toBe(NEUTRAL_TEXT_COLOR);
    expect(colourOf(accepted, "white rgb")).toBe(NEUTRAL_TEXT_COLOR);
    expect(colourOf(accepted, "Red")).toBe("#e60000");
  });

  it("leaves code blocks without formatting", () => {
    const state = stateOf(doc(p("Old")));
    const answer = build({
      type: "doc",
      content: [{ type: "codeBlock", content: [{ type: "text", text: "let x = 1;" }] }],
    });
    const accepted = state.apply(acceptDocumentChange(state, answer));
    expect(accepted.doc.firstChild?.firstChild?.marks).toEqual([]);
  });

  it("rejecting keeps the state untouched: the preview is a separate state", () => {
    const state = stateOf(doc(p("Costs $100.")));
    const withCursor = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 3)));
    const shown = withCursor.apply(previewDocumentChange(withCursor, build(doc(p("Costs $110.")))).tr);
    expect(shown.doc.textContent).toBe("Costs $100$110.");
    expect(withCursor.doc.textContent).toBe("Costs $100.");
    expect(withCursor.selection.from).toBe(3);
  });
});

describe("countChanges", () => {
  it("counts a replaced word once and separate edits separately", () => {
    const deletion = "deletion" as const;
    const insertion = "insertion" as const;
    expect(
      countChanges([
        { from: 1, to: 5, kind: deletion },
        { from: 5, to: 9, kind: insertion },
        { from: 20, to: 22, kind: insertion },
      ]),
    ).toBe(2);
    expect(countChanges([])).toBe(0);
    // A list item removed whole (the item, then its line) and a list added right after it: one replacement;
    // with the list added elsewhere, two changes.
    const removedItem = { from: 10, to: 30, kind: deletion, block: true };
    expect(
      countChanges([
        removedItem,
        { from: 12, to: 28, kind: deletion },
        { from: 30, to: 44, kind: insertion, block: true },
        { from: 33, to: 41, kind: insertion },
      ]),
    ).toBe(1);
    expect(
      countChanges([
        removedItem,
        { from: 12, to: 28, kind: deletion },
        { from: 50, to: 60, kind: insertion, block: true },
        { from: 52, to: 58, kind: insertion },
      ]),
    ).toBe(2);
  });
});

describe("schema", () => {
  it("is the editor's own", () => {
    expect(Object.keys(schema.marks)).toEqual(
      expect.arrayContaining(["bold", "italic", "underline", "strike", "code", "link", "textStyle", "sub", "sup"]),
    );
  });
});
