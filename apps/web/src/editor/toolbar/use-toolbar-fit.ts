import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * The fullest arrangement of the toolbar (0 = everything in its row, higher = more behind "More
 * tools") whose row fits the width it has. Each arrangement's width is measured the first time it
 * shows and remembered, so a wider window brings controls back without trying each again.
 */
export function useToolbarFit(frameRef: RefObject<HTMLElement | null>, rowRef: RefObject<HTMLElement | null>, fewest: number): number {
  const [arrangement, setArrangement] = useState(0);
  const needed = useRef<number[]>([]);

  // After each render: remember this arrangement's width, and take the next if it does not fit.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const row = rowRef.current;
    if (!frame || !row) return;
    needed.current[arrangement] = row.offsetWidth;
    if (row.offsetWidth > frame.clientWidth && arrangement < fewest) setArrangement(arrangement + 1);
  }, [frameRef, rowRef, arrangement, fewest]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(() => {
      let best = 0;
      while (best < fewest && (needed.current[best] ?? 0) > frame.clientWidth) best += 1;
      setArrangement(best);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, fewest]);

  return arrangement;
}
