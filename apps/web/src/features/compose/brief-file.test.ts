import { describe, expect, it } from "vitest";
import { BRIEF_MAX_BYTES, BRIEF_TOO_LARGE, BRIEF_WRONG_TYPE, briefFileProblem } from "./brief-file";

describe("briefFileProblem", () => {
  it("accepts the four brief types, whatever the case of the extension", () => {
    for (const name of ["brief.txt", "notes.md", "Scope.DOCX", "rfp.v2.pdf"])
      expect(briefFileProblem({ name, size: 1200 })).toBeNull();
  });

  it("refuses other types with the server's text", () => {
    for (const name of ["photo.png", "brief.doc", "brief", "archive.pdf.zip", "pdf"]) {
      expect(briefFileProblem({ name, size: 10 })).toBe(BRIEF_WRONG_TYPE);
    }
  });

  it("refuses files over 10 MB and accepts exactly 10 MB, as the server does", () => {
    expect(briefFileProblem({ name: "big.pdf", size: BRIEF_MAX_BYTES + 1 })).toBe(BRIEF_TOO_LARGE);
    expect(briefFileProblem({ name: "edge.pdf", size: BRIEF_MAX_BYTES })).toBeNull();
  });
});
