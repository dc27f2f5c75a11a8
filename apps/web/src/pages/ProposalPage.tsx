import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useParams } from "react-router";
import { ConfirmModal } from "../components/ConfirmModal";
import { AssistantComposer } from "../features/chat/AssistantComposer";
import { ChatHistoryPanel } from "../features/chat/ChatHistoryPanel";
import { NeedsInputView } from "../features/clarify/NeedsInputView";
import { ReplyComposer } from "../features/clarify/ReplyComposer";
import { BriefPanel } from "../features/brief/BriefPanel";
import { ClientActivityPanel } from "../features/client-view/ClientActivityPanel";
import { ClientOptionsEditor } from "../features/client-view/ClientOptionsEditor";
import { OutcomePanel } from "../features/outcomes/OutcomePanel";
import { LockedDocumentView } from "../features/client-view/LockedDocumentView";
import { useAcceptanceLock } from "../features/client-view/use-acceptance-lock";
import { ShareButton } from "../features/sharing/ShareButton";
import { SaveTemplateButton } from "../features/templates/SaveTemplateButton";
import { ReadOnlyRoleDocumentView } from "../features/teams/ReadOnlyRoleDocumentView";
import { useIsReadOnlyRole } from "../features/teams/ReadOnlyRoleNotice";
import { promptPreview, UNTITLED_DOCUMENT } from "../features/documents/document-labels";
import { documentsApi } from "../features/documents/documents-api";
import { useOpenDocument, type OpenDocument } from "../features/documents/use-open-document";
import { GenerationFailed } from "../features/generation/GenerationFailed";
import { GenerationProgress } from "../features/generation/GenerationProgress";
import { useRevealChangeOverChat } from "../features/chat/use-reveal-change-over-chat";
import {
  chatHistoryOpened,
  chatHistoryToggled,
  selectIsChatHistoryOpen,
  selectIsSidebarOpen,
  selectIsTOCOpen,
  tocToggled,
} from "../features/shell/ui-slice";
import { usePanelLayout } from "../features/shell/use-panel-layout";
import { DocumentTopBar } from "../editor/page/DocumentTopBar";
import { EstimateSection } from "../editor/page/EstimateSection";
import { SaveConflictModal } from "../editor/page/SaveConflictModal";
import { useDocumentSave } from "../editor/page/use-document-save";
import { useDownload } from "../editor/page/use-download";
import { useLeaveGuard } from "../editor/page/use-leave-guard";
import { preloadDocumentFonts } from "../editor/page/preload-document-fonts";
import { loadDocumentEditor, opensInEditor, usePanelsReady } from "../editor/page/use-panels-ready";
import { isReviewing } from "../editor/session/editor-ai-machine";
import { EditorSessionProvider, useEditorSession } from "../editor/session/EditorSession";
import { useAppDispatch, useAppSelector } from "../store/hooks";

// The editor (TipTap, fonts, the diff) loads in its own chunk when a document opens; the version
// history only when it is opened.
const DocumentEditor = lazy(loadDocumentEditor);
const VersionHistoryModal = lazy(() =>
  import("../features/versions/VersionHistoryModal").then((module) => ({ default: module.VersionHistoryModal })),
);

/** The document page (spec section 2): the editor, with the chat history on the right. */
export default function ProposalPage() {
  const { id = "" } = useParams();
  return (
    // A fresh session (AI state, unsaved edits) for each document.
    <EditorSessionProvider key={id}>
      <DocumentPage id={id} />
    </EditorSessionProvider>
  );
}

