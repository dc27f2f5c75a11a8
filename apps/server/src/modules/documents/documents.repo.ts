import type { Selectable, Updateable } from "kysely";
import { precompiled } from "../../db/precompiled.js";
import type { Db, DocumentsTable } from "../../db/types.js";

export type DocumentRow = Selectable<DocumentsTable>;
/** A document without its content and what it was priced from (lists never parse them). */
export type DocumentSummaryRow = Pick<DocumentRow, (typeof SUMMARY_COLUMNS)[number]>;

const SUMMARY_COLUMNS = [
  "id", "uuid", "owner_id", "project_id", "title", "user_query", "status", "error", "version", "created_at", "updated_at",
] as const;

/** The only SQL on documents. Reads and writes by id are scoped to the owner. */
export class DocumentsRepo {
  /** Every document read makes this query; it is compiled once. */
  private readonly findOwned: (ownerId: string, id: string) => Promise<DocumentRow[]>;

  constructor(private readonly db: Db) {
    this.findOwned = precompiled(this.db, 2, (ownerId: string, id: string) =>
      this.db.selectFrom("documents").selectAll().where("owner_id", "=", ownerId).where("id", "=", id),
    );
  }

  listSummaries(ownerId: string, projectId?: string): Promise<DocumentSummaryRow[]> {
    let query = this.db.selectFrom("documents").select(SUMMARY_COLUMNS).where("owner_id", "=", ownerId);
    if (projectId !== undefined) query = query.where("project_id", "=", projectId);
    return query.orderBy("updated_at", "desc").orderBy("id").execute();
  }

  async find(ownerId: string, id: string): Promise<DocumentRow | undefined> {
    return (await this.findOwned(ownerId, id))[0];
  }


  insert(row: DocumentRow): Promise<DocumentRow> {
    return this.db.insertInto("documents").values(row).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Writes and bumps the version in one statement. With `expectedVersion`, the write happens
   * only if nobody wrote in between; undefined means no row matched (missing, foreign, or stale).
   */
  update(ownerId: string, id: string, changes: Updateable<DocumentsTable>, expectedVersion?: number): Promise<DocumentRow | undefined> {
    let query = this.db
      .updateTable("documents")
      .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
      .where("owner_id", "=", ownerId)
      .where("id", "=", id)
      // An accepted document is read-only: no content write matches it.
      .where("locked_at", "is", null);
    if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
    return query.returningAll().executeTakeFirst();
  }

  /**
   * Replaces the brief and estimate behind a document (an accepted re-estimate saved with its text):
   * the save that carries it bumps the version, this does not, so the editor keeps saving.
   */
  async setEstimate(ownerId: string, id: string, revision: { brief: string; estimate: string }): Promise<boolean> {
    const result = await this.db.updateTable("documents").set(revision).where("owner_id", "=", ownerId).where("id", "=", id).where("locked_at", "is", null).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }


  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("documents").where("owner_id", "=", ownerId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteAll(ownerId: string): Promise<number> {
    const result = await this.db.deleteFrom("documents").where("owner_id", "=", ownerId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
