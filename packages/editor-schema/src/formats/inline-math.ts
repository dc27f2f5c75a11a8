import { Node, mergeAttributes } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    inlineMath: {
      /** Inserts a formula, or replaces the selected one. */
      setFormula: (latex: string) => ReturnType;
    };
  }
}

/**
 * An inline formula: `<span data-type="inline-math" data-latex="…">` in the stored HTML (the LaTeX
 * source as its text, so the plain text stays readable), drawn with KaTeX by the editor (a node view of its own).
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
    return [
      "span",
      mergeAttributes({ "data-type": "inline-math", class: "math-inline" }, HTMLAttributes),
      node.attrs.latex as string,
    ];
  },
  renderText({ node }) {
    return node.attrs.latex as string;
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
