import { Extension } from "@tiptap/core";

/**
 * Keeps a heading's `id` (generated proposals give every heading one) so the table of contents and
 * links into the document keep working after a save. A split heading does not copy it.
 */
export const HeadingId = Extension.create({
  name: "headingId",
  addGlobalAttributes() {
    return [
      {
        types: ["heading"],
        attributes: {
          id: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute("id") || null,
            renderHTML: (attributes) => (attributes.id ? { id: attributes.id as string } : {}),
          },
        },
      },
    ];
  },
});
