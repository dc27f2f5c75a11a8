import { Fragment, type Node as PMNode } from "@tiptap/pm/model";
import { TableMap } from "@tiptap/pm/tables";
import { TABLE } from "../editor-constants";

/** Pure helpers on the table structure: ids, default widths and the "no table in a table" rule. */

export const isTable = (node: PMNode): boolean => node.type.spec.tableRole === "table";

export function generatedId(prefix: "row" | "col"): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The first grid column of each cell, by the cell's offset inside the table. */
export function cellColumns(table: PMNode): { width: number; columnOf: Map<number, number> } {
  const map = TableMap.get(table);
  const columnOf = new Map<number, number>();
  map.map.forEach((offset, index) => {
    if (!columnOf.has(offset)) columnOf.set(offset, index % map.width);
  });
  return { width: map.width, columnOf };
}

/** A cell's widths with the default for every column it covers that has none. */
export function defaultWidths(colspan: number, colwidth: readonly number[] | null): number[] {
  return Array.from({ length: Math.max(1, colspan) }, (_, index) => colwidth?.[index] || TABLE.defaultColumnWidth);
}

/**
 * A table without ids (pasted, dropped, or written by the assistant) as the toolbar makes one: an
 * id on each row and column, and the default width on each column that has none.
 */
export function withIds(table: PMNode): PMNode {
  const { width, columnOf } = cellColumns(table);
  const columnIds = Array.from({ length: width }, () => generatedId("col"));
  const rows: PMNode[] = [];
  let rowOffset = 0;
  table.forEach((row) => {
    const cells: PMNode[] = [];
    let cellOffset = rowOffset + 1;
    row.forEach((cell) => {
      const column = columnOf.get(cellOffset) ?? 0;
      const attrs = {
        ...cell.attrs,
        colId: (cell.attrs.colId as string | null) ?? columnIds[column] ?? null,
        colwidth: defaultWidths(Number(cell.attrs.colspan) || 1, cell.attrs.colwidth as number[] | null),
      };
      cells.push(cell.type.create(attrs, cell.content, cell.marks));
      cellOffset += cell.nodeSize;
    });
    rows.push(
      row.type.create(
        { ...row.attrs, rowId: (row.attrs.rowId as string | null) ?? generatedId("row") },
        cells,
        row.marks,
      ),
    );
    rowOffset += row.nodeSize;
  });
  return table.type.create(table.attrs, rows, table.marks);
}

const hasRowIds = (table: PMNode): boolean => {
  let found = false;
  table.forEach((row) => {
    if (row.attrs.rowId) found = true;
  });
  return found;
};

/** Content with every id-less table given ids and default widths (tables inside others included). */
export function withTableIds(content: Fragment): Fragment {
  let changed = false;
  const children: PMNode[] = [];
  content.forEach((child) => {
    let next = child;
    if (!child.isTextblock && !child.isLeaf) {
      const inner = withTableIds(child.content);
      if (inner !== child.content) next = child.copy(inner);
    }
    if (isTable(next) && !hasRowIds(next)) next = withIds(next);
    if (next !== child) changed = true;
    children.push(next);
  });
  return changed ? Fragment.from(children) : content;
}

/** Whether a table lies inside another table, within [from, to] of the document (all of it by default). */
export function hasNestedTable(doc: PMNode, from = 0, to = doc.content.size): boolean {
  let found = false;
  doc.nodesBetween(from, to, (node, pos) => {
    if (found || node.isTextblock) return false;
    if (!isTable(node)) return true;
    const $pos = doc.resolve(pos);
    for (let depth = $pos.depth; depth > 0 && !found; depth--) if (isTable($pos.node(depth))) found = true;
    // A table inside this one is found when the walk goes in.
    return !found;
  });
  return found;
}

/** A node inside a table with its tables taken out (collected, in order, into `lifted`). */
function withoutTables(node: PMNode, lifted: PMNode[]): PMNode {
  if (node.isTextblock || node.isLeaf) return node;
  const children: PMNode[] = [];
  node.forEach((child) => {
    if (isTable(child)) {
      const inner: PMNode[] = [];
      lifted.push(withoutTables(child, inner), ...inner);
    } else children.push(withoutTables(child, lifted));
  });
  // A cell left empty gets the paragraph its content needs.
  return node.type.createAndFill(node.attrs, Fragment.from(children), node.marks) ?? node;
}

function liftWithin(node: PMNode): PMNode {
  if (node.isTextblock || node.isLeaf) return node;
  const children: PMNode[] = [];
  node.forEach((child) => {
    if (isTable(child)) {
      const lifted: PMNode[] = [];
      children.push(withoutTables(child, lifted), ...lifted);
    } else children.push(liftWithin(child));
  });
  return node.copy(Fragment.from(children));
}

/** The document with every table found inside a table cell moved out, right after its outer table. */
export function liftNestedTables(doc: PMNode): PMNode {
  return hasNestedTable(doc) ? liftWithin(doc) : doc;
}
