import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  Baseline,
  Bold,
  Code,
  CodeXml,
  Highlighter,
  PenLine,
  Italic,
  Link2,
  List,
  ListChecks,
  ListIndentDecrease,
  ListIndentIncrease,
  ListOrdered,
  PilcrowRight,
  Radical,
  Redo2,
  SquarePlay,
  Strikethrough,
  Subscript,
  Superscript,
  Table2,
  TextAlignCenter,
  TextAlignEnd,
  TextAlignStart,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { TABLE_IN_TABLE } from "../tables/table-messages";
import { FontFamilySelect, HeadingSelect } from "./BlockSelects";
import { ColorPaletteButton } from "./ColorPaletteButton";
import { FontSizeControl } from "./FontSizeControl";
import { ImageUploadButton } from "./ImageUploadButton";
import { formulaPrompt, linkPrompt, videoPrompt } from "./insert-prompts";
import { MoreFormatsMenu, type FormatItem } from "./MoreFormatsMenu";
import type { PromptRequest } from "./PromptDialog";
import { readToolbarState, type Alignment } from "./toolbar-state";
import { ToolbarButton } from "./ToolbarButton";

/**
 * A toolbar control and how long it keeps its place in the row as the room shrinks: `keep` is the
 * last arrangement (0 = everything in the row … FEWEST_ARRANGEMENT) that still shows it there;
 * after that it moves behind "More tools".
 */
export interface ToolbarControl {
  key: string;
  keep: number;
  node: ReactNode;
}

/** Controls in a group sit together between dividers. */
export type ToolbarGroup = readonly ToolbarControl[];

/** On a phone the row keeps Ask AI, bold, italic and the two lists. */
export const FEWEST_ARRANGEMENT = 3;

const ALIGNMENTS: { value: Alignment; label: string; icon: LucideIcon }[] = [
  { value: "left", label: "Align left", icon: TextAlignStart },
  { value: "center", label: "Align center", icon: TextAlignCenter },
  { value: "right", label: "Align right", icon: TextAlignEnd },
];

interface ControlsOptions {
  editor: Editor;
  documentId: string;
  disabled: boolean;
  onPrompt: (request: PromptRequest) => void;
}

