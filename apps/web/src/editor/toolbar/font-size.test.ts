import { describe, expect, it } from "vitest";
import { nextFontSize } from "./font-size";
import { fontIdOf, fontSizeOf } from "./toolbar-state";

describe("font size steps", () => {
  it("walks up and down from the default and stays strictly between 10 and 100", () => {
    expect(nextFontSize(16, 1)).toBe(18);
    expect(nextFontSize(16, -1)).toBe(14);
    expect(nextFontSize(11, -1)).toBeNull();
    expect(nextFontSize(99, 1)).toBeNull();
    expect(nextFontSize(15, 1)).toBe(16);
    expect(nextFontSize(120, -1)).toBe(99);
  });

  it("reads sizes and fonts as the browser writes them", () => {
    expect(fontSizeOf("20px")).toBe(20);
    expect(fontSizeOf(null)).toBe(16);
    expect(fontIdOf('"Open Sans", sans-serif')).toBe("open-sans");
    expect(fontIdOf("'Playfair Display', serif")).toBe("playfair");
    expect(fontIdOf(undefined)).toBe("poppins");
  });
});
