import { describe, expect, it } from "vitest";
import { FORMAT_CATALOGUE } from "../src/index.js";
import { documentSchema, parseDocumentHtml, serializeDocument, serializeDocumentWithFullDom } from "../src/server/index.js";
import { normaliseCss } from "../src/server/light-dom.js";

/** The light DOM writes exactly what a full DOM writes, for every format of the schema. */
describe("writing documents through the light DOM", () => {
  it.each(FORMAT_CATALOGUE.map((example) => [example.format, example] as const))("%s is written as a full DOM writes it", (_format, example) => {
    const doc = documentSchema.nodeFromJSON({ type: "doc", content: example.blocks });
    expect(serializeDocument(doc)).toBe(serializeDocumentWithFullDom(doc));
  });

  it("a document of every format at once, read back from its HTML, is written the same both ways", () => {
    const all = documentSchema.nodeFromJSON({ type: "doc", content: FORMAT_CATALOGUE.flatMap((example) => example.blocks) });
    const reread = parseDocumentHtml(serializeDocumentWithFullDom(all));
    expect(serializeDocument(reread)).toBe(serializeDocumentWithFullDom(reread));
  });

  it("writes styles back as a browser does", () => {
    expect(normaliseCss("width:430px")).toBe("width: 430px;");
    expect(normaliseCss(" Color : #fff ;; text-align:center ")).toBe("color: #fff; text-align: center;");
    expect(normaliseCss("")).toBe("");
  });
});
