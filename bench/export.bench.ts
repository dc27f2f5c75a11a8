import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { estimate, renderProposal, understandRequest } from "@scopewise/estimator";
import { exportDocx } from "../apps/server/src/modules/export/docx-export.js";
import { exportHtml } from "../apps/server/src/modules/export/html-export.js";
import { exportPdf } from "../apps/server/src/modules/export/pdf-export.js";

const REQUEST = "estimate the timeline and cost for a mobile app with payments and chat";
const noImages = async () => undefined;

async function timed<T>(run: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

/**
 * PDF and DOCX export of a proposal of about forty A4 pages (a generated proposal's text twice
 * over), beside the HTML export of the same document measured in the same run. The first export
 * of each format also loads its library; the figures are the best of the runs after it.
 */
export async function runExportBench(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const brief = understandRequest(REQUEST).brief;
  const priced = estimate(brief);
  const once = documentJsonToHtml(renderProposal(priced, brief));
  const doc = { title: "Mobile app with payments and chat", html: once + once, estimate: priced };

  const first = {
    pdf: (await timed(() => exportPdf(doc, noImages))).ms,
    docx: (await timed(() => exportDocx(doc, noImages))).ms,
  };
  const best = { pdf: Infinity, docx: Infinity, html: Infinity };
  const sizes = { pdf: 0, docx: 0, html: 0 };
  for (let round = 0; round < rounds; round++) {
    const pdf = await timed(() => exportPdf(doc, noImages));
    const docx = await timed(() => exportDocx(doc, noImages));
    const html = await timed(() => exportHtml(doc));
    best.pdf = Math.min(best.pdf, pdf.ms);
    best.docx = Math.min(best.docx, docx.ms);
    best.html = Math.min(best.html, html.ms);
    [sizes.pdf, sizes.docx, sizes.html] = [pdf.result.length, docx.result.length, html.result.length];
  }
  const pdfText = (await timed(() => exportPdf(doc, noImages))).result.toString("latin1");
  const pages = (pdfText.match(/\/Type \/Page\b/g) ?? []).length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\nexport — a ${pages}-page proposal (${kb(Buffer.byteLength(doc.html))} of HTML), best of ${rounds}`);
  console.log(
    `  PDF   ${best.pdf.toFixed(0)} ms, ${kb(sizes.pdf)} (first export, loading pdfmake and fonts: ${first.pdf.toFixed(0)} ms)`,
  );
  console.log(
    `  DOCX  ${best.docx.toFixed(0)} ms, ${kb(sizes.docx)} (first export, loading docx: ${first.docx.toFixed(0)} ms)`,
  );
  console.log(
    `  HTML  ${best.html.toFixed(2)} ms, ${kb(sizes.html)} (reference: the stored HTML wrapped with the print styles)`,
  );
}
