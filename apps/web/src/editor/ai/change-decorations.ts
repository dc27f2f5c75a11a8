import { Extension } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import type { ChangeRange } from "./diff/document-diff";

const aiChangeKey = new PluginKey<DecorationSet>("aiChangeView");

const CLASS = { deletion: "ai-deletion", insertion: "ai-insertion" } as const;
const CURRENT_CLASS = "ai-current";
/** Inline changes are drawn as del and ins elements, so assistive technology knows them as such. */
const ELEMENT = { deletion: "del", insertion: "ins" } as const;

/**
 * The colouring of a proposed change: removed text struck through in dark red on pale red, added
 * text underlined in dark green on pale green. Decorations only, so nothing of it can reach the saved HTML.
 */
export function changeDecorations(
  doc: PMNode,
  ranges: readonly ChangeRange[],
  actions?: { pos: number; element: HTMLElement },
  current: ReadonlySet<ChangeRange> = new Set(),
): DecorationSet {
  const decorations: Decoration[] = [];
  for (const range of ranges) {
    // The change being decided one at a time is outlined, so it can be told from the others.
    const className = current.has(range) ? `${CLASS[range.kind]} ${CURRENT_CLASS}` : CLASS[range.kind];
    if (range.block) {
      decorations.push(Decoration.node(range.from, range.to, { class: className }));
      continue;
    }
    if (range.to > range.from)
      decorations.push(Decoration.inline(range.from, range.to, { class: className, nodeName: ELEMENT[range.kind] }));
    // Images, videos and formulas inside the range get the colour as an outline.
    doc.nodesBetween(range.from, range.to, (node, pos) => {
      if (node.isAtom && pos >= range.from && pos + node.nodeSize <= range.to)
        decorations.push(Decoration.node(pos, pos + node.nodeSize, { class: className }));
      return !node.isAtom;
    });
  }
  if (actions) {
    decorations.push(
      Decoration.widget(actions.pos, actions.element, {
        key: "ai-change-actions",
        side: 1,
        stopEvent: () => true,
        ignoreSelection: true,
      }),
    );
  }
  return DecorationSet.create(doc, decorations);
}

export function withChangeDecorations(tr: Transaction, decorations: DecorationSet): Transaction {
  return tr.setMeta(aiChangeKey, decorations);
}

/** Holds the decorations of the change under review; a state without them shows none. */
export const AiChangeView = Extension.create({
  name: "aiChangeView",
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: aiChangeKey,
        state: {
          init: () => DecorationSet.empty,
          apply: (tr, previous) =>
            (tr.getMeta(aiChangeKey) as DecorationSet | undefined) ?? previous.map(tr.mapping, tr.doc),
        },
        props: {
          decorations: (state) => aiChangeKey.getState(state),
        },
      }),
    ];
  },
});
