/** Where a floating menu goes so all of it stays inside the window: pure geometry, no DOM. */

/** The trigger's rectangle, or a point (a right-click) as a rectangle of no size. */
export interface Anchor {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface MenuPlacement {
  left: number;
  top: number;
  /** The menu scrolls past this height. */
  maxHeight: number;
}

export interface PlacementOptions {
  /** "start": the menu's left edge at the anchor's left; "end": its right edge at the anchor's right. */
  align?: "start" | "end";
  /** Space between the anchor and the menu. */
  gap?: number;
  /** Space kept free at the window's edges. */
  margin?: number;
}

export const pointAnchor = (x: number, y: number): Anchor => ({ left: x, right: x, top: y, bottom: y });

/**
 * Below the anchor when the menu fits there; else above it (flipped); else, when it fits the
 * window at all, pushed up until its bottom meets the window's; else from the top with a scroll.
 * Sideways it is kept inside the window the same way.
 */
export function placeMenu(anchor: Anchor, menu: Size, viewport: Size, options: PlacementOptions = {}): MenuPlacement {
  const { align = "start", gap = 4, margin = 8 } = options;
  const wanted = align === "start" ? anchor.left : anchor.right - menu.width;
  const left = Math.max(margin, Math.min(wanted, viewport.width - menu.width - margin));

  const usable = Math.max(0, viewport.height - 2 * margin);
  const below = viewport.height - margin - (anchor.bottom + gap);
  const above = anchor.top - gap - margin;
  if (menu.height <= below) return { left, top: anchor.bottom + gap, maxHeight: below };
  if (menu.height <= above) return { left, top: anchor.top - gap - menu.height, maxHeight: above };
  if (menu.height <= usable) return { left, top: viewport.height - margin - menu.height, maxHeight: usable };
  return { left, top: margin, maxHeight: usable };
}
