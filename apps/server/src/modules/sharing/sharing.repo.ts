import type { Selectable, Updateable } from "kysely";
import type { Db, DocumentAcceptancesTable, DocumentsTable } from "../../db/types.js";
import { declineStands } from "../sending/proposal-status.js";
import { reachableProjects } from "../workspaces/workspace-scope.js";

export type AcceptanceRow = Selectable<DocumentAcceptancesTable>;
/** An acceptance with the document's owner and current share uuid, to decide who may read its certificate. */
export type CertificateRow = AcceptanceRow & Pick<Selectable<DocumentsTable>, "owner_id" | "uuid">;

/** A shared document as the public side reads it: content, estimate, settings and owner (never sent). */
export type SharedRow = Pick<
  Selectable<DocumentsTable>,
  | "id"
  | "owner_id"
  | "title"
  | "document"
  | "version"
  | "estimate"
  | "client_options"
  | "share_enabled"
  | "share_expires_at"
  | "share_password_hash"
  | "share_allow_options"
  | "locked_at"
  | "shared_at"
  | "declined_at"
  | "decline_name"
  | "decline_reason"
>;

const SHARED_COLUMNS = [
  "id",
  "owner_id",
  "title",
  "document",
  "version",
  "estimate",
  "client_options",
  "share_enabled",
  "share_expires_at",
  "share_password_hash",
  "share_allow_options",
  "locked_at",
  "shared_at",
  "declined_at",
  "decline_name",
  "decline_reason",
] as const;

type ShareChanges = Pick<
  Updateable<DocumentsTable>,
  "share_enabled" | "share_expires_at" | "share_password_hash" | "share_allow_options" | "client_options" | "shared_at"
>;

/** The only SQL on share settings, client options and acceptances (views: ViewsRepo). */
export class SharingRepo {
  constructor(private readonly db: Db) {}

  findByUuid(uuid: string): Promise<SharedRow | undefined> {
    return this.db.selectFrom("documents").select(SHARED_COLUMNS).where("uuid", "=", uuid).executeTakeFirst();
  }

  /** Changes share settings or options only: not a content write, so the version stays. */
  async setShare(ownerId: string, id: string, changes: ShareChanges): Promise<boolean> {
    const result = await this.db
      .updateTable("documents")
      .set(changes)
      .where("project_id", "in", reachableProjects(this.db, ownerId))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A new link (uuid), and with it a new certificate address, so the old link's certificate answers 404 too. */
  async rotate(
    ownerId: string,
    id: string,
    link: { uuid: string; share_created_at: string; certificate_token: string },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const rotated = await trx
        .updateTable("documents")
        .set({ uuid: link.uuid, share_created_at: link.share_created_at })
        .where("project_id", "in", reachableProjects(trx, ownerId))
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(rotated.numUpdatedRows) === 0) return false;
      await trx
        .updateTable("document_acceptances")
        .set({ certificate_token: link.certificate_token })
        .where("document_id", "=", id)
        .execute();
      return true;
    });
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
        // Not while a client's decline stands (see declineStands): a decline at the same moment wins or loses whole.
        .where((eb) => eb.or([eb("declined_at", "is", null), eb("declined_at", "<", eb.ref("shared_at"))]))
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) throw new StaleAcceptance();
      return true;
    });
  }

  /** Whether a client's decline stands on the document now (an accept that lost to one says so). */
  async declinedSince(documentId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("documents")
      .select(["declined_at", "shared_at"])
      .where("id", "=", documentId)
      .executeTakeFirst();
    return row !== undefined && declineStands(row);
  }

  findAcceptance(documentId: string): Promise<AcceptanceRow | undefined> {
    return this.db
      .selectFrom("document_acceptances")
      .selectAll()
      .where("document_id", "=", documentId)
      .executeTakeFirst();
  }

  findCertificate(certificateToken: string): Promise<CertificateRow | undefined> {
    return this.db
      .selectFrom("document_acceptances")
      .innerJoin("documents", "documents.id", "document_acceptances.document_id")
      .selectAll("document_acceptances")
      .select(["documents.owner_id", "documents.uuid"])
      .where("document_acceptances.certificate_token", "=", certificateToken)
      .executeTakeFirst();
  }
}

/** The document changed between reading its text and locking it. */
export class StaleAcceptance extends Error {}
