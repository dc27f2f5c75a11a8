import { type Estimate, PROPOSAL_APPENDIX_ID } from "@scopewise/shared";
import { type ModelNode, type TextRun, paperColour, plainText, tableGrid, textRuns } from "./document-model.js";
import { CHART_WIDTH, costByPhaseSvg, timelineSvg } from "./estimate-charts.js";
import type { ImageReader } from "./export-images.js";

/** A pdfmake content node (its document definition is plain data). */
export type PdfNode = Record<string, unknown> | string;

const BLOCK_FILL = "#3b5bdb";

const HEADING_SIZES = [0, 20, 16, 13.5, 12, 11, 10.5];
/** How many list levels indent; each takes some 12 pt of a 515 pt column. */
const PDF_LIST_LEVELS = 9;

function pdfRun(run: TextRun): Record<string, unknown> {
  const decoration = [run.underline || run.link ? "underline" : "", run.strike ? "lineThrough" : ""].filter(Boolean);
  return {
    text: run.text,
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italics: true } : {}),
    ...(decoration.length ? { decoration: decoration.length === 1 ? decoration[0] : decoration } : {}),
    ...(run.sup ? { sup: true } : {}),
    ...(run.sub ? { sub: true } : {}),
    ...(run.code ? { background: "#eef0f3" } : {}),
    ...(run.color ? { color: run.color } : run.link ? { color: "#1d4ed8" } : {}),
    ...(run.background ? { background: run.background } : {}),
    ...(run.link ? { link: run.link } : {}),
    ...(run.sizePt ? { fontSize: run.sizePt } : {}),
  };
}

/** A column whose cells with text are all right-aligned paragraphs: the writer's figures. */
function isFigureColumn(rows: ReturnType<typeof tableGrid>["rows"], column: number): boolean {
  const paragraphs = rows.flatMap((row) => {
    const cell = row[column];
    return cell && cell.colSpan === 1 && plainText(cell.node).trim() !== "" ? (cell.node.content ?? []) : [];
  });
  return paragraphs.length > 0 && paragraphs.every((p) => p.type === "paragraph" && p.attrs?.textAlign === "right");
}

function alignment(node: ModelNode): Record<string, unknown> {
  const align = node.attrs?.textAlign;
  return typeof align === "string" && ["left", "center", "right", "justify"].includes(align)
    ? { alignment: align }
    : {};
}

/** Builds the PDF's content from the document model, with the estimate's charts in their sections. */
export class PdfContentBuilder {
  private headingCount = 0;
  /** The outline id of the last heading at each level, so a bookmark nests under its section. */
  private readonly openHeadings: string[] = [];
  private chartsPlaced = { cost: false, timeline: false };
  private listDepth = 0;

  constructor(
    private readonly readImage: ImageReader,
    private readonly estimate: Estimate | null,
  ) {}

  async build(doc: ModelNode): Promise<PdfNode[]> {
    const content = await this.blocks(doc.content);
    const rest = this.estimate
      ? [!this.chartsPlaced.cost && this.costChart(), !this.chartsPlaced.timeline && this.timelineChart()]
          .filter((n): n is PdfNode[] => Array.isArray(n))
          .flat()
      : [];
    if (rest.length > 0)
      content.push(
        await this.block({
          type: "heading",
          attrs: { level: 2 },
          content: [{ type: "text", text: "Estimate charts" }],
        }),
        ...rest,
      );
    return content;
  }

  private async blocks(nodes: ModelNode[] | undefined): Promise<PdfNode[]> {
    const out: PdfNode[] = [];
    for (const node of nodes ?? []) {
      out.push(await this.block(node));
      if (node.type === "heading" && this.estimate) out.push(...this.chartsAfter(node));
    }
    return out;
  }

  /** The cost chart opens the cost breakdown; the timeline chart its section. */
  private chartsAfter(heading: ModelNode): PdfNode[] {
    if (heading.attrs?.id === "cost-breakdown" && !this.chartsPlaced.cost) return this.costChart();
    if (heading.attrs?.id === "timeline" && !this.chartsPlaced.timeline) return this.timelineChart();
    return [];
  }

  private costChart(): PdfNode[] {
    this.chartsPlaced.cost = true;
    return [
      { svg: costByPhaseSvg(this.estimate!), width: CHART_WIDTH, margin: [0, 4, 0, 2] },
      { text: "Cost by phase, with the contingency for risks", style: "caption" },
    ];
  }

  private timelineChart(): PdfNode[] {
    this.chartsPlaced.timeline = true;
    return [
      { svg: timelineSvg(this.estimate!), width: CHART_WIDTH, margin: [0, 4, 0, 2] },
      { text: "Timeline: phases by week, with the P50, P80 and P90 finish", style: "caption" },
    ];
  }

