import { useLayoutEffect, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A region that scrolls but holds nothing a keyboard can focus (a long list of text) takes the focus
 * itself, named, so the arrow keys can scroll it (WCAG 2.1.1); it is left alone while it fits or has controls.
 */
export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>, active: boolean, label: string) {
  useLayoutEffect(() => {
    const region = ref.current;
    if (!active || !region) return;
    const update = () => {
      const needsFocus =
        region.scrollHeight > region.clientHeight && region.querySelector(`:scope ${FOCUSABLE}`) === null;
      if (needsFocus) {
        region.tabIndex = 0;
        region.setAttribute("role", "region");
        region.setAttribute("aria-label", label);
      } else {
        for (const attribute of ["tabindex", "role", "aria-label"]) region.removeAttribute(attribute);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(region);
    for (const child of region.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, active, label]);
}
