import type { Editor } from "@tiptap/core";
import { CellSelection } from "@tiptap/pm/tables";
import { TextSelection } from "@tiptap/pm/state";
import { syncSelectionFromDom } from "../extensions/dom-selection";
import { useCallback, useEffect, useState } from "react";

export interface MenuPosition {
  x: number;
  y: number;
}

/** Whether a document position lies in the given cell (for keeping a multi-cell selection). */
function selectionCoversCell(editor: Editor, cellPos: number): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof CellSelection)) return false;
  let covered = false;
  selection.forEachCell((_cell, pos) => {
    if (pos === cellPos) covered = true;
  });
  return covered;
}

/**
 * Right-click in a table (or Shift+F10 / the menu key with the cursor in one) opens the table menu
 * at the pointer. Right-clicking a cell outside a multi-cell selection moves the cursor there first.
 */
export function useTableMenu(editor: Editor, enabled: boolean) {
  const [position, setPosition] = useState<MenuPosition | null>(null);
  const close = useCallback(() => setPosition(null), []);

  useEffect(() => {
    if (!enabled || editor.isDestroyed) return;
    const dom = editor.view.dom;
    const onContextMenu = (event: MouseEvent) => {
      const cell = (event.target as HTMLElement | null)?.closest("td, th");
      if (!cell || !dom.contains(cell)) return;
      event.preventDefault();
      const inside = editor.view.posAtDOM(cell, 0);
      const $inside = editor.state.doc.resolve(Math.min(inside, editor.state.doc.content.size));
      let cellPos: number | null = null;
      for (let depth = $inside.depth; depth > 0; depth--) {
        const role = $inside.node(depth).type.spec.tableRole as string | undefined;
        if (role === "cell" || role === "header_cell") {
          cellPos = $inside.before(depth);
          break;
        }
      }
      if (cellPos !== null && !selectionCoversCell(editor, cellPos)) {
        const at = editor.view.posAtCoords({ left: event.clientX, top: event.clientY });
        const target = at ? at.pos : inside;
        editor.view.dispatch(editor.state.tr.setSelection(TextSelection.near(editor.state.doc.resolve(target))));
      }
      setPosition({ x: event.clientX, y: event.clientY });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const wantsMenu = event.key === "ContextMenu" || (event.shiftKey && event.key === "F10");
      if (!wantsMenu) return;
      syncSelectionFromDom(editor.view);
      if (!editor.isActive("table")) return;
      event.preventDefault();
      const coords = editor.view.coordsAtPos(editor.state.selection.from);
      setPosition({ x: coords.left, y: coords.bottom });
    };
    dom.addEventListener("contextmenu", onContextMenu);
    dom.addEventListener("keydown", onKeyDown);
    return () => {
      dom.removeEventListener("contextmenu", onContextMenu);
      dom.removeEventListener("keydown", onKeyDown);
    };
  }, [editor, enabled]);

  return { position: enabled ? position : null, close };
}
