import { LINK_PROTOCOLS } from "./format-values.js";

/** Links may use http, https, mailto, tel or sms (spec section 5), nothing else. */
export function isAllowedLinkUrl(url: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return match?.[1] !== undefined && (LINK_PROTOCOLS as readonly string[]).includes(match[1].toLowerCase());
}

/** What a person types into the link box: a bare domain becomes https, an email address mailto. */
export function normaliseLinkInput(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return isAllowedLinkUrl(text) ? text : null;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`;
  if (/^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(text)) return `https://${text}`;
  return null;
}
