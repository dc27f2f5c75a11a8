import { FORMAT_CATALOGUE } from "@scopewise/editor-schema";
import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import type { SelectionContext } from "./builtin/engine.js";

/**
 * The markup the editor writes, one example per format, written from the document schema's own
 * catalogue by its serializer: a model that edits a selection must give it back in exactly these
 * shapes, and every example is stored unchanged.
 */
export const EDITOR_MARKUP: ReadonlyArray<{ format: string; html: string }> = FORMAT_CATALOGUE.map((example) => ({
  format: example.format,
  html: documentJsonToHtml({ type: "doc", content: example.blocks }),
}));

export const EDIT_SYSTEM = `You edit part of a proposal document written in HTML for a rich-text editor.
Apply the user's instruction to the HTML you are given and answer with the edited HTML only (no code fences, no commentary).
Keep the editor's formats, written exactly as the editor writes them:
${EDITOR_MARKUP.map((m) => `- ${m.format}: ${m.html}`).join("\n")}
Rules for tables (table > tbody > tr > th/td with p inside cells, colspan/rowspan kept valid): keep every data-row-id, data-col-id and colwidth of rows and cells you keep; a new row or column gets a new unique id ("row-" or "col-" and 8 letters or digits), shared by all cells of a new column. Never put a table inside a table cell.
Keep attributes you are not asked to change (id, dir, data-indent, data-checked, data-latex, style).
Do not add scripts, styles other than inline style attributes already used, or new figures that the instruction does not ask for.
Keep every figure: each number, amount, percentage, duration, range and confidence level (P10, P50, P80, P90) of the HTML stays in your answer exactly as written, also when you shorten, summarise, expand, turn text into a list or fix its grammar, unless the instruction asks to change that figure.
If the instruction cannot be carried out on this content, answer exactly: CANNOT: <one sentence saying why and what you can do instead>.`;

/** Where a selection sits, in words for the model: it answers with content that fits back in that place. */
const CONTEXT_WORDS: Record<SelectionContext, string> = {
  paragraph: "part of one paragraph",
  heading: "part of one heading",
  list_item: "part of one list item",
  table_cell: "part of one table cell",
  blocks: "several blocks of the document",
};

/** The user's message to the model: the instruction, where the selection sits, and the HTML itself. */
export function editPrompt(request: {
  user_query: string;
  content: string;
  selection_context?: SelectionContext | undefined;
}): string {
  const where = request.selection_context
    ? `\nThe HTML is the user's selection: ${CONTEXT_WORDS[request.selection_context]}.${request.selection_context === "blocks" ? "" : " Answer with that text only (one <p> of inline content, or a list for a list instruction); it replaces exactly the selection."}`
    : "";
  return `Instruction: ${request.user_query}${where}\nKeep every figure of the HTML exactly as written.\n\nHTML:\n${request.content}`;
}
