import type { Extensions } from "@tiptap/core";
import { createEditorExtensions } from "../../editor/extensions/editor-extensions";

/**
 * Parts of the editor that only matter while someone writes: the empty-document hint, the kept
 * selection for the assistant, and the colouring of the assistant's proposed changes.
 */
const EDITING_ONLY = new Set(["placeholder", "selection", "aiChangeView"]);

/**
 * The document editor's own schema and rendering (formulas, videos, tables, code colours) for a
 * view nobody can change, so a shared document reads exactly as its author sees it.
 */
export function createReadOnlyExtensions(): Extensions {
  return createEditorExtensions().filter((extension) => !EDITING_ONLY.has(extension.name));
}
