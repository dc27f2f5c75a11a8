import type { AuditEntry } from "@scopewise/shared";

export const AUDIT_CSV_HEADER = [
  "at",
  "action",
  "actor_id",
  "actor_name",
  "actor_email",
  "target_type",
  "target_id",
  "target_title",
  "detail",
] as const;

/**
 * One CSV cell: always quoted (quotes doubled), and text a spreadsheet would take for a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: ReadonlyArray<string | null>): string => `${cells.map(csvCell).join(",")}\r\n`;

/** An entry as a line of the CSV download, in the order of AUDIT_CSV_HEADER. */
export function auditCsvLine(entry: AuditEntry): string {
  return csvLine([
    entry.at,
    entry.action,
    entry.actor?.id ?? null,
    entry.actor?.name ?? null,
    entry.actor?.email ?? null,
    entry.target_type,
    entry.target_id,
    entry.target_title,
    JSON.stringify(entry.detail),
  ]);
}
