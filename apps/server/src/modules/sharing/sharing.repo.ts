import type { Selectable, Updateable } from "kysely";
import type { Db, DocumentAcceptancesTable, DocumentsTable, DocumentViewsTable } from "../../db/types.js";

export type AcceptanceRow = Selectable<DocumentAcceptancesTable>;
export type ViewRow = Selectable<DocumentViewsTable>;

/** A shared document as the public side reads it: content, estimate, settings and owner (never sent). */
export type SharedRow = Pick<
  Selectable<DocumentsTable>,
  "id" | "owner_id" | "title" | "document" | "version" | "estimate" | "client_options" | "share_enabled" | "share_expires_at" | "share_password_hash" | "share_allow_options" | "locked_at"
>;

const SHARED_COLUMNS = [
  "id", "owner_id", "title", "document", "version", "estimate", "client_options", "share_enabled", "share_expires_at", "share_password_hash", "share_allow_options", "locked_at",
] as const;

type ShareChanges = Pick<Updateable<DocumentsTable>, "share_enabled" | "share_expires_at" | "share_password_hash" | "share_allow_options" | "uuid" | "share_created_at" | "client_options">;

/** The only SQL on share settings, client options, acceptances and views. */
export class SharingRepo {
  constructor(private readonly db: Db) {}

  findByUuid(uuid: string): Promise<SharedRow | undefined> {
    return this.db.selectFrom("documents").select(SHARED_COLUMNS).where("uuid", "=", uuid).executeTakeFirst();
  }

  /** Changes share settings or options only: not a content write, so the version stays. */
  async setShare(ownerId: string, id: string, changes: ShareChanges): Promise<boolean> {
    const result = await this.db.updateTable("documents").set(changes).where("owner_id", "=", ownerId).where("id", "=", id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Records an acceptance and locks the document in one transaction. The acceptance's primary key
   * (the document id) lets only one of concurrent accepts in; the lock applies only at the version
   * whose text was hashed, so a save that slipped in between makes the accept fail (answers false).
   */
  async accept(row: AcceptanceRow, version: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto("document_acceptances").values(row).execute();
      const locked = await trx
        .updateTable("documents")
        .set({ locked_at: row.accepted_at })
        .where("id", "=", row.document_id)
        .where("version", "=", version)
        .where("locked_at", "is", null)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) throw new StaleAcceptance();
      return true;
    });
  }

  findAcceptance(documentId: string): Promise<AcceptanceRow | undefined> {
    return this.db.selectFrom("document_acceptances").selectAll().where("document_id", "=", documentId).executeTakeFirst();
  }

  findCertificate(certificateId: string): Promise<AcceptanceRow | undefined> {
    return this.db.selectFrom("document_acceptances").selectAll().where("certificate_id", "=", certificateId).executeTakeFirst();
  }

  /** True when this is the visitor's first view of the document (recorded once, whatever the races). */
  async firstVisit(documentId: string, visitor: string, at: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto("document_visitors")
      .values({ document_id: documentId, visitor, first_seen_at: at })
      .onConflict((conflict) => conflict.columns(["document_id", "visitor"]).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The visitor's visit still open (seen since `since`), to add a beacon's seconds to. */
  openVisit(documentId: string, visitor: string, since: string): Promise<ViewRow | undefined> {
    return this.db
      .selectFrom("document_views")
      .selectAll()
      .where("document_id", "=", documentId)
      .where("visitor", "=", visitor)
      .where("last_seen_at", ">=", since)
      .orderBy("last_seen_at", "desc")
      .executeTakeFirst();
  }

  async insertVisit(row: ViewRow): Promise<void> {
    await this.db.insertInto("document_views").values(row).execute();
  }

  async updateVisit(id: string, changes: Pick<ViewRow, "last_seen_at" | "seconds" | "sections">): Promise<void> {
    await this.db.updateTable("document_views").set(changes).where("id", "=", id).execute();
  }

  listViews(documentId: string): Promise<ViewRow[]> {
    return this.db.selectFrom("document_views").selectAll().where("document_id", "=", documentId).orderBy("started_at", "desc").limit(500).execute();
  }
}

/** The document changed between reading its text and locking it. */
export class StaleAcceptance extends Error {}
