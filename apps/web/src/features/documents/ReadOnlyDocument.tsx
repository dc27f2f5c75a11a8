import "../../editor/editor-fonts";
import "katex/dist/katex.min.css";
import "../../editor/editor.css";
import "./read-only-document.css";
import { EditorContent, useEditor } from "@tiptap/react";
import { useMemo } from "react";
import { createReadOnlyExtensions } from "./read-only-extensions";

export interface ReadOnlyDocumentProps {
  html: string;
  /** Names the document for assistive technology. */
  label: string;
}

/**
 * A shared document drawn by the document editor itself, switched to read-only (loaded as its own
 * chunk). The HTML becomes editor content: whatever the editor's schema does not know is dropped,
 * so only the editor's own markup reaches the page.
 */
export default function ReadOnlyDocument({ html, label }: ReadOnlyDocumentProps) {
  const extensions = useMemo(() => createReadOnlyExtensions(), []);
  const editorProps = useMemo(
    () => ({ attributes: { class: "scopewise-document", role: "document", "aria-label": label } }),
    [label],
  );
  const editor = useEditor(
    {
      extensions,
      content: html,
      editable: false,
      editorProps,
      immediatelyRender: false,
      shouldRerenderOnTransaction: false,
    },
    [html],
  );
  return <EditorContent editor={editor} data-testid="shared-document" className="document-canvas is-read-only" />;
}
