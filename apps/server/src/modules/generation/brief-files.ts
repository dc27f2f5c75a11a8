import { fieldError } from "../../http/errors.js";

export const BRIEF_MAX_BYTES = 10 * 1024 * 1024;
/** How much of a brief's text goes to the estimator with the request. */
export const BRIEF_TEXT_LIMIT = 20_000;

const TYPES = {
  txt: { mime: "text/plain" },
  md: { mime: "text/markdown" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  pdf: { mime: "application/pdf" },
} as const;
export type BriefType = keyof typeof TYPES;

export const BRIEF_WRONG_TYPE = "Attach a .txt, .md, .docx or .pdf file.";
export const BRIEF_TOO_LARGE = "The brief must be smaller than 10 MB.";

/** Checks a brief by name and content and extracts its text. */
export async function readBrief(fileName: string, bytes: Buffer): Promise<{ type: BriefType; mime: string; text: string }> {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (!(ext in TYPES)) throw fieldError({ brief: [BRIEF_WRONG_TYPE] });
  const type = ext as BriefType;
  if (bytes.byteLength > BRIEF_MAX_BYTES) throw fieldError({ brief: [BRIEF_TOO_LARGE] });
  let text: string;
  try {
    text = await extract(type, bytes);
  } catch {
    throw fieldError({ brief: [`The ${ext.toUpperCase()} file could not be read. Is it damaged or protected?`] });
  }
  const clean = text.replace(/-- \d+ of \d+ --/g, "").replaceAll("\u0000", "").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
  if (!clean) throw fieldError({ brief: ["The brief has no readable text."] });
  return { type, mime: TYPES[type].mime, text: clean };
}

async function extract(type: BriefType, bytes: Buffer): Promise<string> {
  if (type === "pdf") {
    if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
    // Parsers are loaded on the first brief of their kind: most servers never read a PDF.
    const { PDFParse } = await import("pdf-parse");
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }
  if (type === "docx") {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error("not a zip container");
    const { default: mammoth } = await import("mammoth");
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  }
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  if (text.includes("\u0000")) throw new Error("binary content");
  return text;
}
