import { describe, expect, it } from "vitest";
import { placeMenu, pointAnchor } from "./menu-placement";

const WINDOW = { width: 1440, height: 900 };
const TABLE_MENU = { width: 200, height: 534 };

describe("placeMenu", () => {
  it("opens below the anchor when the menu fits there", () => {
    expect(placeMenu({ left: 100, right: 140, top: 50, bottom: 80 }, { width: 200, height: 300 }, WINDOW)).toEqual({
      left: 100,
      top: 84,
      maxHeight: 808,
    });
  });

  it("flips above the anchor when only the space above holds it", () => {
    const placed = placeMenu(pointAnchor(600, 700), TABLE_MENU, WINDOW);
    expect(placed.top + TABLE_MENU.height).toBe(696);
    expect(placed.top).toBeGreaterThanOrEqual(8);
  });

  it("stays whole inside the window when neither side holds it", () => {
    const placed = placeMenu(pointAnchor(600, 415), TABLE_MENU, WINDOW);
    expect(placed).toEqual({ left: 600, top: 358, maxHeight: 884 });
  });

  it("scrolls from the top margin when the window is shorter than the menu", () => {
    expect(placeMenu(pointAnchor(10, 300), TABLE_MENU, { width: 390, height: 500 })).toEqual({
      left: 10,
      top: 8,
      maxHeight: 484,
    });
  });

  it("keeps the menu inside the window sideways, aligned to the trigger's right edge when asked", () => {
    expect(placeMenu(pointAnchor(1400, 10), TABLE_MENU, WINDOW).left).toBe(1232);
    expect(
      placeMenu({ left: 300, right: 340, top: 10, bottom: 40 }, { width: 160, height: 100 }, WINDOW, { align: "end" })
        .left,
    ).toBe(180);
    expect(
      placeMenu({ left: 2, right: 40, top: 10, bottom: 40 }, { width: 160, height: 100 }, WINDOW, { align: "end" })
        .left,
    ).toBe(8);
  });
});
