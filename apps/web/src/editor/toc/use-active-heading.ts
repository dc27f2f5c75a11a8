import type { Editor } from "@tiptap/core";
import { useEffect, useState, type RefObject } from "react";
import { headingIndexKey } from "./heading-index";
import { activeHeadingIndex, flattenToc, type TocItem } from "./toc";

/**
 * Headings picked in the table of contents land 16 px below the pane's top; this line is just under,
 * above where the next heading could start.
 */
const READING_LINE_PX = 24;
/** Within this of the end, the pane counts as scrolled to the bottom. */
const BOTTOM_SLACK_PX = 2;

/** The heading's element where the heading is now (its position moves as the text above it changes). */
export function headingElement(editor: Editor, item: TocItem): HTMLElement | null {
  const pos = headingIndexKey.getState(editor.state)?.positions[item.index];
  const node = pos === undefined ? null : editor.view.nodeDOM(pos);
  return node instanceof HTMLElement ? node : null;
}

/**
 * Which heading's section is being read (its index tells apart headings with the same text): the
 * last heading at or above the reading line, so one at the very top of the pane counts. At the
 * bottom of the pane, where the last headings can never reach the line, the last one in view does.
 */
export function useActiveHeading(
  editor: Editor,
  items: readonly TocItem[],
  scrollRef: RefObject<HTMLElement | null>,
  active: boolean,
): number | null {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  useEffect(() => {
    const pane = scrollRef.current;
    if (!active || !pane || items.length === 0) return;
    const flat = flattenToc(items);
    let frame = 0;
    const update = () => {
      frame = 0;
      const paneTop = pane.getBoundingClientRect().top;
      const tops = flat.flatMap((item) => {
        const element = headingElement(editor, item);
        return element ? [{ index: item.index, top: element.getBoundingClientRect().top - paneTop }] : [];
      });
      const atBottom = pane.scrollTop + pane.clientHeight >= pane.scrollHeight - BOTTOM_SLACK_PX;
      setActiveIndex(activeHeadingIndex(tops, atBottom ? pane.clientHeight : READING_LINE_PX));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    pane.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      pane.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [editor, items, scrollRef, active]);
  return activeIndex;
}
