import { Extension } from "@tiptap/core";
import type { ParsedElement } from "./parsed-element.js";
import type { ResolvedPos } from "@tiptap/pm/model";
import { INDENT } from "./format-values.js";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    indent: {
      /** Moves the selected blocks one level in (+1) or out (-1); list items nest instead. */
      changeIndent: (direction: 1 | -1) => ReturnType;
    };
  }
}

const INDENTED_TYPES = ["paragraph", "heading"];
const LIST_ITEM_TYPES = ["listItem", "taskItem"];

/** How deep the list item at `depth` is nested: 0 in a top-level list, 1 in a list inside it, … */
export function listItemLevel($pos: ResolvedPos, depth: number): number {
  let level = 0;
  for (let outer = depth - 1; outer > 0; outer--) if (LIST_ITEM_TYPES.includes($pos.node(outer).type.name)) level++;
  return level;
}

/** A list item goes at most 8 levels deep, like a paragraph's indent. */
export function canNestDeeper($pos: ResolvedPos): boolean {
  for (let depth = $pos.depth; depth > 0; depth--) {
    if (LIST_ITEM_TYPES.includes($pos.node(depth).type.name)) return listItemLevel($pos, depth) < INDENT.max;
  }
  return true;
}

export function clampIndent(level: number): number {
  return Math.min(INDENT.max, Math.max(INDENT.min, Math.round(level)));
}

/** Reads the level from data-indent, a Quill class (ql-indent-N) or a left margin in em. */
export function parseIndent(element: ParsedElement): number {
  const data = element.getAttribute("data-indent");
  if (data) return clampIndent(Number(data) || 0);
  const quill = /(?:^|\s)ql-indent-(\d)(?:\s|$)/.exec(element.className);
  if (quill?.[1]) return clampIndent(Number(quill[1]));
  const margin = /^(\d+(?:\.\d+)?)em$/.exec(element.style.marginLeft);
  return margin?.[1] ? clampIndent(Number(margin[1]) / INDENT.emPerLevel) : 0;
}

/**
 * Indent levels 1–8 on paragraphs and headings, stored as `data-indent` plus a left margin in em
 * (both pass the server's allow-list, so a save and reload keeps them).
 */
export const Indent = Extension.create({
  name: "indent",
  // Before the list keymaps, so Tab at the deepest level stops here.
  priority: 110,
  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => !canNestDeeper(editor.state.selection.$from),
    };
  },
  addGlobalAttributes() {
    return [
      {
        types: INDENTED_TYPES,
        attributes: {
          indent: {
            default: 0,
            keepOnSplit: true,
            parseHTML: (element) => parseIndent(element),
            renderHTML: (attributes) => {
              const level = clampIndent(Number(attributes.indent) || 0);
              return level
                ? { "data-indent": String(level), style: `margin-left: ${level * INDENT.emPerLevel}em` }
                : {};
            },
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      changeIndent:
        (direction) =>
        ({ state, tr, dispatch, commands }) => {
          const { $from } = state.selection;
          for (let depth = $from.depth; depth > 0; depth--) {
            const name = $from.node(depth).type.name;
            if (!LIST_ITEM_TYPES.includes(name)) continue;
            if (direction < 0) return commands.liftListItem(name);
            return canNestDeeper($from) && commands.sinkListItem(name);
          }
          let changed = false;
          state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
            if (!INDENTED_TYPES.includes(node.type.name)) return true;
            const level = clampIndent((Number(node.attrs.indent) || 0) + direction);
            if (level !== node.attrs.indent) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: level });
              changed = true;
            }
            return false;
          });
          if (changed && dispatch) dispatch(tr);
          return changed;
        },
    };
  },
});
