import { useEffect, type RefObject } from "react";
import { sendReadingBeacon } from "./public-share-client";

const VISITOR_KEY = "scopewise-visitor";
/** A report while the page stays open too, so a long read shows up before the tab is closed. */
const FLUSH_EVERY_MS = 20_000;
// Headings cut to 80 characters and 30 sections per report keep a beacon under the server's 4 KB bound.
const MAX_SECTIONS = 30;

/** This browser's anonymous visitor id (local storage), made once. */
function visitorId(): string {
  try {
    const known = window.localStorage.getItem(VISITOR_KEY);
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
    const made = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    window.localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return `anon-${Math.random().toString(36).slice(2, 12)}`;
  }
}

/**
 * Seconds each section is on screen while the page is visible: every block of the document belongs
 * to the heading above it (and page parts name theirs in `data-section`); an IntersectionObserver says
 * which blocks are showing, a one-second tick adds a second to each section with a block showing.
 * The seconds since the last report are sent when the page hides or closes, and every 20 seconds.
 */
export function useReadingBeacon(
  root: RefObject<HTMLElement | null>,
  share: { uuid: string; password: string | null; accessToken: string | null; ready: boolean },
): void {
  const { uuid, password, accessToken, ready } = share;
  useEffect(() => {
    const container = root.current;
    if (!ready || !container || typeof IntersectionObserver === "undefined") return;
    const visitor = visitorId();
    const sectionOf = new Map<Element, string>();
    let heading = "Introduction";
    for (const block of container.querySelectorAll("[data-section], .scopewise-document > *")) {
      const named = block.getAttribute("data-section");
      if (named) sectionOf.set(block, named);
      else {
        if (/^H[1-3]$/.test(block.tagName) && block.textContent?.trim())
          heading = block.textContent.trim().slice(0, 80);
        sectionOf.set(block, heading);
      }
    }
    const showing = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) showing.add(entry.target);
        else showing.delete(entry.target);
      }
    });
    for (const block of sectionOf.keys()) observer.observe(block);

    let pending = new Map<string, number>();
    const tick = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      for (const section of new Set([...showing].map((block) => sectionOf.get(block) ?? ""))) {
        if (section && (pending.has(section) || pending.size < MAX_SECTIONS))
          pending.set(section, (pending.get(section) ?? 0) + 1);
      }
    }, 1000);
    const flush = () => {
      const sections = [...pending].map(([name, seconds]) => ({ heading: name, seconds }));
      pending = new Map();
      if (sections.length > 0) sendReadingBeacon(uuid, password, accessToken, { visitor, sections });
    };
    // The opening itself is a view (and the owner's "first view" mail), before any second is counted.
    sendReadingBeacon(uuid, password, accessToken, { visitor, sections: [] });
    const periodic = window.setInterval(flush, FLUSH_EVERY_MS);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    return () => {
      flush();
      observer.disconnect();
      window.clearInterval(tick);
      window.clearInterval(periodic);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, [root, uuid, password, accessToken, ready]);
}
