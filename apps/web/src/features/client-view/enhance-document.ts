import { loadKatex } from "../../lib/katex-loader";

/**
 * What the editor's read-only view added to a shared document, done on the stored HTML itself:
 * links open in a new tab (the client keeps their page), and formulas are drawn with KaTeX, loaded
 * only when the document has one. The HTML was sanitized on the server; KaTeX builds its markup from
 * the formula's text with its default `trust: false` (no links, images or styles from commands).
 */
export async function enhanceDocument(root: HTMLElement): Promise<void> {
  wrapTables(root);
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
