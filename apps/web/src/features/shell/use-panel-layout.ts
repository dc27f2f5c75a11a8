import { useSyncExternalStore } from "react";
import { useIsDocumentPage } from "../../lib/route-ids";
import { useAppSelector } from "../../store/hooks";
import { panelLayout, type PanelLayout } from "./panel-layout";
import { selectIsChatHistoryOpen, selectIsSidebarOpen, selectIsTOCOpen } from "./ui-slice";

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth);
}

/** Where each panel goes for the open panels and the window's width (the shell and the document page agree). */
export function usePanelLayout(): PanelLayout {
  const width = useViewportWidth();
  const open = {
    sidebar: useAppSelector(selectIsSidebarOpen),
    toc: useAppSelector(selectIsTOCOpen),
    chat: useAppSelector(selectIsChatHistoryOpen),
  };
  return panelLayout(width, open, useIsDocumentPage());
}
