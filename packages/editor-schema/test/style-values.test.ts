import { describe, expect, it } from "vitest";
import {
  CELL_COLORS,
  CELL_TEXT_ON_COLOR,
  COLOR_PALETTE,
  colourFromStyle,
  FONT_FAMILIES,
  fontFamilyFromStyle,
} from "../src/index.js";
import { isAllowedColour } from "../src/formats/style-values.js";

/** What a browser's style serialization makes of a hex colour. */
const asBrowserWrites = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe("style values read back from saved HTML", () => {
  it("give every palette, cell and text-on-cell colour back in the form the toolbar sets", () => {
    for (const colour of [...COLOR_PALETTE, ...CELL_COLORS.map((cell) => cell.value), CELL_TEXT_ON_COLOR]) {
      expect(colourFromStyle(asBrowserWrites(colour))).toBe(colour);
      expect(colourFromStyle(colour)).toBe(colour);
    }
    expect(colourFromStyle("rgba(236, 236, 236, 1)")).toBe("#ececec");
  });

  it("leave colours that are not opaque rgb as they are", () => {
    expect(colourFromStyle("rgba(255, 0, 0, 0.5)")).toBe("rgba(255, 0, 0, 0.5)");
    expect(colourFromStyle("teal")).toBe("teal");
    expect(colourFromStyle("rgb(300, 0, 0)")).toBe("rgb(300, 0, 0)");
  });

  it("give every font back as the font menu writes it", () => {
    for (const font of FONT_FAMILIES) expect(fontFamilyFromStyle(font.css.replace(/'/g, '"'))).toBe(font.css);
  });

  it("allow only colours a browser keeps: CSS colour keywords in any case, hex of 3, 4, 6 or 8 digits", () => {
    for (const colour of [
      "teal",
      "RebeccaPurple",
      "transparent",
      "currentColor",
      "#fff",
      "#ffff",
      "#e60000",
      "#e6000080",
      "rgb(1, 2, 3)",
      "rgba(1, 2, 3, 0.5)",
    ])
      expect(isAllowedColour(colour)).toBe(true);
    for (const colour of ["notacolour", "redd", "#12345", "#1234567", "#ggg", "url(x)", "expression(alert(1))"])
      expect(isAllowedColour(colour)).toBe(false);
  });
});
