import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { documentsApi } from "../../features/documents/documents-api";
import { useAppDispatch } from "../../store/hooks";
import { useSaveDocumentMutation } from "../api/editor-api";
import { isReviewing } from "../session/editor-ai-machine";
import { useEditorSession } from "../session/EditorSession";

const SAVED = "Chat Saved Successfully";
const FAILED = "Error saving Proposal";
/** Why Ctrl/Cmd+S does nothing right now (the browser's "Save page" never opens instead). */
export const SAVE_BLOCKED = {
  reviewing: "Accept or reject the assistant's change first",
  working: "Wait for the assistant to finish, then save",
  notReady: "The document can be saved once it has opened",
  readOnly: "This copy of the document is read-only: it could only be read from the proposals service",
} as const;

function isConflict(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 409;
}

/**
 * Save (spec sections 2 and 8): sends the editor's HTML with the version it was based on. A newer
 * version on the server answers 409; the user then reloads theirs or overwrites it. Ctrl/Cmd+S saves,
 * or says why it cannot. A document read through the proposals fallback has no version, so it is
 * never saved (a save without one would skip the conflict check).
 */
export function useDocumentSave(
  documentId: string,
  server: { version: number; document: string; status?: string } | undefined,
  enabled: boolean,
) {
  const dispatch = useAppDispatch();
  const { bridge, editToken, markSaved, ai, carriesAcceptedChange } = useEditorSession();
  const [save, { isLoading }] = useSaveDocumentMutation();
  const [conflict, setConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  /** The version this editor's content is based on, and that version's HTML. */
  const baseVersion = useRef<number | undefined>(server?.version);
  const baseHtml = useRef<string | undefined>(server?.document);
  /** The status of the version the editor is based on: one still being generated was never edited here. */
  const baseStatus = useRef<string | undefined>(server?.status);
  /** The estimate revision last stored by a save, so later saves of the same text do not store it again. */
  const savedRevision = useRef<string | null>(null);

  // A newer version with the same HTML is a rename or a new share link, not someone else's edit.
  useEffect(() => {
    if (!server) return;
    // A generation that finished after the page opened is the document the editor then shows, not someone else's edit.
    const notYetEditable = baseStatus.current !== undefined && baseStatus.current !== "ready";
    if (
      baseVersion.current === undefined ||
      (server.version > baseVersion.current && (server.document === baseHtml.current || notYetEditable))
    ) {
      baseVersion.current = server.version;
      baseHtml.current = server.document;
      baseStatus.current = server.status;
    }
  }, [server]);

  const run = useCallback(
    async (overwrite: boolean) => {
      if (!bridge || isLoading) return;
      if (baseVersion.current === undefined) {
        toast(SAVE_BLOCKED.readOnly, { id: SAVE_BLOCKED.readOnly });
        return;
      }
      const token = editToken();
      // The estimate an accepted assistant change states is stored with the save that contains it.
      const revision = bridge.estimateRevision();
      const estimate = revision && revision !== savedRevision.current ? { estimate_revision: revision } : {};
      try {
        const reason = carriesAcceptedChange() ? ({ reason: "assistant" } as const) : {};
        const saved = await save({
          id: documentId,
          document: bridge.getHtml(),
          version: overwrite ? undefined : baseVersion.current,
          ...estimate,
          ...reason,
        }).unwrap();
        savedRevision.current = revision;
        baseVersion.current = saved.version;
        baseHtml.current = saved.document;
        markSaved(token);
        setConflict(false);
        toast.success(SAVED);
      } catch (error) {
        if (isConflict(error)) setConflict(true);
        else toast.error(FAILED);
      }
    },
    [bridge, isLoading, editToken, save, documentId, markSaved, carriesAcceptedChange],
  );

  const reload = useCallback(async () => {
    if (!bridge) return;
    setIsReloading(true);
    try {
      const fresh = await dispatch(
        documentsApi.endpoints.getDocument.initiate(documentId, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      const token = editToken();
      bridge.replaceContent(fresh.document);
      baseVersion.current = fresh.version;
      baseHtml.current = fresh.document;
      markSaved(token);
      setConflict(false);
    } catch {
      toast.error("Could not fetch document");
    } finally {
      setIsReloading(false);
    }
  }, [bridge, dispatch, documentId, editToken, markSaved]);

  const blockedReason = enabled
    ? null
    : isReviewing(ai.phase)
      ? SAVE_BLOCKED.reviewing
      : ai.isRequestInFlight
        ? SAVE_BLOCKED.working
        : SAVE_BLOCKED.notReady;
  // Ctrl+S / Cmd+S saves instead of the browser's "save page", and never opens that dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl+Shift+S is strikethrough, not save.
      if (!((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s"))
        return;
      event.preventDefault();
      if (blockedReason) toast(blockedReason, { id: "save-blocked" });
      else void run(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [blockedReason, run]);

  return {
    isSaving: isLoading,
    save: () => void run(false),
    conflict,
    isReloading,
    overwrite: () => void run(true),
    reload: () => void reload(),
    dismissConflict: () => setConflict(false),
  };
}
