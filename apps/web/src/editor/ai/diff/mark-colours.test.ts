import { describe, expect, it } from "vitest";
import { canonicalColour } from "./mark-colours";

describe("colour spelling for the diff", () => {
  it("reads the editor's and the browser's spelling of one colour as equal", () => {
    expect(canonicalColour("rgba(236,236,236,1)")).toBe(canonicalColour("rgb(236, 236, 236)"));
    expect(canonicalColour("#7C3AED")).toBe(canonicalColour("rgb(124, 58, 237)"));
    expect(canonicalColour("#fff")).toBe(canonicalColour("rgb(255, 255, 255)"));
  });
  it("keeps different colours, transparency and other values apart", () => {
    expect(canonicalColour("#ff0000")).not.toBe(canonicalColour("#ff0001"));
    expect(canonicalColour("rgba(236,236,236,0.5)")).not.toBe(canonicalColour("rgb(236,236,236)"));
    expect(canonicalColour("Poppins")).toBe("Poppins");
    expect(canonicalColour("16px")).toBe("16px");
  });
});
