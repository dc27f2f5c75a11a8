/**
 * The downloaded file's look: black text on a white 800 px page, tables with visible borders,
 * figures right-aligned on their last digit, the proposal's cover block and its SVG charts.
 */
export const PRINT_STYLES = `
*, *::before, *::after { box-sizing: border-box; }
html { background: #ffffff; }
body { max-width: 800px; margin: 0 auto; padding: 48px 40px; background: #ffffff; color: #000000;
  font-family: Poppins, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.6; }
h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.4em 0 0.5em; color: #000000; page-break-after: avoid; }
h1 { font-size: 2em; margin-top: 0; } h2 { font-size: 1.5em; border-bottom: 1px solid #d4d4d8; padding-bottom: 0.2em; }
h3 { font-size: 1.25em; } h4 { font-size: 1.1em; }
p { margin: 0.5em 0; }
a { color: #4c1d95; }
ul, ol { padding-left: 1.6em; }
ul[data-type="taskList"] { list-style: none; padding-left: 0.2em; }
ul[data-type="taskList"] li { display: flex; gap: 0.5em; align-items: flex-start; }
ul[data-type="taskList"] li > div { flex: 1; }
li > p { margin: 0.15em 0; }
blockquote { border-left: 3px solid #7c3aed; margin: 1em 0; padding-left: 1em; color: #27272a; }
mark { background: #fef08a; color: inherit; padding: 0 0.1em; }
code { background: #f4f4f5; padding: 0.1em 0.3em; border-radius: 4px; font-size: 0.9em; }
pre { background: #f4f4f5; padding: 12px 16px; border-radius: 8px; overflow-x: auto; white-space: pre-wrap; }
pre code { background: none; padding: 0; }
img { max-width: 100%; height: auto; }
table { width: 100% !important; border-collapse: collapse; margin: 1em 0; table-layout: auto; page-break-inside: auto; }
tr { page-break-inside: avoid; }
col { width: auto !important; }
th, td { border: 1px solid #a1a1aa; padding: 6px 8px; vertical-align: top; text-align: left; }
th p, td p { margin: 0.15em 0; }
th { background: #f4f4f5; font-weight: 600; }
th p[style*="text-align: right"], td p[style*="text-align: right"] { font-variant-numeric: tabular-nums; white-space: nowrap; }
body > h1:first-child:has(+ p + hr) { font-size: 2.25em; }
body > h1:first-child + p:has(+ hr) { color: #52525b; line-height: 1.9; }
body > h1:first-child + p:has(+ hr) strong { color: #000000; font-weight: 600; }
body > h1:first-child + p + hr { border: none; border-top: 2px solid #7c3aed; margin: 1.5em 0 2em; }
figure.chart { margin: 1em 0 1.5em; page-break-inside: avoid; }
figure.chart svg { display: block; max-width: 100%; height: auto; }
@media (max-width: 600px) { body { padding: 24px 16px; } body > h1:first-child { font-size: 1.75em; } figure.chart { overflow-x: auto; } figure.chart svg { max-width: none; } }
figure.chart figcaption { margin-top: 0.4em; font-size: 0.85em; color: #52525b; }
.video-link { display: inline-block; padding: 8px 12px; border: 1px solid #a1a1aa; border-radius: 6px; }
math { font-size: 1.05em; }
@media print { body { padding: 0; max-width: none; width: 800px; } a { color: #000000; } }
`;
