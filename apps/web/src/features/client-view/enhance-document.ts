import { PROPOSAL_APPENDIX_ID } from "@scopewise/shared";
import { loadKatex } from "../../lib/katex-loader";

/**
 * What the editor's read-only view added to a shared document, done on the stored HTML itself:
 * links open in a new tab (the client keeps their page), and formulas are drawn with KaTeX, loaded
 * only when the document has one. The HTML was sanitized on the server; KaTeX builds its markup from
 * the formula's text with its default `trust: false` (no links, images or styles from commands).
 */
export async function enhanceDocument(root: HTMLElement): Promise<void> {
  wrapTables(root);
  labelCellsForStacking(root);
  foldAppendix(root);
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    link.target = "_blank";
    link.rel = "noopener noreferrer";
  }
  const formulas = [...root.querySelectorAll<HTMLElement>('span[data-type="inline-math"]')];
  if (formulas.length === 0) return;
  const katex = await loadKatex();
  for (const formula of formulas) {
    const latex = formula.dataset.latex ?? formula.textContent ?? "";
    formula.classList.add("math-inline");
    katex.render(latex, formula, { throwOnError: false, displayMode: false, output: "htmlAndMathml" });
  }
}

/** The heading the proposal writer gives its appendix, in every language. */
const APPENDIX_HEADING = `:scope > h2#${PROPOSAL_APPENDIX_ID}`;

/**
 * The appendix (how the estimate was built: percentiles, method, basis and sources) is for whoever
 * checks the figures: the client's page folds it, from its heading to the end, into a closed
 * <details> the reader can open. The reading beacon counts it as one section, named by its heading.
 */
function foldAppendix(root: HTMLElement): void {
  const heading = root.querySelector<HTMLElement>(APPENDIX_HEADING);
  if (!heading) return;
  const rest: Element[] = [];
  for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) rest.push(next);
  const details = document.createElement("details");
  details.className = "document-appendix";
  details.dataset.section = (heading.textContent ?? "").trim().slice(0, 80);
  const summary = document.createElement("summary");
  heading.replaceWith(details);
  summary.append(heading);
  details.append(summary, ...rest);
}

/**
 * Each table goes in a box that scrolls sideways when the table is wider than the page, as the
 * editor's wrapper does. Nobody edits here, so the box takes focus (and is named) for the keyboard to scroll it.
 */
function wrapTables(root: HTMLElement): void {
  for (const table of root.querySelectorAll<HTMLTableElement>("table")) {
    if (table.parentElement?.classList.contains("tableWrapper")) continue;
    const wrapper = document.createElement("div");
    wrapper.className = "tableWrapper";
    wrapper.tabIndex = 0;
    wrapper.setAttribute("role", "region");
    wrapper.setAttribute("aria-label", "Table");
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
}

/**
 * On a phone a table of four or five columns is wider than the page, and scrolling it sideways hides
 * its totals: each body cell of a table of figures gets its column's heading as a label (and the
 * table explicit ARIA roles, which a table drawn as blocks would lose), so the stylesheet can stack
 * every row as a card of "heading: value" lines at narrow widths. Tables without a heading row or
 * without figures (the timeline, whose columns are weeks) keep their scrolling box.
 */
function labelCellsForStacking(root: HTMLElement): void {
  for (const table of root.querySelectorAll<HTMLTableElement>("table")) {
    const [head, ...rows] = [...table.rows];
    if (!head || rows.length === 0 || [...head.cells].some((cell) => cell.tagName !== "TH")) continue;
    if (!table.querySelector(FIGURE_CELL)) continue;
    const headings = columnHeadings(head);
    table.classList.add("stackable");
    table.setAttribute("role", "table");
    for (const section of table.querySelectorAll(":scope > thead, :scope > tbody, :scope > tfoot"))
      section.setAttribute("role", "rowgroup");
    head.setAttribute("role", "row");
    head.classList.add("stack-headings");
    for (const cell of head.cells) cell.setAttribute("role", "columnheader");
    for (const row of rows) {
      row.setAttribute("role", "row");
      let column = 0;
      for (const cell of row.cells) {
        const label = headings[column];
        if (label) cell.dataset.label = label;
        // A card shows no "Share:" line with nothing after it.
        if ((cell.textContent ?? "").trim() === "") cell.dataset.empty = "";
        cell.setAttribute("role", cell.tagName === "TH" ? "rowheader" : "cell");
        column += cell.colSpan;
      }
    }
  }
}

/** A cell holding a figure: the proposal's tables align their amounts, counts and shares right. */
const FIGURE_CELL = 'td > p[style*="text-align: right"]';

/** The heading text over each column, a spanning heading repeated over the columns it spans. */
function columnHeadings(head: HTMLTableRowElement): string[] {
  const headings: string[] = [];
  for (const cell of head.cells) {
    const text = (cell.textContent ?? "").trim();
    for (let i = 0; i < cell.colSpan; i++) headings.push(text);
  }
  return headings;
}
