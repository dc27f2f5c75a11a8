/**
 * The editor's AI state (spec sections 3 and 4): EDITING → CHANGED (a selection was rewritten) or
 * CHANGEDALL (the whole document) → ACCEPTED or REJECTED → EDITING.
 */

export type EditorPhase = "EDITING" | "CHANGED" | "CHANGEDALL" | "ACCEPTED" | "REJECTED";

export interface SelectionInfo {
  from: number;
  to: number;
  /** The selected text, for the preview in the chat panel. */
  text: string;
}

export interface PendingChange {
  /** The range the answer replaces; null when it replaces the whole document. */
  target: { from: number; to: number } | null;
  html: string;
  /** A re-estimate or currency change of the whole proposal: the signed estimate its text states, saved with it once accepted. */
  estimateRevision?: string;
}

export interface EditorAiState {
  isAIActive: boolean;
  selection: SelectionInfo | null;
  phase: EditorPhase;
  change: PendingChange | null;
  isRequestInFlight: boolean;
  /** A language model's answer as it is being written (plain text), shown while the request runs. */
  draft: string;
}

export type EditorAiAction =
  /** The user selected text (or collapsed the selection with a click: null). */
  | { type: "selectionChanged"; selection: SelectionInfo | null }
  /** Ask AI: the current selection, or null to keep the last valid one. */
  | { type: "aiModeStarted"; selection: SelectionInfo | null }
  | { type: "aiModeEnded" }
  | { type: "requestStarted" }
  | { type: "requestFailed" }
  /** More words of the answer arrived (streaming models only). */
  | { type: "answerDelta"; text: string }
  | { type: "answerReceived"; change: PendingChange }
  | { type: "changeAccepted" }
  | { type: "changeRejected" }
  | { type: "changeSettled" };

export const initialEditorAiState: EditorAiState = {
  isAIActive: false,
  selection: null,
  phase: "EDITING",
  change: null,
  isRequestInFlight: false,
  draft: "",
};

const sameSelection = (a: SelectionInfo | null, b: SelectionInfo | null) =>
  a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to && a.text === b.text);

export function editorAiReducer(state: EditorAiState, action: EditorAiAction): EditorAiState {
  switch (action.type) {
    case "selectionChanged":
      if (state.phase !== "EDITING" || state.isRequestInFlight || sameSelection(state.selection, action.selection))
        return state;
      return { ...state, selection: action.selection };
    case "aiModeStarted":
      if (state.phase !== "EDITING") return state;
      return { ...state, isAIActive: true, selection: action.selection ?? state.selection };
    case "aiModeEnded":
      return state.isAIActive && !state.isRequestInFlight ? { ...state, isAIActive: false } : state;
    case "requestStarted":
      return state.phase === "EDITING" && !state.isRequestInFlight
        ? { ...state, isRequestInFlight: true, draft: "" }
        : state;
    case "requestFailed":
      return state.isRequestInFlight ? { ...state, isRequestInFlight: false, draft: "" } : state;
    case "answerDelta":
      return state.isRequestInFlight ? { ...state, draft: state.draft + action.text } : state;
    case "answerReceived":
      if (state.phase !== "EDITING") return state;
      return {
        ...state,
        isRequestInFlight: false,
        draft: "",
        change: action.change,
        phase: action.change.target ? "CHANGED" : "CHANGEDALL",
      };
    case "changeAccepted":
    case "changeRejected":
      if (state.phase !== "CHANGED" && state.phase !== "CHANGEDALL") return state;
      return { ...state, phase: action.type === "changeAccepted" ? "ACCEPTED" : "REJECTED" };
    case "changeSettled":
      if (state.phase !== "ACCEPTED" && state.phase !== "REJECTED") return state;
      return { ...initialEditorAiState };
    default:
      return state;
  }
}

/** Whether the document is showing a proposed change (and so must not be edited). */
export function isReviewing(phase: EditorPhase): boolean {
  return phase === "CHANGED" || phase === "CHANGEDALL";
}
