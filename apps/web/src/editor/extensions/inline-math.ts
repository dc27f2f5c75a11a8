import { InlineMath } from "@scopewise/editor-schema";
import katex from "katex";

/** KaTeX into an element; a formula that does not parse shows its source in red instead of throwing. */
export function renderFormula(element: HTMLElement, latex: string): void {
  katex.render(latex, element, { throwOnError: false, displayMode: false, output: "htmlAndMathml" });
}

/** The schema's inline formula, drawn with KaTeX while it is shown. */
export const RenderedInlineMath = InlineMath.extend({
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("span");
      dom.dataset.type = "inline-math";
      dom.className = "math-inline";
      let latex = node.attrs.latex as string;
      renderFormula(dom, latex);
      return {
        dom,
        update: (updated) => {
          if (updated.type.name !== this.name) return false;
          const next = updated.attrs.latex as string;
          if (next !== latex) {
            latex = next;
            renderFormula(dom, latex);
          }
          return true;
        },
      };
    };
  },
});
