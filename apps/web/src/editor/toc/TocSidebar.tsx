import type { Editor } from "@tiptap/core";
import { X } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { scrollBehavior } from "../../lib/motion";
import { renderEveryBlock } from "../extensions/rendered-blocks";
import { TOC_WIDTH } from "../../features/shell/panel-layout";
import { selectIsTOCOpen, tocClosed } from "../../features/shell/ui-slice";
import { usePanelLayout } from "../../features/shell/use-panel-layout";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { TocItem } from "./toc";
import { headingElement, useActiveHeading } from "./use-active-heading";
import { useTocItems } from "./use-toc-items";

/** Lands the heading just above the reading line of use-active-heading.ts, with a little room above it. */
const SCROLL_MARGIN_PX = 16;

/** The table-of-contents panel (spec section 2): slides in at the left edge of the page, beside or over it. */
export function TocSidebar({ editor, scrollRef }: { editor: Editor; scrollRef: RefObject<HTMLElement | null> }) {
  const open = useAppSelector(selectIsTOCOpen);
  const layout = usePanelLayout();
  const floating = layout.toc === "overlay";
  const dispatch = useAppDispatch();
  const { items, error } = useTocItems(editor, open);
  const activeIndex = useActiveHeading(editor, items, scrollRef, open);
  const asideRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  const focusPending = useRef(false);

  // Opened from its button, the panel takes the focus (the heading being read, else the first) once
  // its headings are listed, so a keyboard lands in it rather than after the whole document; opened
  // while typing, the text keeps it.
  useEffect(() => {
    if (open && !wasOpen.current && !editor.view.hasFocus()) focusPending.current = true;
    if (!open) focusPending.current = false;
    wasOpen.current = open;
    const target =
      asideRef.current?.querySelector<HTMLElement>('[aria-current="location"]') ??
      asideRef.current?.querySelector<HTMLElement>("nav button");
    if (!focusPending.current || !target) return;
    focusPending.current = false;
    target.focus({ preventScroll: true });
  }, [open, editor, items.length]);

  const scrollTo = (item: TocItem) => {
    const wrapper = scrollRef.current;
    const heading = headingElement(editor, item);
    if (!wrapper || !heading) return;
    // Blocks out of view may not have been laid out at the current width yet: the target must be exact.
    renderEveryBlock(editor.view);
    const top =
      heading.getBoundingClientRect().top - wrapper.getBoundingClientRect().top + wrapper.scrollTop - SCROLL_MARGIN_PX;
    wrapper.scrollTo({ top, behavior: scrollBehavior() });
    // Floating, the panel covers the document; it steps aside once a heading is picked.
    if (floating) dispatch(tocClosed());
  };

  return (
    <aside
      ref={asideRef}
      aria-label="Table of contents"
      aria-hidden={!open}
      inert={!open}
      style={{ left: layout.sidebarWidth, width: TOC_WIDTH }}
      className={`fixed inset-y-0 z-30 flex max-w-[85vw] flex-col border-r border-zinc-900 bg-zinc-950 transition-[translate,visibility] duration-300 print:hidden ${
        floating ? "shadow-2xl shadow-black/60" : ""
      } ${open ? "visible translate-x-0" : "invisible -translate-x-full"}`}
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-zinc-900 px-4">
        <h2 className="text-sm font-semibold text-zinc-100">Table of Contents</h2>
        <button
          type="button"
          onClick={() => dispatch(tocClosed())}
          aria-label="Close table of contents"
          title="Close table of contents"
          className="rounded-lg p-2 text-zinc-400 transition-colors hover:bg-zinc-900 hover:text-zinc-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <nav aria-label="Document headings" className="min-h-0 flex-1 overflow-y-auto px-2 py-3">
        {error ? (
          <p role="alert" className="px-2 text-sm text-red-400">
            Error: {error}
          </p>
        ) : items.length === 0 ? (
          <p className="px-2 text-sm leading-relaxed text-zinc-500">
            No headings found. Add some headings to your document to create a table of contents.
          </p>
        ) : (
          <TocList items={items} activeIndex={activeIndex} onPick={scrollTo} />
        )}
      </nav>
    </aside>
  );
}

function TocList({
  items,
  activeIndex,
  onPick,
}: {
  items: readonly TocItem[];
  activeIndex: number | null;
  onPick: (item: TocItem) => void;
}) {
  return (
    <ol className="space-y-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onPick(item)}
            aria-label={item.number ? `${item.number} ${item.text}` : undefined}
            aria-current={item.index === activeIndex ? "location" : undefined}
            className={`flex w-full gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-zinc-900 ${
              item.index === activeIndex
                ? "bg-violet-600/20 text-violet-200"
                : item.isMainSection || item.number === null
                  ? "text-zinc-200"
                  : "text-zinc-400"
            } ${item.number === null ? "font-semibold" : ""}`}
          >
            {item.number ? <span className="shrink-0 tabular-nums text-zinc-500">{item.number}</span> : null}
            <span className="min-w-0 break-words">{item.text || "Untitled heading"}</span>
          </button>
          {item.children.length > 0 ? (
            <div className="ml-3 border-l border-zinc-800 pl-1">
              <TocList items={item.children} activeIndex={activeIndex} onPick={onPick} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
