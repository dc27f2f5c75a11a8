import { extractBrief, formatNumber } from "@scopewise/estimator";

/** What a generation job works from: the user's typed request, and the text of an attached brief. */
export interface JobRequest {
  typed: string;
  attachment?: { name: string; text: string };
}

const ATTACHMENT = /\n\nAttached brief \((.*?)\):\n([\s\S]*)$/;

/** Stored in the job's `request` column as one text (the form older rows have too). */
export function composeJobRequest({ typed, attachment }: JobRequest): string {
  return attachment ? `${typed}\n\nAttached brief (${attachment.name}):\n${attachment.text}` : typed;
}

export function parseJobRequest(request: string): JobRequest {
  const m = ATTACHMENT.exec(request);
  if (!m) return { typed: request };
  return { typed: request.slice(0, m.index).trim(), attachment: { name: m[1] ?? "brief", text: m[2] ?? "" } };
}

/** Everything the engine reads: the typed request, then the brief's content. */
export function engineText({ typed, attachment }: JobRequest): string {
  return [typed, attachment?.text ?? ""].filter((t) => t.trim() !== "").join("\n\n");
}

/** The brief's first heading, or its first line: what a document made from the brief alone is called. */
export function titleFromBrief(text: string): string {
  const lines = text.split("\n").map((l) => l.replace(/^\s*(#{1,6}\s+|[-*•]\s+)/, "").trim()).filter(Boolean);
  const heading = text.split("\n").find((l) => /^\s*#{1,6}\s+\S/.test(l))?.replace(/^\s*#{1,6}\s+/, "");
  return extractBrief(heading ?? lines[0] ?? "").title;
}

/**
 * "Understanding of the need" for a request with a brief: the user's own words quoted, and the
 * brief summarised (what it is called, how long it is, how it opens) rather than copied out.
 */
export function understandingWithBrief({ typed, attachment }: JobRequest): string | undefined {
  if (!attachment) return undefined;
  const words = attachment.text.split(/\s+/).filter(Boolean).length;
  const body = attachment.text.split("\n").filter((l) => !/^\s*#{1,6}\s/.test(l)).join(" ").replace(/\s+/g, " ").trim();
  const opening = /^.{1,300}?[.!?](?=\s|$)/.exec(body)?.[0] ?? (body.length > 300 ? `${body.slice(0, 300).replace(/\s+\S*$/, "")}…` : body);
  // A quoted opening ends the sentence itself ("…reminders.”).
  const brief = `the attached brief “${attachment.name}” (${formatNumber(words)} ${words === 1 ? "word" : "words"}), titled “${titleFromBrief(attachment.text)}”${opening ? `, which opens: “${opening}”${/[.!?…]$/.test(opening) ? "" : "."}` : "."}`;
  return `${typed ? `You asked for: “${typed}”, with ${brief}` : `You sent ${brief}`} The estimate reads the whole brief.`;
}
