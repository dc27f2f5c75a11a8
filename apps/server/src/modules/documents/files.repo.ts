import type { Selectable } from "kysely";
import type { Db, DocumentFilesTable } from "../../db/types.js";

export type DocumentFileRow = Selectable<DocumentFilesTable>;

/** The only SQL on files attached to documents (briefs, uploaded images). */
export class FilesRepo {
  constructor(private readonly db: Db) {}

  list(documentId: string): Promise<DocumentFileRow[]> {
    return this.db.selectFrom("document_files").selectAll().where("document_id", "=", documentId).orderBy("created_at").execute();
  }

  async insert(row: DocumentFileRow): Promise<void> {
    await this.db.insertInto("document_files").values(row).execute();
  }

  /** Every stored file name still referenced (to clean up files whose documents are gone). */
  async storedNames(): Promise<Set<string>> {
    const rows = await this.db.selectFrom("document_files").select("stored_name").where("stored_name", "is not", null).execute();
    return new Set(rows.map((r) => r.stored_name).filter((n): n is string => n !== null));
  }
}
