import { EditorState, TextSelection } from "@tiptap/pm/state";
import { beforeAll, describe, expect, it } from "vitest";
import { code, doc, p } from "../ai/fixtures/doc-builders";
import { build } from "../ai/fixtures/test-schema";
import {
  codeHighlightKey,
  codeHighlightPlugin,
  highlightDocument,
  HIGHLIGHT_INTERVAL_MS,
  isStale,
  loadCodeGrammars,
  nextHighlightDelay,
} from "./code-highlight";

const start = () =>
  EditorState.create({
    doc: build(doc(p("Intro"), code("const total = 100;", "javascript"), p("Outro"))),
    plugins: [codeHighlightPlugin()],
  });

/** The highlighted stretches: their text and classes. */
function highlighted(state: EditorState): Array<[string, string]> {
  const set = codeHighlightKey.getState(state)?.decorations;
  return (set?.find() ?? []).map((d) => [
    state.doc.textBetween(d.from, d.to),
    String((d as unknown as { type: { attrs: { class: string } } }).type.attrs.class),
  ]);
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
  // The grammars are fetched once the first document with code opens.
  beforeAll(() => loadCodeGrammars());

  it("highlights code blocks by their language when the document opens", () => {
    expect(highlighted(start())).toEqual(
      expect.arrayContaining([
        ["const", "hljs-keyword"],
        ["100", "hljs-number"],
      ]),
    );
  });

  it("moves the colours with the text when prose is typed, without marking the code as changed", () => {
    const typed = typeAfter(start(), "Intro", " and more");
    expect(isStale(codeHighlightKey.getState(typed))).toBe(false);
    expect(highlighted(typed)).toEqual(
      expect.arrayContaining([
        ["const", "hljs-keyword"],
        ["100", "hljs-number"],
      ]),
    );
  });

  it("typing code keeps the old colours until the next highlighting, which colours the new code", () => {
    const typed = typeAfter(start(), "const", " return null;");
    expect(isStale(codeHighlightKey.getState(typed))).toBe(true);
    expect(highlighted(typed).map(([text]) => text)).not.toContain("return");
    const refreshed = typed.apply(typed.tr.setMeta(codeHighlightKey, "refresh"));
    expect(isStale(codeHighlightKey.getState(refreshed))).toBe(false);
    expect(highlighted(refreshed)).toEqual(
      expect.arrayContaining([
        ["return", "hljs-keyword"],
        ["null", "hljs-literal"],
      ]),
    );
  });

  it("counts adding or removing a code block as a change to the code", () => {
    const state = start();
    let codePos = -1;
    state.doc.forEach((node, offset) => {
      if (node.type.name === "codeBlock") codePos = offset;
    });
    const removed = state.apply(state.tr.delete(codePos, codePos + (state.doc.nodeAt(codePos)?.nodeSize ?? 0)));
    expect(isStale(codeHighlightKey.getState(removed))).toBe(true);
    expect(highlighted(removed)).toEqual([]);
  });

  it("highlights again only the blocks whose code changed, and leaves every block coloured as a full highlighting would", () => {
    const state = EditorState.create({
      doc: build(
        doc(code("let first = 1;", "javascript"), p("Between"), code("def second(): pass", "python"), p("After")),
      ),
      plugins: [codeHighlightPlugin()],
    });
    const secondBefore = codeHighlightKey
      .getState(state)
      ?.decorations.find()
      .filter((d) => state.doc.textBetween(d.from, d.to) === "def");
    // Code typed into the first block, prose typed between, and a new block added at the end.
    let edited = typeAfter(typeAfter(state, "let first", " return null;"), "Between", " words");
    edited = edited.apply(edited.tr.insert(edited.doc.content.size, build(code("const third = true;", "javascript"))));
    const refreshed = edited.apply(edited.tr.setMeta(codeHighlightKey, "refresh"));
    const colours = (s: EditorState, set = codeHighlightKey.getState(s)?.decorations) =>
      (set?.find() ?? [])
        .map((d) => [d.from, d.to, String((d as unknown as { type: { attrs: { class: string } } }).type.attrs.class)])
        .sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]));
    expect(colours(refreshed)).toEqual(colours(refreshed, highlightDocument(refreshed.doc)));
    expect(highlighted(refreshed)).toEqual(
      expect.arrayContaining([
        ["return", "hljs-keyword"],
        ["true", "hljs-literal"],
        ["def", "hljs-keyword"],
      ]),
    );
    // The untouched block's colour is the very decoration it had, moved: it was not highlighted again.
    const secondAfter = codeHighlightKey
      .getState(refreshed)
      ?.decorations.find()
      .filter((d) => refreshed.doc.textBetween(d.from, d.to) === "def");
    expect(secondAfter).toHaveLength(1);
    expect((secondAfter?.[0] as unknown as { type: unknown }).type).toBe(
      (secondBefore?.[0] as unknown as { type: unknown }).type,
    );
  });

  it("highlights again at once after a pause, and at most once per interval while typing", () => {
    expect(nextHighlightDelay(0, 50_000)).toBe(0);
    expect(nextHighlightDelay(50_000, 50_000)).toBe(HIGHLIGHT_INTERVAL_MS);
    expect(nextHighlightDelay(50_000, 50_400)).toBe(600);
    expect(HIGHLIGHT_INTERVAL_MS).toBe(1000);
  });
});
