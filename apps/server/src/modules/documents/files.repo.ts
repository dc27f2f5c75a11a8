import { reachableProjects } from "../workspaces/workspace-scope.js";
import type { Selectable } from "kysely";
import type { Db, DocumentFilesTable } from "../../db/types.js";
import type { UploadScope } from "./upload-scope.js";

export type DocumentFileRow = Selectable<DocumentFilesTable>;

/** The only SQL on files attached to documents (briefs, uploaded images). */
export class FilesRepo {
  constructor(private readonly db: Db) {}

  list(documentId: string): Promise<DocumentFileRow[]> {
    return this.db
      .selectFrom("document_files")
      .selectAll()
      .where("document_id", "=", documentId)
      .orderBy("created_at")
      .execute();
  }

  async insert(row: DocumentFileRow): Promise<void> {
    await this.db.insertInto("document_files").values(row).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("document_files").where("id", "=", id).execute();
  }

  /**
   * The stored file names of the documents in `scope` (one document, one project, or all) among
   * those the user made or reaches: a superset of what a delete by them takes, which is safe, as
   * only names no row references afterwards are removed.
   */
  async storedNamesOf(ownerId: string, scope: UploadScope): Promise<string[]> {
    let query = this.db
      .selectFrom("document_files")
      .innerJoin("documents", "documents.id", "document_files.document_id")
      .select("document_files.stored_name")
      .where((eb) =>
        eb.or([
          eb("documents.owner_id", "=", ownerId),
          eb("documents.project_id", "in", reachableProjects(this.db, ownerId)),
        ]),
      )
      .where("document_files.stored_name", "is not", null);
    if (scope.documentId !== undefined) query = query.where("documents.id", "=", scope.documentId);
    if (scope.projectId !== undefined) query = query.where("documents.project_id", "=", scope.projectId);
    if (scope.workspaceId !== undefined)
      query = query.where("documents.project_id", "in", (eb) =>
        eb.selectFrom("projects as sp").select("sp.id").where("sp.workspace_id", "=", scope.workspaceId!),
      );
    return (await query.execute()).map((r) => r.stored_name).filter((n): n is string => n !== null);
  }

  /** Which of these stored names a row still references. */
  async referencedAmong(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("document_files")
      .select("stored_name")
      .where("stored_name", "in", [...names])
      .execute();
    return new Set(rows.map((r) => r.stored_name).filter((n): n is string => n !== null));
  }
}
