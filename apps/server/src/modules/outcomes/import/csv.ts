/**
 * A small RFC 4180 reader for time-tracker exports: quoted fields (with "" inside, and line breaks),
 * CRLF, LF or CR line ends, a UTF-8 byte-order mark, and `,`, `;` or tab as the separator (spreadsheets
 * in many European locales save `;`). Each record keeps the line it started on, so errors can name it.
 */

export type CsvDelimiter = "," | ";" | "\t";

export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  header: string[];
  /** Data records after the header; blank lines are left out. */
  records: CsvRecord[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

const DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];

/** The separator the header line uses most, outside quotes (a comma when it has none). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/** Every record of the text, blank lines included as records of one empty field. */
export function parseCsvRecords(input: string, delimiter: CsvDelimiter): CsvRecord[] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  /** Whether the current record has begun (a quoted empty cell at the end of the text is one). */
  let started = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    started = false;
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char !== "\r" && char !== "\n") started = true;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line += 1;
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (char === delimiter) {
      fields.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, "a quoted field is never closed.");
  if (started) endRecord();
  return records;
}

const isBlank = (record: CsvRecord) => record.fields.every((f) => f.trim() === "");

/** The header (trimmed) and the data records of a CSV text; blank lines are dropped. */
export function readCsv(input: string): CsvTable {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records = parseCsvRecords(text, delimiter).filter((r) => !isBlank(r));
  const [head, ...rest] = records;
  return { delimiter, header: head ? head.fields.map((h) => h.trim()) : [], records: rest };
}
