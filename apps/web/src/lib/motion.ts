/** Smooth scrolling, unless the person asked their system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** The nearest ancestor of `element` that scrolls vertically, else the page. */
function scrollingAncestor(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight) return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/** Frames a scroll may take to land before the position is checked no more. */
const SETTLE_FRAMES = 120;

/**
 * Scrolls `element` to the top (less `margin`) or the centre of its scrolling pane, and keeps it
 * there once the pane has stopped moving: the document's blocks out of sight are drawn at a
 * guessed height until they come near the view (content-visibility), so the blocks drawn on the
 * way can move the target after the scroll has started; it is put back where asked, instantly.
 */
export function scrollIntoViewSettled(element: HTMLElement, place: { block: "start" | "center"; margin?: number }): void {
  const pane = scrollingAncestor(element);
  const offset = () => {
    const target = element.getBoundingClientRect();
    const frame = pane === document.scrollingElement ? { top: 0, height: window.innerHeight } : pane.getBoundingClientRect();
    return place.block === "start" ? target.top - frame.top - (place.margin ?? 0) : target.top + target.height / 2 - (frame.top + frame.height / 2);
  };
  pane.scrollTo({ top: pane.scrollTop + offset(), behavior: scrollBehavior() });
  let frames = 0;
  let corrections = 0;
  let last = Number.NaN;
  let stillFrames = 0;
  const check = () => {
    if (++frames > SETTLE_FRAMES || !element.isConnected) return;
    stillFrames = pane.scrollTop === last ? stillFrames + 1 : 0;
    last = pane.scrollTop;
    if (stillFrames < 2) return void requestAnimationFrame(check);
    const drift = offset();
    if (Math.abs(drift) <= 1 || corrections++ >= 3) return;
    pane.scrollTo({ top: pane.scrollTop + drift, behavior: "instant" });
    stillFrames = 0;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
