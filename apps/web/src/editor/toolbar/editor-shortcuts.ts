/** The editor's keyboard shortcuts by topic, as the help dialog lists them ("Ctrl" is ⌘ on a Mac). */
export const EDITOR_SHORTCUTS: readonly { topic: string; keys: readonly (readonly [string, string])[] }[] = [
  {
    topic: "Moving around",
    keys: [
      ["Alt+F10", "Move to the formatting toolbar"],
      ["← →, Home, End", "Move between the toolbar's controls"],
      ["Esc", "Back to the text from the toolbar, or close a menu or dialog"],
      ["Shift+F10 or the menu key", "Open the table menu (cursor in a table)"],
      ["Tab, Shift+Tab", "Next or previous table cell"],
      ["Ctrl+/", "Show these shortcuts"],
    ],
  },
  {
    topic: "Text",
    keys: [
      ["Ctrl+B", "Bold"],
      ["Ctrl+I", "Italic"],
      ["Ctrl+U", "Underline"],
      ["Ctrl+Shift+S", "Strikethrough"],
      ["Ctrl+E", "Inline code"],
      ["Ctrl+Shift+H", "Highlight"],
      ["Ctrl+,", "Subscript"],
      ["Ctrl+.", "Superscript"],
    ],
  },
  {
    topic: "Blocks",
    keys: [
      ["Ctrl+Alt+1 … 4", "Heading 1 to 4"],
      ["Ctrl+Alt+0", "Paragraph"],
      ["Ctrl+Shift+8", "Bullet list"],
      ["Ctrl+Shift+7", "Numbered list"],
      ["Ctrl+Shift+9", "Checklist"],
      ["Ctrl+Alt+C", "Code block"],
      ["Ctrl+Shift+L, E, R, J", "Align left, center, right, justify"],
    ],
  },
  {
    topic: "History",
    keys: [
      ["Ctrl+Z", "Undo"],
      ["Ctrl+Shift+Z", "Redo"],
    ],
  },
];
