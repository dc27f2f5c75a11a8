import { LIMITS } from "@scopewise/shared";

/** The selected text as the chat panel previews it: the first 90 characters, "..." when cut. */
export function selectionPreview(text: string, limit: number = LIMITS.selectionPreviewChars): string {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  return characters.length > limit ? `${characters.slice(0, limit).join("")}...` : characters.join("");
}
