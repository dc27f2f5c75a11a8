import type { Estimate } from "@scopewise/shared";
import { estimateFigures } from "./estimate-figures";
import { downloadFileName } from "./file-name";
import { printableHtml } from "./printable-html";

/** Builds the file (with the estimate's charts when there is one) and hands it to the browser as a download; answers the file name. */
export async function downloadDocument(documentHtml: string, title: string, estimate?: Estimate | null): Promise<string> {
  const html = await printableHtml(documentHtml, title, estimate ? estimateFigures(estimate) : undefined);
  const fileName = downloadFileName(new Date());
  const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once click() returns; the URL can go a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}
