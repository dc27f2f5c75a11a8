import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * The fullest arrangement of the toolbar (0 = everything in its row, higher = more behind "More
 * tools") whose row fits the width it has. Widths come only from a ResizeObserver (delivered after
 * the browser's own layout, so reading them forces none): each arrangement's row width is
 * remembered the first time it shows, so a wider window brings controls back without trying each again.
 */
export function useToolbarFit(
  frameRef: RefObject<HTMLElement | null>,
  rowRef: RefObject<HTMLElement | null>,
  fewest: number,
): number {
  const [arrangement, setArrangement] = useState(0);
  const shown = useRef(0);
  shown.current = arrangement;

  useEffect(() => {
    const frame = frameRef.current;
    const row = rowRef.current;
    if (!frame || !row) return;
    const needed: number[] = [];
    let room = 0;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
        if (entry.target === frame) room = width;
        else needed[shown.current] = width;
      }
      setArrangement(fittingArrangement(needed, room, fewest));
    });
    observer.observe(frame);
    observer.observe(row);
    return () => observer.disconnect();
  }, [frameRef, rowRef, fewest]);

  return arrangement;
}

/** The first arrangement not known to be too wide for `room` (one not measured yet is tried). */
export function fittingArrangement(needed: readonly (number | undefined)[], room: number, fewest: number): number {
  let best = 0;
  while (best < fewest && (needed[best] ?? 0) > room) best += 1;
  return best;
}
