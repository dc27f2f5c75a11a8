import { Ellipsis } from "lucide-react";
import { type MenuAction, MenuPanel } from "./MenuPanel";
import type { MenuState } from "./use-menu";

interface ActionsMenuButtonProps {
  menu: MenuState;
  /** What the actions apply to, for the accessible names ("Actions for …"). */
  title: string;
  actions: MenuAction[];
  /** Placement and visibility of the trigger, which differ between a sidebar row and a card. */
  className: string;
  openClassName: string;
}

/** The "…" button that opens an item's action menu (share, rename, delete). */
export function ActionsMenuButton({ menu, title, actions, className, openClassName }: ActionsMenuButtonProps) {
  const label = `Actions for ${title}`;
  return (
    <>
      <button
        type="button"
        {...menu.triggerProps}
        aria-label={label}
        className={`${className} ${menu.open ? openClassName : ""}`}
      >
        <Ellipsis aria-hidden="true" className="size-4" />
      </button>
      <MenuPanel menu={menu} label={label} actions={actions} />
    </>
  );
}
