import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { Plugin } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
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
    attributes.background
      ? { style: `background-color: ${attributes.background as string}; color: ${CELL_TEXT_ON_COLOR}` }
      : {},
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
 * A table too wide for the page scrolls sideways inside its wrapper. While the text is editable the
 * caret scrolls it; where nobody edits (a shared proposal, or while a proposed change is reviewed)
 * the wrapper is the only way a keyboard can scroll it, so it then takes focus and is named.
 */
/** The part of a DOM element used here (this package compiles without the DOM library). */
interface Attributed {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

function markScrollableTables(view: EditorView): void {
  const focusable = !view.editable;
  view.dom.querySelectorAll(".tableWrapper").forEach((wrapper: Attributed) => {
    if (focusable) {
      wrapper.setAttribute("tabindex", "0");
      wrapper.setAttribute("role", "region");
      wrapper.setAttribute("aria-label", "Table");
    } else {
      wrapper.removeAttribute("tabindex");
      wrapper.removeAttribute("role");
      wrapper.removeAttribute("aria-label");
    }
  });
}

/** Keeps the wrappers in step with the editor; while editable only a switch costs anything (typing stays cheap). */
const scrollableTables = new Plugin({
  view(view) {
    let wasEditable = view.editable;
    markScrollableTables(view);
    return {
      update(current) {
        if (current.editable && wasEditable) return;
        wasEditable = current.editable;
        markScrollableTables(current);
      },
    };
  },
});

const EditorTable = Table.extend({
  addProseMirrorPlugins() {
    return [...(this.parent?.() ?? []), scrollableTables];
  },
});

/** Tables with draggable column borders (never narrower than the minimum) and row/column ids. */
export const tableExtensions = [
  EditorTable.configure({
    resizable: true,
    cellMinWidth: TABLE.minColumnWidth,
    lastColumnResizable: true,
    allowTableNodeSelection: false,
  }),
  EditorTableRow,
  EditorTableHeader,
  EditorTableCell,
];
