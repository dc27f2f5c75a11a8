import { describe, expect, it } from "vitest";
import { documentErrorText } from "./DocumentErrorBoundary";

describe("documentErrorText", () => {
  it("shows the error's own detail when it has one", () => {
    expect(documentErrorText({ detail: "Unsupported table layout" })).toBe("Unsupported table layout");
  });

  it("falls back to the spec's text for any other failure", () => {
    expect(documentErrorText(new Error("Invalid content"))).toBe("Error parsing document");
    expect(documentErrorText({ detail: "   " })).toBe("Error parsing document");
    expect(documentErrorText({ detail: 42 })).toBe("Error parsing document");
    expect(documentErrorText(undefined)).toBe("Error parsing document");
  });
});
