import type { Extensions } from "@tiptap/core";
import { documentExtensions } from "@scopewise/editor-schema";
import { Placeholder, Selection } from "@tiptap/extensions";
import { AiChangeView } from "../ai/change-decorations";
import { EstimateRevision } from "../ai/estimate-revision";
import { HISTORY } from "../editor-constants";
import { TableIds } from "../tables/table-ids";
import { TocHeadings } from "../toc/heading-index";
import { HighlightedCodeBlock } from "./code-highlight";
import { PasteAtShownCaret } from "./dom-selection";
import { RenderedInlineMath } from "./inline-math";
import { RenderedBlocks } from "./rendered-blocks";

/**
 * The document's formats (the shared schema package, spec section 2) with what only a live editor
 * needs: highlighting, formula drawing, table ids, undo, the kept selection, the assistant's change
 * view, the estimate an accepted change states (never written into the HTML) and the headings the
 * table of contents shows. The same list builds the schema the AI diff works on.
 */
export function createEditorExtensions(): Extensions {
  return [
    ...documentExtensions({
      codeBlock: HighlightedCodeBlock.configure({ defaultLanguage: null }),
      inlineMath: RenderedInlineMath,
      tableBehaviour: [TableIds],
      undoRedo: { depth: HISTORY.depth, newGroupDelay: HISTORY.newGroupDelayMs },
    }),
    Selection,
    Placeholder.configure({ placeholder: "Start writing, or ask the assistant for a first draft…" }),
    AiChangeView,
    EstimateRevision,
    TocHeadings,
    PasteAtShownCaret,
    RenderedBlocks,
  ];
}
