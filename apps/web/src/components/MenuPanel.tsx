import type { LucideIcon } from "lucide-react";
import { createPortal } from "react-dom";
import { useMenuPlacement } from "./menus/use-menu-placement";
import { useCloseOnScroll } from "./use-close-on-scroll";
import type { MenuState } from "./use-menu";

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  run: () => void;
  danger?: boolean;
}

interface MenuPanelProps {
  menu: MenuState;
  label: string;
  actions: MenuAction[];
  /**
   * "floating" renders in a portal next to the trigger, so scrolling lists and cards with hidden
   * overflow cannot clip it; "above" sits over the trigger at full width (the account menu).
   */
  placement?: "floating" | "above";
}

export function MenuPanel({ menu, label, actions, placement = "floating" }: MenuPanelProps) {
  const { open, menuRef, triggerRef } = menu;
  // Placed before paint under the trigger's right edge (or flipped above it); until then it is
  // transparent but focusable, so the first item can take focus.
  const style = useMenuPlacement(
    open && placement === "floating",
    menuRef,
    () => triggerRef.current?.getBoundingClientRect() ?? null,
    { align: "end" },
  );
  useCloseOnScroll(menu, open && placement === "floating");

  if (!open) return null;

  const panel = (
    <div
      ref={menuRef}
      id={menu.menuId}
      role="menu"
      aria-label={label}
      onKeyDown={menu.onMenuKeyDown}
      style={placement === "floating" ? style : undefined}
      className={`overflow-y-auto overscroll-contain rounded-xl border border-zinc-800 bg-zinc-900 p-1 shadow-xl shadow-black/50 ${
        placement === "floating" ? "fixed z-50 min-w-40" : "absolute inset-x-0 bottom-full mb-2"
      }`}
    >
      {actions.map(({ label: itemLabel, icon: Icon, run, danger }) => (
        <button
          key={itemLabel}
          type="button"
          role="menuitem"
          onClick={() => {
            menu.closeForAction();
            run();
          }}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-offset-0 ${
            danger ? "text-red-400" : "text-zinc-200"
          }`}
        >
          <Icon aria-hidden="true" className={`size-4 ${danger ? "text-red-400" : "text-zinc-400"}`} />
          {itemLabel}
        </button>
      ))}
    </div>
  );

  return placement === "floating" ? createPortal(panel, document.body) : panel;
}
