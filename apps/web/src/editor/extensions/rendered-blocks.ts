import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { type EditorState, Plugin } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";

/**
 * Top-level blocks out of view are skipped by the browser (`content-visibility: auto` in
 * editor.css), so a keystroke in a long document costs about what it costs in a short one. Two
 * things keep that invisible to the writer:
 * - the blocks holding the selection's ends are always rendered (a block created by Enter is given
 *   the caret in the same update, before the browser could decide it is out of view);
 * - every block is rendered once after the document loads, after a large change, when the
 *   editor's width changes and once web fonts arrive, so skipped blocks keep their true height:
 *   scroll positions (the table of contents, the scrollbar) stay exact.
 */
const CARET_BLOCK_CLASS = "scopewise-caret-block";
const MEASURING_CLASS = "scopewise-measuring";
/** A change of more top-level blocks than this (a load, a paste, an accepted rewrite) is measured again. */
const LARGE_CHANGE_BLOCKS = 3;
/** Width and font changes come in bursts (a panel sliding in): measured once they stop. */
const SETTLE_MS = 200;

function topLevelBlockAt(doc: ProseMirrorNode, pos: number): { from: number; to: number } | undefined {
  const { index, offset, node } = doc.childAfter(pos);
  if (!node) return index > 0 ? { from: offset - doc.child(index - 1).nodeSize, to: offset } : undefined;
  return { from: offset, to: offset + node.nodeSize };
}

/** The blocks holding the selection's ends, marked to be rendered whether in view or not. */
export function caretBlocks(state: EditorState): DecorationSet {
  const { doc, selection } = state;
  const decorations: Decoration[] = [];
  // The selection's end counts in the block it closes (a selected block ends where the next begins).
  const ends = selection.to > selection.from ? [selection.from, selection.to - 1] : [selection.from];
  for (const pos of ends) {
    const block = topLevelBlockAt(doc, pos);
    if (block && !decorations.some((decoration) => decoration.from === block.from)) {
      decorations.push(Decoration.node(block.from, block.to, { class: CARET_BLOCK_CLASS }));
    }
  }
  return DecorationSet.create(doc, decorations);
}

/**
 * Renders every block from now until the next frame has been drawn, so the browser records each
 * block's height, then skips again. Called before scrolling to an element, it makes the element's
 * position exact at once. The class is set on the editor's element directly, not through a
 * transaction: an editor update would put the scroll position back, cutting a scroll short.
 */
export function renderEveryBlock(view: EditorView): void {
  const { classList } = view.dom;
  if (view.isDestroyed || classList.contains(MEASURING_CLASS)) return;
  classList.add(MEASURING_CLASS);
  requestAnimationFrame(() => requestAnimationFrame(() => classList.remove(MEASURING_CLASS)));
}

export const RenderedBlocks = Extension.create({
  name: "renderedBlocks",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: { decorations: caretBlocks },
        view(view) {
          let settleTimer: ReturnType<typeof setTimeout> | undefined;
          const measureWhenSettled = () => {
            clearTimeout(settleTimer);
            settleTimer = setTimeout(() => renderEveryBlock(view), SETTLE_MS);
          };
          // A new width rewraps every block (a window resize, a side panel opening): heights change.
          let width = -1;
          const widthWatch = new ResizeObserver(([entry]) => {
            const next = Math.round(entry?.contentRect.width ?? width);
            if (next !== width && width !== -1) measureWhenSettled();
            width = next;
          });
          widthWatch.observe(view.dom);
          // Text set in a web font that arrives later changes the blocks' heights too.
          document.fonts.addEventListener("loadingdone", measureWhenSettled);
          requestAnimationFrame(() => renderEveryBlock(view));
          return {
            update(updated, previous) {
              if (Math.abs(updated.state.doc.childCount - previous.doc.childCount) > LARGE_CHANGE_BLOCKS)
                requestAnimationFrame(() => renderEveryBlock(updated));
            },
            destroy() {
              clearTimeout(settleTimer);
              widthWatch.disconnect();
              document.fonts.removeEventListener("loadingdone", measureWhenSettled);
            },
          };
        },
      }),
    ];
  },
});
