import type * as Docx from "docx";
import {
  type ModelNode,
  type TextRun,
  documentModel,
  paperColour,
  plainText,
  tableGrid,
  textRuns,
} from "./document-model.js";
import { type ImageReader, pixelSize } from "./export-images.js";

type DocxModule = typeof Docx;
type Block = Docx.Paragraph | Docx.Table;

let loaded: Promise<DocxModule> | undefined;
/** The docx library is loaded on the first export only. */
const docxLibrary = (): Promise<DocxModule> => (loaded ??= import("docx"));

const HEADINGS = ["HEADING_1", "HEADING_2", "HEADING_3", "HEADING_4", "HEADING_5", "HEADING_6"] as const;
/** The text column of an A4 page with 2 cm margins, in pixels at 96 dpi. */
const COLUMN_PX = 642;
const hex = (colour: string | undefined) => colour?.slice(1);
/** Word numbering defines levels 0 to 8 and refuses a paragraph on any other. */
const WORD_LIST_LEVELS = 9;

/** Builds the DOCX body from the document model: Word's own heading, list, link and table structures. */
class DocxBuilder {
  private orderedLists = 0;

  constructor(
    private readonly docx: DocxModule,
    private readonly readImage: ImageReader,
  ) {}

  async blocks(
    nodes: ModelNode[] | undefined,
    list?: { reference: string; level: number; instance: number },
  ): Promise<Block[]> {
    const out: Block[] = [];
    for (const node of nodes ?? []) out.push(...(await this.block(node, list)));
    return out;
  }

  private runs(node: ModelNode, extra: Partial<TextRun> = {}): Docx.ParagraphChild[] {
    const { TextRun: Run, ExternalHyperlink, ShadingType } = this.docx;
    return textRuns(node.content)
      .map((source) => {
        const run = { ...extra, ...source };
        const shading = run.background ?? (run.code ? "#eef0f3" : undefined);
        // A line break inside the run starts its next piece on a new line.
        const pieces = run.text.split("\n").map(
          (line, i) =>
            new Run({
              text: line,
              break: i > 0 ? 1 : undefined,
              bold: run.bold,
              italics: run.italic,
              underline: run.underline || run.link ? {} : undefined,
              strike: run.strike,
              superScript: run.sup,
              subScript: run.sub,
              color: hex(run.color) ?? (run.link ? "1D4ED8" : undefined),
              shading: shading ? { type: ShadingType.CLEAR, fill: hex(shading) } : undefined,
              font: run.code ? "Consolas" : undefined,
              size: run.sizePt ? Math.round(run.sizePt * 2) : undefined,
            }),
        );
        return run.link ? [new ExternalHyperlink({ link: run.link, children: pieces })] : pieces;
      })
      .flat();
  }

  private alignment(node: ModelNode): Docx.IParagraphOptions["alignment"] {
    const align = node.attrs?.textAlign;
    const { AlignmentType } = this.docx;
    return align === "center"
      ? AlignmentType.CENTER
      : align === "right"
        ? AlignmentType.RIGHT
        : align === "justify"
          ? AlignmentType.JUSTIFIED
          : undefined;
  }

