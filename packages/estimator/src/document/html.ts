/** Small HTML builders for the proposal document (text is always escaped). */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-");
}

export function heading(level: 1 | 2 | 3, text: string): string {
  return `<h${level} id="${slug(text)}">${esc(text)}</h${level}>`;
}

export function paragraph(text: string): string {
  return `<p>${esc(text)}</p>`;
}

export function list(items: string[], ordered = false): string {
  const tag = ordered ? "ol" : "ul";
  return `<${tag}>${items.map((i) => `<li><p>${esc(i)}</p></li>`).join("")}</${tag}>`;
}

/** How a column's cells line up: figures right-aligned, so digits of the same place sit under each other. */
export type ColumnAlign = "left" | "right";

/**
 * A table with a header row; cells are escaped unless given as {html}. `widths` (px) fixes column
 * widths; `align` right-aligns columns of figures (header included), as the editor's alignment writes it.
 */
export function table(headers: string[], rows: Array<Array<string | { html: string }>>, options: { widths?: number[]; align?: ColumnAlign[] } = {}): string {
  const { widths, align } = options;
  const width = (i: number) => (widths?.[i] === undefined ? "" : ` colwidth="${widths[i]}"`);
  const paragraphTag = (i: number) => (align?.[i] === "right" ? '<p style="text-align: right">' : "<p>");
  const cell = (tag: "th" | "td", c: string | { html: string }, i: number) => `<${tag}${width(i)}>${paragraphTag(i)}${typeof c === "string" ? esc(c) : c.html}</p></${tag}>`;
  return `<table><tbody><tr>${headers.map((h, i) => cell("th", h, i)).join("")}</tr>${rows.map((r) => `<tr>${r.map((c, i) => cell("td", c, i)).join("")}</tr>`).join("")}</tbody></table>`;
}
