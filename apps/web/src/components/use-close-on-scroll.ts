import { useEffect } from "react";
import type { MenuState } from "./use-menu";

/** How far (in CSS pixels) the trigger may shift before its fixed-position menu is off it. */
const DRIFT_PX = 1;

/**
 * A fixed-position menu would drift away from its trigger, so a scroll that moves the trigger (a
 * scroll inside the menu aside) or a resize closes it. A scroll that leaves the trigger where it was
 * keeps it open: e.g. the scroll event of a list brought into view just before the click, which the
 * browser dispatches a frame later, once the menu is open.
 */
export function useCloseOnScroll(menu: MenuState, active: boolean): void {
  const { menuRef, triggerRef, setOpen } = menu;
  useEffect(() => {
    if (!active) return;
    const openedAt = triggerRef.current?.getBoundingClientRect();
    const triggerMoved = () => {
      const now = triggerRef.current?.getBoundingClientRect();
      if (!openedAt || !now) return true;
      return Math.abs(now.left - openedAt.left) > DRIFT_PX || Math.abs(now.top - openedAt.top) > DRIFT_PX;
    };
    const closeOnScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node) && triggerMoved()) setOpen(false);
    };
    const close = () => setOpen(false);
    window.addEventListener("scroll", closeOnScroll, true);
    window.addEventListener("resize", close);
    return () => {
      window.removeEventListener("scroll", closeOnScroll, true);
      window.removeEventListener("resize", close);
    };
  }, [active, menuRef, triggerRef, setOpen]);
}