/** The editor toolbar of spec section 2, plus the remaining formats (link, code, scripts, media, tables), by group. */
export function useToolbarControls({ editor, documentId, disabled, onPrompt }: ControlsOptions): ToolbarGroup[] {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });
  const chain = () => editor.chain().focus();
  const { marks } = state;

  const button = (
    keep: number,
    label: string,
    icon: LucideIcon,
    run: () => void,
    extra: { active?: boolean; shortcut?: string; disabled?: boolean } = {},
  ): ToolbarControl => ({
    key: label,
    keep,
    node: (
      <ToolbarButton
        label={label}
        icon={icon}
        active={extra.active}
        shortcut={extra.shortcut}
        disabled={disabled || extra.disabled === true}
        onClick={run}
      />
    ),
  });

  const palette = (
    label: string,
    icon: LucideIcon,
    current: string | null,
    resetLabel: string,
    onPick: (color: string) => void,
    onReset: () => void,
  ): ToolbarControl => ({
    key: label,
    keep: 0,
    node: (
      <ColorPaletteButton
        label={label}
        icon={icon}
        current={current}
        resetLabel={resetLabel}
        disabled={disabled}
        onPick={onPick}
        onReset={onReset}
      />
    ),
  });

  const moreFormats: FormatItem[] = [
    { label: "Inline code", icon: Code, active: marks.code, shortcut: "Ctrl+E", run: () => chain().toggleCode().run() },
    {
      label: "Code block",
      icon: CodeXml,
      active: state.codeBlock,
      shortcut: "Ctrl+Alt+C",
      run: () => chain().toggleCodeBlock().run(),
    },
    {
      label: "Subscript",
      icon: Subscript,
      active: marks.sub,
      shortcut: "Ctrl+,",
      run: () => chain().toggleMark("sub").run(),
    },
    {
      label: "Superscript",
      icon: Superscript,
      active: marks.sup,
      shortcut: "Ctrl+.",
      run: () => chain().toggleMark("sup").run(),
    },
    {
      label: "Highlight",
      icon: PenLine,
      active: marks.highlight,
      shortcut: "Ctrl+Shift+H",
      run: () => chain().toggleHighlight().run(),
    },
    {
      label: "Right-to-left text",
      icon: PilcrowRight,
      active: state.rtl,
      run: () =>
        chain()
          .setBlockDirection(state.rtl ? null : "rtl")
          .run(),
    },
    { label: "Embed video", icon: SquarePlay, run: () => onPrompt(videoPrompt(editor)) },
    { label: "Formula", icon: Radical, run: () => onPrompt(formulaPrompt(editor)) },
  ];

  const insertTable = () => {
    if (state.inTable) toast.error(TABLE_IN_TABLE);
    else chain().insertTableWithIds().run();
  };

  return [
    [
      button(1, "Undo", Undo2, () => chain().undo().run(), { shortcut: "Ctrl+Z", disabled: !state.canUndo }),
      button(1, "Redo", Redo2, () => chain().redo().run(), { shortcut: "Ctrl+Shift+Z", disabled: !state.canRedo }),
    ],
    [
      { key: "style", keep: 2, node: <HeadingSelect editor={editor} level={state.headingLevel} disabled={disabled} /> },
      { key: "font", keep: 0, node: <FontFamilySelect editor={editor} fontId={state.fontId} disabled={disabled} /> },
      { key: "size", keep: 0, node: <FontSizeControl editor={editor} size={state.fontSize} disabled={disabled} /> },
    ],
    [
      button(3, "Bold", Bold, () => chain().toggleBold().run(), { active: marks.bold, shortcut: "Ctrl+B" }),
      button(3, "Italic", Italic, () => chain().toggleItalic().run(), { active: marks.italic, shortcut: "Ctrl+I" }),
      button(2, "Underline", Underline, () => chain().toggleUnderline().run(), {
        active: marks.underline,
        shortcut: "Ctrl+U",
      }),
      button(1, "Strikethrough", Strikethrough, () => chain().toggleStrike().run(), {
        active: marks.strike,
        shortcut: "Ctrl+Shift+S",
      }),
    ],
    [
      button(3, "Bullet list", List, () => chain().toggleBulletList().run(), { active: state.bulletList }),
      button(3, "Numbered list", ListOrdered, () => chain().toggleOrderedList().run(), { active: state.orderedList }),
      button(0, "Checklist", ListChecks, () => chain().toggleTaskList().run(), { active: state.taskList }),
      button(0, "Decrease indent", ListIndentDecrease, () => chain().changeIndent(-1).run()),
      button(0, "Increase indent", ListIndentIncrease, () => chain().changeIndent(1).run()),
    ],
    [
      ...ALIGNMENTS.map(({ value, label, icon }) =>
        button(0, label, icon, () => chain().setTextAlign(value).run(), { active: state.align === value }),
      ),
      palette(
        "Text colour",
        Baseline,
        state.color,
        "Default colour",
        (color) => chain().setColor(color).run(),
        () => chain().unsetColor().run(),
      ),
      palette(
        "Background colour",
        Highlighter,
        state.background,
        "No background",
        (color) => chain().setBackgroundColor(color).run(),
        () => chain().unsetBackgroundColor().run(),
      ),
    ],
    [
      button(1, "Link", Link2, () => onPrompt(linkPrompt(editor)), { active: marks.link }),
      {
        key: "image",
        keep: 1,
        node: <ImageUploadButton editor={editor} documentId={documentId} disabled={disabled} />,
      },
      button(1, "Insert table", Table2, insertTable),
      { key: "more-formats", keep: 1, node: <MoreFormatsMenu items={moreFormats} disabled={disabled} /> },
    ],
  ];
}
