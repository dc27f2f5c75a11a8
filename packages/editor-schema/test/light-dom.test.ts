import { describe, expect, it } from "vitest";
import { FORMAT_CATALOGUE } from "../src/index.js";
import {
  documentSchema,
  normaliseDocumentHtml,
  parseDocumentHtml,
  serializeDocument,
  serializeDocumentWithFullDom,
} from "../src/server/index.js";
import { normaliseCss } from "../src/server/light-dom.js";

/** The light DOM writes exactly what a full DOM writes, for every format of the schema. */
describe("writing documents through the light DOM", () => {
  it.each(FORMAT_CATALOGUE.map((example) => [example.format, example] as const))(
    "%s is written as a full DOM writes it",
    (_format, example) => {
      const doc = documentSchema.nodeFromJSON({ type: "doc", content: example.blocks });
      expect(serializeDocument(doc)).toBe(serializeDocumentWithFullDom(doc));
    },
  );

  it("a document of every format at once, read back from its HTML, is written the same both ways", () => {
    const all = documentSchema.nodeFromJSON({
      type: "doc",
      content: FORMAT_CATALOGUE.flatMap((example) => example.blocks),
    });
    const reread = parseDocumentHtml(serializeDocumentWithFullDom(all));
    expect(serializeDocument(reread)).toBe(serializeDocumentWithFullDom(reread));
  });

  it("writes a user's HTML, with style values in any form, exactly as a full DOM writes it", () => {
    const styles = [
      "color: #FF0000",
      "color:#e60000;background-color:#FFFF0080",
      "COLOR: Red",
      "color: rgb(1,2,3) !important",
      "color: hsl(120, 50%, 50%)",
      "color: notacolour",
      "bogus: 1",
      "",
      ";;",
      'font-family: Arial, "Times New Roman", serif',
      "font-family: 'Courier New'",
      "font-size: 18PX",
      "font-size: 1.5em; line-height: 2",
      "text-align: center",
      "text-align:JUSTIFY",
      "margin-left: 3em",
      "direction: rtl",
      "background-color: transparent",
      "width:430px",
      "min-width: 50px; width: 25%",
      "color: #12345",
      "color: rgb(300, 0, 0)",
      "color: RebeccaPurple",
      "color: currentColor",
      "font-size: 0px",
      "font-family: 'a', b",
    ];
    const html = styles
      .map((style, index) =>
        [
          `<p style="${style.replace(/"/g, "&quot;")}">Paragraph ${index} <span style="${style.replace(/"/g, "&quot;")}">styled text</span> <mark style="${style.replace(/"/g, "&quot;")}">marked</mark></p>`,
          `<h2 style="${style.replace(/"/g, "&quot;")}">Heading ${index}</h2>`,
          `<table><tbody><tr><td style="${style.replace(/"/g, "&quot;")}"><p>cell</p></td><th colwidth="120" style="${style.replace(/"/g, "&quot;")}"><p>head</p></th></tr></tbody></table>`,
        ].join(""),
      )
      .join("");
    const normalised = normaliseDocumentHtml(html);
    expect(normalised).toBe(serializeDocumentWithFullDom(parseDocumentHtml(html)));
    // The same again, now from the style cache, and stable when read a second time.
    expect(normaliseDocumentHtml(html)).toBe(normalised);
    expect(normaliseDocumentHtml(normalised)).toBe(normalised);
    expect(normalised).toContain("rgb(230, 0, 0)");
  });

  it("writes styles back as a browser does", () => {
    expect(normaliseCss("width:430px")).toBe("width: 430px;");
    expect(normaliseCss(" Color : #fff ;; text-align:center ")).toBe("color: #fff; text-align: center;");
    expect(normaliseCss("")).toBe("");
  });
});
