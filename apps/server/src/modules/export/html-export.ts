import { PRINT_STYLES } from "@scopewise/editor-schema/print-styles";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * The stored document as one HTML file with the download's print styles. Its HTML was sanitized and
 * written under the schema when it was saved; the web app's own download also inlines images and
 * draws formulas and charts in the browser.
 */
export function exportHtml(doc: { title: string; html: string }): Buffer {
  return Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
<style>${PRINT_STYLES}</style>
</head>
<body>
${doc.html}
</body>
</html>
`);
}
