import type { DocumentEvent, DocumentVersion, DocumentVersionSummary } from "@scopewise/shared";
import { HttpError, notFound } from "../../http/errors.js";
import type { Db } from "../../db/types.js";
import type { DocumentRow } from "../documents/documents.repo.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { refuseWhenLocked } from "../../policies/resource.policy.js";
import { EventsRepo } from "./events.repo.js";
import { type VersionContent, type VersionSummaryRow, VersionsRepo } from "./versions.repo.js";

/** The name shown for versions the server wrote itself. */
export const SERVER_AUTHOR = "Scopewise";

function authorName(row: Pick<VersionSummaryRow, "author_id" | "first_name" | "last_name" | "username">): string {
  if (row.author_id === null) return SERVER_AUTHOR;
  const name = [row.first_name, row.last_name].filter(Boolean).join(" ").trim();
  return name || row.username || "Deleted user";
}

/** A version number from the path; anything else is a version that does not exist. */
function versionNumber(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** A document's history for its owner: list, read and restore its versions. */
export class VersionsService {
  constructor(
    private readonly db: Db,
    private readonly documents: DocumentsService,
  ) {}

  async list(ownerId: string, documentId: string): Promise<DocumentVersionSummary[]> {
    await this.documents.get(ownerId, documentId);
    const rows = await new VersionsRepo(this.db).list(documentId);
    return rows.map((row) => ({
      version: Number(row.version),
      created_at: row.created_at,
      author: authorName(row),
      reason: row.reason,
    }));
  }

  /** The history's events (approval steps), newest first, each at the version the document had then. */
  async events(ownerId: string, documentId: string): Promise<DocumentEvent[]> {
    await this.documents.get(ownerId, documentId);
    const rows = await new EventsRepo(this.db).list(documentId);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as DocumentEvent["kind"],
      version: Number(row.version),
      created_at: row.created_at,
      author: authorName({ ...row, author_id: row.actor_id }),
      comment: row.comment,
    }));
  }

  async read(ownerId: string, documentId: string, version: string): Promise<DocumentVersion> {
    const content = await this.content(ownerId, documentId, version);
    return { version: content.version, document: content.document, created_at: content.created_at };
  }

  /** Makes an old version the document's content again, as a new version (its title, text, brief and estimate). */
  async restore(ownerId: string, documentId: string, version: string): Promise<DocumentRow> {
    return this.documents.inTransaction(async (documents, trx) => {
      const doc = await documents.get(ownerId, documentId);
      if (doc.status === "generating")
        throw new HttpError(409, { detail: "This proposal is being generated; wait until it is ready." });
      // An accepted proposal stays as the client signed it; restoring means making a new version first.
      refuseWhenLocked("edit", doc.locked_at);
      const old = await this.readContent(trx, documentId, version);
      const changes = { title: old.title, document: old.document, brief: old.brief, estimate: old.estimate };
      return documents.write(ownerId, documentId, changes, undefined, { authorId: ownerId, reason: "restore" });
    });
  }

  private async content(ownerId: string, documentId: string, version: string): Promise<VersionContent> {
    await this.documents.get(ownerId, documentId);
    return this.readContent(this.db, documentId, version);
  }

  private async readContent(db: Db, documentId: string, version: string): Promise<VersionContent> {
    const content = await new VersionsRepo(db).read(documentId, versionNumber(version));
    if (!content) throw notFound();
    return content;
  }
}
