import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CsvDelimiter, detectDelimiter, parseCsvRecords, readCsv } from "./csv.js";

const delimiter = fc.constantFrom<CsvDelimiter>(",", ";", "\t");
const lineEnd = fc.constantFrom("\n", "\r\n", "\r");
/** Any text a cell may hold: separators, quotes and line breaks included. */
const cell = fc.string({
  unit: fc.constantFrom("a", "Z", "7", " ", ",", ";", "\t", '"', "\n", "\r", "é", "€"),
  maxLength: 12,
});
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });

/** Writes rows as RFC 4180 does, quoting every cell (so an empty one-cell row is not a blank line). */
const write = (table: string[][], d: CsvDelimiter, end: string) =>
  table.map((row) => row.map((c) => `"${c.replace(/"/g, '""')}"`).join(d)).join(end);

describe("CSV records", () => {
  it("reads back whatever was written, with any separator and line end", () => {
    fc.assert(
      fc.property(rows, delimiter, lineEnd, fc.boolean(), (table, d, end, trailing) => {
        const text = write(table, d, end) + (trailing ? end : "");
        expect(parseCsvRecords(text, d).map((r) => r.fields)).toEqual(table);
      }),
    );
  });

  it("gives each record the line it starts on, counting the line breaks inside quoted cells", () => {
    fc.assert(
      fc.property(rows, delimiter, lineEnd, (table, d, end) => {
        const text = write(table, d, end);
        const records = parseCsvRecords(text, d);
        let line = 1;
        table.forEach((row, i) => {
          expect(records[i]!.line).toBe(line);
          const breaks = row.reduce((sum, c) => sum + (c.replace(/\r\n/g, "\n").match(/[\r\n]/g)?.length ?? 0), 0);
          line += breaks + 1;
        });
      }),
    );
  });

  it("finds the separator of the header, whatever the quoted cells hold", () => {
    fc.assert(
      fc.property(fc.array(cell, { minLength: 2, maxLength: 6 }), delimiter, (header, d) => {
        expect(detectDelimiter(write([header, header], d, "\n"))).toBe(d);
      }),
    );
  });

  it("drops a byte-order mark and blank lines, trims the header and keeps unquoted text as it is", () => {
    const table = readCsv('\uFEFFDate ; Hours\r\n\r\n2025-03-03;7,5\r\n;\r\n2025-03-04;"1;30"\r\n');
    expect(table).toEqual({
      delimiter: ";",
      header: ["Date", "Hours"],
      records: [
        { line: 3, fields: ["2025-03-03", "7,5"] },
        { line: 5, fields: ["2025-03-04", "1;30"] },
      ],
    });
  });

  it("names the line of a quoted cell that is never closed", () => {
    expect(() => parseCsvRecords('a,b\n1,"open\n\n', ",")).toThrow("Line 2: a quoted field is never closed.");
  });
});
