import { describe, expect, it } from "vitest";
import { selectionPreview } from "./selection-preview";

describe("selectionPreview", () => {
  it("keeps short selections and cuts long ones at 90 characters", () => {
    expect(selectionPreview("  Payments\n  and chat ")).toBe("Payments and chat");
    expect(selectionPreview("a".repeat(90))).toBe("a".repeat(90));
    expect(selectionPreview("a".repeat(91))).toBe(`${"a".repeat(90)}...`);
  });

  it("never cuts an emoji in half", () => {
    expect(selectionPreview("🎉".repeat(91))).toBe(`${"🎉".repeat(90)}...`);
  });
});
