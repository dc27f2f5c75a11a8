import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES_NOT_IN_EXAMPLES, FORMAT_CATALOGUE } from "../src/index.js";
import { documentJsonToHtml, documentSchema, normaliseDocumentHtml } from "../src/server/index.js";

/** Every `type` and `type.attribute` (with a value other than its default) used in the examples. */
function usedFormats(): Set<string> {
  const used = new Set<string>();
  const stack: JSONContent[] = FORMAT_CATALOGUE.flatMap((example) => example.blocks);
  while (stack.length > 0) {
    const node = stack.pop() as JSONContent;
    const spec = node.type ? (documentSchema.nodes[node.type] ?? undefined) : undefined;
    used.add(node.type ?? "");
    for (const [name, value] of Object.entries(node.attrs ?? {}))
      if (value !== spec?.spec.attrs?.[name]?.default) used.add(`${node.type}.${name}`);
    for (const mark of node.marks ?? []) {
      used.add(mark.type);
      for (const [name, value] of Object.entries(mark.attrs ?? {}))
        if (value !== null) used.add(`${mark.type}.${name}`);
    }
    stack.push(...(node.content ?? []));
  }
  return used;
}

describe("the format catalogue", () => {
  it("shows every node, mark and attribute of the schema (a format added to the schema alone fails here)", () => {
    const used = usedFormats();
    const missing: string[] = [];
    const check = (name: string, attrs: Record<string, unknown>) => {
      if (!used.has(name)) missing.push(name);
      for (const attribute of Object.keys(attrs)) {
        const key = `${name}.${attribute}`;
        if (!used.has(key) && !ATTRIBUTES_NOT_IN_EXAMPLES.has(key)) missing.push(key);
      }
    };
    for (const [name, type] of Object.entries(documentSchema.nodes))
      if (name !== "doc" && name !== "text") check(name, type.spec.attrs ?? {});
    for (const [name, type] of Object.entries(documentSchema.marks)) check(name, type.spec.attrs ?? {});
    expect(missing).toEqual([]);
  });

  it("writes the highlight as the editor's <mark>", () => {
    expect(
      normaliseDocumentHtml('<p>Total <mark data-color="#ffc078" style="background-color: #ffc078">$12,000</mark></p>'),
    ).toBe("<p>Total <mark>$12,000</mark></p>");
  });

  it.each(FORMAT_CATALOGUE.map((example) => [example.format, example] as const))(
    "%s is valid under the schema and reads back as itself",
    (_format, example) => {
      const html = documentJsonToHtml({ type: "doc", content: example.blocks });
      expect(html.length).toBeGreaterThan(0);
      expect(normaliseDocumentHtml(html)).toBe(html);
    },
  );
});
