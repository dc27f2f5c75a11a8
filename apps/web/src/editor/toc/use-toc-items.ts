import type { Editor } from "@tiptap/core";
import { useEffect, useState } from "react";
import { headingIndexKey } from "./heading-index";
import { buildToc, type OutlineEntry, type TocItem } from "./toc";

interface TocState {
  items: TocItem[];
  error: string | null;
}

/** After a heading stops changing for this long the outline is rebuilt. */
const REBUILD_DELAY_MS = 250;

const NO_HEADINGS: readonly OutlineEntry[] = [];
const outlineOf = (editor: Editor) => headingIndexKey.getState(editor.state)?.outline ?? NO_HEADINGS;

function read(outline: readonly OutlineEntry[]): TocState {
  try {
    return { items: buildToc(outline), error: null };
  } catch (error) {
    console.error("Table of contents:", error);
    return { items: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The editor's headings as a numbered outline, kept current while the panel is open. The editor
 * keeps its headings as the document changes (heading-index.ts); the outline is rebuilt only when a
 * heading changed, so typing elsewhere never touches the panel.
 */
export function useTocItems(editor: Editor, active: boolean): TocState {
  const [state, setState] = useState<TocState>({ items: [], error: null });
  useEffect(() => {
    if (!active) return;
    let shown: readonly OutlineEntry[] | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rebuild = () => {
      const outline = outlineOf(editor);
      if (outline === shown) return;
      shown = outline;
      setState(read(outline));
    };
    const schedule = () => {
      if (outlineOf(editor) === shown) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, REBUILD_DELAY_MS);
    };
    timer = setTimeout(rebuild, 0);
    editor.on("transaction", schedule);
    return () => {
      clearTimeout(timer);
      editor.off("transaction", schedule);
    };
  }, [editor, active]);
  return state;
}
