import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Quoted-printable soft breaks and escapes undone, so a mail's text and links read as written. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The messages in DATA_DIR/outbox (no SMTP configured), oldest first, raw. Only finished ones:
 * the server writes a message under a hidden name and renames it when complete.
 */
export function outboxMessages(dataDir: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return []; // no message written yet
  }
  return files
    .filter((file) => file.endsWith(".eml") && !file.startsWith("."))
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), "utf8"));
}
