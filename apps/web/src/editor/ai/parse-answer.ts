import { createDocument, type Editor } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { liftNestedTables } from "../tables/table-structure";

/**
 * The assistant's HTML read with the editor's schema (what the schema does not know is dropped). A
 * table the answer put inside a table cell is moved out, after its table: the editor never holds one.
 */
export function parseAnswer(editor: Editor, html: string): PMNode {
  return liftNestedTables(createDocument(html, editor.schema));
}
