import { useEffect } from "react";
import type { MenuState } from "./use-menu";

/** A fixed-position menu would drift away from its trigger, so scrolling (outside it) or resizing closes it. */
export function useCloseOnScroll(menu: MenuState, active: boolean): void {
  const { menuRef, setOpen } = menu;
  useEffect(() => {
    if (!active) return;
    const close = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener("scroll", close, true);
    window.addEventListener("resize", close);
    return () => {
      window.removeEventListener("scroll", close, true);
      window.removeEventListener("resize", close);
    };
  }, [active, menuRef, setOpen]);
}
