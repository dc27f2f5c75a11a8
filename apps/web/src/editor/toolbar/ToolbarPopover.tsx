import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useMenuPlacement } from "../../components/menus/use-menu-placement";
import { useCloseOnScroll } from "../../components/use-close-on-scroll";
import type { MenuState } from "../../components/use-menu";

/**
 * A menu under a toolbar button, in a portal so the toolbar's horizontal scrolling cannot clip it.
 * Flipped or scrolled to stay inside the window; scrolling or resizing closes it, as it would drift
 * from its button.
 */
export function ToolbarPopover({
  menu,
  label,
  width,
  children,
}: {
  menu: MenuState;
  label: string;
  width: number;
  children: ReactNode;
}) {
  const { open, menuRef, triggerRef } = menu;
  const style = useMenuPlacement(open, menuRef, () => triggerRef.current?.getBoundingClientRect() ?? null, {
    width,
    gap: 6,
  });
  useCloseOnScroll(menu, open);

  if (!open) return null;
  return createPortal(
    <div
      ref={menuRef}
      id={menu.menuId}
      role="menu"
      aria-label={label}
      onKeyDown={menu.onMenuKeyDown}
      style={style}
      className="fixed z-50 overflow-y-auto overscroll-contain rounded-xl border border-zinc-800 bg-zinc-900 p-2 shadow-xl shadow-black/50"
    >
      {children}
    </div>,
    document.body,
  );
}
