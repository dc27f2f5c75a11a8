import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useCloseOnScroll } from "../../components/use-close-on-scroll";
import type { MenuState } from "../../components/use-menu";

const GAP = 6;

/**
 * A menu under a toolbar button, in a portal so the toolbar's horizontal scrolling cannot clip it.
 * Kept inside the window; scrolling or resizing closes it, as it would drift from its button.
 */
export function ToolbarPopover({ menu, label, width, children }: { menu: MenuState; label: string; width: number; children: ReactNode }) {
  const { open, menuRef, triggerRef } = menu;
  const [style, setStyle] = useState<CSSProperties>({ top: 0, left: 0, opacity: 0 });

  useLayoutEffect(() => {
    if (!open) return;
    const trigger = triggerRef.current?.getBoundingClientRect();
    if (trigger) {
      const left = Math.max(8, Math.min(trigger.left, window.innerWidth - width - 8));
      setStyle({ top: trigger.bottom + GAP, left, width });
    }
  }, [open, width, triggerRef]);
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
      className="fixed z-50 rounded-xl border border-zinc-800 bg-zinc-900 p-2 shadow-xl shadow-black/50"
    >
      {children}
    </div>,
    document.body,
  );
}
