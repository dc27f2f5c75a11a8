import { Table, TableCell, TableHeader, TableRow, TableView } from "@tiptap/extension-table";
import { getStyleProperty, type Attribute } from "@tiptap/core";
import { CELL_TEXT_ON_COLOR, TABLE } from "./format-values.js";
import { allowedColourFromStyle } from "./style-values.js";

/**
 * A cell's background (white, red, yellow or blue); text on it turns dark so it stays readable. The
 * saved HTML holds the browser's rewrite (`#fecaca` as `rgb(254, 202, 202)`), read back as the hex
 * colour the menu sets, so the colour keeps its form on every reload.
 */
const background: Attribute = {
  default: null,
  parseHTML: (element) => {
    const value = getStyleProperty(element, "background-color");
    return value ? allowedColourFromStyle(value) : null;
  },
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

/**
 * A table too wide for the page scrolls sideways inside its wrapper. Where nobody edits (a shared
 * proposal) the wrapper is the only way a keyboard can scroll it, so it takes focus and is named;
 * while editing, moving the caret through the cells scrolls it.
 */
class ScrollableTableView extends TableView {
  constructor(...args: ConstructorParameters<typeof TableView>) {
    super(...args);
    const [, , view] = args;
    if (view?.editable !== false) return;
    this.dom.tabIndex = 0;
    this.dom.setAttribute("role", "region");
    this.dom.setAttribute("aria-label", "Table");
  }
}

/** Tables with draggable column borders (never narrower than the minimum) and row/column ids. */
export const tableExtensions = [
  Table.configure({ resizable: true, cellMinWidth: TABLE.minColumnWidth, lastColumnResizable: true, allowTableNodeSelection: false, View: ScrollableTableView }),
  EditorTableRow,
  EditorTableHeader,
  EditorTableCell,
];
