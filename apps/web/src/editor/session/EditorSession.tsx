import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from "react";
import { editorAiReducer, initialEditorAiState, type EditorAiAction, type EditorAiState } from "./editor-ai-machine";
import type { EditorBridge } from "./editor-bridge";

export interface EditorSession {
  ai: EditorAiState;
  dispatchAi: Dispatch<EditorAiAction>;
  /** Null until the editor (a separate chunk) has loaded. */
  bridge: EditorBridge | null;
  setBridge: (bridge: EditorBridge | null) => void;
  /** Unsaved edits: the editor reports each change; a save reports which changes it carried. */
  isDirty: boolean;
  noteEdit: () => void;
  editToken: () => number;
  markSaved: (token: number) => void;
  /** An assistant change was accepted: the save that carries it is recorded as the assistant's in the history. */
  noteAcceptedChange: () => void;
  carriesAcceptedChange: () => boolean;
}

const SessionContext = createContext<EditorSession | null>(null);

/** Shared by the document page, its editor and its chat panel while one document is open. */
export function EditorSessionProvider({ children }: { children: ReactNode }) {
  const [ai, setAi] = useState(initialEditorAiState);
  // The state every dispatched action leads to, so an action that changes nothing (the caret moving
  // while typing reports "no selection" again) re-renders nothing: a reducer's dispatch would re-render.
  const latestAi = useRef(initialEditorAiState);
  const dispatchAi = useCallback((action: EditorAiAction) => {
    const next = editorAiReducer(latestAi.current, action);
    if (next === latestAi.current) return;
    latestAi.current = next;
    setAi(next);
  }, []);
  const [bridge, setBridge] = useState<EditorBridge | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  // Counted in refs so typing does not re-render the page; only the dirty flag is state.
  const edits = useRef(0);
  const saved = useRef(0);
  /** The edit count when an assistant change was last accepted, until a save carries it. */
  const acceptedAt = useRef<number | null>(null);

  const noteEdit = useCallback(() => {
    edits.current += 1;
    setIsDirty(true);
  }, []);
  const editToken = useCallback(() => edits.current, []);
  const markSaved = useCallback((token: number) => {
    saved.current = Math.max(saved.current, token);
    if (acceptedAt.current !== null && token >= acceptedAt.current) acceptedAt.current = null;
    setIsDirty(edits.current !== saved.current);
  }, []);
  const noteAcceptedChange = useCallback(() => {
    acceptedAt.current = edits.current;
  }, []);
  const carriesAcceptedChange = useCallback(() => acceptedAt.current !== null, []);

  const value = useMemo<EditorSession>(
    () => ({
      ai,
      dispatchAi,
      bridge,
      setBridge,
      isDirty,
      noteEdit,
      editToken,
      markSaved,
      noteAcceptedChange,
      carriesAcceptedChange,
    }),
    [ai, dispatchAi, bridge, isDirty, noteEdit, editToken, markSaved, noteAcceptedChange, carriesAcceptedChange],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useEditorSession(): EditorSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useEditorSession needs an EditorSessionProvider");
  return session;
}
