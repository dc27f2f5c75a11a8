import type { Editor } from "@tiptap/core";
import { AArrowDown, AArrowUp } from "lucide-react";
import { nextFontSize } from "./font-size";
import { ToolbarButton } from "./ToolbarButton";

/** Font size minus and plus, with the current size between them. */
export function FontSizeControl({ editor, size, disabled }: { editor: Editor; size: number; disabled: boolean }) {
  const smaller = nextFontSize(size, -1);
  const larger = nextFontSize(size, 1);
  const apply = (next: number | null) => {
    if (next !== null) editor.chain().focus().setFontSize(`${next}px`).run();
  };
  return (
    <>
      <ToolbarButton
        label="Decrease font size"
        icon={AArrowDown}
        disabled={disabled || smaller === null}
        onClick={() => apply(smaller)}
      />
      <span
        aria-live="polite"
        aria-label={`Font size ${size} pixels`}
        className="w-7 shrink-0 text-center text-xs tabular-nums text-zinc-300"
      >
        {size}
      </span>
      <ToolbarButton
        label="Increase font size"
        icon={AArrowUp}
        disabled={disabled || larger === null}
        onClick={() => apply(larger)}
      />
    </>
  );
}
