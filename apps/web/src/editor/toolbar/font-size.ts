import { FONT_SIZE, FONT_SIZE_STEPS } from "../editor-constants";

/** The next size up or down the step list, kept strictly between 10 and 100 px; null at the end. */
export function nextFontSize(current: number, direction: 1 | -1): number | null {
  const candidates =
    direction > 0
      ? FONT_SIZE_STEPS.filter((size) => size > current)
      : FONT_SIZE_STEPS.filter((size) => size < current).reverse();
  const next = candidates[0];
  return next !== undefined && next > FONT_SIZE.min && next < FONT_SIZE.max ? next : null;
}
