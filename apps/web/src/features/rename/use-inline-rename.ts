import { useEffect, useRef, useState, type RefObject } from "react";
import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";

export type RenamedKind = "Project" | "Document";

interface InlineRenameOptions {
  kind: RenamedKind;
  currentTitle: string;
  /** Saves the trimmed title; rejects with the API error on failure. */
  save: (title: string) => Promise<unknown>;
  /** Where focus goes once the field closes, so keyboard users keep their place. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Inline renaming (spec section 5): Enter or a click outside saves, Escape cancels. An empty title is
 * refused, an unchanged one closes the field with a note, and the result is announced as a toast.
 */
export function useInlineRename({ kind, currentTitle, save, returnFocusTo }: InlineRenameOptions) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  // Escape and Enter unmount the field, which can still fire a blur; only the first outcome counts.
  const settled = useRef(true);
  // After Enter or Escape focus goes back once the title is shown again; a click elsewhere keeps its focus.
  const refocus = useRef(false);

  useEffect(() => {
    if (isEditing || !refocus.current) return;
    refocus.current = false;
    returnFocusTo?.current?.focus();
  }, [isEditing, returnFocusTo]);

  const close = (trigger: "enter" | "blur" | "escape") => {
    settled.current = true;
    refocus.current = trigger !== "blur";
    setIsEditing(false);
  };

  const start = () => {
    settled.current = false;
    setDraft(currentTitle);
    setIsEditing(true);
  };

  const commit = async (trigger: "enter" | "blur") => {
    if (settled.current) return;
    const title = draft.trim();
    if (!title) {
      toast.error(`${kind} title cannot be empty`);
      // Enter keeps the field open for another try; leaving it empty and clicking away gives up.
      if (trigger === "blur") close(trigger);
      return;
    }
    if (title === currentTitle.trim()) {
      toast.error("New title cannot be the same as the old title");
      close(trigger);
      return;
    }
    settled.current = true;
    setIsSaving(true);
    try {
      await save(title);
      toast.success(`${kind} title updated successfully`);
    } catch (error) {
      toast.error(apiErrorText(error, `Failed to update ${kind.toLowerCase()} title`));
    } finally {
      setIsSaving(false);
      close(trigger);
    }
  };

  return { isEditing, draft, setDraft, isSaving, start, cancel: () => close("escape"), commit };
}

export type InlineRename = ReturnType<typeof useInlineRename>;
