import type { Editor } from "@tiptap/core";
import type { DOCUMENT_HEADING_LEVELS } from "../editor-constants";
import { FONT_FAMILIES, TOOLBAR_HEADING_LEVELS } from "../editor-constants";

type Level = (typeof DOCUMENT_HEADING_LEVELS)[number];

const selectClass =
  "h-8 shrink-0 rounded-md border border-zinc-800 bg-zinc-900 px-2 text-sm text-zinc-200 hover:border-zinc-700 focus:border-violet-500 disabled:cursor-not-allowed disabled:opacity-40";

/** Paragraph or heading 1–4 (documents may hold 5 and 6, shown here as such). */
export function HeadingSelect({ editor, level, disabled }: { editor: Editor; level: number; disabled: boolean }) {
  const levels: number[] = [...TOOLBAR_HEADING_LEVELS];
  if (level > 4) levels.push(level);
  return (
    <select
      aria-label="Text style"
      title="Text style"
      disabled={disabled}
      value={level}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (next === 0) editor.chain().focus().setParagraph().run();
        else
          editor
            .chain()
            .focus()
            .setHeading({ level: next as Level })
            .run();
      }}
      className={`${selectClass} w-28`}
    >
      <option value={0}>Paragraph</option>
      {levels.map((value) => (
        <option key={value} value={value}>
          Heading {value}
        </option>
      ))}
    </select>
  );
}

export function FontFamilySelect({ editor, fontId, disabled }: { editor: Editor; fontId: string; disabled: boolean }) {
  return (
    <select
      aria-label="Font"
      title="Font"
      disabled={disabled}
      value={fontId}
      onChange={(event) => {
        const font = FONT_FAMILIES.find((choice) => choice.id === event.target.value);
        if (font) editor.chain().focus().setFontFamily(font.css).run();
      }}
      className={`${selectClass} w-28`}
    >
      {FONT_FAMILIES.map((font) => (
        <option key={font.id} value={font.id} style={{ fontFamily: font.css }}>
          {font.label}
        </option>
      ))}
    </select>
  );
}
