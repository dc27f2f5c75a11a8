import { BRIEF_MAX_PAGES, BRIEF_TOO_MANY_PAGES } from "./brief-files.js";
import { BriefRefusal, type BriefReader } from "./brief-reader.js";

const parser = () => import("pdf-parse");

/** A one-page PDF without a cross-reference table (pdf.js rebuilds it): small enough to read as a warm-up. */
const BLANK_PDF =
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 10 10]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n";
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

/** `N G obj`, with bounded repeats so that no run of digits or spaces makes the search quadratic. */
const OBJECT_HEADER = /(?<!\d)(\d{1,10})\s{1,16}\d{1,5}\s{1,16}obj\b/g;
const PAGE_TYPE = /\/Type\s{0,16}\/Page(?![A-Za-z])/g;

/**
 * Page objects written out in the file, once per object number (an edited page saved again counts
 * once). Pages kept in compressed object streams are not seen here; pdf.js counts those.
 */
function pageObjects(pdf: Buffer): number {
  const text = pdf.toString("latin1");
  const pages = new Set<string>();
  let header = OBJECT_HEADER.exec(text);
  let object: string | undefined;
  for (let page = PAGE_TYPE.exec(text); page; page = PAGE_TYPE.exec(text)) {
    while (header && header.index < page.index) {
      object = header[1];
      header = OBJECT_HEADER.exec(text);
    }
    if (object !== undefined) pages.add(object);
  }
  OBJECT_HEADER.lastIndex = 0;
  PAGE_TYPE.lastIndex = 0;
  return pages.size;
}

/**
 * PDF briefs: the page count is checked before any page is read — first by counting the page objects
 * in the file (pdf.js takes a second or more to open a file of many thousand pages), then as pdf.js
 * counts them — and pages are read in order until enough text is collected (a long report's first
 * pages are all the estimate reads).
 */
export const pdfReader: BriefReader = {
  load,
  async text(bytes, maxChars) {
    if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
    if (pageObjects(bytes) > BRIEF_MAX_PAGES) throw new BriefRefusal(BRIEF_TOO_MANY_PAGES);
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
