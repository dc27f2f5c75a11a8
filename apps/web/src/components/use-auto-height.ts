import { useLayoutEffect, type RefObject } from "react";

/** Chromium sizes a text area to its content itself (`field-sizing: content`), without a layout read per change. */
const SIZES_ITSELF = typeof CSS !== "undefined" && CSS.supports("field-sizing", "content");

/** The classes that let a text area grow with its content where the browser can do it (its min and max heights stay the caller's). */
export const AUTO_HEIGHT_CLASS = "[field-sizing:content]";

/**
 * A text area that grows with its content between `min` and `max` pixels, then scrolls: done by the
 * browser where it can, else measured after each change of `value`.
 */
export function useAutoHeight(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  min: number,
  max: number,
): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (SIZES_ITSELF || !box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(Math.max(box.scrollHeight, min), max)}px`;
  }, [ref, value, min, max]);
}
