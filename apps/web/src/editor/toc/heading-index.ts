import { Extension } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import { AttrStep } from "@tiptap/pm/transform";
import { changedRanges } from "../extensions/changed-ranges";
import { collectHeadings } from "./collect-headings";
import { sameOutline, type HeadingEntry, type OutlineEntry } from "./toc";

export interface HeadingIndex {
  /**
   * The document's headings in reading order, as an outline: the very same array until a heading's
   * level, text or id changes or a heading comes or goes, so the table of contents rebuilds only then.
   */
  outline: readonly OutlineEntry[];
  /** Where each heading of the outline starts now (they move as the text above them changes). */
  positions: readonly number[];
}

export const headingIndexKey = new PluginKey<HeadingIndex>("headingIndex");

/** The top-level blocks a transaction changed, as [start, end) ranges of the new document, merged. */
function touchedBlocks(tr: Transaction): [number, number][] {
  const { doc } = tr;
  const ranges = changedRanges([tr]);
  // Attribute steps map no range, yet one can change a heading's id or level.
  tr.steps.forEach((step, index) => {
    if (!(step instanceof AttrStep)) return;
    const pos = tr.mapping.slice(index + 1).map(step.pos);
    ranges.push([pos, pos + 1]);
  });
  const clamp = (pos: number) => Math.max(0, Math.min(pos, doc.content.size));
  const blocks = ranges
    .map(([from, to]): [number, number] => {
      const start = doc.resolve(clamp(from));
      const end = doc.resolve(clamp(Math.max(from, to)));
      return [start.depth > 0 ? start.before(1) : start.pos, end.depth > 0 ? end.after(1) : end.pos];
    })
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const block of blocks) {
    const last = merged[merged.length - 1];
    if (last && block[0] <= last[1]) last[1] = Math.max(last[1], block[1]);
    else merged.push(block);
  }
  return merged;
}

/**
 * The headings after a transaction, from those before it: headings in the blocks it changed are
 * read again, deleted ones are dropped, and the others only move. Typing in a paragraph of a long
 * proposal reads that paragraph, never the whole document.
 */
export function nextHeadingIndex(
  previous: HeadingIndex,
  tr: Transaction,
  untitledIds: WeakMap<PMNode, string>,
): HeadingIndex {
  if (!tr.docChanged) return previous;
  const blocks = touchedBlocks(tr);
  const inTouchedBlock = (pos: number) => blocks.some(([start, end]) => pos >= start && pos < end);
  const kept: OutlineEntry[] = [];
  const positions: number[] = [];
  previous.outline.forEach((entry, index) => {
    const mapped = tr.mapping.mapResult(previous.positions[index] as number, 1);
    if (mapped.deletedAfter || inTouchedBlock(mapped.pos)) return;
    kept.push(entry);
    positions.push(mapped.pos);
  });
  const reread = blocks.flatMap(([start, end]) =>
    start < end ? collectHeadings(tr.doc, untitledIds, start, end) : [],
  );
  // Typing outside headings: every heading kept, none read again, so the outline is the same.
  if (reread.length === 0 && kept.length === previous.outline.length) return { outline: previous.outline, positions };
  const moved = kept.map((entry, index): HeadingEntry => ({ ...entry, pos: positions[index] as number }));
  return indexOf(
    [...moved, ...reread].sort((a, b) => a.pos - b.pos),
    previous.outline,
  );
}

/** The index of these headings, keeping the earlier outline when it reads the same. */
function indexOf(headings: readonly HeadingEntry[], earlier: readonly OutlineEntry[] = []): HeadingIndex {
  const outline = headings.map(({ pos: _pos, ...entry }): OutlineEntry => entry);
  return {
    outline: sameOutline(outline, earlier) ? earlier : outline,
    positions: headings.map((heading) => heading.pos),
  };
}

export function headingIndexOf(doc: PMNode, untitledIds: WeakMap<PMNode, string>): HeadingIndex {
  return indexOf(collectHeadings(doc, untitledIds));
}

/** Keeps the document's headings current as it changes, for the table of contents. */
export const TocHeadings = Extension.create({
  name: "tocHeadings",
  addProseMirrorPlugins() {
    // Untitled headings keep their random id across edits (and reopening the panel).
    const untitledIds = new WeakMap<PMNode, string>();
    return [
      new Plugin<HeadingIndex>({
        key: headingIndexKey,
        state: {
          init: (_config, { doc }) => headingIndexOf(doc, untitledIds),
          apply: (tr, previous) => nextHeadingIndex(previous, tr, untitledIds),
        },
      }),
    ];
  },
});
