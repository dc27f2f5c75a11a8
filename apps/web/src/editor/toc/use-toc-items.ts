import type { Editor } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import type { Transaction } from "@tiptap/pm/state";
import { useEffect, useState } from "react";
import { DOCUMENT_REPLACED } from "../ai/use-editor-bridge";
import { collectHeadings } from "./collect-headings";
import { buildToc, type TocItem } from "./toc";

interface TocState {
  items: TocItem[];
  error: string | null;
}

/** After typing stops for this long the outline is rebuilt. */
const REBUILD_DELAY_MS = 250;

function read(editor: Editor, untitledIds: WeakMap<PMNode, string>): TocState {
  try {
    return { items: buildToc(collectHeadings(editor.state.doc, untitledIds)), error: null };
  } catch (error) {
    console.error("Table of contents:", error);
    return { items: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The editor's headings as a numbered outline, kept current while the panel is open. */
export function useTocItems(editor: Editor, active: boolean): TocState {
  const [state, setState] = useState<TocState>({ items: [], error: null });
  // Untitled headings keep their random id across rebuilds (and reopening the panel).
  const [untitledIds] = useState(() => new WeakMap<PMNode, string>());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rebuild = () => setState(read(editor, untitledIds));
    const schedule = ({ transaction }: { transaction: Transaction }) => {
      if (!transaction.docChanged && !transaction.getMeta(DOCUMENT_REPLACED)) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, REBUILD_DELAY_MS);
    };
    timer = setTimeout(rebuild, 0);
    editor.on("transaction", schedule);
    return () => {
      clearTimeout(timer);
      editor.off("transaction", schedule);
    };
  }, [editor, active, untitledIds]);
  return state;
}
