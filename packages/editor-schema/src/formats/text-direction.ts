import { Extension } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    blockDirection: {
      /** Right-to-left on the selected blocks, or back to the default with null. */
      setBlockDirection: (direction: "rtl" | "ltr" | null) => ReturnType;
    };
  }
}

const DIRECTED_TYPES = ["paragraph", "heading", "blockquote", "listItem", "taskItem", "tableCell", "tableHeader"];

/** Text direction per block as a `dir` attribute; unset blocks follow the page (left to right). */
export const TextDirection = Extension.create({
  name: "blockDirection",
  addGlobalAttributes() {
    return [
      {
        types: DIRECTED_TYPES,
        attributes: {
          dir: {
            default: null,
            parseHTML: (element) => {
              const dir = element.getAttribute("dir") ?? element.style.direction;
              return dir === "rtl" || dir === "ltr" ? dir : null;
            },
            renderHTML: (attributes) => (attributes.dir ? { dir: attributes.dir as string } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setBlockDirection:
        (direction) =>
        ({ state, tr, dispatch }) => {
          let changed = false;
          state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
            if (!node.isTextblock || !DIRECTED_TYPES.includes(node.type.name)) return !node.isTextblock;
            if (node.attrs.dir !== direction) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, dir: direction });
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
