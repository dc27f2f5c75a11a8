/** A refusal with a message for the user (too many pages, too large once unpacked…). */
export class BriefRefusal extends Error {}

/**
 * How one kind of brief file is read: `load` brings in its parser; `text` extracts the text, and may
 * stop once it has `maxChars` characters (what is past them is cut off anyway).
 */
export interface BriefReader {
  load(): Promise<void>;
  text(bytes: Buffer, maxChars: number): Promise<string>;
}

/** .txt and .md briefs: UTF-8 text, nothing binary. */
export const plainTextReader: BriefReader = {
  load: async () => undefined,
  async text(bytes) {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (text.includes("\u0000")) throw new Error("binary content");
    return text;
  },
};
