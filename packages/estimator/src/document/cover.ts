import { LANGUAGES, translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import {
  bold,
  hardBreak,
  horizontalRule,
  paragraph,
  type DocumentNode,
  type Inline,
} from "@scopewise/editor-schema/blocks";
import type { Writer } from "./writer.js";

/** What the cover names besides the title: the client, the date written (YYYY-MM-DD) and its author. */
export interface ProposalCover {
  date: string;
  preparedBy?: string;
  client?: string;
}

/** Organisations a request names as the one it is for ("for a mid-sized insurance company"). */
const CLIENT_NOUNS =
  "company|firm|startup|start-up|business|agency|bank|insurer|retailer|brand|clinic|hospital|school|university|college|charity|council|ministry|restaurant|hotel|organi[sz]ation|manufacturer|non-?profit|practice|cooperative|association|club|museum|airline";
const CLIENT_PATTERNS = [
  // "Client: …" as the request's own label, in the five languages.
  /\b(?:client|cliente|kunde|auftraggeber(?:in)?)\s*[:–-]\s*([^,.;:\n]{2,60})/i,
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

/** The cover's labels in one language. */
function labels(t: Writer["t"]) {
  return { client: t("Client"), date: t("Date"), preparedBy: t("Prepared by") };
}

/**
 * The block under the title: client, date and author on one paragraph of lines, closed by a rule.
 * Only editor formats (bold, line breaks, a horizontal rule), so a save and reload keep it as it is.
 */
export function coverBlock(brief: Brief, cover: ProposalCover, w: Writer): DocumentNode[] {
  const { t } = w;
  const label = labels(t);
  // A client the request does not name is left out, not written as a placeholder.
  const client = cover.client?.trim() || clientIn(brief.summary);
  const lines: Array<[string, string]> = [
    ...(client ? [[label.client, client] as [string, string]] : []),
    [label.date, w.date(cover.date)],
  ];
  if (cover.preparedBy?.trim()) lines.push([label.preparedBy, cover.preparedBy.trim()]);
  const content: Inline[] = lines.flatMap(([name, value], index) => [
    ...(index > 0 ? [hardBreak()] : []),
    bold(`${name}:`),
    ` ${value}`,
  ]);
  return [paragraph(content), horizontalRule()];
}

/** Entities as the writer, the sanitizer or a browser may have left them in text. */
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");

/** Each language's cover label → the field it names, so a proposal in any of them is read back. */
const FIELD_OF = new Map<string, keyof ProposalCover>(
  LANGUAGES.flatMap((language) => {
    const label = labels(translator(language));
    return [
      [label.client, "client"],
      [label.date, "date"],
      [label.preparedBy, "preparedBy"],
    ] as Array<[string, keyof ProposalCover]>;
  }),
);

/** The placeholder older proposals wrote for an unknown client, in each language. */
const PLACEHOLDERS = new Set(LANGUAGES.map((language) => translator(language)("To be confirmed")));

/** The cover of a proposal this writer made, read back (a rewritten proposal keeps its client, date and author). */
export function coverOf(html: string): ProposalCover | undefined {
  const block = /^<h1\b[^>]*>.*?<\/h1><p>(.*?)<\/p><hr>/s.exec(html)?.[1];
  if (!block) return undefined;
  const found: Partial<ProposalCover> = {};
  for (const m of block.matchAll(/<strong>([^<:]+):<\/strong> ([^<]*)/g)) {
    const field = FIELD_OF.get(unescape(m[1] ?? ""));
    if (field) found[field] = unescape(m[2] ?? "");
  }
  if (!found.date) return undefined;
  // Proposals written before an unknown client was left out said so with a placeholder: not a name to keep.
  const client = found.client && !PLACEHOLDERS.has(found.client) ? found.client : undefined;
  return { date: found.date, client, preparedBy: found.preparedBy };
}
