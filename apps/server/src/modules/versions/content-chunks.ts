import { createHash } from "node:crypto";

/** A block ends after one of these closing tags; edits inside one block then change one piece. */
const BLOCK_END = /(?<=<\/(?:p|h[1-6]|li|tr|table|ul|ol|pre|blockquote|figure|div)>)/i;
/** Pieces are grouped into chunks of about this many pieces (a boundary decided by content, see below). */
const BOUNDARY_ONE_IN = 16;
/** No chunk grows past this, even inside one huge block run. */
const MAX_CHUNK = 16 * 1024;

/** SHA-256 cut to 128 bits (22 characters): ample to tell one document's chunks apart, and half the size in every version's list. */
export function contentHash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

/**
 * Splits HTML into chunks whose boundaries depend only on the text around them (a chunk ends after
 * a block whose own hash says so), so an edit changes the chunk it falls in and every other chunk
 * of the new version is one already stored. Joining the chunks gives the text back exactly.
 */
export function splitIntoChunks(html: string): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const piece of html.split(BLOCK_END)) {
    for (let at = 0; at < piece.length; at += MAX_CHUNK) {
      current += piece.slice(at, at + MAX_CHUNK);
      if (current.length >= MAX_CHUNK || endsChunk(piece)) {
        chunks.push(current);
        current = "";
      }
    }
  }
  if (current !== "" || chunks.length === 0) chunks.push(current);
  return chunks;
}

function endsChunk(piece: string): boolean {
  return createHash("md5").update(piece).digest()[0]! % BOUNDARY_ONE_IN === 0;
}
