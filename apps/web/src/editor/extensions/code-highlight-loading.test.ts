import { EditorState } from "@tiptap/pm/state";
import { expect, it } from "vitest";
import { code, doc, p } from "../ai/fixtures/doc-builders";
import { build } from "../ai/fixtures/test-schema";
import { codeHighlightKey, codeHighlightPlugin, GRAMMARS_ARRIVED, loadCodeGrammars } from "./code-highlight";

const classes = (state: EditorState) => (codeHighlightKey.getState(state)?.decorations.find() ?? []).length;

it("a document opened before the grammars arrive shows its code uncoloured, then coloured once they do", async () => {
  const opened = EditorState.create({
    doc: build(doc(p("Intro"), code("const total = 100;", "javascript"))),
    plugins: [codeHighlightPlugin()],
  });
  expect(classes(opened)).toBe(0);
  await loadCodeGrammars();
  const coloured = opened.apply(opened.tr.setMeta(codeHighlightKey, GRAMMARS_ARRIVED).setMeta("addToHistory", false));
  expect(classes(coloured)).toBeGreaterThan(0);
  expect(coloured.doc.eq(opened.doc)).toBe(true);
});
