import { HttpError, serviceUnavailable } from "../http/errors.js";
import type { FileWorkers } from "../workers/file-tasks.js";
import { WorkerFailedError, WorkerPoolBusyError, WorkerTimeoutError } from "../workers/worker-pool.js";
import { assertMarkupBounds } from "./markup-bounds.js";
import { sanitizeDocumentHtml } from "./sanitize.js";

/** Stored document HTML, sanitized and read through the schema (see sanitize.ts). */
export type SanitizeDocument = (html: string) => Promise<string>;

/**
 * Up to this size the schema pass takes well under a tenth of a second (a generated proposal is
 * 30–60 KB) and runs inline; a larger document takes about 100 ms more per 50 KB, so it goes to a
 * file worker and no other request waits behind it.
 */
export const INLINE_SANITIZE_MAX_CHARS = 64 * 1024;
/** A 5 MB document of plain paragraphs takes some ten seconds; past this it is refused. */
export const SANITIZE_TIME_LIMIT_MS = 30_000;

const TOO_LARGE = "The document is too large to save: split it into smaller documents.";

/** Sanitizes small documents inline and large ones in a file worker, with the same result. */
export function documentSanitizer(workers: FileWorkers): SanitizeDocument {
  return async (html) => {
    if (html.length <= INLINE_SANITIZE_MAX_CHARS) return sanitizeDocumentHtml(html);
    // The bounds are a stream read: refused here, with their own message, before a worker is used.
    assertMarkupBounds(html);
    try {
      return await workers.run("sanitizeDocument", html, { timeLimitMs: SANITIZE_TIME_LIMIT_MS });
    } catch (error) {
      if (error instanceof WorkerTimeoutError || error instanceof WorkerFailedError)
        throw new HttpError(413, { detail: TOO_LARGE });
      if (error instanceof WorkerPoolBusyError)
        throw serviceUnavailable("The server is busy saving other documents. Please try again in a moment.");
      throw error;
    }
  };
}
