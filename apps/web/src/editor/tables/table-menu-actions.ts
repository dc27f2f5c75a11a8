import type { Editor } from "@tiptap/core";
import {
  BetweenHorizontalEnd,
  BetweenHorizontalStart,
  BetweenVerticalEnd,
  BetweenVerticalStart,
  TableCellsMerge,
  TableCellsSplit,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { CELL_COLORS } from "../editor-constants";

export interface TableMenuAction {
  label: string;
  icon: LucideIcon | null;
  /** A swatch instead of an icon, for the cell colours. */
  swatch?: string;
  danger?: boolean;
  enabled: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const always = () => true;

/** The table operations of spec section 2, in the order the menu lists them. */
export const TABLE_MENU_GROUPS: TableMenuAction[][] = [
  [
    {
      label: "Insert row above",
      icon: BetweenHorizontalStart,
      enabled: always,
      run: (editor) => editor.chain().focus().addRowBefore().run(),
    },
    {
      label: "Insert row below",
      icon: BetweenHorizontalEnd,
      enabled: always,
      run: (editor) => editor.chain().focus().addRowAfter().run(),
    },
    {
      label: "Insert column left",
      icon: BetweenVerticalStart,
      enabled: always,
      run: (editor) => editor.chain().focus().addColumnBefore().run(),
    },
    {
      label: "Insert column right",
      icon: BetweenVerticalEnd,
      enabled: always,
      run: (editor) => editor.chain().focus().addColumnAfter().run(),
    },
  ],
  [
    {
      label: "Merge cells",
      icon: TableCellsMerge,
      enabled: (editor) => editor.can().mergeCells(),
      run: (editor) => editor.chain().focus().mergeCells().run(),
    },
    {
      label: "Unmerge cells",
      icon: TableCellsSplit,
      enabled: (editor) => editor.can().splitCell(),
      run: (editor) => editor.chain().focus().splitCell().run(),
    },
  ],
  CELL_COLORS.map((color) => ({
    label: `${color.label} cell`,
    icon: null,
    swatch: color.value,
    enabled: always,
    run: (editor: Editor) => editor.chain().focus().setCellAttribute("background", color.value).run(),
  })),
  [
    {
      label: "Clear cell colour",
      icon: null,
      swatch: "transparent",
      enabled: always,
      run: (editor) => editor.chain().focus().setCellAttribute("background", null).run(),
    },
  ],
  [
    {
      label: "Delete selected rows",
      icon: Trash2,
      danger: true,
      enabled: always,
      run: (editor) => editor.chain().focus().deleteRow().run(),
    },
    {
      label: "Delete selected columns",
      icon: Trash2,
      danger: true,
      enabled: always,
      run: (editor) => editor.chain().focus().deleteColumn().run(),
    },
    {
      label: "Delete table",
      icon: Trash2,
      danger: true,
      enabled: always,
      run: (editor) => editor.chain().focus().deleteTable().run(),
    },
  ],
];
