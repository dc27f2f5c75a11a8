import type { WorkerTask } from "../../workers/task-protocol.js";
import { BRIEF_NO_TEXT, BRIEF_READ_TEXT_LIMIT, type BriefType, briefUnreadable } from "./brief-files.js";
import { docxReader } from "./docx-brief.js";
import { pdfReader } from "./pdf-brief.js";
import { BriefRefusal, type BriefReader, plainTextReader } from "./brief-reader.js";

export interface BriefFile {
  type: BriefType;
  bytes: Uint8Array;
}
/** The brief's tidied text, or why it is refused (a message for the user). */
export type BriefReading = { text: string } | { refused: string };

const READERS: Record<BriefType, BriefReader> = {
  pdf: pdfReader,
  docx: docxReader,
  txt: plainTextReader,
  md: plainTextReader,
};

/** Reads a brief in a file worker: the parser loads first, then the text is extracted and tidied. */
export const readBriefTask: WorkerTask<BriefFile, BriefReading> = {
  prepare: ({ type }) => READERS[type].load(),
  async run({ type, bytes }) {
    let text: string;
    try {
      text = await READERS[type].text(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        BRIEF_READ_TEXT_LIMIT,
      );
    } catch (error) {
      return { refused: error instanceof BriefRefusal ? error.message : briefUnreadable(type) };
    }
    const clean = tidy(text.slice(0, BRIEF_READ_TEXT_LIMIT));
    return clean ? { text: clean } : { refused: BRIEF_NO_TEXT };
  },
};

/** Drops NUL characters, spaces at line ends and runs of blank lines; linear in the text's length. */
function tidy(text: string): string {
  const lines = text.replaceAll("\u0000", "").split("\n");
  return lines
    .map(withoutTrailingSpaces)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function withoutTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === " " || line[end - 1] === "\t")) end--;
  return line.slice(0, end);
}
