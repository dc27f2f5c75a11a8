import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";

interface ToolbarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  label: string;
  icon: LucideIcon;
  /** For toggles (bold, lists, alignment): announced as pressed and drawn highlighted. */
  active?: boolean;
  /** Keyboard shortcut shown in the tooltip. */
  shortcut?: string;
  ref?: Ref<HTMLButtonElement>;
}

export const toolbarControlClass =
  "inline-flex h-8 min-w-8 shrink-0 items-center justify-center gap-1 rounded-md px-1.5 text-zinc-300 transition-colors hover:bg-zinc-800 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** An icon button of the editor toolbar: always labelled (aria-label and tooltip). */
export function ToolbarButton({
  label,
  icon: Icon,
  active,
  shortcut,
  className = "",
  ref,
  ...rest
}: ToolbarButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={active}
      // Keeps the editor's selection while clicking (the command applies to it).
      onMouseDown={(event) => event.preventDefault()}
      className={`${toolbarControlClass} ${active ? "bg-violet-600/25 text-violet-200" : ""} ${className}`}
      {...rest}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

export function ToolbarDivider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-zinc-800" />;
}
