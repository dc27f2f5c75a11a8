import { fieldError, serviceUnavailable } from "../../http/errors.js";
import type { FileWorkers } from "../../workers/file-tasks.js";
import { WorkerPoolBusyError, WorkerTimeoutError } from "../../workers/worker-pool.js";

export const BRIEF_MAX_BYTES = 10 * 1024 * 1024;
/** How much of a brief's text goes to the estimator with the request. */
export const BRIEF_TEXT_LIMIT = 20_000;
/** Text collected from a brief before reading stops: five times what the estimator reads, as tidying drops spacing and blank lines. */
export const BRIEF_READ_TEXT_LIMIT = 5 * BRIEF_TEXT_LIMIT;
/** PDFs with more pages are refused before any page is read. */
export const BRIEF_MAX_PAGES = 500;
/** A Word file's XML parts (its text, styles, numbering…) each unpack to at most this: some hundreds of pages, read well within the time limit. */
export const BRIEF_MAX_DOCX_PART_BYTES = 3 * 1024 * 1024;
/** Everything in a Word file, pictures included, unpacks to at most this. */
export const BRIEF_MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;
/**
 * The work of reading one brief, in its worker (loading the parser is not counted). A PDF's first pages
 * or a long Word file take a few hundred milliseconds; a file that needs more is refused.
 */
export const BRIEF_READ_TIME_LIMIT_MS = 1_500;

const TYPES = {
  txt: { mime: "text/plain" },
  md: { mime: "text/markdown" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  pdf: { mime: "application/pdf" },
} as const;
export type BriefType = keyof typeof TYPES;

export const BRIEF_WRONG_TYPE = "Attach a .txt, .md, .docx or .pdf file.";
export const BRIEF_TOO_LARGE = "The brief must be smaller than 10 MB.";
export const BRIEF_NO_TEXT = "The brief has no readable text.";
export const BRIEF_TOO_MANY_PAGES = `The brief has more than ${BRIEF_MAX_PAGES} pages.`;
export const BRIEF_PART_TOO_LARGE = `The Word file is too large once unpacked: its text must be under ${BRIEF_MAX_DOCX_PART_BYTES / 1024 / 1024} MB.`;
export const BRIEF_UNPACKS_TOO_LARGE = `The Word file is too large once unpacked: its contents must be under ${BRIEF_MAX_DOCX_UNPACKED_BYTES / 1024 / 1024} MB.`;
export const BRIEF_TOO_SLOW =
  "The brief took too long to read. Please send a shorter or simpler file, or paste its text.";
const READERS_BUSY = "The server is busy reading other files. Please try again in a moment.";

export const briefUnreadable = (type: BriefType): string =>
  `The ${type.toUpperCase()} file could not be read. Is it damaged or protected?`;

/** Checks a brief by name and size, and has a file worker extract its text within the limits above. */
export async function readBrief(
  fileName: string,
  bytes: Buffer,
  workers: FileWorkers,
): Promise<{ type: BriefType; mime: string; text: string }> {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (!(ext in TYPES)) throw fieldError({ brief: [BRIEF_WRONG_TYPE] });
  const type = ext as BriefType;
  if (bytes.byteLength > BRIEF_MAX_BYTES) throw fieldError({ brief: [BRIEF_TOO_LARGE] });
  let reading;
  try {
    reading = await workers.run("readBrief", { type, bytes }, { timeLimitMs: BRIEF_READ_TIME_LIMIT_MS });
  } catch (error) {
    if (error instanceof WorkerTimeoutError) throw fieldError({ brief: [BRIEF_TOO_SLOW] });
    if (error instanceof WorkerPoolBusyError) throw serviceUnavailable(READERS_BUSY);
    // The worker crashed or ran out of memory on this file.
    throw fieldError({ brief: [briefUnreadable(type)] });
  }
  if ("refused" in reading) throw fieldError({ brief: [reading.refused] });
  return { type, mime: TYPES[type].mime, text: reading.text };
}
