import { heading as schemaHeading, type DocumentNode } from "@scopewise/editor-schema/blocks";

/** The proposal is built as document JSON under the editor's schema; the server writes its HTML. */
export {
  list,
  paragraph,
  table,
  type Alignment,
  type DocumentNode,
  type Inline,
} from "@scopewise/editor-schema/blocks";

/** As the editor's table of contents makes ids: letters of any language and digits kept, the rest dropped. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{Nd}\s_-]/gu, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A heading with an id from its text, so the table of contents and links into the document find it. */
export const heading = (level: 1 | 2 | 3, text: string): DocumentNode => schemaHeading(level, text, slug(text));
