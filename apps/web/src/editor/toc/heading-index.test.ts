import type { JSONContent } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { EditorState, type Transaction } from "@tiptap/pm/state";
import { canJoin } from "@tiptap/pm/transform";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cell, doc, h, li, p, row, table, ul } from "../ai/fixtures/doc-builders";
import { build, schema } from "../ai/fixtures/test-schema";
import { textPos } from "../ai/fixtures/text-position";
import { collectHeadings } from "./collect-headings";
import { headingIndexOf, nextHeadingIndex, type HeadingIndex } from "./heading-index";
import type { HeadingEntry } from "./toc";

/** The index as the headings it holds, with their positions. */
const headingsOf = (index: HeadingIndex): HeadingEntry[] =>
  index.outline.map((entry, i) => ({ ...entry, pos: index.positions[i] as number }));

/** An editor state and its heading index, kept the way the plugin keeps it. */
function tracked(json: JSONContent) {
  const untitled = new WeakMap<PMNode, string>();
  let state = EditorState.create({ doc: build(json) });
  let index = headingIndexOf(state.doc, untitled);
  return {
    get state() {
      return state;
    },
    get index(): HeadingIndex {
      return index;
    },
    apply(edit: (state: EditorState) => Transaction) {
      const tr = edit(state);
      state = state.apply(tr);
      index = nextHeadingIndex(index, tr, untitled);
    },
    /** What reading the whole document again gives (the same untitled ids). */
    rescan: () => collectHeadings(state.doc, untitled),
  };
}

const proposal = () =>
  doc(
    h(1, "Proposal"),
    p("Intro text"),
    h(2, "Scope"),
    p("Scope text"),
    ul(li(p("item"))),
    table(row(cell("Role"), cell("Cost"))),
    h(2, "Costs"),
    p("Costs text"),
  );

describe("the heading index", () => {
  it("keeps the same outline while typing outside headings, and moves the headings after the caret", () => {
    const editor = tracked(proposal());
    const outline = editor.index.outline;
    const before = editor.index.positions;
    editor.apply((state) => state.tr.insertText("more ", textPos(state, "Scope text")));
    editor.apply((state) => state.tr.insertText("typed in a cell ", textPos(state, "Role")));
    editor.apply((state) => state.tr.insertText("in a list ", textPos(state, "item")));
    expect(editor.index.outline).toBe(outline);
    expect(editor.index.positions).toEqual([
      before[0],
      before[1],
      (before[2] ?? 0) + "more typed in a cell in a list ".length,
    ]);
    expect(headingsOf(editor.index)).toEqual(editor.rescan());
  });

  it("changes the outline when a heading is typed into, and only then", () => {
    const editor = tracked(proposal());
    const outline = editor.index.outline;
    editor.apply((state) => state.tr.insertText(" and risks", textPos(state, "Costs") + "Costs".length));
    expect(editor.index.outline).not.toBe(outline);
    expect(editor.index.outline.map((entry) => entry.text)).toEqual(["Proposal", "Scope", "Costs and risks"]);
    const changed = editor.index.outline;
    editor.apply((state) => state.tr.insertText("!", textPos(state, "Intro text")));
    expect(editor.index.outline).toBe(changed);
  });

  it("follows headings added, removed, re-levelled, renamed by id and merged into a paragraph", () => {
    const editor = tracked(proposal());
    // A paragraph becomes a heading.
    editor.apply((state) =>
      state.tr.setBlockType(textPos(state, "Scope text"), textPos(state, "Scope text"), schema.nodes.heading!, {
        level: 3,
      }),
    );
    expect(editor.index.outline.map((entry) => `${entry.level} ${entry.text}`)).toEqual([
      "1 Proposal",
      "2 Scope",
      "3 Scope text",
      "2 Costs",
    ]);
    // A heading changes level, and gets an id through an attribute step.
    editor.apply((state) => state.tr.setNodeMarkup(textPos(state, "Scope") - 1, undefined, { level: 4 }));
    editor.apply((state) => state.tr.setNodeAttribute(textPos(state, "Costs") - 1, "id", "costs-section"));
    expect(editor.index.outline.map((entry) => [entry.level, entry.elementId])).toEqual([
      [1, null],
      [4, null],
      [3, null],
      [2, "costs-section"],
    ]);
    // A heading is deleted whole; another is merged into the paragraph before it (Backspace at its start).
    editor.apply((state) => {
      const start = textPos(state, "Scope") - 1;
      return state.tr.delete(start, start + state.doc.nodeAt(start)!.nodeSize);
    });
    editor.apply((state) => state.tr.join(textPos(state, "Scope text") - 1));
    expect(editor.state.doc.child(1).textContent).toBe("Intro textScope text");
    expect(editor.index.outline.map((entry) => entry.text)).toEqual(["Proposal", "Costs"]);
    // A pasted block holding a heading.
    editor.apply((state) =>
      state.tr.insert(textPos(state, "Costs text") + "Costs text".length + 1, build(h(2, "Appendix"))),
    );
    expect(editor.index.outline.map((entry) => entry.text)).toEqual(["Proposal", "Costs", "Appendix"]);
    expect(headingsOf(editor.index)).toEqual(editor.rescan());
  });

  it("keeps an untitled heading's id while text is typed around it", () => {
    const editor = tracked(doc(h(2, "Intro"), { type: "heading", attrs: { level: 2 } }, p("text")));
    const id = editor.index.outline[1]?.untitledId;
    editor.apply((state) => state.tr.insertText("more ", textPos(state, "text")));
    editor.apply((state) => state.tr.insertText("more ", textPos(state, "Intro")));
    expect(id).toMatch(/^heading-[a-z0-9]{5}$/);
    expect(editor.index.outline[1]?.untitledId).toBe(id);
  });
});

