import { escapeHtml } from "../../html/escape.js";
import type { CertificateFacts } from "./certificate.js";

/**
 * The acceptance certificate as a standalone HTML page (no scripts; styles inline, as the CSP allows).
 * The PDF link is printed only where following it works: a link that asks nothing but its address.
 */
export function certificateHtml(facts: CertificateFacts, pdfUrl: string | null): string {
  const rows = facts.rows
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const lines = facts.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.item)}</td><td>${escapeHtml(l.choice)}</td><td class="n">${escapeHtml(l.cost)}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acceptance certificate — ${escapeHtml(facts.title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#18181b;background:#fff;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.5rem}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #d4d4d8;padding:.4rem .6rem;text-align:left;vertical-align:top;word-break:break-word}
th{background:#f4f4f5;width:30%}.n{text-align:right;white-space:nowrap}a{color:#5b21b6}
</style></head><body>
<h1>Acceptance certificate</h1>
<p>This certifies that the proposal below was accepted electronically with a typed signature.</p>
<table>${rows}</table>
<h2>Scope accepted</h2>
<table><thead><tr><th scope="col">Item</th><th scope="col">Chosen</th><th scope="col" class="n">Cost</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total (expected)</th><td class="n">${escapeHtml(facts.total)}</td></tr></tfoot></table>
${pdfUrl === null ? "" : `<p><a href="${escapeHtml(pdfUrl)}">Download this certificate as PDF</a></p>\n`}</body></html>`;
}
