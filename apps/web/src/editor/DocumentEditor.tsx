import "./editor-fonts";
import "./editor.css";
import type { Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { memo, useEffect, useMemo, useRef, type ReactNode } from "react";
import { chatHistoryOpened } from "../features/shell/ui-slice";
import { documentsApi } from "../features/documents/documents-api";
import { useAppDispatch } from "../store/hooks";
import { InlineChangeActions, ReviewBanner } from "./ai/ChangeReviewControls";
import { selectionOf, useEditorBridge } from "./ai/use-editor-bridge";
import { useChangeReview } from "./ai/use-change-review";
import { useSelectionTracking } from "./ai/use-selection-tracking";
import { createEditorExtensions } from "./extensions/editor-extensions";
import { SAVE_BLOCKED } from "./page/use-document-save";
import { useEditorSession } from "./session/EditorSession";
import { TableContextMenu } from "./tables/TableContextMenu";
import { useTableMenu } from "./tables/use-table-menu";
import { TocSidebar } from "./toc/TocSidebar";
import { EditorToolbar } from "./toolbar/EditorToolbar";

export interface DocumentEditorProps {
  documentId: string;
  /** The stored HTML; read once when the editor is created. */
  initialHtml: string;
  /** Shown above the document inside the scrolling area (the estimate charts). */
  aboveDocument?: ReactNode;
}

/**
 * The document editor (loaded as its own chunk): toolbar, the dark canvas, the table menu, the
 * table of contents, and the review of the assistant's changes.
 */
function DocumentEditor({ documentId, initialHtml, aboveDocument }: DocumentEditorProps) {
  const { noteEdit } = useEditorSession();
  const extensions = useMemo(() => createEditorExtensions(), []);
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: "scopewise-document",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "Document",
        spellcheck: "true",
      },
    }),
    [],
  );
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    // Only changes the user made count: not a normalisation the editor appends (a trailing paragraph).
    onUpdate: ({ transaction }) => {
      if (transaction.docChanged) noteEdit();
    },
  });
  // Created after mount (not during render), so a render React throws away leaves no editor behind.
  if (!editor) return null;
  return <EditorWorkspace editor={editor} documentId={documentId} aboveDocument={aboveDocument} />;
}

// Re-rendered only when its own props change: the page re-renders for many things the editor does not show.
export default memo(DocumentEditor);

function EditorWorkspace({
  editor,
  documentId,
  aboveDocument,
}: {
  editor: Editor;
  documentId: string;
  aboveDocument?: ReactNode;
}) {
  const { dispatchAi, ai } = useEditorSession();
  const dispatch = useAppDispatch();
  const scrollRef = useRef<HTMLDivElement>(null);

  useEditorBridge(editor);
  useSelectionTracking(editor);
  const review = useChangeReview(editor, documentId);
  // Read through the proposals fallback: no stored version to save against, so it is only shown.
  const readOnly = documentsApi.endpoints.getDocument.useQueryState(documentId).data === undefined;
  const locked = readOnly || review.reviewing || ai.isRequestInFlight || ai.phase !== "EDITING";
  const tableMenu = useTableMenu(editor, !locked);

  useEffect(() => {
    if (editor.isEditable === !locked) return;
    editor.setEditable(!locked, false);
  }, [editor, locked]);

  const askAi = () => {
    dispatchAi({ type: "aiModeStarted", selection: selectionOf(editor) });
    dispatch(chatHistoryOpened());
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <EditorToolbar editor={editor} documentId={documentId} disabled={locked} onAskAi={askAi} />
      <div
        ref={scrollRef}
        data-testid="editor-scroll"
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        {review.reviewing ? (
          <ReviewBanner
            wholeDocument={review.phase === "CHANGEDALL"}
            changeCount={review.changeCount}
            progress={review.progress}
            steps={{
              onPrevious: review.previous,
              onNext: review.next,
              onAcceptCurrent: review.acceptCurrent,
              onRejectCurrent: review.rejectCurrent,
            }}
            onAccept={review.accept}
            onReject={review.reject}
          />
        ) : null}
        {readOnly ? (
          <p role="note" className="border-b border-zinc-800 bg-zinc-950 px-4 py-2 text-center text-sm text-zinc-400">
            {SAVE_BLOCKED.readOnly}.
          </p>
        ) : null}
        {ai.isRequestInFlight ? (
          <p
            role="status"
            className="sticky top-0 z-10 border-b border-violet-500/30 bg-violet-950/80 px-4 py-2 text-center text-sm text-violet-100 backdrop-blur"
          >
            The assistant is working on your instruction…
          </p>
        ) : null}
        <div className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-8">
          {aboveDocument}
          <EditorContent editor={editor} className={`document-canvas ${locked ? "is-locked" : ""}`} />
        </div>
      </div>
      {review.reviewing ? (
        <InlineChangeActions element={review.actionsElement} onAccept={review.accept} onReject={review.reject} />
      ) : null}
      <TableContextMenu editor={editor} position={tableMenu.position} onClose={tableMenu.close} />
      <TocSidebar editor={editor} scrollRef={scrollRef} />
    </div>
  );
}