function DocumentPage({ id }: { id: string }) {
  const { document, isLoading } = useOpenDocument(id);
  const stored = documentsApi.endpoints.getDocument.useQueryState(id).data;
  const isChatOpen = useAppSelector(selectIsChatHistoryOpen);
  const isSidebarOpen = useAppSelector(selectIsSidebarOpen);
  const isTocOpen = useAppSelector(selectIsTOCOpen);
  const dispatch = useAppDispatch();
  const session = useEditorSession();
  const layout = usePanelLayout();

  const needsInput = document?.status === "needs_input";
  const editable = document !== undefined && opensInEditor(document.status);
  // A document the client accepted is locked: shown read-only, with "Make a new version".
  const locked = useAcceptanceLock(id, stored, editable);
  // A viewer reads the proposal as it is: no editor, no assistant, nothing to save, share or send.
  const readOnlyRole = useIsReadOnlyRole();
  const writable = editable && !readOnlyRole;
  const panelsReady = usePanelsReady(id, writable && !locked);
  const reviewing = isReviewing(session.ai.phase) || session.ai.isRequestInFlight;
  useRevealChangeOverChat(isReviewing(session.ai.phase));
  const actionsReady = editable && session.bridge !== null && !reviewing;
  const saving = useDocumentSave(id, stored, actionsReady);
  const title = document?.title.trim() || UNTITLED_DOCUMENT;
  const downloading = useDownload(title, id);
  const blocker = useLeaveGuard(session.isDirty);
  const [historyOpen, setHistoryOpen] = useState(false);

  // Started with the page, not once the document has arrived.
  useEffect(() => {
    preloadDocumentFonts();
    void loadDocumentEditor();
  }, []);
  // The same element while its inputs stay, so a page update that is not theirs does not re-render the editor.
  const storedVersion = stored?.version;
  const aboveDocument = useMemo(
    () => (
      <>
        <BriefPanel documentId={id} version={storedVersion} hasUnsavedEdits={session.isDirty} />
        <EstimateSection documentId={id} />
        <ClientActivityPanel documentId={id} accepted={false} />
        <ClientOptionsEditor documentId={id} />
        <OutcomePanel documentId={id} />
      </>
    ),
    [id, storedVersion, session.isDirty],
  );

  // The assistant's questions are in the chat, with the answer box under them.
  useEffect(() => {
    if (needsInput) dispatch(chatHistoryOpened());
  }, [needsInput, dispatch]);

  return (
    <>
      {/* Room for the panels that sit beside the document; floating ones cover it instead. */}
      <div
        style={{ paddingLeft: layout.pageInsetLeft, paddingRight: layout.pageInsetRight }}
        className="flex h-dvh flex-col transition-[padding] duration-300 print:h-auto print:!p-0"
      >
        <DocumentTopBar
          heading={document ? promptPreview(document.user_query) || title : ""}
          fullRequest={document?.user_query ?? ""}
          sidebarOpen={isSidebarOpen}
          chatOpen={isChatOpen}
          tocOpen={isTocOpen}
          actionsReady={actionsReady}
          downloadReady={actionsReady || (editable && (locked || readOnlyRole))}
          canSave={!readOnlyRole}
          actionsHint={reviewing ? "Accept or reject the assistant's change first" : null}
          isSaving={saving.isSaving}
          downloading={downloading.downloading}
          hasUnsavedChanges={session.isDirty}
          onSave={saving.save}
          onDownload={downloading.download}
          onOpenHistory={() => setHistoryOpen(true)}
          onOpenChat={() => dispatch(chatHistoryOpened())}
          onToggleToc={() => dispatch(tocToggled())}
          share={writable ? (className) => <ShareButton documentId={id} className={className} /> : undefined}
          saveAsTemplate={
            writable
              ? (className) => <SaveTemplateButton documentId={id} title={title} className={className} />
              : undefined
          }
        />
        {isLoading || !document || (writable && !locked && !panelsReady) ? (
          <DocumentSkeleton />
        ) : editable && readOnlyRole ? (
          <ReadOnlyRoleDocumentView documentId={id} title={title} html={document.document} />
        ) : editable && locked ? (
          <LockedDocumentView documentId={id} title={title} html={document.document} />
        ) : editable ? (
          <>
            <h1 className="sr-only">{title}</h1>
            {document.status === "failed" ? (
              <div className="mx-auto w-full max-w-4xl px-4 pt-4 sm:px-8">
                <GenerationFailed documentId={id} error={document.error} />
              </div>
            ) : null}
            <Suspense fallback={<DocumentSkeleton />}>
              <DocumentEditor documentId={id} initialHtml={document.document} aboveDocument={aboveDocument} />
            </Suspense>
          </>
        ) : needsInput ? (
          <NeedsInputView documentId={id} title={title} />
        ) : (
          <GeneratingView documentId={id} document={document} title={title} />
        )}
      </div>
      {isChatOpen ? (
        <ChatHistoryPanel
          documentId={document ? id : null}
          width={layout.chatWidth}
          floating={layout.chat === "overlay"}
          onClose={() => dispatch(chatHistoryToggled())}
          footer={
            readOnlyRole ? null : editable ? (
              <AssistantComposer documentId={id} />
            ) : needsInput ? (
              <ReplyComposer documentId={id} />
            ) : null
          }
        />
      ) : null}
      {historyOpen ? (
        <Suspense fallback={null}>
          <VersionHistoryModal
            open
            documentId={id}
            hasUnsavedChanges={session.isDirty}
            canRestore={!readOnlyRole}
            onClose={() => setHistoryOpen(false)}
            onRestored={() => {
              setHistoryOpen(false);
              saving.reload();
            }}
          />
        </Suspense>
      ) : null}
      <SaveConflictModal
        open={saving.conflict}
        busy={saving.isReloading || saving.isSaving}
        onReload={saving.reload}
        onOverwrite={saving.overwrite}
        onClose={saving.dismissConflict}
      />
      <ConfirmModal
        open={blocker.state === "blocked"}
        title="Leave without saving?"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p>This document has changes that are not saved. If you leave now, they are lost.</p>
      </ConfirmModal>
    </>
  );
}

/** While the proposal is written: the existing progress view. */
function GeneratingView({
  documentId,
  document,
  title,
}: {
  documentId: string;
  document: OpenDocument;
  title: string;
}) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <article className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
        <h1 className="text-xl font-semibold tracking-tight break-words text-zinc-50 sm:text-2xl">{title}</h1>
        <GenerationProgress documentId={documentId} />
        {document.document.trim() ? (
          <p className="text-sm text-zinc-500">The editor opens as soon as the proposal is ready.</p>
        ) : null}
      </article>
    </div>
  );
}

function DocumentSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading document"
      className="mx-auto w-full max-w-4xl animate-pulse space-y-4 px-4 py-8 sm:px-8"
    >
      <div className="h-9 w-full rounded-lg bg-zinc-900" />
      <div className="h-8 w-2/3 rounded-lg bg-zinc-900" />
      <div className="h-4 w-full rounded bg-zinc-900" />
      <div className="h-4 w-5/6 rounded bg-zinc-900" />
      <div className="h-64 w-full rounded-xl bg-zinc-900/70" />
    </div>
  );
}
