import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Whether the element holding the focus is this one. */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` (Tab by default) until the target holds the focus, as a keyboard user would. */
export async function pressUntilFocused(page: Page, target: Locator, key = "Tab", limit = 60): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target))) throw new Error(`${key} x${limit} never reached ${target.toString()}`);
}

/** The focused control shows a focus indicator: an outline or a ring (box shadow) that is drawn. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const look = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { shown: false, what: "nothing focused" };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    return { shown: outline || style.boxShadow !== "none", what: element.outerHTML.slice(0, 120) };
  });
  expect(look.shown, `no visible focus on ${look.what}`).toBe(true);
}

/** The page never scrolls sideways. */
export const pageFitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