  private async block(node: ModelNode): Promise<PdfNode> {
    switch (node.type) {
      case "heading":
        return this.heading(node);
      case "paragraph":
        // Right-aligned text is a figure: never broken inside ("$322,40" / "0").
        return {
          text: this.inline(node),
          margin: [0, 0, 0, 6],
          ...alignment(node),
          ...(node.attrs?.textAlign === "right" ? { noWrap: true } : {}),
        };
      case "bulletList":
      case "taskList":
      case "orderedList":
        return this.list(node);
      case "blockquote":
        return { stack: await this.blocks(node.content), margin: [14, 0, 0, 6], color: "#4b5563", italics: true };
      case "codeBlock":
        return {
          table: {
            widths: ["*"],
            body: [[{ text: plainText(node), fontSize: 9, preserveLeadingSpaces: true, fillColor: "#f3f4f6" }]],
          },
          layout: "noBorders",
          margin: [0, 0, 0, 8],
        };
      case "horizontalRule":
        return {
          canvas: [{ type: "line", x1: 0, y1: 0, x2: CHART_WIDTH, y2: 0, lineWidth: 0.5, lineColor: "#9ca3af" }],
          margin: [0, 6, 0, 10],
        };
      case "table":
        return this.table(node);
      case "image":
        return this.image(node);
      case "video":
        return {
          text: `Video: ${String(node.attrs?.src ?? "")}`,
          link: String(node.attrs?.src ?? ""),
          color: "#1d4ed8",
          margin: [0, 0, 0, 6],
        };
      default:
        return { stack: await this.blocks(node.content) };
    }
  }

  private inline(node: ModelNode): Array<Record<string, unknown>> {
    const runs = textRuns(node.content).map(pdfRun);
    return runs.length > 0 ? runs : [{ text: "" }];
  }

  /** A heading, and a bookmark in the PDF's outline nested under the section that holds it. */
  private heading(node: ModelNode): PdfNode {
    const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 1)));
    const id = `heading-${++this.headingCount}`;
    const parent = this.openHeadings
      .slice(0, level - 1)
      .reverse()
      .find(Boolean);
    this.openHeadings.length = level - 1;
    this.openHeadings[level - 1] = id;
    return {
      text: this.inline(node),
      id,
      outline: true,
      outlineText: plainText(node) || " ",
      ...(parent ? { outlineParentId: parent } : {}),
      fontSize: HEADING_SIZES[level],
      bold: true,
      margin: [0, level <= 2 ? 12 : 8, 0, 6],
      headlineLevel: level,
      ...alignment(node),
      // The appendix (the estimator's detail and sources) starts on a page of its own, after the proposal.
      ...(node.attrs?.id === PROPOSAL_APPENDIX_ID ? { pageBreak: "before" } : {}),
    };
  }

  /** Each nested list indents once more, down to PDF_LIST_LEVELS; deeper lists keep that indent so the text keeps its width. */
  private async list(node: ModelNode): Promise<PdfNode> {
    this.listDepth += 1;
    try {
      const items: PdfNode[] = [];
      for (const item of node.content ?? []) {
        const stack = await this.blocks(item.content);
        if (item.type === "taskItem") stack.unshift({ text: item.attrs?.checked ? "[x]" : "[ ]", bold: true });
        items.push({ stack });
      }
      if (this.listDepth > PDF_LIST_LEVELS) return { stack: items, margin: [0, 0, 0, 6] };
      return node.type === "orderedList"
        ? { ol: items, start: Number(node.attrs?.start ?? 1), margin: [0, 0, 0, 6] }
        : { ul: items, margin: [0, 0, 0, 6] };
    } finally {
      this.listDepth -= 1;
    }
  }

  /** Header rows repeat on every page and no row is split across pages. */
  private async table(node: ModelNode): Promise<PdfNode> {
    const grid = tableGrid(node);
    const body: PdfNode[][] = [];
    for (const row of grid.rows) {
      const cells: PdfNode[] = [];
      for (const cell of row) {
        if (!cell) {
          cells.push({});
          continue;
        }
        // The timeline table marks a phase's weeks with full-block characters: painted here, as the font has no such glyph.
        const filled = /^█+$/.test(plainText(cell.node).trim());
        const fill = filled
          ? BLOCK_FILL
          : (paperColour(cell.node.attrs?.background, { forText: false }) ?? (cell.header ? "#eef2f7" : undefined));
        cells.push({
          stack: filled ? [{ text: " " }] : await this.blocks(cell.node.content),
          ...(cell.header ? { bold: true } : {}),
          ...(fill ? { fillColor: fill } : {}),
          ...(cell.colSpan > 1 ? { colSpan: cell.colSpan } : {}),
          ...(cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
        });
      }
      body.push(cells);
    }
    // A column of figures (right-aligned, as the writer sets them) is as wide as its longest figure, on one line.
    const widths = Array.from({ length: grid.columns }, (_, c) => (isFigureColumn(grid.rows, c) ? "auto" : "*"));
    return {
      // The header row never ends a page alone: it moves on with the first row under it.
      table: {
        headerRows: grid.headerRows,
        keepWithHeaderRows: grid.headerRows > 0 ? 1 : 0,
        dontBreakRows: true,
        widths,
        body,
      },
      layout: {
        hLineColor: () => "#c7ccd4",
        vLineColor: () => "#c7ccd4",
        hLineWidth: () => 0.5,
        vLineWidth: () => 0.5,
      },
      fontSize: 9.5,
      margin: [0, 2, 0, 10],
    };
  }

  private async image(node: ModelNode): Promise<PdfNode> {
    const src = String(node.attrs?.src ?? "");
    const alt = String(node.attrs?.alt ?? "");
    const image = await this.readImage(src);
    if (!image)
      return {
        text: `Image: ${alt || src}`,
        link: /^https?:/.test(src) ? src : undefined,
        color: "#1d4ed8",
        margin: [0, 0, 0, 6],
      };
    const width = Math.min(CHART_WIDTH, Number(node.attrs?.width) || CHART_WIDTH);
    return {
      image: `data:image/${image.type === "png" ? "png" : "jpeg"};base64,${image.bytes.toString("base64")}`,
      fit: [width, 640],
      margin: [0, 2, 0, 8],
    };
  }
}
