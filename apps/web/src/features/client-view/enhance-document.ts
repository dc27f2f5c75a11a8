/**
 * What the editor's read-only view added to a shared document, done on the stored HTML itself:
 * links open in a new tab (the client keeps their page), and formulas are drawn with KaTeX, loaded
 * only when the document has one. The HTML was sanitized on the server; KaTeX builds its markup from
 * the formula's text with its default `trust: false` (no links, images or styles from commands).
 */
export async function enhanceDocument(root: HTMLElement): Promise<void> {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    link.target = "_blank";
    link.rel = "noopener noreferrer";
  }
  const formulas = [...root.querySelectorAll<HTMLElement>('span[data-type="inline-math"]')];
  if (formulas.length === 0) return;
  const [{ default: katex }] = await Promise.all([import("katex"), import("katex/dist/katex.min.css")]);
  for (const formula of formulas) {
    const latex = formula.dataset.latex ?? formula.textContent ?? "";
    formula.classList.add("math-inline");
    katex.render(latex, formula, { throwOnError: false, displayMode: false, output: "htmlAndMathml" });
  }
}
