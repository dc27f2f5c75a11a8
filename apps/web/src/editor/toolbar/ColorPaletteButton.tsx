import type { LucideIcon } from "lucide-react";
import { Ban } from "lucide-react";
import { useMenu } from "../../components/use-menu";
import { COLOR_PALETTE } from "../editor-constants";
import { toolbarControlClass } from "./ToolbarButton";
import { ToolbarPopover } from "./ToolbarPopover";

interface ColorPaletteButtonProps {
  label: string;
  icon: LucideIcon;
  /** The colour under the cursor, drawn under the icon. */
  current: string | null;
  /** What "no colour" means here, e.g. "Default (white)". */
  resetLabel: string;
  disabled?: boolean;
  onPick: (color: string) => void;
  onReset: () => void;
}

/** A toolbar button opening the 35-colour palette (spec section 9), plus a reset to the default. */
export function ColorPaletteButton({
  label,
  icon: Icon,
  current,
  resetLabel,
  disabled,
  onPick,
  onReset,
}: ColorPaletteButtonProps) {
  const menu = useMenu();
  const pick = (run: () => void) => {
    menu.closeForAction();
    run();
  };
  return (
    <>
      <button
        {...menu.triggerProps}
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        className={`${toolbarControlClass} flex-col gap-0.5`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        <span
          aria-hidden="true"
          className="h-1 w-4 rounded-sm border border-zinc-700"
          style={{ backgroundColor: current ?? "transparent" }}
        />
      </button>
      <ToolbarPopover menu={menu} label={label} width={236}>
        <div className="grid grid-cols-7 gap-1.5">
          {COLOR_PALETTE.map((color) => (
            <button
              key={color}
              type="button"
              role="menuitem"
              aria-label={color}
              title={color}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(() => onPick(color))}
              className={`size-7 rounded-md border transition-transform hover:scale-110 focus-visible:scale-110 ${
                current?.toLowerCase() === color ? "border-violet-300 ring-2 ring-violet-400" : "border-zinc-700"
              }`}
              style={{ backgroundColor: color }}
            />
          ))}
        </div>
        <button
          type="button"
          role="menuitem"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(onReset)}
          className="mt-2 flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-zinc-300 hover:bg-zinc-800 focus-visible:bg-zinc-800"
        >
          <Ban aria-hidden="true" className="size-4 text-zinc-500" />
          {resetLabel}
        </button>
      </ToolbarPopover>
    </>
  );
}