/** Random edits of every kind a user or the assistant makes, at random places. */
const edit = fc.tuple(
  fc.constantFrom("type", "delete", "heading", "paragraph", "id", "split", "join", "insert"),
  fc.nat(),
  fc.nat({ max: 12 }),
  fc.constantFrom("x", "Risks", ""),
);

function randomEdit(
  state: EditorState,
  [kind, at, length, text]: [string, number, number, string],
): Transaction | null {
  const size = state.doc.content.size;
  const pos = size === 0 ? 0 : at % (size + 1);
  const $pos = state.doc.resolve(pos);
  const tr = state.tr;
  switch (kind) {
    case "type":
      return $pos.parent.inlineContent && text ? tr.insertText(text, pos) : null;
    case "delete":
      return tr.delete(pos, Math.min(size, pos + length));
    case "heading":
      return tr.setBlockType(pos, pos, schema.nodes.heading!, { level: 1 + (length % 3) });
    case "paragraph":
      return tr.setBlockType(pos, pos, schema.nodes.paragraph!);
    case "id": {
      const node = state.doc.nodeAt(pos);
      return node?.type.name === "heading" ? tr.setNodeAttribute(pos, "id", text ? `id-${text}` : null) : null;
    }
    case "split":
      return $pos.parent.isTextblock ? tr.split(pos) : null;
    case "join":
      return canJoin(state.doc, pos) ? tr.join(pos) : null;
    default:
      return tr.replaceRangeWith(pos, pos, build(length % 2 ? h(2, text || "New") : p(text || "New")));
  }
}

describe("the heading index, after any edits", () => {
  it("reads the same as the whole document read again, and keeps its outline exactly when the outline reads the same", () => {
    const start = doc(
      h(1, "Title"),
      p("alpha"),
      h(2, "One"),
      ul(li(p("item"), h(3, "In a list"))),
      table(row(cell("a"), cell("b"))),
      h(2, "Two"),
      p("omega"),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 25 }), (edits) => {
        const editor = tracked(start);
        for (const step of edits) {
          const before = editor.index.outline;
          editor.apply((state) => {
            try {
              return randomEdit(state, step) ?? state.tr;
            } catch {
              // An edit the document's structure refuses (as the editor would): nothing happens.
              return state.tr;
            }
          });
          const rescan = editor.rescan();
          expect(headingsOf(editor.index)).toEqual(rescan);
          const sameReading =
            JSON.stringify(
              before.map(({ level, text, elementId, untitledId }) => [level, text, elementId, untitledId]),
            ) ===
            JSON.stringify(
              rescan.map(({ level, text, elementId, untitledId }) => [level, text, elementId, untitledId]),
            );
          expect(editor.index.outline === before).toBe(sameReading);
        }
      }),
      { numRuns: 300 },
    );
  });
});
