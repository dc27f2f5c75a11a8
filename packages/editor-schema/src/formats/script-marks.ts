import { Mark, mergeAttributes } from "@tiptap/core";

/**
 * Subscript and superscript marks (`<sub>`, `<sup>`). TipTap 3.32.2 ships no package for them, so
 * they are written here; each excludes the other, as a character cannot be both.
 */
function scriptMark(name: "sub" | "sup", other: "sub" | "sup", shortcut: string) {
  return Mark.create({
    name,
    excludes: other,
    parseHTML() {
      return [
        { tag: name },
        { style: "vertical-align", getAttrs: (value) => (value === (name === "sub" ? "sub" : "super") ? null : false) },
      ];
    },
    renderHTML({ HTMLAttributes }) {
      return [name, mergeAttributes(HTMLAttributes), 0];
    },
    addKeyboardShortcuts() {
      return { [shortcut]: () => this.editor.commands.toggleMark(name) };
    },
  });
}

export const Subscript = scriptMark("sub", "sup", "Mod-,");
export const Superscript = scriptMark("sup", "sub", "Mod-.");
