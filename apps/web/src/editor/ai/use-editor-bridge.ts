import type { Editor } from "@tiptap/core";
import { EditorState } from "@tiptap/pm/state";
import { useEffect } from "react";
import type { SelectionInfo } from "../session/editor-ai-machine";
import type { EditorBridge } from "../session/editor-bridge";
import { useEditorSession } from "../session/EditorSession";
import { estimateRevisionOf } from "./estimate-revision";
import { parseAnswer } from "./parse-answer";
import { selectionContent } from "./selection-content";

const BLOCK_SEPARATOR = "\n";

/** Marks the transaction that announces a replaced document (views that follow the content re-read it). */
export const DOCUMENT_REPLACED = "scopewise:documentReplaced";

export function selectionOf(editor: Editor): SelectionInfo | null {
  const { from, to, empty } = editor.state.selection;
  if (empty) return null;
  const text = editor.state.doc.textBetween(from, to, BLOCK_SEPARATOR, " ");
  return text.trim() ? { from, to, text } : null;
}

function hasContent(editor: Editor): boolean {
  const { doc } = editor.state;
  if (doc.textContent.trim()) return true;
  let media = false;
  doc.descendants((node) => {
    if (node.isAtom && node.type.name !== "hardBreak") media = true;
    return !media;
  });
  return media;
}

/** Lets the page and the chat panel read the editor (and reload it) without loading its code. */
export function useEditorBridge(editor: Editor): void {
  const { setBridge } = useEditorSession();
  useEffect(() => {
    const bridge: EditorBridge = {
      getHtml: () => editor.getHTML(),
      estimateRevision: () => estimateRevisionOf(editor.state.doc),
      hasContent: () => hasContent(editor),
      currentSelection: () => selectionOf(editor),
      snapshot: (selection) => {
        const { doc } = editor.state;
        if (selection.to > doc.content.size || selection.from >= selection.to) return null;
        const { from, to, html, context } = selectionContent(doc, editor.schema, selection);
        return {
          from,
          to,
          selectedContent: html,
          context,
          selectedContentText: doc.textBetween(from, to, BLOCK_SEPARATOR, " "),
          firstContent: doc.textBetween(0, from, BLOCK_SEPARATOR, " "),
          lastContent: doc.textBetween(to, doc.content.size, BLOCK_SEPARATOR, " "),
        };
      },
      replaceContent: (html) => {
        // A fresh state: the reloaded document starts a new undo history.
        const doc = parseAnswer(editor, html);
        editor.view.updateState(EditorState.create({ doc, plugins: editor.state.plugins }));
        editor.view.dispatch(editor.state.tr.setMeta("addToHistory", false).setMeta(DOCUMENT_REPLACED, true));
      },
    };
    setBridge(bridge);
    return () => setBridge(null);
  }, [editor, setBridge]);
}
