import { createRequire } from "node:module";
import path from "node:path";
import type { Estimate } from "@scopewise/shared";
import type { PdfMake } from "pdfmake";
import { documentModel } from "./document-model.js";
import type { ImageReader } from "./export-images.js";
import type { CertificateFacts } from "../sharing/certificate.js";
import { acceptancePage } from "./pdf-acceptance.js";
import { PdfContentBuilder } from "./pdf-content.js";

let loaded: Promise<PdfMake> | undefined;

/** pdfmake and its fonts are loaded on the first export only, so an idle server does not carry them. */
export function pdfmake(): Promise<PdfMake> {
  loaded ??= import("pdfmake").then(({ default: pdf }) => {
    const fonts = path.join(
      path.dirname(createRequire(import.meta.url).resolve("pdfmake/package.json")),
      "fonts",
      "Roboto",
    );
    const font = (name: string) => path.join(fonts, `Roboto-${name}.ttf`);
    pdf.setFonts({
      Roboto: {
        normal: font("Regular"),
        bold: font("Medium"),
        italics: font("Italic"),
        bolditalics: font("MediumItalic"),
      },
    });
    // Everything a PDF shows is handed to pdfmake as data: it never fetches an address or reads another file.
    pdf.setUrlAccessPolicy(() => false);
    pdf.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fonts));
    return pdf;
  });
  return loaded;
}

/**
 * The document as an A4 PDF: Roboto embedded (text stays selectable), headings as bookmarks, the
 * title at the top of every page after the first and "Page n of m" at the foot; a signed document
 * ends with its acceptance page.
 */
export async function exportPdf(
  doc: { title: string; html: string; estimate: Estimate | null; acceptance?: CertificateFacts },
  readImage: ImageReader,
): Promise<Buffer> {
  const content = await new PdfContentBuilder(readImage, doc.estimate).build(documentModel(doc.html));
  if (doc.acceptance) content.push(...acceptancePage(doc.acceptance));
  const pdf = await pdfmake();
  return pdf
    .createPdf({
      info: { title: doc.title, creator: "Scopewise" },
      pageSize: "A4",
      pageMargins: [40, 50, 40, 50],
      defaultStyle: { font: "Roboto", fontSize: 10.5, lineHeight: 1.25, color: "#1f2933" },
      styles: { caption: { fontSize: 8.5, italics: true, color: "#4b5563", margin: [0, 0, 0, 10] } },
      header: (page: number) =>
        page === 1 ? "" : { text: doc.title, fontSize: 8.5, color: "#4b5563", margin: [40, 22, 40, 0] },
      footer: (page: number, pages: number) => ({
        text: `Page ${page} of ${pages}`,
        alignment: "right",
        fontSize: 8.5,
        color: "#4b5563",
        margin: [40, 16, 40, 0],
      }),
      // A heading is never left alone at the foot of a page: it moves to the next with its text.
      pageBreakBefore: (node: { headlineLevel?: number; startPosition: { verticalRatio: number } }) =>
        node.headlineLevel !== undefined && node.startPosition.verticalRatio > 0.88,
      content,
    })
    .getBuffer();
}
