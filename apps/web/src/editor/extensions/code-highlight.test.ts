import { EditorState, TextSelection } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { code, doc, p } from "../ai/fixtures/doc-builders";
import { build } from "../ai/fixtures/test-schema";
import { codeHighlightKey, codeHighlightPlugin, HIGHLIGHT_INTERVAL_MS, nextHighlightDelay } from "./code-highlight";

const start = () => EditorState.create({ doc: build(doc(p("Intro"), code("const total = 100;", "javascript"), p("Outro"))), plugins: [codeHighlightPlugin()] });

/** The highlighted stretches: their text and classes. */
function highlighted(state: EditorState): Array<[string, string]> {
  const set = codeHighlightKey.getState(state)?.decorations;
  return (set?.find() ?? []).map((d) => [state.doc.textBetween(d.from, d.to), String((d as unknown as { type: { attrs: { class: string } } }).type.attrs.class)]);
}

/** Types text at the end of the first textblock whose text contains `marker`. */
function typeAfter(state: EditorState, marker: string, text: string): EditorState {
  let at = -1;
  state.doc.descendants((node, pos) => {
    if (at < 0 && node.isTextblock && node.textContent.includes(marker)) at = pos + 1 + node.content.size;
    return at < 0;
  });
  const tr = state.tr.setSelection(TextSelection.create(state.doc, at)).insertText(text);
  return state.apply(tr);
}

describe("code highlighting", () => {
  it("highlights code blocks by their language when the document opens", () => {
    expect(highlighted(start())).toEqual(expect.arrayContaining([["const", "hljs-keyword"], ["100", "hljs-number"]]));
  });

  it("moves the colours with the text when prose is typed, without marking the code as changed", () => {
    const typed = typeAfter(start(), "Intro", " and more");
    expect(codeHighlightKey.getState(typed)?.stale).toBe(false);
    expect(highlighted(typed)).toEqual(expect.arrayContaining([["const", "hljs-keyword"], ["100", "hljs-number"]]));
  });

  it("typing code keeps the old colours until the next highlighting, which colours the new code", () => {
    const typed = typeAfter(start(), "const", " return null;");
    expect(codeHighlightKey.getState(typed)?.stale).toBe(true);
    expect(highlighted(typed).map(([text]) => text)).not.toContain("return");
    const refreshed = typed.apply(typed.tr.setMeta(codeHighlightKey, "refresh"));
    expect(codeHighlightKey.getState(refreshed)?.stale).toBe(false);
    expect(highlighted(refreshed)).toEqual(expect.arrayContaining([["return", "hljs-keyword"], ["null", "hljs-literal"]]));
  });

  it("counts adding or removing a code block as a change to the code", () => {
    const state = start();
    let codePos = -1;
    state.doc.forEach((node, offset) => {
      if (node.type.name === "codeBlock") codePos = offset;
    });
    const removed = state.apply(state.tr.delete(codePos, codePos + (state.doc.nodeAt(codePos)?.nodeSize ?? 0)));
    expect(codeHighlightKey.getState(removed)?.stale).toBe(true);
    expect(highlighted(removed)).toEqual([]);
  });

  it("highlights again at once after a pause, and at most once per interval while typing", () => {
    expect(nextHighlightDelay(0, 50_000)).toBe(0);
    expect(nextHighlightDelay(50_000, 50_000)).toBe(HIGHLIGHT_INTERVAL_MS);
    expect(nextHighlightDelay(50_000, 50_400)).toBe(600);
    expect(HIGHLIGHT_INTERVAL_MS).toBe(1000);
  });
});
