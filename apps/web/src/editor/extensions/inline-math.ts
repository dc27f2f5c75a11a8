import { Node, mergeAttributes } from "@tiptap/core";
import katex from "katex";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    inlineMath: {
      /** Inserts a formula, or replaces the selected one. */
      setFormula: (latex: string) => ReturnType;
    };
  }
}

/** KaTeX into an element; a formula that does not parse shows its source in red instead of throwing. */
export function renderFormula(element: HTMLElement, latex: string): void {
  katex.render(latex, element, { throwOnError: false, displayMode: false, output: "htmlAndMathml" });
}

/**
 * An inline formula: `<span data-type="inline-math" data-latex="…">` in the stored HTML (the LaTeX
 * source as its text, so the plain text stays readable), drawn with KaTeX in the editor.
 */
export const InlineMath = Node.create({
  name: "inlineMath",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      latex: {
        default: "",
        parseHTML: (element) => element.getAttribute("data-latex") ?? element.textContent ?? "",
        renderHTML: (attributes) => ({ "data-latex": attributes.latex as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-type="inline-math"]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ["span", mergeAttributes({ "data-type": "inline-math", class: "math-inline" }, HTMLAttributes), node.attrs.latex as string];
  },
  renderText({ node }) {
    return node.attrs.latex as string;
  },
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
  addCommands() {
    return {
      setFormula:
        (latex) =>
        ({ commands }) =>
          latex.trim() ? commands.insertContent({ type: this.name, attrs: { latex: latex.trim() } }) : false,
    };
  },
});
