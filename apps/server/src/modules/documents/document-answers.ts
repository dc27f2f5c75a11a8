import { JsonBodyCache } from "../../http/json-body-cache.js";
import { notFound } from "../../http/errors.js";
import { presentDocumentBody, presentSummary } from "./documents.presenter.js";
import type { DocumentSummaryRow, DocumentsRepo } from "./documents.repo.js";

/** Room for the answers of the documents being read (their HTML and the bytes sent). */
const CACHE_SIZE = 16 * 1024 * 1024;

/**
 * The JSON answer of a document read, as bytes. The HTML is read from the database only when the
 * summary (id, uuid, title, status, version, updated_at…) differs from the one the cached answer was
 * written with: every write of the HTML bumps the version, so an equal summary means equal HTML.
 * The summary is read for every request, scoped to the owner (with the session check, see
 * documentReadGuard), so ownership, deletion and writes made by another server process on the
 * same database are always seen.
 */
export class DocumentAnswers {
  private readonly cache = new JsonBodyCache(CACHE_SIZE);

  constructor(private readonly documents: DocumentsRepo) {}

  /** The answer for `summary`, just read from the database (undefined: not found for this owner). */
  async body(ownerId: string, id: string, summary: DocumentSummaryRow | undefined): Promise<Buffer> {
    if (!summary) throw notFound();
    const current = this.cache.current(id, JSON.stringify(presentSummary(summary)));
    if (current) return current;
    // Summary and HTML read again together: one snapshot, even if a write landed in between.
    const row = await this.documents.findForRead(ownerId, id);
    if (!row) throw notFound();
    return presentDocumentBody(row, this.cache);
  }
}
