/**
 * How the signed-in pages share the window between the sidebar, the table of contents, the chat
 * panel and the page itself: pure arithmetic, no DOM. Panels give way so the page keeps a readable
 * column — the sidebar shrinks to a rail of icons, then the table of contents floats over the page.
 */

export const SIDEBAR_WIDTH = 300;
export const SIDEBAR_RAIL_WIDTH = 56;
export const TOC_WIDTH = 260;
/** Narrower than this, the page column stops being comfortable to read and edit. */
export const MIN_PAGE_COLUMN = 640;
/** Tailwind's md: below it every panel floats over the page. */
export const WIDE_LAYOUT_MIN = 768;
/** Tailwind's xl: from it the chat panel sits beside the document. */
export const CHAT_BESIDE_MIN = 1280;

export type SidebarMode = "beside" | "rail" | "overlay" | "closed";
export type PanelMode = "beside" | "overlay" | "closed";

export interface PanelsOpen {
  sidebar: boolean;
  toc: boolean;
  chat: boolean;
}

export interface PanelLayout {
  sidebar: SidebarMode;
  /** Width the sidebar takes beside the page (0 when it floats or is closed). */
  sidebarWidth: number;
  toc: PanelMode;
  chat: PanelMode;
  /** The chat panel's own width, beside or floating. */
  chatWidth: number;
  /** Room the page leaves on its left for the table of contents and on its right for the chat. */
  pageInsetLeft: number;
  pageInsetRight: number;
  /** Width left for the page's column. */
  column: number;
}

/** A quarter of the window beside the document, within 300–400 px; 70 % of a phone, 40 % of a tablet. */
export function chatPanelWidth(viewport: number): number {
  if (viewport >= CHAT_BESIDE_MIN) return Math.round(Math.min(400, Math.max(300, viewport * 0.25)));
  return Math.round(viewport * (viewport >= WIDE_LAYOUT_MIN ? 0.4 : 0.7));
}

/**
 * The first arrangement, in order of preference, that leaves at least MIN_PAGE_COLUMN: the full
 * sidebar and the table of contents beside the page; the sidebar as a rail; the table of contents
 * over the page; both. The chat panel sits beside from CHAT_BESIDE_MIN and floats below it. Pages
 * other than a document have neither a table of contents nor a chat panel, and keep the full sidebar.
 */
export function panelLayout(viewport: number, open: PanelsOpen, documentPage: boolean): PanelLayout {
  const chatOpen = documentPage && open.chat;
  const tocOpen = documentPage && open.toc;
  const chatWidth = chatPanelWidth(viewport);
  if (viewport < WIDE_LAYOUT_MIN) {
    return arrange(
      viewport,
      open.sidebar ? "overlay" : "closed",
      tocOpen ? "overlay" : "closed",
      chatOpen ? "overlay" : "closed",
      chatWidth,
    );
  }
  const chat: PanelMode = !chatOpen ? "closed" : viewport >= CHAT_BESIDE_MIN ? "beside" : "overlay";
  const sidebars: SidebarMode[] = !open.sidebar ? ["closed"] : documentPage ? ["beside", "rail"] : ["beside"];
  const tocs: PanelMode[] = tocOpen ? ["beside", "overlay"] : ["closed"];
  let last: PanelLayout | null = null;
  for (const toc of tocs) {
    for (const sidebar of sidebars) {
      last = arrange(viewport, sidebar, toc, chat, chatWidth);
      if (last.column >= MIN_PAGE_COLUMN) return last;
    }
  }
  return last as PanelLayout;
}

function arrange(
  viewport: number,
  sidebar: SidebarMode,
  toc: PanelMode,
  chat: PanelMode,
  chatWidth: number,
): PanelLayout {
  const sidebarWidth = sidebar === "beside" ? SIDEBAR_WIDTH : sidebar === "rail" ? SIDEBAR_RAIL_WIDTH : 0;
  const pageInsetLeft = toc === "beside" ? TOC_WIDTH : 0;
  const pageInsetRight = chat === "beside" ? chatWidth : 0;
  return {
    sidebar,
    sidebarWidth,
    toc,
    chat,
    chatWidth,
    pageInsetLeft,
    pageInsetRight,
    column: viewport - sidebarWidth - pageInsetLeft - pageInsetRight,
  };
}
