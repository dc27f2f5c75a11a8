import { LIMITS } from "@scopewise/shared";
import { parseDocumentHtml } from "@scopewise/editor-schema/server";

/** A node of the document as the editor's schema reads it (ProseMirror JSON). */
export interface ModelNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ModelNode[];
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
}

/** A piece of text with every format the exports draw. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  sup?: boolean;
  sub?: boolean;
  /** #rrggbb */
  color?: string;
  background?: string;
  link?: string;
  sizePt?: number;
}

/** The stored HTML read under the document schema, so the exports draw exactly what the editor holds. */
export function documentModel(html: string): ModelNode {
  return parseDocumentHtml(html).toJSON() as ModelNode;
}

/** A CSS colour from the schema (`rgb(...)` or `#hex`) as #rrggbb; text colours too light for paper are dropped. */
export function paperColour(value: unknown, { forText }: { forText: boolean }): string | undefined {
  if (typeof value !== "string") return undefined;
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  let channels: number[] | undefined;
  if (rgb) channels = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  else if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    channels = digits.map((d) => parseInt(d, 16));
  }
  if (!channels) return undefined;
  const [red, green, blue] = channels as [number, number, number];
  // Colours meant for the dark canvas (white, near white) vanish on paper.
  if (forText && (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255 > 0.8) return undefined;
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** A CSS font size (px or pt) in points. */
function points(value: unknown): number | undefined {
  const match = typeof value === "string" ? /^([\d.]+)(px|pt)$/.exec(value) : null;
  if (!match) return undefined;
  return match[2] === "px" ? Number(match[1]) * 0.75 : Number(match[1]);
}

/** The inline content of a block as runs: formulas as their LaTeX text, line breaks as "\n". */
export function textRuns(nodes: ModelNode[] | undefined): TextRun[] {
  const runs: TextRun[] = [];
  for (const node of nodes ?? []) {
    if (node.type === "hardBreak") runs.push({ text: "\n" });
    else if (node.type === "inlineMath") runs.push({ text: String(node.attrs?.latex ?? ""), italic: true });
    else if (node.type === "text") {
      const run: TextRun = { text: node.text ?? "" };
      for (const mark of node.marks ?? []) {
        if (mark.type === "bold") run.bold = true;
        else if (mark.type === "italic") run.italic = true;
        else if (mark.type === "underline") run.underline = true;
        else if (mark.type === "strike") run.strike = true;
        else if (mark.type === "code") run.code = true;
        else if (mark.type === "sup") run.sup = true;
        else if (mark.type === "sub") run.sub = true;
        else if (mark.type === "highlight") run.background = "#fff3a3";
        else if (mark.type === "link" && typeof mark.attrs?.href === "string") run.link = mark.attrs.href;
        else if (mark.type === "textStyle") {
          run.color = paperColour(mark.attrs?.color, { forText: true });
          run.background = paperColour(mark.attrs?.backgroundColor, { forText: false }) ?? run.background;
          run.sizePt = points(mark.attrs?.fontSize);
        }
      }
      runs.push(run);
    }
  }
  return runs;
}

/** The plain text of a node and everything in it. */
export function plainText(node: ModelNode): string {
  if (node.type === "text") return node.text ?? "";
  if (node.type === "inlineMath") return String(node.attrs?.latex ?? "");
  return (node.content ?? []).map(plainText).join(node.type === "tableRow" ? "\t" : "");
}

/** A table cell placed on its grid: spans as the schema gives them. */
export interface GridCell {
  node: ModelNode;
  header: boolean;
  colSpan: number;
  rowSpan: number;
}

/**
 * A table as rows of cells, with the number of leading rows made only of header cells (they repeat
 * on every page) and of columns. A spanned position holds `null`, as the PDF layout wants it. Spans
 * are clamped to the document's bounds, so a document stored before they were checked cannot make
 * a grid larger than one allowed now; the walk is a loop with no spread of per-position arrays.
 */
export function tableGrid(table: ModelNode): {
  rows: Array<Array<GridCell | null>>;
  headerRows: number;
  columns: number;
} {
  const rowCount = Math.min(table.content?.length ?? 0, LIMITS.tableMaxRows);
  const rows: Array<Array<GridCell | null>> = Array.from({ length: rowCount }, () => []);
  const covered = new Set<string>();
  let columns = 1;
  for (let r = 0; r < rowCount; r++) {
    const cells = rows[r]!;
    let c = 0;
    for (const cell of table.content![r]!.content ?? []) {
      while (covered.has(`${r},${c}`)) cells[c++] = null;
      if (c >= LIMITS.tableMaxColumns) break;
      const colSpan = spanWithin(cell.attrs?.colspan, LIMITS.tableMaxColumns - c);
      const rowSpan = spanWithin(cell.attrs?.rowspan, rowCount - r);
      cells[c] = { node: cell, header: cell.type === "tableHeader", colSpan, rowSpan };
      for (let dr = 0; dr < rowSpan; dr++)
        for (let dc = 0; dc < colSpan; dc++) if (dr || dc) covered.add(`${r + dr},${c + dc}`);
      c += colSpan;
    }
    columns = Math.max(columns, c);
  }
  for (const [r, cells] of rows.entries()) {
    for (let c = 0; c < columns; c++)
      if (cells[c] === undefined)
        cells[c] = covered.has(`${r},${c}`)
          ? null
          : { node: { type: "tableCell" }, header: false, colSpan: 1, rowSpan: 1 };
    cells.length = columns;
  }
  let headerRows = 0;
  while (headerRows < rows.length - 1 && rows[headerRows]!.every((cell) => cell === null || cell.header)) headerRows++;
  return { rows, headerRows, columns };
}

/** A cell's span as a whole number from 1 to `room`. */
function spanWithin(value: unknown, room: number): number {
  const span = Math.floor(Number(value ?? 1));
  return Number.isFinite(span) ? Math.min(Math.max(1, span), Math.max(1, room)) : 1;
}
