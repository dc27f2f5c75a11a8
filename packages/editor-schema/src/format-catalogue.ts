import type { JSONContent } from "@tiptap/core";

/**
 * One example of every format the schema holds, as document JSON. The assistant's prompt shows a
 * language model these examples written as the editor writes them, and a test checks that every node,
 * mark and attribute of the schema appears here, so a format cannot be added to the schema without
 * the model being told how to write it.
 */
export interface FormatExample {
  /** What the example shows, in words the model reads. */
  format: string;
  /** Top-level blocks of a document. */
  blocks: JSONContent[];
}

const text = (value: string, marks?: JSONContent["marks"]): JSONContent =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const cell = (type: "tableHeader" | "tableCell", value: string, attrs: Record<string, unknown>): JSONContent => ({
  type,
  attrs,
  content: [paragraph(text(value))],
});

export const FORMAT_CATALOGUE: readonly FormatExample[] = [
  {
    format: "headings h1-h6 (keep an existing id: the table of contents links to it)",
    blocks: [{ type: "heading", attrs: { level: 2, id: "cost-breakdown" }, content: [text("Cost breakdown")] }],
  },
  {
    format: "paragraph with alignment",
    blocks: [{ type: "paragraph", attrs: { textAlign: "center" }, content: [text("Centred")] }],
  },
  {
    format: "indent level 1-8 (data-indent plus 2em of margin per level)",
    blocks: [{ type: "paragraph", attrs: { indent: 2 }, content: [text("Indented twice")] }],
  },
  { format: "text direction", blocks: [{ type: "paragraph", attrs: { dir: "rtl" }, content: [text("مرحبا")] }] },
  {
    format: "marks",
    blocks: [
      paragraph(
        text("bold", [{ type: "bold" }]),
        text(" "),
        text("italic", [{ type: "italic" }]),
        text(" "),
        text("underline", [{ type: "underline" }]),
        text(" "),
        text("strike", [{ type: "strike" }]),
        text(" H"),
        text("2", [{ type: "sub" }]),
        text("O x"),
        text("2", [{ type: "sup" }]),
        text(" "),
        text("inline code", [{ type: "code" }]),
        text(" "),
        text("highlighted", [{ type: "highlight" }]),
      ),
    ],
  },
  {
    format: "font, size, colour and background",
    blocks: [
      paragraph(
        text("styled", [
          {
            type: "textStyle",
            attrs: {
              fontFamily: "Poppins, sans-serif",
              fontSize: "18px",
              color: "#ff0000",
              backgroundColor: "#fef08a",
            },
          },
        ]),
      ),
    ],
  },
  { format: "link", blocks: [paragraph(text("link", [{ type: "link", attrs: { href: "https://example.com" } }]))] },
  {
    format: "line break inside a paragraph",
    blocks: [paragraph(text("first line"), { type: "hardBreak" }, text("second line"))],
  },
  {
    format: "bullet and ordered lists (list items hold paragraphs)",
    blocks: [
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("item"))] }] },
      {
        type: "orderedList",
        attrs: { start: 3 },
        content: [{ type: "listItem", content: [paragraph(text("third"))] }],
      },
    ],
  },
  {
    format: "checklist",
    blocks: [
      {
        type: "taskList",
        content: [
          { type: "taskItem", attrs: { checked: true }, content: [paragraph(text("Done"))] },
          { type: "taskItem", attrs: { checked: false }, content: [paragraph(text("To do"))] },
        ],
      },
    ],
  },
  { format: "blockquote", blocks: [{ type: "blockquote", content: [paragraph(text("Quoted"))] }] },
  { format: "horizontal rule", blocks: [{ type: "horizontalRule" }] },
  {
    format: "code block with its language",
    blocks: [{ type: "codeBlock", attrs: { language: "typescript" }, content: [text("const total = 1;")] }],
  },
  {
    format: "inline formula (LaTeX in data-latex and as the text)",
    blocks: [paragraph(text("Energy: "), { type: "inlineMath", attrs: { latex: "E=mc^2" } })],
  },
  {
    format: "image (a block of its own)",
    blocks: [
      {
        type: "image",
        attrs: { src: "/api/media/documents/chart.png", alt: "Chart", title: "Cost by phase", width: 320, height: 200 },
      },
    ],
  },
  {
    format: "video embed (YouTube or Vimeo players only)",
    blocks: [{ type: "video", attrs: { src: "https://www.youtube.com/embed/dQw4w9WgXcQ" } }],
  },
  {
    format:
      "table: ids on rows (data-row-id) and on every cell of a column (data-col-id), widths in colwidth, spans kept valid",
    blocks: [
      {
        type: "table",
        content: [
          {
            type: "tableRow",
            attrs: { rowId: "row-a1" },
            content: [
              cell("tableHeader", "Phase", { colwidth: [100], colId: "col-b1" }),
              cell("tableHeader", "Cost", { colwidth: [100], colId: "col-b2" }),
            ],
          },
          {
            type: "tableRow",
            attrs: { rowId: "row-a2" },
            content: [
              cell("tableCell", "Design", { colwidth: [100], colId: "col-b1" }),
              cell("tableCell", "$1,000", { colwidth: [100], colId: "col-b2", background: "#fef08a" }),
            ],
          },
          {
            type: "tableRow",
            attrs: { rowId: "row-a3" },
            content: [cell("tableCell", "Total $1,000", { colspan: 2, colwidth: [100, 100], colId: "col-b1" })],
          },
        ],
      },
    ],
  },
];

/**
 * Attributes no example sets, each for a reason: values the editor fixes itself (a link's target,
 * rel and class), or that it reads from pasted HTML but never offers (an ordered list's type,
 * a cell's align, a link's title, a cell's rowspan which the table example would make invalid).
 */
export const ATTRIBUTES_NOT_IN_EXAMPLES: ReadonlySet<string> = new Set([
  "link.target",
  "link.rel",
  "link.class",
  "link.title",
  "orderedList.type",
  "tableCell.align",
  "tableHeader.align",
  "tableCell.rowspan",
  "tableHeader.rowspan",
  "tableHeader.colspan",
  "tableHeader.background",
  "tableCell.dir",
  "tableHeader.dir",
  "listItem.dir",
  "taskItem.dir",
  "blockquote.dir",
  "heading.indent",
  "heading.textAlign",
  "heading.dir",
]);
