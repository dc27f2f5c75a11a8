import { FORMAT_CATALOGUE } from "@scopewise/editor-schema";
import { documentJsonToHtml } from "@scopewise/editor-schema/server";

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
If the instruction cannot be carried out on this content, answer exactly: CANNOT: <one sentence saying why and what you can do instead>.`;
