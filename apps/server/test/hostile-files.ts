import { crc32, deflateRawSync, deflateSync } from "node:zlib";

/** A PDF written object by object, with a cross-reference table that points at each. */
function pdfFile(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(at);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(object);
    at += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);
}

/** A PDF of `pages` pages that all draw the same content stream: a few bytes a page. */
export function manyPagesPdf(pages: number): Buffer {
  // Objects: 1 catalog, 2 page tree, 3 font, 4 the shared content, then the pages from 5 on.
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(" ");
  const page =
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>";
  return pdfFile([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    FONT,
    stream("", Buffer.from("BT /F1 12 Tf 72 720 Td (Page) Tj ET")),
    ...Array.from({ length: pages }, () => page),
  ]);
}

/** A one-page PDF whose content stream, small compressed, inflates to `inflatedBytes` of text drawing. */
export function inflatingPdf(inflatedBytes: number): Buffer {
  const line = "BT /F1 12 Tf 72 720 Td (Scope) Tj ET\n";
  const content = Buffer.alloc(inflatedBytes, line);
  return pdfFile([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    stream("/Filter /FlateDecode", deflateSync(content, { level: 9 })),
    FONT,
  ]);
}

/** A small PDF with one line of text on each page. */
export function textPdf(lines: string[]): Buffer {
  const kids = lines.map((_, i) => `${4 + i * 2} 0 R`).join(" ");
  return pdfFile([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${lines.length} /Kids [${kids}] >>`,
    FONT,
    ...lines.flatMap((text, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      stream("", Buffer.from(`BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, "\\$&")}) Tj ET`)),
    ]),
  ]);
}

/**
 * A zip archive of deflated entries, written by hand (local headers, central directory, end record).
 * `statedSize` is the unpacked size written in the headers, when it should not be the true one.
 */
export function zipFiles(entries: Array<{ name: string; data: Buffer; statedSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, statedSize } of entries) {
    const fileName = Buffer.from(name);
    const packed = deflateRawSync(data, { level: 9 });
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc32(data), at);
      header.writeUInt32LE(packed.length, at + 4);
      header.writeUInt32LE(statedSize ?? data.length, at + 8);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    sizes(local, 14);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    sizes(central, 16);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/**
 * A minimal Word file: word/document.xml holds the paragraphs given, then `padding` bytes of more
 * paragraphs; with `understated`, its headers claim it unpacks to a few kilobytes.
 */
export function docxFile(paragraphs: string[], padding = 0, { understated = false } = {}): Buffer {
  const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.map(paragraph).join("")}`;
  const tail = "</w:body></w:document>";
  const filler = paragraph("Scope and budget of the project.");
  const padded = Buffer.alloc(Math.floor(padding / filler.length) * filler.length, filler);
  return zipFiles([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(PACKAGE_RELS) },
    {
      name: "word/document.xml",
      data: Buffer.concat([Buffer.from(head), padded, Buffer.from(tail)]),
      statedSize: understated ? 4096 : undefined,
    },
  ]);
}
