import { Extension } from "@tiptap/core";
import type { Node as PMNode, Schema } from "@tiptap/pm/model";
import { Slice } from "@tiptap/pm/model";
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from "@tiptap/pm/state";
import toast from "react-hot-toast";
import { TABLE } from "../editor-constants";
import { changedRanges } from "../extensions/changed-ranges";
import { TABLE_IN_TABLE } from "./table-messages";
import { cellColumns, defaultWidths, generatedId, hasNestedTable, isTable, withTableIds } from "./table-structure";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    tableIds: {
      /** Inserts a table whose rows and columns carry generated ids; refused inside a table. */
      insertTableWithIds: (options?: { rows?: number; cols?: number }) => ReturnType;
    };
  }
}

/** A table with a header row, default column widths and an id on every row and column. */
export function createTableWithIds(schema: Schema, rows: number, cols: number): PMNode {
  const { table, tableRow, tableHeader, tableCell, paragraph } = schema.nodes;
  if (!table || !tableRow || !tableHeader || !tableCell || !paragraph) throw new Error("The schema has no tables");
  const colIds = Array.from({ length: cols }, () => generatedId("col"));
  const rowNodes = Array.from({ length: rows }, (_, rowIndex) => {
    const cellType = rowIndex === 0 ? tableHeader : tableCell;
    const cells = colIds.map((colId) =>
      cellType.create({ colId, colwidth: [TABLE.defaultColumnWidth] }, paragraph.create()),
    );
    return tableRow.create({ rowId: generatedId("row") }, cells);
  });
  return table.create(null, rowNodes);
}

/** Whether the position sits inside a table (where another table is refused). */
export function isInsideTable(doc: PMNode, pos: number): boolean {
  const $pos = doc.resolve(pos);
  for (let depth = $pos.depth; depth > 0; depth--) if ($pos.node(depth).type.spec.tableRole === "table") return true;
  return false;
}

/**
 * Rows and columns added to a table that has ids (through the table menu) get ids too, and new
 * columns the default width; copies of a row get a fresh id, so ids stay unique within a table.
 * Tables without ids (older documents, generated proposals) are left as they are.
 */
function fillMissingIds(tr: Transaction, table: PMNode, tablePos: number): void {
  let hasIds = false;
  table.forEach((row) => {
    if (row.attrs.rowId) hasIds = true;
  });
  if (!hasIds) return;
  const { width, columnOf } = cellColumns(table);
  const columnIds: (string | null)[] = Array.from({ length: width }, () => null);
  table.descendants((cell, offset) => {
    const column = columnOf.get(offset);
    if (column !== undefined && cell.attrs.colId && !columnIds[column]) columnIds[column] = cell.attrs.colId as string;
    return cell.type.spec.tableRole === "row";
  });
  const newColumns = new Set(columnIds.flatMap((id, column) => (id ? [] : [column])));
  const filledColumns = columnIds.map((id) => id ?? generatedId("col"));
  const seenRows = new Set<string>();
  let offset = 0;
  table.forEach((row) => {
    const rowPos = tablePos + 1 + offset;
    const rowId = row.attrs.rowId as string | null;
    if (!rowId || seenRows.has(rowId)) tr.setNodeAttribute(rowPos, "rowId", generatedId("row"));
    else seenRows.add(rowId);
    let cellOffset = 0;
    row.forEach((cell) => {
      const cellPos = rowPos + 1 + cellOffset;
      const column = columnOf.get(offset + 1 + cellOffset);
      const wanted = column === undefined ? null : filledColumns[column];
      if (wanted && !cell.attrs.colId) tr.setNodeAttribute(cellPos, "colId", wanted);
      const colspan = Number(cell.attrs.colspan) || 1;
      const covered = column === undefined ? [] : Array.from({ length: colspan }, (_, index) => column + index);
      if (covered.some((index) => newColumns.has(index))) {
        const current = cell.attrs.colwidth as number[] | null;
        const widths = defaultWidths(colspan, current);
        if (!current || widths.some((value, index) => value !== current[index]))
          tr.setNodeAttribute(cellPos, "colwidth", widths);
      }
      cellOffset += cell.nodeSize;
    });
    offset += row.nodeSize;
  });
}

