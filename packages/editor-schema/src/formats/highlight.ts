import { Mark } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    highlight: {
      /** Marks the selected text as highlighted, or takes the highlight off. */
      toggleHighlight: () => ReturnType;
    };
  }
}

/**
 * A highlighter pen over text (`<mark>`), for the figures and sentences a reader must not miss. Its
 * colour is the document's highlight colour, not a value per use: a background colour stays a text style.
 */
export const Highlight = Mark.create({
  name: "highlight",
  parseHTML() {
    return [{ tag: "mark" }];
  },
  renderHTML() {
    return ["mark", 0];
  },
  addCommands() {
    return {
      toggleHighlight:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { "Mod-Shift-h": () => this.editor.commands.toggleHighlight() };
  },
});
