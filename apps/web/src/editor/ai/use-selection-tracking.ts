import type { Editor } from "@tiptap/core";
import { useEffect } from "react";
import { useEditorSession } from "../session/EditorSession";
import { selectionOf } from "./use-editor-bridge";

/**
 * Spec section 4, Selection: selecting text stores it; collapsing the selection (a click, typing)
 * clears it. Leaving the editor keeps it, so Ask AI and the chat input still see it.
 */
export function useSelectionTracking(editor: Editor): void {
  const { dispatchAi } = useEditorSession();
  useEffect(() => {
    const onSelection = () => dispatchAi({ type: "selectionChanged", selection: selectionOf(editor) });
    editor.on("selectionUpdate", onSelection);
    return () => {
      editor.off("selectionUpdate", onSelection);
    };
  }, [editor, dispatchAi]);
}
