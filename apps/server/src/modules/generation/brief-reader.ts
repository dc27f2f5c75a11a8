/** A refusal with a message for the user (too many pages, too large once unpacked…). */
export class BriefRefusal extends Error {}

/** How one kind of brief file is read: `load` brings in its parser, `text` extracts up to about `maxChars` characters. */
export interface BriefReader {
  load(): Promise<void>;
  text(bytes: Buffer, maxChars: number): Promise<string>;
}

/** .txt and .md briefs: UTF-8 text, nothing binary. */
export const plainTextReader: BriefReader = {
  load: async () => undefined,
  async text(bytes, maxChars) {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (text.includes("\u0000")) throw new Error("binary content");
    return text.slice(0, maxChars);
  },
};
