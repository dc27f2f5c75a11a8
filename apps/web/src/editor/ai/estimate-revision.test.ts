import { EditorState } from "@tiptap/pm/state";
import { history, redo, undo } from "@tiptap/pm/history";
import { describe, expect, it } from "vitest";
import { acceptDocumentChange, previewDocumentChange } from "./document-change";
import { estimateRevisionOf } from "./estimate-revision";
import { doc, h, p } from "./fixtures/doc-builders";
import { build } from "./fixtures/test-schema";

const run = (state: EditorState, command: typeof undo) => {
  let next = state;
  command(state, (tr) => (next = state.apply(tr)));
  return next;
};

describe("the estimate an accepted change states", () => {
  const original = EditorState.create({
    doc: build(doc(h(1, "Proposal"), p("Expected cost: $504,804."))),
    plugins: [history()],
  });
  const converted = build(doc(h(1, "Proposal"), p("Expected cost: €464,420.")));

  it("goes with the accepted text in one undoable step", () => {
    const accepted = original.apply(acceptDocumentChange(original, converted, "signed-revision"));
    expect(estimateRevisionOf(accepted.doc)).toBe("signed-revision");
    expect(accepted.doc.textContent).toContain("€464,420");

    const undone = run(accepted, undo);
    expect(undone.doc.textContent).toContain("$504,804");
    expect(estimateRevisionOf(undone.doc)).toBeNull();
    expect(estimateRevisionOf(run(undone, redo).doc)).toBe("signed-revision");
  });

  it("is kept by a later change without an estimate of its own, and is not set by a preview (Reject restores that state)", () => {
    const accepted = original.apply(acceptDocumentChange(original, converted, "signed-revision"));
    const reworded = accepted.apply(
      acceptDocumentChange(accepted, build(doc(h(1, "Proposal"), p("Expected cost: €464,420 in total.")))),
    );
    expect(estimateRevisionOf(reworded.doc)).toBe("signed-revision");
    expect(estimateRevisionOf(original.apply(previewDocumentChange(original, converted).tr).doc)).toBeNull();
  });
});
