/**
 * Builders for document JSON under the schema (node and mark names, attributes as the schema
 * defines them). They need no DOM and no editor: the proposal writer builds its document with them,
 * and the schema's serializer (`@scopewise/editor-schema/server`) writes the HTML the editor writes.
 */
export interface DocumentNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocumentNode[];
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
}

/** Inline content: plain text, or a node such as coloured text, a formula or a line break. */
export type Inline = string | DocumentNode;

/** How a paragraph lines up; figures are right-aligned so digits of the same place sit under each other. */
export type Alignment = "left" | "center" | "right" | "justify";

const inline = (parts: readonly Inline[]): DocumentNode[] =>
  parts.filter((part) => part !== "").map((part) => (typeof part === "string" ? { type: "text", text: part } : part));

export const text = (value: string, marks?: DocumentNode["marks"]): DocumentNode =>
  marks?.length ? { type: "text", text: value, marks } : { type: "text", text: value };
export const bold = (value: string): DocumentNode => text(value, [{ type: "bold" }]);
export const coloured = (value: string, color: string): DocumentNode =>
  text(value, [{ type: "textStyle", attrs: { color } }]);
export const hardBreak = (): DocumentNode => ({ type: "hardBreak" });
export const horizontalRule = (): DocumentNode => ({ type: "horizontalRule" });

export function paragraph(parts: Inline | readonly Inline[], align?: Alignment): DocumentNode {
  const content = inline(typeof parts === "string" || !Array.isArray(parts) ? [parts as Inline] : parts);
  return {
    type: "paragraph",
    ...(align ? { attrs: { textAlign: align } } : {}),
    ...(content.length ? { content } : {}),
  };
}

export const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, value: string, id?: string): DocumentNode => ({
  type: "heading",
  attrs: { level, ...(id ? { id } : {}) },
  content: inline([value]),
});

/** A bullet or numbered list of one paragraph per item. */
export const list = (items: readonly Inline[], ordered = false): DocumentNode => ({
  type: ordered ? "orderedList" : "bulletList",
  content: items.map((item) => ({ type: "listItem", content: [paragraph(item)] })),
});

/**
 * A table with a header row. `widths` (px) fixes column widths, `align` lines up each column's
 * paragraphs (header included).
 */
export function table(
  headers: readonly Inline[],
  rows: ReadonlyArray<readonly Inline[]>,
  options: { widths?: readonly number[]; align?: ReadonlyArray<Alignment | undefined> } = {},
): DocumentNode {
  const cell = (type: "tableHeader" | "tableCell", value: Inline, column: number): DocumentNode => {
    const width = options.widths?.[column];
    const align = options.align?.[column];
    return {
      type,
      ...(width === undefined ? {} : { attrs: { colwidth: [width] } }),
      content: [paragraph(value, align === "left" ? undefined : align)],
    };
  };
  return {
    type: "table",
    content: [
      { type: "tableRow", content: headers.map((header, column) => cell("tableHeader", header, column)) },
      ...rows.map((row) => ({
        type: "tableRow",
        content: row.map((value, column) => cell("tableCell", value, column)),
      })),
    ],
  };
}

export const documentOf = (blocks: readonly DocumentNode[]): DocumentNode => ({ type: "doc", content: [...blocks] });
