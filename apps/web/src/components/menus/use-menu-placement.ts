import { useLayoutEffect, useState, type CSSProperties, type RefObject } from "react";
import { placeMenu, type Anchor, type PlacementOptions } from "./menu-placement";

/** Hidden but laid out (and focusable) until placed, so its size can be read before it shows. */
const UNPLACED: CSSProperties = { left: 0, top: 0, opacity: 0 };

/**
 * The fixed-position style of an open menu: measured at its final width before paint, then placed
 * with placeMenu so it flips or scrolls rather than leave the window. `opening` is false or null
 * while closed and changes with each opening (true, or the point of a right-click); `anchor` is read
 * then.
 */
export function useMenuPlacement(
  opening: unknown,
  menuRef: RefObject<HTMLElement | null>,
  anchor: () => Anchor | null,
  options: PlacementOptions & { width?: number } = {},
): CSSProperties {
  const [placed, setPlaced] = useState<CSSProperties | null>(null);
  const { width, align, gap, margin } = options;

  useLayoutEffect(() => {
    const menu = menuRef.current;
    const at = opening === null || opening === false ? null : anchor();
    if (!menu || !at) {
      setPlaced(null);
      return;
    }
    // scrollHeight is the whole content's height, even if a previous max-height cut it.
    const size = { width: width ?? menu.offsetWidth, height: menu.scrollHeight };
    const { left, top, maxHeight } = placeMenu(
      at,
      size,
      { width: window.innerWidth, height: window.innerHeight },
      { align, gap, margin },
    );
    setPlaced({ left, top, maxHeight, width });
    // The anchor is read once per opening; a new anchor function each render must not re-place it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opening, menuRef, width, align, gap, margin]);

  return placed ?? { ...UNPLACED, width };
}
