import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";
import { useAskEditorAgentMutation } from "../api/editor-api";
import { useEditorSession } from "../session/EditorSession";

export const AI_MESSAGES = {
  noContent: "No content found in editor. Please add some content first.",
  selectContent: "Please Select Content and Enter Message",
  failed: "Something Went Wrong",
  badFormat: "Unexpected response format",
  empty: "API returned empty response. Please try again.",
} as const;

/**
 * Sends an instruction to the assistant (spec sections 4, 5, 7 and 8): with AI mode on, the selected
 * content goes (and the answer replaces the selection); otherwise the whole document does. The
 * editor is read-only until the answer is shown, so the selection cannot move meanwhile.
 */
export function useAskAssistant(documentId: string) {
  const { ai, bridge, dispatchAi } = useEditorSession();
  const [ask] = useAskEditorAgentMutation();
  const busy = ai.isRequestInFlight || ai.phase !== "EDITING";

  const send = async (instruction: string): Promise<boolean> => {
    if (busy) return false;
    if (!bridge || !bridge.hasContent()) {
      toast.error(AI_MESSAGES.noContent);
      return false;
    }
    let content: string;
    let target: { from: number; to: number } | null = null;
    if (ai.isAIActive) {
      const snapshot = ai.selection ? bridge.snapshot(ai.selection) : null;
      if (!snapshot || !snapshot.selectedContentText.trim()) {
        toast(AI_MESSAGES.selectContent, { icon: "⚠️" });
        return false;
      }
      content = snapshot.selectedContent;
      target = { from: snapshot.from, to: snapshot.to };
    } else {
      content = bridge.getHtml();
    }

    dispatchAi({ type: "requestStarted" });
    let result: unknown;
    let brief: unknown;
    try {
      ({ result, brief } = await ask({ user_query: instruction, content, document_id: documentId }).unwrap());
    } catch (error) {
      toast.error(apiErrorText(error, AI_MESSAGES.failed));
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
    dispatchAi({ type: "answerReceived", change: { target, html: result, ...(brief === undefined ? {} : { brief }) } });
    return true;
  };

  return { send, busy, isRequestInFlight: ai.isRequestInFlight, isAIActive: ai.isAIActive, selection: ai.selection, editorReady: bridge !== null, phase: ai.phase };
}
