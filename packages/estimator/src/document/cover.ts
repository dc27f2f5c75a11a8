import type { Brief } from "@scopewise/shared";
import { bold, hardBreak, horizontalRule, paragraph, type DocumentNode, type Inline } from "@scopewise/editor-schema/blocks";

/** What the cover names besides the title: the client, the date written (YYYY-MM-DD) and its author. */
export interface ProposalCover {
  date: string;
  preparedBy?: string;
  client?: string;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const UNKNOWN_CLIENT = "To be confirmed";

/** Organisations a request names as the one it is for ("for a mid-sized insurance company"). */
const CLIENT_NOUNS = "company|firm|startup|start-up|business|agency|bank|insurer|retailer|brand|clinic|hospital|school|university|college|charity|council|ministry|restaurant|hotel|organi[sz]ation|manufacturer|non-?profit|practice|cooperative|association|club|museum|airline";
const CLIENT_PATTERNS = [
  /\bclient\s*[:–-]\s*([^,.;:\n]{2,60})/i,
  new RegExp(String.raw`\bfor\s+((?:a|an|the)\s+(?:[\w'&-]+\s+){0,4}?(?:${CLIENT_NOUNS}))\b`, "i"),
  /\bfor\s+((?:[A-Z][\w&'-]*\s+){1,4}(?:Ltd|Inc|LLC|GmbH|plc|Corp|SA|AG|BV)\b\.?)/,
];

/** The client a request names, if it names one. */
export function clientIn(text: string): string | undefined {
  for (const pattern of CLIENT_PATTERNS) {
    const found = pattern.exec(text)?.[1]?.trim();
    if (found) return found.charAt(0).toUpperCase() + found.slice(1);
  }
  return undefined;
}

/** "2026-11-25" as "25 November 2026" (the calendar date as given: no clock, no time zone). */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate;
}

const LINE = /<strong>(Client|Date|Prepared by):<\/strong> ([^<]*)/g;

/**
 * The block under the title: client, date and author on one paragraph of lines, closed by a rule.
 * Only editor formats (bold, line breaks, a horizontal rule), so a save and reload keep it as it is.
 */
export function coverBlock(brief: Brief, cover: ProposalCover): DocumentNode[] {
  const lines: Array<[string, string]> = [
    ["Client", cover.client ?? clientIn(brief.summary) ?? UNKNOWN_CLIENT],
    ["Date", longDate(cover.date)],
  ];
  if (cover.preparedBy?.trim()) lines.push(["Prepared by", cover.preparedBy.trim()]);
  const content: Inline[] = lines.flatMap(([label, value], index) => [...(index > 0 ? [hardBreak()] : []), bold(`${label}:`), ` ${value}`]);
  return [paragraph(content), horizontalRule()];
}

/** Entities as the writer, the sanitizer or a browser may have left them in text. */
const unescape = (text: string) =>
  text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&nbsp;/g, "\u00a0").replace(/&amp;/g, "&");

/** The cover of a proposal this writer made, read back (a rewritten proposal keeps its client, date and author). */
export function coverOf(html: string): ProposalCover | undefined {
  const block = /^<h1\b[^>]*>.*?<\/h1><p>(.*?)<\/p><hr>/s.exec(html)?.[1];
  if (!block) return undefined;
  const found = Object.fromEntries([...block.matchAll(LINE)].map((m) => [m[1], unescape(m[2] ?? "")]));
  if (!found.Date) return undefined;
  return { date: found.Date, client: found.Client, preparedBy: found["Prepared by"] };
}
