import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import type { Attribute } from "@tiptap/core";
import { CELL_TEXT_ON_COLOR, TABLE } from "../editor-constants";
import { TableIds } from "./table-ids";

/**
 * A declaration's value as written in the style attribute: `element.style` would give the browser's
 * rewrite (`#fecaca` read back as `rgb(254, 202, 202)`), and the colour would change on every reload.
 */
export function styleValue(style: string | null, property: string): string | null {
  for (const declaration of (style ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) return declaration.slice(colon + 1).trim() || null;
  }
  return null;
}

/** A cell's background (white, red, yellow or blue); text on it turns dark so it stays readable. */
const background: Attribute = {
  default: null,
  parseHTML: (element) => styleValue(element.getAttribute("style"), "background-color"),
  renderHTML: (attributes) =>
    attributes.background ? { style: `background-color: ${attributes.background as string}; color: ${CELL_TEXT_ON_COLOR}` } : {},
};

/** The generated id of the cell's column, shared by every cell of that column. */
const colId: Attribute = {
  default: null,
  parseHTML: (element) => element.getAttribute("data-col-id"),
  renderHTML: (attributes) => (attributes.colId ? { "data-col-id": attributes.colId as string } : {}),
};

export const EditorTableCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), background, colId };
  },
});

export const EditorTableHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), background, colId };
  },
});

export const EditorTableRow = TableRow.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      rowId: {
        default: null,
        parseHTML: (element) => element.getAttribute("data-row-id"),
        renderHTML: (attributes) => (attributes.rowId ? { "data-row-id": attributes.rowId as string } : {}),
      },
    };
  },
});

/** Tables with draggable column borders (never narrower than the minimum) and generated row/column ids. */
export const tableExtensions = [
  Table.configure({ resizable: true, cellMinWidth: TABLE.minColumnWidth, lastColumnResizable: true, allowTableNodeSelection: false }),
  EditorTableRow,
  EditorTableHeader,
  EditorTableCell,
  TableIds,
];
