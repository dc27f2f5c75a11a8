import type { SelectionContext } from "../ai/selection-content";
import type { SelectionInfo } from "./editor-ai-machine";

/** The selection as the assistant request needs it (spec section 3). */
export interface SelectionSnapshot {
  from: number;
  to: number;
  /** The selection as HTML, sent as the request's content: inside one block, that block's selected text alone. */
  selectedContent: string;
  /** Where the selection sits (sent as `selection_context`). */
  context: SelectionContext;
  selectedContentText: string;
  /** Text before and after the selection. */
  firstContent: string;
  lastContent: string;
}

/**
 * What the page and the chat panel may ask of the editor, which loads in its own chunk. The editor
 * registers this once it exists.
 */
export interface EditorBridge {
  getHtml(): string;
  /** The signed estimate the text states after an accepted, unsaved re-estimate or currency change (else null). */
  estimateRevision(): string | null;
  hasContent(): boolean;
  /** The current selection if it holds anything. */
  currentSelection(): SelectionInfo | null;
  /** The selection's content and surroundings; null if the range no longer holds text. */
  snapshot(selection: SelectionInfo): SelectionSnapshot | null;
  /** Replaces the whole document (after "Reload" on a save conflict), outside the undo history. */
  replaceContent(html: string): void;
}
