import { LIMITS } from "@scopewise/shared";

export const UNTITLED_DOCUMENT = "Untitled Document";

interface Labelled {
  title: string;
  user_query: string;
}

/** Sidebar entries: the title, else the request, else "Untitled Document". */
export function documentLabel({ title, user_query }: Labelled): string {
  return title.trim() || user_query.trim() || UNTITLED_DOCUMENT;
}

/** The request cut to its first words (spec section 9), with "..." when something was cut. */
export function promptPreview(text: string, words: number = LIMITS.promptPreviewWords): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}...` : all.join(" ");
}
