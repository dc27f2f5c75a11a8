import { InlineMath } from "@scopewise/editor-schema";
import { loadedKatex, loadKatex } from "../../lib/katex-loader";

/**
 * KaTeX into an element; a formula that does not parse shows its source in red instead of throwing.
 * Until KaTeX has loaded (the first formula fetches it) the source shows, then the drawing replaces
 * it, unless the formula changed meanwhile (`current` says what the element should show).
 */
export function renderFormula(element: HTMLElement, latex: string, current: () => string = () => latex): void {
  const katex = loadedKatex();
  if (katex) {
    katex.render(latex, element, { throwOnError: false, displayMode: false, output: "htmlAndMathml" });
    return;
  }
  element.textContent = latex;
  void loadKatex().then(() => {
    if (current() === latex) renderFormula(element, latex);
  });
}

/** The schema's inline formula, drawn with KaTeX while it is shown. */
export const RenderedInlineMath = InlineMath.extend({
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("span");
      dom.dataset.type = "inline-math";
      dom.className = "math-inline";
      let latex = node.attrs.latex as string;
      renderFormula(dom, latex, () => latex);
      return {
        dom,
        update: (updated) => {
          if (updated.type.name !== this.name) return false;
          const next = updated.attrs.latex as string;
          if (next !== latex) {
            latex = next;
            renderFormula(dom, latex, () => latex);
          }
          return true;
        },
      };
    };
  },
});
