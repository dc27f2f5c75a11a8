import { formatNumber, requestTitle } from "@scopewise/estimator";

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

const HEADING = /^\s*#{1,6}\s+\S/;

/** The line that names a brief: its first Markdown heading, or a short first line without a full stop (a .docx or .pdf title). */
function titleLine(text: string): string | undefined {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const heading = lines.find((l) => HEADING.test(l));
  if (heading) return heading;
  const first = lines[0];
  return first && first.length <= 80 && !/[.!?:;]$/.test(first) ? first : undefined;
}

/** What a document made from the brief alone is called: its title line, or the start of its text. */
export function titleFromBrief(text: string): string {
  const line = titleLine(text) ?? text.trim().split("\n")[0] ?? "";
  return requestTitle(line.replace(/^\s*#{1,6}\s+/, ""));
}

/**
 * "Understanding of the need" for a request with a brief: the user's own words quoted, and the
 * brief summarised (what it is called, how long it is, how it opens) rather than copied out.
 */
export function understandingWithBrief({ typed, attachment }: JobRequest): string | undefined {
  if (!attachment) return undefined;
  const words = attachment.text.split(/\s+/).filter(Boolean).length;
  // The opening is the text after the title and headings.
  const title = titleLine(attachment.text);
  const lines = attachment.text.split("\n").map((l) => l.trim());
  const body = lines
    .filter((l, i) => !HEADING.test(l) && !(title !== undefined && l === title && i === lines.indexOf(title)))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const opening =
    /^.{1,300}?[.!?](?=\s|$)/.exec(body)?.[0] ??
    (body.length > 300 ? `${body.slice(0, 300).replace(/\s+\S*$/, "")}…` : body);
  // A quoted opening ends the sentence itself ("…reminders.”).
  const brief = `the attached brief “${attachment.name}” (${formatNumber(words)} ${words === 1 ? "word" : "words"}), titled “${titleFromBrief(attachment.text)}”${opening ? `, which opens: “${opening}”${/[.!?…]$/.test(opening) ? "" : "."}` : "."}`;
  return `${typed ? `You asked for: “${typed}”, with ${brief}` : `You sent ${brief}`} The estimate reads the whole brief.`;
}
