import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

export const TOOLBAR_FOCUSABLE = "button:not(:disabled), select:not(:disabled)";

/** The toolbar's controls a keyboard can reach now, in order (those in a closed "More tools" row are hidden). */
function reachableControls(toolbar: HTMLElement): HTMLElement[] {
  return Array.from(toolbar.querySelectorAll<HTMLElement>(TOOLBAR_FOCUSABLE)).filter(
    (control) => control.closest("[hidden]") === null,
  );
}

/**
 * Roving tab index (WAI-ARIA toolbar pattern): the toolbar is one Tab stop, the control last used;
 * the arrow keys, Home and End move between its controls. Controls come and go (the "More tools"
 * row, disabled undo), so the tab stop is re-chosen whenever the toolbar's controls change.
 */
export function useRovingFocus(toolbarRef: RefObject<HTMLElement | null>) {
  const current = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const assign = () => {
      const controls = reachableControls(toolbar);
      const stop = current.current && controls.includes(current.current) ? current.current : controls[0];
      for (const control of toolbar.querySelectorAll<HTMLElement>("button, select"))
        control.tabIndex = control === stop ? 0 : -1;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(TOOLBAR_FOCUSABLE)) return;
      current.current = event.target;
      assign();
    };
    assign();
    const observer = new MutationObserver(assign);
    observer.observe(toolbar, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["disabled", "hidden"],
    });
    toolbar.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      toolbar.removeEventListener("focusin", onFocusIn);
    };
  }, [toolbarRef]);

  /** Arrow keys, Home and End move along the controls, the "More tools" row included. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    // A select keeps its own arrow keys for its options only on Up and Down; Left and Right move on.
    if (!(event.target instanceof HTMLButtonElement) && !(event.target instanceof HTMLSelectElement)) return;
    const controls = reachableControls(event.currentTarget);
    const index = controls.indexOf(event.target);
    const step =
      event.key === "ArrowRight"
        ? index + 1
        : event.key === "ArrowLeft"
          ? index - 1
          : event.key === "Home"
            ? 0
            : controls.length - 1;
    const next = controls[(step + controls.length) % controls.length];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return { onKeyDown };
}
