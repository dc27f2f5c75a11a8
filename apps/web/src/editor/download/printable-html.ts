import { loadKatex } from "../../lib/katex-loader";
import type { EstimateFigures } from "./estimate-figures";
import { PRINT_STYLES } from "@scopewise/editor-schema/print-styles";

/** Text colours meant for the dark canvas (white, near white) vanish on paper; they fall back to black. */
function isLightColour(value: string): boolean {
  const probe = document.createElement("span");
  probe.style.color = value;
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(probe.style.color);
  if (!match) return /^(white|#fff(?:fff)?)$/i.test(value.trim());
  const [red, green, blue] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255 > 0.8;
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The image could not be read"));
    reader.readAsDataURL(blob);
  });
}

/**
 * Every image becomes a data URL, so the file shows them offline. An image another site will not
 * hand over (no CORS) keeps its full address rather than stopping the download.
 */
async function inlineImages(body: HTMLElement): Promise<void> {
  const images = Array.from(body.querySelectorAll("img"));
  await Promise.all(
    images.map(async (image) => {
      const src = image.getAttribute("src") ?? "";
      if (!src || src.startsWith("data:")) return;
      const url = new URL(src, window.location.href);
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        image.setAttribute("src", await blobToDataUrl(await response.blob()));
      } catch {
        image.setAttribute("src", url.href);
      }
    }),
  );
}

/** Formulas as MathML, which browsers draw without KaTeX's stylesheet or fonts. */
async function renderFormulas(body: HTMLElement): Promise<void> {
  const formulas = Array.from(body.querySelectorAll<HTMLElement>('span[data-type="inline-math"]'));
  if (formulas.length === 0) return;
  const katex = await loadKatex();
  for (const element of formulas) {
    const latex = element.getAttribute("data-latex") ?? element.textContent ?? "";
    element.innerHTML = katex.renderToString(latex, { output: "mathml", throwOnError: false });
  }
}

/** A video cannot play from a file on paper: its address is given as a link instead. */
function replaceVideos(doc: Document, body: HTMLElement): void {
  for (const frame of Array.from(body.querySelectorAll("iframe"))) {
    const link = doc.createElement("a");
    link.href = frame.src;
    link.className = "video-link";
    link.textContent = `Video: ${frame.src}`;
    const paragraph = doc.createElement("p");
    paragraph.append(link);
    frame.replaceWith(paragraph);
  }
}

function printableColours(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll<HTMLElement>("[style]"))) {
    if (element.style.color && isLightColour(element.style.color)) element.style.removeProperty("color");
  }
}

function figure(doc: Document, svg: string, caption: string): HTMLElement {
  const element = doc.createElement("figure");
  element.className = "chart";
  element.innerHTML = svg;
  const label = doc.createElement("figcaption");
  label.textContent = caption;
  element.append(label);
  return element;
}

/** The blocks after a section heading, up to the next heading of its level. */
function sectionAfter(heading: Element): Element[] {
  const blocks: Element[] = [];
  for (let next = heading.nextElementSibling; next && next.tagName !== heading.tagName; next = next.nextElementSibling)
    blocks.push(next);
  return blocks;
}

/**
 * The estimate's charts in their sections: the Gantt chart stands in for the timeline table (whose
 * filled cells only approximate it) and the cost chart opens the cost breakdown. A document whose
 * sections were renamed or removed gets the charts at its end.
 */
function placeFigures(doc: Document, body: HTMLElement, figures: EstimateFigures): void {
  const timeline = figures.timeline
    ? figure(doc, figures.timeline, "Timeline: phases by week, with the P50, P80 and P90 finish")
    : null;
  const cost = figures.costByPhase
    ? figure(doc, figures.costByPhase, "Cost by phase, with the contingency for risks")
    : null;
  const leftOver: HTMLElement[] = [];
  const timelineHeading = body.querySelector("h2#timeline");
  const timelineTable = timelineHeading
    ? sectionAfter(timelineHeading).find((block) => block.tagName === "TABLE")
    : undefined;
  if (timeline && timelineTable) {
    const note = timelineTable.previousElementSibling;
    if (note?.tagName === "P" && /\bfilled cell\b/.test(note.textContent ?? "")) note.remove();
    timelineTable.replaceWith(timeline);
  } else if (timeline) leftOver.push(timeline);
  const costHeading = body.querySelector("h2#cost-breakdown");
  if (cost && costHeading) costHeading.after(cost);
  else if (cost) leftOver.push(cost);
  if (leftOver.length > 0) {
    const heading = doc.createElement("h2");
    heading.textContent = "Estimate charts";
    body.append(heading, ...leftOver);
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * The document as one self-contained HTML file (spec section 9): images inlined, formulas drawn,
 * the estimate's charts as SVG, styled for print. The editor's HTML is parsed into an inert
 * document, never into the page.
 */
export async function printableHtml(documentHtml: string, title: string, figures?: EstimateFigures): Promise<string> {
  const parsed = new DOMParser().parseFromString(
    `<!doctype html><html><body>${documentHtml}</body></html>`,
    "text/html",
  );
  const body = parsed.body;
  for (const element of Array.from(body.querySelectorAll("script, style, link, meta"))) element.remove();
  await inlineImages(body);
  await renderFormulas(body);
  replaceVideos(parsed, body);
  printableColours(body);
  if (figures) placeFigures(parsed, body, figures);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PRINT_STYLES}</style>
</head>
<body>
${body.innerHTML}
</body>
</html>
`;
}
