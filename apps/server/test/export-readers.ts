import { inflateRawSync } from "node:zlib";
import { PDFParse } from "pdf-parse";

/** Whitespace-free text: a PDF breaks lines inside table cells, so texts are compared without it. */
export const squeeze = (text: string) => text.replace(/\s+/g, "");

/** A PDF's text, page count and bookmarks, as a reader's parser sees them. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number; bookmarks: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = (await parser.getText()).text;
    const info = await parser.getInfo();
    const titles = (items: Array<{ title: string; items?: unknown[] }> | null | undefined): string[] =>
      (items ?? []).flatMap((item) => [
        item.title,
        ...titles(item.items as Array<{ title: string; items?: unknown[] }>),
      ]);
    return { text, pages: info.total, bookmarks: titles(info.outline) };
  } finally {
    await parser.destroy();
  }
}

/** One file of a DOCX (a zip) as text, read from its central directory. */
export function docxPart(bytes: Buffer, name: string): string {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (bytes.toString("utf8", at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString("utf8");
    }
    at += 46 + nameLength + extra + comment;
  }
  throw new Error(`${name} is not in the file`);
}
