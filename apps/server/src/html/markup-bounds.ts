import { Parser } from "htmlparser2";
import { LIMITS } from "@scopewise/shared";
import { badRequest, tooDeeplyNested } from "../http/errors.js";

/**
 * Where the HTML first passes one of the document's bounds, or undefined when it stays inside all
 * of them. Read as a stream (no tree, no recursion) with the same rules for implied end tags as the
 * parser that builds the trees later, so nothing that allocates per element, per grid position or
 * per spanned column runs on markup that is too large.
 */
export type MarkupBound =
  | "depth"
  | "elements"
  | "colspan"
  | "rowspan"
  | "columns"
  | "rows"
  | "tableCells"
  | "documentCells"
  | "tables"
  | "listDepth";

const CELLS = new Set(["td", "th"]);
const LISTS = new Set(["ul", "ol"]);

/** One open table: its rows so far and, per column, the row until which a rowspan above covers it. */
interface TableState {
  rows: number;
  cells: number;
  coveredUntil: number[];
  column: number;
}

/**
 * A span as the schema reads it: the attribute's number, or its leading digits. A value that reads
 * as no number is the default span of 1.
 */
function spanOf(value: string | undefined): number {
  if (value === undefined) return 1;
  // `Number` reads "1e9" as the schema's attribute parser may; `parseInt` reads "9000px".
  const largest = Math.max(Number(value.trim()) || 0, Number.parseInt(value, 10) || 0);
  return largest >= 1 ? largest : 1;
}

export function firstBoundPassed(html: string): MarkupBound | undefined {
  let depth = 0;
  let elements = 0;
  let listDepth = 0;
  let tables = 0;
  let documentCells = 0;
  const open: TableState[] = [];
  let passed: MarkupBound | undefined;
  const stop = (bound: MarkupBound) => {
    passed ??= bound;
    parser.pause();
  };

  const openCell = (table: TableState, attributes: Record<string, string>) => {
    const colspan = spanOf(attributes.colspan);
    const rowspan = spanOf(attributes.rowspan);
    if (colspan > LIMITS.tableMaxColumns) return stop("colspan");
    if (rowspan > LIMITS.tableMaxRows) return stop("rowspan");
    if (++table.cells > LIMITS.tableMaxCells) return stop("tableCells");
    if (++documentCells > LIMITS.documentMaxCells) return stop("documentCells");
    // The grid as the schema lays it out: a cell starts at the first column no rowspan above covers.
    const row = Math.max(0, table.rows - 1);
    while ((table.coveredUntil[table.column] ?? -1) >= row) table.column++;
    if (table.column + colspan > LIMITS.tableMaxColumns) return stop("columns");
    for (let c = table.column; c < table.column + colspan; c++) table.coveredUntil[c] = row + rowspan - 1;
    table.column += colspan;
  };

  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (passed) return;
        depth += 1;
        if (depth > LIMITS.nestingMaxDepth) return stop("depth");
        if (++elements > LIMITS.documentMaxElements) return stop("elements");
        if (LISTS.has(name) && ++listDepth > LIMITS.listMaxDepth) return stop("listDepth");
        const table = open.at(-1);
        if (name === "table") {
          if (++tables > LIMITS.documentMaxTables) return stop("tables");
          open.push({ rows: 0, cells: 0, coveredUntil: [], column: 0 });
        } else if (name === "tr" && table) {
          if (++table.rows > LIMITS.tableMaxRows) return stop("rows");
          table.column = 0;
        } else if (CELLS.has(name) && table) openCell(table, attributes);
      },
      onclosetag: (name) => {
        depth -= 1;
        if (LISTS.has(name)) listDepth -= 1;
        if (name === "table") open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return passed;
}

const BOUND_DETAIL: Record<Exclude<MarkupBound, "depth">, string> = {
  elements: `The document has more than ${LIMITS.documentMaxElements.toLocaleString("en-US")} elements: split it into smaller documents.`,
  colspan: `A table cell spans more than ${LIMITS.tableMaxColumns} columns.`,
  rowspan: `A table cell spans more than ${LIMITS.tableMaxRows} rows.`,
  columns: `A table has more than ${LIMITS.tableMaxColumns} columns.`,
  rows: `A table has more than ${LIMITS.tableMaxRows} rows.`,
  tableCells: `A table has more than ${LIMITS.tableMaxCells.toLocaleString("en-US")} cells.`,
  documentCells: `The document has more than ${LIMITS.documentMaxCells.toLocaleString("en-US")} table cells.`,
  tables: `The document has more than ${LIMITS.documentMaxTables} tables.`,
  listDepth: `Lists are nested more than ${LIMITS.listMaxDepth} levels deep.`,
};

/**
 * Refuses HTML past the document's bounds with 400 naming the bound, so that every later walk over
 * a document tree (sanitizing, table flattening, the assistant's edits, serializing, exports) stays
 * shallow and small.
 */
export function assertMarkupBounds(html: string): void {
  const passed = firstBoundPassed(html);
  if (passed === "depth") throw tooDeeplyNested("The document's HTML", LIMITS.nestingMaxDepth);
  if (passed) throw badRequest(BOUND_DETAIL[passed]);
}
