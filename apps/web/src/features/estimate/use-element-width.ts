import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * The content width of an element, kept current as it resizes. Charts lay out in real pixels
 * (rather than scaling a fixed drawing) so their text stays legible on a phone. The width comes from
 * a ResizeObserver, which reports after the browser's own layout (reading it forces none); the
 * drawing it allows is rendered at once, before that frame is painted, so nothing below it moves.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) flushSync(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, width };
}
