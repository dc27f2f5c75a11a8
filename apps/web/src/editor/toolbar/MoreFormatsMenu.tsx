import { Ellipsis, type LucideIcon } from "lucide-react";
import { useMenu } from "../../components/use-menu";
import { toolbarControlClass } from "./ToolbarButton";
import { ToolbarPopover } from "./ToolbarPopover";

export interface FormatItem {
  label: string;
  icon: LucideIcon;
  /** Toggles report their state; actions (insert a video) leave it undefined. */
  active?: boolean;
  shortcut?: string;
  run: () => void;
}

/** The less used formats, kept one click away so the toolbar fits in two rows. */
export function MoreFormatsMenu({ items, disabled }: { items: readonly FormatItem[]; disabled: boolean }) {
  const menu = useMenu();
  const anyActive = items.some((item) => item.active);
  return (
    <>
      <button
        {...menu.triggerProps}
        type="button"
        aria-label="More formats"
        title="More formats"
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        className={`${toolbarControlClass} ${anyActive ? "text-violet-200" : ""}`}
      >
        <Ellipsis aria-hidden="true" className="size-4" />
      </button>
      <ToolbarPopover menu={menu} label="More formats" width={232}>
        {items.map(({ label, icon: Icon, active, shortcut, run }) => (
          <button
            key={label}
            type="button"
            role={active === undefined ? "menuitem" : "menuitemcheckbox"}
            aria-checked={active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              menu.closeForAction();
              run();
            }}
            className={`flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition-colors hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-offset-0 ${
              active ? "text-violet-200" : "text-zinc-200"
            }`}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" />
            <span className="flex-1">{label}</span>
            {shortcut ? <span className="text-xs text-zinc-500">{shortcut}</span> : null}
          </button>
        ))}
      </ToolbarPopover>
    </>
  );
}
