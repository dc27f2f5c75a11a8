import { Extension } from "@tiptap/core";
import type { Node as PMNode, Schema } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { TableMap } from "@tiptap/pm/tables";
import { TABLE } from "../editor-constants";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    tableIds: {
      /** Inserts a table whose rows and columns carry generated ids; refused inside a table. */
      insertTableWithIds: (options?: { rows?: number; cols?: number }) => ReturnType;
    };
  }
}

export function generatedId(prefix: "row" | "col"): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A table with a header row, default column widths and an id on every row and column. */
export function createTableWithIds(schema: Schema, rows: number, cols: number): PMNode {
  const { table, tableRow, tableHeader, tableCell, paragraph } = schema.nodes;
  if (!table || !tableRow || !tableHeader || !tableCell || !paragraph) throw new Error("The schema has no tables");
  const colIds = Array.from({ length: cols }, () => generatedId("col"));
  const rowNodes = Array.from({ length: rows }, (_, rowIndex) => {
    const cellType = rowIndex === 0 ? tableHeader : tableCell;
    const cells = colIds.map((colId) => cellType.create({ colId, colwidth: [TABLE.defaultColumnWidth] }, paragraph.create()));
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
 * Rows and columns added to a table that has ids (through the table menu) get ids too; copies of a
 * row get a fresh one, so ids stay unique within a table. Tables without ids are left alone.
 */
function fillMissingIds(tr: Transaction, table: PMNode, tablePos: number): void {
  let hasIds = false;
  table.forEach((row) => {
    if (row.attrs.rowId) hasIds = true;
  });
  if (!hasIds) return;
  const map = TableMap.get(table);
  const columnIds: (string | null)[] = Array.from({ length: map.width }, () => null);
  const seenRows = new Set<string>();
  const cellIndex = new Map<number, number>();
  map.map.forEach((offset, index) => {
    const column = index % map.width;
    if (!cellIndex.has(offset)) cellIndex.set(offset, column);
    const cell = table.nodeAt(offset);
    if (cell?.attrs.colId && !columnIds[column]) columnIds[column] = cell.attrs.colId as string;
  });
  const filledColumns = columnIds.map((id) => id ?? generatedId("col"));
  let offset = 0;
  table.forEach((row) => {
    const rowPos = tablePos + 1 + offset;
    const rowId = row.attrs.rowId as string | null;
    if (!rowId || seenRows.has(rowId)) tr.setNodeAttribute(rowPos, "rowId", generatedId("row"));
    else seenRows.add(rowId);
    let cellOffset = 0;
    row.forEach((cell) => {
      const relative = offset + 1 + cellOffset;
      const column = cellIndex.get(relative);
      const wanted = column === undefined ? null : filledColumns[column];
      if (wanted && !cell.attrs.colId) tr.setNodeAttribute(rowPos + 1 + cellOffset, "colId", wanted);
      cellOffset += cell.nodeSize;
    });
    offset += row.nodeSize;
  });
}

/** The ranges the transactions changed, in the coordinates of the final document. */
function changedRanges(transactions: readonly Transaction[]): [number, number][] {
  let ranges: [number, number][] = [];
  for (const transaction of transactions) {
    ranges = ranges.map(([from, to]) => [transaction.mapping.map(from, -1), transaction.mapping.map(to, 1)]);
    transaction.steps.forEach((step, index) => {
      const rest = transaction.mapping.slice(index + 1);
      step.getMap().forEach((_oldStart, _oldEnd, newStart, newEnd) => ranges.push([rest.map(newStart, -1), rest.map(newEnd, 1)]));
    });
  }
  return ranges;
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
            tr.replaceSelectionWith(createTableWithIds(state.schema, rows, cols)).scrollIntoView();
            dispatch(tr);
          }
          return true;
        },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("tableIds"),
        appendTransaction: (transactions, _oldState, newState) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          // Only tables touched by the change are checked, so typing in a long document stays cheap.
          const touched = new Set<number>();
          for (const [from, to] of changedRanges(transactions)) {
            const start = Math.max(0, Math.min(from, newState.doc.content.size));
            const end = Math.max(start, Math.min(to, newState.doc.content.size));
            newState.doc.nodesBetween(start, end, (node, pos) => {
              if (node.type.spec.tableRole === "table") touched.add(pos);
              return !node.isTextblock;
            });
          }
          if (touched.size === 0) return null;
          const tr = newState.tr;
          for (const pos of touched) {
            const table = newState.doc.nodeAt(pos);
            if (table) fillMissingIds(tr, table, pos);
          }
          return tr.docChanged ? tr.setMeta("addToHistory", false) : null;
        },
      }),
    ];
  },
});
