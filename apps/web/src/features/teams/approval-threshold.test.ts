import { describe, expect, it } from "vitest";
import { approverCandidates, parseThreshold } from "./approval-threshold";

describe("parseThreshold", () => {
  it("reads empty text as no approval step", () => {
    expect(parseThreshold("  ")).toEqual({ value: null });
  });
  it("reads a number, with a decimal comma too", () => {
    expect(parseThreshold("5000")).toEqual({ value: 5000 });
    expect(parseThreshold("12,5")).toEqual({ value: 12.5 });
  });
  it("refuses words and negative numbers", () => {
    expect(parseThreshold("lots")).toHaveProperty("error");
    expect(parseThreshold("-1")).toEqual({ error: "The threshold cannot be negative." });
  });
});

describe("approverCandidates", () => {
  it("leaves out viewers", () => {
    const members = [{ role: "owner" }, { role: "admin" }, { role: "editor" }, { role: "viewer" }];
    expect(approverCandidates(members).map((member) => member.role)).toEqual(["owner", "admin", "editor"]);
  });
});
