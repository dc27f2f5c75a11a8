import { getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { createEditorExtensions } from "../../editor/extensions/editor-extensions";
import { createReadOnlyExtensions } from "./read-only-extensions";

describe("the read-only document's extensions", () => {
  it("build the document editor's schema exactly, so a shared document keeps every format", () => {
    const shared = getSchema(createReadOnlyExtensions());
    const editor = getSchema(createEditorExtensions());
    expect(Object.keys(shared.nodes)).toEqual(Object.keys(editor.nodes));
    expect(Object.keys(shared.marks)).toEqual(Object.keys(editor.marks));
    for (const name of ["table", "tableCell", "video", "inlineMath", "codeBlock", "image"])
      expect(shared.nodes[name]).toBeDefined();
    expect(Object.keys(shared.nodes.tableCell?.spec.attrs ?? {})).toEqual(
      expect.arrayContaining(["colwidth", "background"]),
    );
  });

  it("leave out what only matters while writing", () => {
    const names = createReadOnlyExtensions().map((extension) => extension.name);
    expect(names).not.toContain("placeholder");
    expect(names).not.toContain("selection");
    expect(names).not.toContain("aiChangeView");
    expect(names.length).toBe(createEditorExtensions().length - 3);
  });
});
