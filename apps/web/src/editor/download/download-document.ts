import type { Estimate } from "@scopewise/shared";
import { estimateFigures } from "./estimate-figures";
import { downloadFileName } from "./file-name";
import { printableHtml } from "./printable-html";
import { saveFile } from "./save-file";

/** Builds the file (with the estimate's charts when there is one) and hands it to the browser as a download; answers the file name. */
export async function downloadDocument(
  documentHtml: string,
  title: string,
  estimate?: Estimate | null,
): Promise<string> {
  const html = await printableHtml(documentHtml, title, estimate ? estimateFigures(estimate) : undefined);
  const fileName = downloadFileName(new Date());
  saveFile(URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" })), fileName);
  return fileName;
}
