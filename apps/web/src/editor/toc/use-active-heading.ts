import type { Editor } from "@tiptap/core";
import { useEffect, useState, type RefObject } from "react";
import type { TocItem } from "./toc";

/** A heading counts once 10% of it shows at least 70 px below the top of the scrolling area. */
const TOP_OFFSET_PX = 70;
const VISIBLE_SHARE = 0.1;

export function headingElement(editor: Editor, item: TocItem): HTMLElement | null {
  const node = editor.view.nodeDOM(item.pos);
  return node instanceof HTMLElement ? node : null;
}

/**
 * Where the topmost heading in view starts (its position tells apart headings with the same text);
 * the last one seen stays active while none is in view.
 */
export function useActiveHeading(editor: Editor, items: readonly TocItem[], scrollRef: RefObject<HTMLElement | null>, active: boolean): number | null {
  const [activePos, setActivePos] = useState<number | null>(null);
  useEffect(() => {
    const root = scrollRef.current;
    if (!active || !root || items.length === 0) return;
    const byElement = new Map<Element, TocItem>();
    for (const item of items) {
      const element = headingElement(editor, item);
      if (element) byElement.set(element, item);
    }
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        let topmost: { top: number; item: TocItem } | null = null;
        for (const element of visible) {
          const top = element.getBoundingClientRect().top;
          const item = byElement.get(element);
          if (item && (!topmost || top < topmost.top)) topmost = { top, item };
        }
        if (topmost) setActivePos(topmost.item.pos);
      },
      { root, rootMargin: `-${TOP_OFFSET_PX}px 0px 0px 0px`, threshold: VISIBLE_SHARE },
    );
    byElement.forEach((_item, element) => observer.observe(element));
    return () => observer.disconnect();
  }, [editor, items, scrollRef, active]);
  return activePos;
}
