import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  Baseline,
  Bold,
  Code,
  CodeXml,
  Highlighter,
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
  Sparkles,
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
import { useState, type KeyboardEvent } from "react";
import toast from "react-hot-toast";
import { TABLE_IN_TABLE } from "../tables/table-messages";
import { FontFamilySelect, HeadingSelect } from "./BlockSelects";
import { ColorPaletteButton } from "./ColorPaletteButton";
import { FontSizeControl } from "./FontSizeControl";
import { ImageUploadButton } from "./ImageUploadButton";
import { MoreFormatsMenu, type FormatItem } from "./MoreFormatsMenu";
import { formulaPrompt, linkPrompt, videoPrompt } from "./insert-prompts";
import { PromptDialog, type PromptRequest } from "./PromptDialog";
import { readToolbarState, type Alignment } from "./toolbar-state";
import { ToolbarButton, ToolbarDivider } from "./ToolbarButton";

interface EditorToolbarProps {
  editor: Editor;
  documentId: string;
  /** While a change is reviewed or the assistant works, nothing may be edited. */
  disabled: boolean;
  onAskAi: () => void;
}

const ALIGNMENTS: { value: Alignment; label: string; icon: LucideIcon }[] = [
  { value: "left", label: "Align left", icon: TextAlignStart },
  { value: "center", label: "Align center", icon: TextAlignCenter },
  { value: "right", label: "Align right", icon: TextAlignEnd },
];

/** Arrow keys move between the toolbar's buttons (Tab still reaches each of them). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
  if (!(event.target instanceof HTMLButtonElement)) return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button:not(:disabled), select:not(:disabled)"));
  const index = controls.indexOf(event.target);
  const next = controls[(index + (event.key === "ArrowRight" ? 1 : -1) + controls.length) % controls.length];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** The editor toolbar of spec section 2, plus the remaining formats (link, code, scripts, media, tables). */
export function EditorToolbar({ editor, documentId, disabled, onAskAi }: EditorToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });
  const [prompt, setPrompt] = useState<PromptRequest | null>(null);
  const chain = () => editor.chain().focus();
  const { marks } = state;

  const toggles: { label: string; icon: LucideIcon; active: boolean; shortcut?: string; run: () => void }[][] = [
    [
      { label: "Bold", icon: Bold, active: marks.bold, shortcut: "Ctrl+B", run: () => chain().toggleBold().run() },
      { label: "Italic", icon: Italic, active: marks.italic, shortcut: "Ctrl+I", run: () => chain().toggleItalic().run() },
      { label: "Underline", icon: Underline, active: marks.underline, shortcut: "Ctrl+U", run: () => chain().toggleUnderline().run() },
      { label: "Strikethrough", icon: Strikethrough, active: marks.strike, shortcut: "Ctrl+Shift+S", run: () => chain().toggleStrike().run() },
    ],
    [
      { label: "Bullet list", icon: List, active: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: "Numbered list", icon: ListOrdered, active: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: "Checklist", icon: ListChecks, active: state.taskList, run: () => chain().toggleTaskList().run() },
    ],
  ];

  const moreFormats: FormatItem[] = [
    { label: "Inline code", icon: Code, active: marks.code, shortcut: "Ctrl+E", run: () => chain().toggleCode().run() },
    { label: "Code block", icon: CodeXml, active: state.codeBlock, shortcut: "Ctrl+Alt+C", run: () => chain().toggleCodeBlock().run() },
    { label: "Subscript", icon: Subscript, active: marks.sub, shortcut: "Ctrl+,", run: () => chain().toggleMark("sub").run() },
    { label: "Superscript", icon: Superscript, active: marks.sup, shortcut: "Ctrl+.", run: () => chain().toggleMark("sup").run() },
    { label: "Right-to-left text", icon: PilcrowRight, active: state.rtl, run: () => chain().setBlockDirection(state.rtl ? null : "rtl").run() },
    { label: "Embed video", icon: SquarePlay, run: () => setPrompt(videoPrompt(editor)) },
    { label: "Formula", icon: Radical, run: () => setPrompt(formulaPrompt(editor)) },
  ];

  const insertTable = () => {
    if (state.inTable) toast.error(TABLE_IN_TABLE);
    else chain().insertTableWithIds().run();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-disabled={disabled}
      onKeyDown={moveFocus}
      className="flex shrink-0 items-center gap-0.5 overflow-x-auto border-b border-zinc-900 bg-zinc-950 px-2 py-1.5 [scrollbar-width:thin] lg:flex-wrap lg:overflow-visible print:hidden"
    >
      <ToolbarButton label="Undo" icon={Undo2} shortcut="Ctrl+Z" disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()} />
      <ToolbarButton label="Redo" icon={Redo2} shortcut="Ctrl+Shift+Z" disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()} />
      <ToolbarDivider />
      <HeadingSelect editor={editor} level={state.headingLevel} disabled={disabled} />
      <FontFamilySelect editor={editor} fontId={state.fontId} disabled={disabled} />
      <FontSizeControl editor={editor} size={state.fontSize} disabled={disabled} />
      <ToolbarDivider />
      {ALIGNMENTS.map(({ value, label, icon }) => (
        <ToolbarButton key={value} label={label} icon={icon} active={state.align === value} disabled={disabled} onClick={() => chain().setTextAlign(value).run()} />
      ))}
      <ColorPaletteButton
        label="Text colour"
        icon={Baseline}
        current={state.color}
        resetLabel="Default colour"
        disabled={disabled}
        onPick={(color) => chain().setColor(color).run()}
        onReset={() => chain().unsetColor().run()}
      />
      <ColorPaletteButton
        label="Background colour"
        icon={Highlighter}
        current={state.background}
        resetLabel="No background"
        disabled={disabled}
        onPick={(color) => chain().setBackgroundColor(color).run()}
        onReset={() => chain().unsetBackgroundColor().run()}
      />
      {toggles.map((group, index) => (
        <span key={index} className="contents">
          <ToolbarDivider />
          {group.map(({ label, icon, active, shortcut, run }) => (
            <ToolbarButton key={label} label={label} icon={icon} active={active} shortcut={shortcut} disabled={disabled} onClick={run} />
          ))}
        </span>
      ))}
      <ToolbarButton label="Decrease indent" icon={ListIndentDecrease} disabled={disabled} onClick={() => chain().changeIndent(-1).run()} />
      <ToolbarButton label="Increase indent" icon={ListIndentIncrease} disabled={disabled} onClick={() => chain().changeIndent(1).run()} />
      <ToolbarDivider />
      <ToolbarButton label="Link" icon={Link2} active={marks.link} disabled={disabled} onClick={() => setPrompt(linkPrompt(editor))} />
      <ImageUploadButton editor={editor} documentId={documentId} disabled={disabled} />
      <ToolbarButton label="Insert table" icon={Table2} disabled={disabled} onClick={insertTable} />
      <MoreFormatsMenu items={moreFormats} disabled={disabled} />
      <ToolbarDivider />
      <button
        type="button"
        onClick={onAskAi}
        disabled={disabled}
        aria-label="Ask AI about the selected text"
        title="Ask AI about the selected text"
        onMouseDown={(event) => event.preventDefault()}
        className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md bg-violet-600 px-2.5 text-sm font-medium text-white transition-colors hover:bg-violet-500 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Sparkles aria-hidden="true" className="size-4" />
        Ask AI
      </button>
      <PromptDialog request={prompt} onClose={() => setPrompt(null)} />
    </div>
  );
}
