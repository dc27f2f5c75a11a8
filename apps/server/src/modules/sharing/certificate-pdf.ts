import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import type { CertificateFacts } from "./certificate.js";

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = 10;
const LEADING = 14;

/**
 * The acceptance certificate as a PDF (A4, the standard Helvetica fonts). Those fonts encode
 * WinAnsi only, so characters outside it are replaced rather than failing the whole certificate.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  // Loaded with the first certificate: the library weighs about 25 MB that an idle server need not hold.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Acceptance certificate — ${winAnsi(facts.title)}`);
  pdf.setCreator("Scopewise");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, regular, rgb(0.1, 0.1, 0.1));

  writer.text("Acceptance certificate", bold, 18);
  writer.gap(6);
  writer.text(
    "This certifies that the proposal below was accepted electronically with a typed signature.",
    regular,
    SIZE,
  );
  writer.gap(8);
  for (const [label, value] of facts.rows) {
    writer.text(label, bold, SIZE);
    writer.text(value, regular, SIZE, 12);
    writer.gap(4);
  }
  writer.gap(8);
  writer.text("Scope accepted", bold, 13);
  for (const line of facts.lines) writer.text(`${line.item}: ${line.choice} — ${line.cost}`, regular, SIZE, 12);
  writer.gap(6);
  writer.text(`Total (expected): ${facts.total}`, bold, 12);
  return pdf.save();
}

/** Writes wrapped lines top to bottom, starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    font: PDFFont,
    private readonly ink: Color,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.page.setFont(font);
  }

  text(value: string, font: PDFFont, size: number, indent = 0): void {
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of wrap(winAnsi(value), font, size, width)) {
      if (this.y < PAGE.margin + LEADING) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size + 4;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: this.ink });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/** Greedy word wrap; a word longer than the line (a hash, a user agent) is cut where it overflows. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

/** Helvetica's WinAnsi covers Latin-1 and a few signs (— € ’); anything else becomes "?". */
function winAnsi(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, "?");
}
