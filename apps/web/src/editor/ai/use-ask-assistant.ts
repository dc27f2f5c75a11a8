import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { selectAccessToken } from "../../features/auth/auth-slice";
import { apiClient, serviceUrl } from "../../lib/api-client";
import { apiErrorText } from "../../lib/api-errors";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useAskEditorAgentMutation, type AskEditorAgentArgs, type EditorAgentAnswer } from "../api/editor-api";
import { useEditorSession } from "../session/EditorSession";
import type { SelectionContext } from "./selection-content";
import { streamEditorAgent } from "./stream-editor-agent";

export const AI_MESSAGES = {
  noContent: "No content found in editor. Please add some content first.",
  selectContent: "Please Select Content and Enter Message",
  failed: "Something Went Wrong",
  /** The toast when the reason is too long for one line; the reason itself shows in the chat. */
  declined: "The assistant could not do that: the reason is in the chat.",
  badFormat: "Unexpected response format",
  empty: "API returned empty response. Please try again.",
} as const;

/** A toast stays one line: longer reasons are shown in the chat instead. */
const TOAST_LINE_CHARS = 60;

/**
 * Sends an instruction to the assistant (spec sections 4, 5, 7 and 8): with AI mode on, the selected
 * content goes (and the answer replaces the selection); otherwise the whole document does. The
 * editor is read-only until the answer is shown, so the selection cannot move meanwhile.
 */
export function useAskAssistant(documentId: string) {
  const { ai, bridge, dispatchAi } = useEditorSession();
  const [ask] = useAskEditorAgentMutation();
  const token = useAppSelector(selectAccessToken);
  const dispatch = useAppDispatch();
  /** Why the last instruction was not carried out, shown under the chat until the next one. */
  const [failure, setFailure] = useState<string | null>(null);

  // Leaving the page ends a request still streaming.
  const streaming = useRef<AbortController | null>(null);
  useEffect(() => () => streaming.current?.abort(), []);

  /**
   * Streams the answer so a model's words show as they come. An expired token (refused before
   * anything was done) goes through the API client instead, which refreshes it and asks again.
   */
  const requestAnswer = async (body: AskEditorAgentArgs): Promise<EditorAgentAnswer> => {
    streaming.current = new AbortController();
    const outcome = await streamEditorAgent({
      url: serviceUrl("agent", "editor-agent"),
      token,
      body,
      onDelta: (text) => dispatchAi({ type: "answerDelta", text }),
      signal: streaming.current.signal,
    });
    streaming.current = null;
    if (outcome.kind === "unauthorized") return ask(body).unwrap();
    // The server added the instruction and the answer (or nothing, on an error) to the chat.
    dispatch(apiClient.util.invalidateTags([{ type: "Chat", id: body.document_id }]));
    if (outcome.kind === "error") throw outcome.error;
    return outcome.answer;
  };
  const busy = ai.isRequestInFlight || ai.phase !== "EDITING";

  const send = async (instruction: string): Promise<boolean> => {
    if (busy) return false;
    if (!bridge || !bridge.hasContent()) {
      toast.error(AI_MESSAGES.noContent);
      return false;
    }
    let content: string;
    let context: SelectionContext | undefined;
    let target: { from: number; to: number } | null = null;
    if (ai.isAIActive) {
      const snapshot = ai.selection ? bridge.snapshot(ai.selection) : null;
      if (!snapshot || !snapshot.selectedContentText.trim()) {
        toast(AI_MESSAGES.selectContent, { icon: "⚠️" });
        return false;
      }
      content = snapshot.selectedContent;
      context = snapshot.context;
      target = { from: snapshot.from, to: snapshot.to };
    } else {
      content = bridge.getHtml();
    }

    setFailure(null);
    dispatchAi({ type: "requestStarted" });
    let result: unknown;
    let revision: unknown;
    const textRevision = bridge.estimateRevision();
    try {
      ({ result, estimate_revision: revision } = await requestAnswer({
        user_query: instruction,
        content,
        document_id: documentId,
        ...(context ? { selection_context: context } : {}),
        // The figures the text states when they are not saved yet: the assistant compares with and converts those.
        ...(textRevision ? { estimate_revision: textRevision } : {}),
      }));
    } catch (error) {
      const reason = apiErrorText(error, AI_MESSAGES.failed);
      setFailure(reason);
      toast.error(reason.length <= TOAST_LINE_CHARS ? reason : AI_MESSAGES.declined);
      dispatchAi({ type: "requestFailed" });
      return false;
    }
    if (typeof result !== "string") {
      toast.error(AI_MESSAGES.badFormat);
      dispatchAi({ type: "requestFailed" });
      return false;
    }
    if (!result.trim()) {
      toast.error(AI_MESSAGES.empty);
      dispatchAi({ type: "requestFailed" });
      return false;
    }
    dispatchAi({
      type: "answerReceived",
      change: { target, html: result, ...(typeof revision === "string" ? { estimateRevision: revision } : {}) },
    });
    return true;
  };

  return {
    send,
    busy,
    failure,
    dismissFailure: () => setFailure(null),
    draft: ai.draft,
    isRequestInFlight: ai.isRequestInFlight,
    isAIActive: ai.isAIActive,
    selection: ai.selection,
    editorReady: bridge !== null,
    phase: ai.phase,
  };
}