/** Whether a transaction inserts content holding a table (typing never does, so the guard stays cheap). */
function insertsTable(tr: Transaction): boolean {
  return tr.steps.some((step) => {
    const slice = (step as { slice?: unknown }).slice;
    if (!(slice instanceof Slice)) return false;
    let found = false;
    slice.content.descendants((node) => {
      if (isTable(node)) found = true;
      return !found && !node.isTextblock;
    });
    return found;
  });
}

/** Whether the transaction leaves a table inside a table cell (a paste, a drop, an answer). */
export function createsNestedTable(tr: Transaction): boolean {
  if (!tr.docChanged || !insertsTable(tr)) return false;
  const size = tr.doc.content.size;
  return changedRanges([tr]).some(([from, to]) => {
    // The table holding the change counts too: the check starts at the outermost block around it.
    const start = tr.doc.resolve(Math.max(0, Math.min(from, size)));
    const end = Math.max(0, Math.min(to, size));
    return hasNestedTable(
      tr.doc,
      start.depth > 0 ? start.before(1) : start.pos,
      start.depth > 0 ? Math.max(end, start.after(1)) : end,
    );
  });
}

/** Ids (and new columns' widths) for the tables the transactions touched, or null when none need any. */
export function tableIdsTransaction(transactions: readonly Transaction[], state: EditorState): Transaction | null {
  if (!transactions.some((tr) => tr.docChanged)) return null;
  // Only tables touched by the change are checked, so typing in a long document stays cheap.
  const touched = new Set<number>();
  for (const [from, to] of changedRanges(transactions)) {
    const start = Math.max(0, Math.min(from, state.doc.content.size));
    const end = Math.max(start, Math.min(to, state.doc.content.size));
    state.doc.nodesBetween(start, end, (node, pos) => {
      if (isTable(node)) touched.add(pos);
      return !node.isTextblock;
    });
  }
  if (touched.size === 0) return null;
  const tr = state.tr;
  for (const pos of touched) {
    const table = state.doc.nodeAt(pos);
    if (table) fillMissingIds(tr, table, pos);
  }
  return tr.docChanged ? tr.setMeta("addToHistory", false) : null;
}

export const TableIds = Extension.create({
  name: "tableIds",
  addCommands() {
    return {
      insertTableWithIds:
        ({ rows = TABLE.newRows, cols = TABLE.newColumns } = {}) =>
        ({ state, tr, dispatch }) => {
          if (isInsideTable(state.doc, state.selection.from)) return false;
          if (dispatch) {
            const from = state.selection.from;
            tr.replaceSelectionWith(createTableWithIds(state.schema, rows, cols));
            // The cursor goes to the first cell, where typing the table starts.
            let tablePos: number | null = null;
            tr.doc.nodesBetween(tr.mapping.map(from, -1), tr.doc.content.size, (node, pos) => {
              if (tablePos === null && isTable(node)) tablePos = pos;
              return tablePos === null;
            });
            if (tablePos !== null) tr.setSelection(TextSelection.near(tr.doc.resolve(tablePos + 1)));
            dispatch(tr.scrollIntoView());
          }
          return true;
        },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("tableIds"),
        // A table never ends up inside a table cell, however it arrives (spec section 2).
        filterTransaction: (tr) => {
          if (!createsNestedTable(tr)) return true;
          toast.error(TABLE_IN_TABLE, { id: TABLE_IN_TABLE });
          return false;
        },
        // Pasted and dropped tables get ids and default widths, like the toolbar's.
        props: {
          transformPasted: (slice) => {
            const content = withTableIds(slice.content);
            return content === slice.content ? slice : new Slice(content, slice.openStart, slice.openEnd);
          },
        },
        appendTransaction: (transactions, _oldState, newState) => tableIdsTransaction(transactions, newState),
      }),
    ];
  },
});
