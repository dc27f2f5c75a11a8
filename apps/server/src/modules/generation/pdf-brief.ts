import { BRIEF_MAX_PAGES, BRIEF_TOO_MANY_PAGES } from "./brief-files.js";
import { BriefRefusal, type BriefReader } from "./brief-reader.js";

const parser = () => import("pdf-parse");

/** A one-page PDF without a cross-reference table (pdf.js rebuilds it): small enough to read as a warm-up. */
const BLANK_PDF = "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 10 10]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n";
let loaded: Promise<void> | undefined;

/** pdf.js loads the rest of its code on its first document: a blank one is read first, outside the time limit. */
function load(): Promise<void> {
  loaded ??= parser().then(async ({ PDFParse }) => {
    const blank = new PDFParse({ data: new TextEncoder().encode(BLANK_PDF) });
    await blank.getText().catch(() => undefined);
    await blank.destroy();
  });
  return loaded;
}

/**
 * PDF briefs: the page count is checked before any page is read, then pages are read in order until
 * enough text is collected (a long report's first pages are all the estimate reads).
 */
export const pdfReader: BriefReader = {
  load,
  async text(bytes, maxChars) {
    if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
    const { PDFParse } = await parser();
    const pdf = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const { total } = await pdf.getInfo();
      if (total > BRIEF_MAX_PAGES) throw new BriefRefusal(BRIEF_TOO_MANY_PAGES);
      const pages: string[] = [];
      for (let page = 1, collected = 0; page <= total && collected < maxChars; page++) {
        const text = (await pdf.getText({ partial: [page] })).pages[0]?.text ?? "";
        pages.push(text);
        collected += text.length;
      }
      return pages.join("\n\n");
    } finally {
      await pdf.destroy();
    }
  },
};
