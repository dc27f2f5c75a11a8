import { EditorState } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { doc, h, li, p, proposalFixture, ul } from "./fixtures/doc-builders";
import { build } from "./fixtures/test-schema";
import { replaceDocument } from "./replace-document";

describe("replaceDocument", () => {
  it("reaches the target with one step over the part that differs", () => {
    const state = EditorState.create({ doc: build(doc(h(1, "Plan"), p("Alpha"), p("Beta"), p("Gamma"))) });
    const target = build(doc(h(1, "Plan"), p("Alpha"), p("Beta two"), p("Gamma")));
    const tr = replaceDocument(state.tr, target);
    expect(tr.doc.eq(target)).toBe(true);
    expect(tr.steps).toHaveLength(1);
    // The heading before the change keeps its position.
    expect(tr.mapping.map(2)).toBe(2);
  });

  it("does nothing when the documents are equal", () => {
    const state = EditorState.create({ doc: build(doc(p("Same"))) });
    expect(replaceDocument(state.tr, build(doc(p("Same")))).steps).toHaveLength(0);
  });

  it("handles repeated content and structural changes", () => {
    const cases = [
      [doc(p("a"), p("a"), p("a")), doc(p("a"), p("a"))],
      [doc(p("x")), doc(ul(li(p("x"))))],
      [doc(ul(li(p("one")), li(p("two")))), doc(ul(li(p("one"), ul(li(p("two"))))))],
      [proposalFixture({ pages: 3, tables: 2 }), proposalFixture({ pages: 3, tables: 2, costFactor: 1.2 })],
    ];
    for (const [from, to] of cases) {
      const state = EditorState.create({ doc: build(from as ReturnType<typeof doc>) });
      const target = build(to as ReturnType<typeof doc>);
      expect(replaceDocument(state.tr, target).doc.eq(target)).toBe(true);
    }
  });
});
