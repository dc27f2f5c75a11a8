import type { Editor } from "@tiptap/core";
import { redoDepth, undoDepth } from "@tiptap/pm/history";
import { DEFAULT_FONT_ID, DEFAULT_TEXT_COLOR, FONT_FAMILIES, FONT_SIZE } from "../editor-constants";

export type Alignment = "left" | "center" | "right";

/** What the toolbar shows as active for the current selection. */
export interface ToolbarState {
  canUndo: boolean;
  canRedo: boolean;
  /** 0 for a paragraph. */
  headingLevel: number;
  fontId: string;
  fontSize: number;
  align: Alignment;
  color: string;
  background: string | null;
  marks: {
    bold: boolean;
    italic: boolean;
    underline: boolean;
    strike: boolean;
    code: boolean;
    sub: boolean;
    sup: boolean;
    highlight: boolean;
    link: boolean;
  };
  bulletList: boolean;
  orderedList: boolean;
  taskList: boolean;
  codeBlock: boolean;
  rtl: boolean;
  inTable: boolean;
}

const normaliseFamily = (value: string) =>
  value
    .replace(/["']/g, "")
    .replace(/\s*,\s*/g, ",")
    .trim()
    .toLowerCase();
const FAMILY_BY_CSS = new Map(FONT_FAMILIES.map((font) => [normaliseFamily(font.css), font.id]));

/** The toolbar's font id for a stored font-family (browsers rewrite quotes, so they are ignored). */
export function fontIdOf(fontFamily: unknown): string {
  if (typeof fontFamily !== "string" || !fontFamily) return DEFAULT_FONT_ID;
  return FAMILY_BY_CSS.get(normaliseFamily(fontFamily)) ?? DEFAULT_FONT_ID;
}

export function fontSizeOf(fontSize: unknown): number {
  const size = typeof fontSize === "string" ? Number.parseFloat(fontSize) : NaN;
  return Number.isFinite(size) && size > 0 ? size : FONT_SIZE.default;
}

export function readToolbarState(editor: Editor): ToolbarState {
  const textStyle = editor.getAttributes("textStyle");
  const heading = editor.getAttributes("heading");
  const blockAttrs = editor.isActive("heading") ? heading : editor.getAttributes("paragraph");
  const align =
    blockAttrs.textAlign === "center" || blockAttrs.textAlign === "right"
      ? (blockAttrs.textAlign as Alignment)
      : "left";
  return {
    // Read from the history itself: `editor.can()` builds every command on each transaction.
    canUndo: undoDepth(editor.state) > 0,
    canRedo: redoDepth(editor.state) > 0,
    headingLevel: editor.isActive("heading") ? Number(heading.level) || 0 : 0,
    fontId: fontIdOf(textStyle.fontFamily),
    fontSize: fontSizeOf(textStyle.fontSize),
    align,
    // Text without a colour shows in the canvas default, so that is the current colour.
    color: typeof textStyle.color === "string" && textStyle.color ? textStyle.color : DEFAULT_TEXT_COLOR,
    background: typeof textStyle.backgroundColor === "string" ? textStyle.backgroundColor : null,
    marks: {
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      underline: editor.isActive("underline"),
      strike: editor.isActive("strike"),
      code: editor.isActive("code"),
      sub: editor.isActive("sub"),
      sup: editor.isActive("sup"),
      highlight: editor.isActive("highlight"),
      link: editor.isActive("link"),
    },
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    taskList: editor.isActive("taskList"),
    codeBlock: editor.isActive("codeBlock"),
    rtl: blockAttrs.dir === "rtl",
    inTable: editor.isActive("table"),
  };
}
