import { describe, expect, it } from "vitest";
import { downloadFileName } from "./file-name";

describe("downloadFileName", () => {
  it("uses the ISO time with colons and dots replaced by dashes", () => {
    expect(downloadFileName(new Date("2025-03-07T09:05:02.123Z"))).toBe("proposal-2025-03-07T09-05-02-123Z.html");
  });
});

describe("downloadFileName for the server's exports", () => {
  it("names PDF and DOCX files the same way", () => {
    const at = new Date("2025-03-07T09:05:02.123Z");
    expect([downloadFileName(at, "pdf"), downloadFileName(at, "docx")]).toEqual([
      "proposal-2025-03-07T09-05-02-123Z.pdf",
      "proposal-2025-03-07T09-05-02-123Z.docx",
    ]);
  });
});
