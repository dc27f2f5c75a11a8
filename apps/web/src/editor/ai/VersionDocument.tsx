import "../editor-fonts";
import "katex/dist/katex.min.css";
import "../editor.css";
import "../../features/documents/read-only-document.css";
import { generateJSON } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo } from "react";
import { createReadOnlyExtensions } from "../../features/documents/read-only-extensions";
import { AiChangeView, changeDecorations, withChangeDecorations } from "./change-decorations";
import { countChanges, previewDocumentChange } from "./document-change";

export interface VersionDocumentProps {
  html: string;
  /** With a base, the view shows what changed from it to `html`, coloured as the assistant's changes are. */
  baseHtml?: string;
  label: string;
  /** How many changes the comparison shows (readers count them as the assistant's review does). */
  onChangeCount?: (count: number) => void;
}

/** One version of a document, read-only; or two compared, in the assistant's tracked-change view. */
export default function VersionDocument({ html, baseHtml, label, onChangeCount }: VersionDocumentProps) {
  const extensions = useMemo(() => [...createReadOnlyExtensions(), AiChangeView], []);
  const editorProps = useMemo(
    () => ({ attributes: { class: "scopewise-document", role: "document", "aria-label": label } }),
    [label],
  );
  const editor = useEditor(
    {
      extensions,
      content: baseHtml ?? html,
      editable: false,
      editorProps,
      immediatelyRender: false,
      shouldRerenderOnTransaction: false,
    },
    [html, baseHtml],
  );

  useEffect(() => {
    // An editor being replaced (its versions changed) has no schema any more: the new one draws.
    if (!editor || editor.isDestroyed || !editor.schema || baseHtml === undefined) return;
    const target = editor.schema.nodeFromJSON(generateJSON(html, extensions));
    const preview = previewDocumentChange(editor.state, target);
    editor.view.dispatch(withChangeDecorations(preview.tr, changeDecorations(preview.tr.doc, preview.ranges)));
    onChangeCount?.(countChanges(preview.ranges));
  }, [editor, html, baseHtml, extensions, onChangeCount]);

  return <EditorContent editor={editor} data-testid="version-document" className="document-canvas is-read-only" />;
}