  private async block(
    node: ModelNode,
    list?: { reference: string; level: number; instance: number },
  ): Promise<Block[]> {
    const { Paragraph, HeadingLevel } = this.docx;
    const numbering = list ? { numbering: list } : {};
    switch (node.type) {
      case "heading": {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 1)));
        return [
          new Paragraph({
            heading: HeadingLevel[HEADINGS[level - 1]!],
            children: this.runs(node),
            alignment: this.alignment(node),
          }),
        ];
      }
      case "paragraph":
        return [new Paragraph({ children: this.runs(node), alignment: this.alignment(node), ...numbering })];
      case "bulletList":
      case "taskList":
      case "orderedList":
        return this.list(node, list);
      case "blockquote":
        return (await this.blocks(node.content)).map((block) => block);
      case "codeBlock":
        return plainText(node)
          .split("\n")
          .map(
            (line) =>
              new Paragraph({
                children: [new this.docx.TextRun({ text: line, font: "Consolas", size: 18 })],
                shading: { type: this.docx.ShadingType.CLEAR, fill: "F3F4F6" },
                spacing: { after: 0 },
              }),
          );
      case "horizontalRule":
        return [
          new Paragraph({
            border: { bottom: { style: this.docx.BorderStyle.SINGLE, size: 6, color: "9CA3AF", space: 1 } },
            children: [],
          }),
        ];
      case "table":
        return [await this.table(node), new Paragraph({ children: [] })];
      case "image":
        return [await this.image(node)];
      case "video": {
        const src = String(node.attrs?.src ?? "");
        return [
          new Paragraph({
            children: [
              new this.docx.ExternalHyperlink({
                link: src,
                children: [new this.docx.TextRun({ text: `Video: ${src}`, underline: {}, color: "1D4ED8" })],
              }),
            ],
          }),
        ];
      }
      default:
        return this.blocks(node.content, list);
    }
  }

  /**
   * Each item's first paragraph carries the bullet or number; nested lists go one level deeper, and
   * lists nested past Word's deepest level stay on it; each ordered list counts from its start.
   */
  private async list(node: ModelNode, outer?: { level: number }): Promise<Block[]> {
    const level = outer ? Math.min(outer.level + 1, WORD_LIST_LEVELS - 1) : 0;
    const ordered = node.type === "orderedList";
    const reference = ordered ? "numbers" : "bullets";
    const instance = ordered ? ++this.orderedLists : 0;
    const out: Block[] = [];
    for (const item of node.content ?? []) {
      const [first, ...rest] = item.content ?? [];
      if (first) {
        const prefix =
          item.type === "taskItem" ? { type: "text", text: item.attrs?.checked ? "[x] " : "[ ] " } : undefined;
        const lead =
          prefix && first.type === "paragraph" ? { ...first, content: [prefix, ...(first.content ?? [])] } : first;
        out.push(...(await this.block(lead, { reference, level, instance })));
      }
      for (const child of rest)
        out.push(
          ...(await this.block(child, child.type.endsWith("List") ? { reference, level, instance } : undefined)),
        );
    }
    return out;
  }

  /** Header rows repeat on every page; no row splits across pages. */
  private async table(node: ModelNode): Promise<Docx.Table> {
    const { Table, TableRow, TableCell, WidthType, ShadingType, Paragraph } = this.docx;
    const grid = tableGrid(node);
    const rows: Docx.TableRow[] = [];
    for (const [r, row] of grid.rows.entries()) {
      const cells: Docx.TableCell[] = [];
      for (const cell of row) {
        if (!cell) continue;
        const fill =
          paperColour(cell.node.attrs?.background, { forText: false }) ?? (cell.header ? "#eef2f7" : undefined);
        const content = cell.header
          ? await Promise.all(
              (cell.node.content ?? []).map(async (p) =>
                p.type === "paragraph" ? [new Paragraph({ children: this.runs(p, { bold: true }) })] : this.block(p),
              ),
            ).then((b) => b.flat())
          : await this.blocks(cell.node.content);
        cells.push(
          new TableCell({
            children: content.length > 0 ? content : [new Paragraph({ children: [] })],
            columnSpan: cell.colSpan > 1 ? cell.colSpan : undefined,
            rowSpan: cell.rowSpan > 1 ? cell.rowSpan : undefined,
            shading: fill ? { type: ShadingType.CLEAR, fill: hex(fill) } : undefined,
          }),
        );
      }
      rows.push(new TableRow({ children: cells, tableHeader: r < grid.headerRows, cantSplit: true }));
    }
    return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } });
  }

  private async image(node: ModelNode): Promise<Docx.Paragraph> {
    const { Paragraph, ImageRun, TextRun: Run } = this.docx;
    const src = String(node.attrs?.src ?? "");
    const image = await this.readImage(src);
    if (!image)
      return new Paragraph({ children: [new Run({ text: `Image: ${String(node.attrs?.alt ?? "") || src}` })] });
    const size = pixelSize(image.bytes, image.type);
    const width = Math.min(COLUMN_PX, Number(node.attrs?.width) || size.width);
    const height = Math.round((size.height / Math.max(1, size.width)) * width);
    return new Paragraph({
      children: [
        new ImageRun({
          type: image.type,
          data: image.bytes,
          transformation: { width, height },
          altText: { name: "image", description: String(node.attrs?.alt ?? ""), title: "" },
        }),
      ],
    });
  }
}

/** The document as a Word file: heading styles, numbered and bulleted lists, links, tables and images; the title atop each page and page numbers at the foot. */
export async function exportDocx(doc: { title: string; html: string }, readImage: ImageReader): Promise<Buffer> {
  const docx = await docxLibrary();
  const { Document, Packer, Paragraph, TextRun: Run, Header, Footer, PageNumber, AlignmentType, LevelFormat } = docx;
  const children = await new DocxBuilder(docx, readImage).blocks(documentModel(doc.html).content);
  const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (level: number) => string) =>
    Array.from({ length: WORD_LIST_LEVELS }, (_, level) => ({
      level,
      format,
      text: text(level),
      alignment: AlignmentType.LEFT,
      style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
    }));
  const document = new Document({
    title: doc.title,
    creator: "Scopewise",
    styles: { default: { document: { run: { font: "Calibri", size: 21 } } } },
    numbering: {
      config: [
        { reference: "bullets", levels: levels(LevelFormat.BULLET, (level) => ["•", "◦", "▪"][level % 3]!) },
        { reference: "numbers", levels: levels(LevelFormat.DECIMAL, (level) => `%${level + 1}.`) },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers: {
          default: new Header({
            children: [new Paragraph({ children: [new Run({ text: doc.title, size: 17, color: "4B5563" })] })],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new Run({
                    children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                    size: 17,
                    color: "4B5563",
                  }),
                ],
              }),
            ],
          }),
        },
        children: children.length > 0 ? children : [new Paragraph({ children: [] })],
      },
    ],
  });
  return Packer.toBuffer(document);
}
