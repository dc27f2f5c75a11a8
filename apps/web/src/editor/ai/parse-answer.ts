import { createDocument, type Editor } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";

/** The assistant's HTML read with the editor's schema (what the schema does not know is dropped). */
export function parseAnswer(editor: Editor, html: string): PMNode {
  return createDocument(html, editor.schema);
}
