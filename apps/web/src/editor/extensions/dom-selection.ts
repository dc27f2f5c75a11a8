import { Extension } from "@tiptap/core";
import { Plugin, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/**
 * Brings the editor's selection up to date with the one the browser shows. ProseMirror reads a
 * caret moved by the browser (arrow keys, Shift+End) on the next `selectionchange` event; a key
 * that acts at once on the selection (Alt+F10, Shift+F10) can come before that event, and once
 * focus has left the text the event is no longer read at all.
 */
export function syncSelectionFromDom(view: EditorView): void {
  const dom = document.getSelection();
  if (!dom?.anchorNode || !dom.focusNode) return;
  if (!view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return;
  // Cell and node selections are drawn by ProseMirror itself: the browser's range says nothing new.
  if (!(view.state.selection instanceof TextSelection)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    head = view.posAtDOM(dom.focusNode, dom.focusOffset);
  } catch {
    return; // a node ProseMirror does not describe (a widget): keep the state's selection
  }
  const { selection, doc } = view.state;
  if (selection.anchor === anchor && selection.head === head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}

/**
 * A paste lands where the browser shows the caret, even when it comes right after a click or a
 * key that moved the caret and before ProseMirror has read that move.
 */
export const PasteAtShownCaret = Extension.create({
  name: "pasteAtShownCaret",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleDOMEvents: {
            paste: (view) => {
              syncSelectionFromDom(view);
              return false;
            },
          },
        },
      }),
    ];
  },
});
