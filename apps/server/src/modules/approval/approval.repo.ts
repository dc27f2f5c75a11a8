import type { Selectable } from "kysely";
import type { DocumentApprovalsTable } from "../../db/approval-audit-types.js";
import type { Db, WorkspaceRole } from "../../db/types.js";

export type ApprovalRow = Selectable<DocumentApprovalsTable>;

/** A user's membership of the workspace a document is in, with the document's title and version. */
export interface DocumentMembership {
  workspace_id: string;
  personal: boolean;
  role: WorkspaceRole;
  document: { id: string; title: string; version: number };
}

/** An approver with what the mail to them needs. */
export interface ApproverRow {
  user_id: string;
  role: WorkspaceRole;
  email: string;
  first_name: string;
}

/** The only SQL on workspace settings, approvers and documents' approvals. */
export class ApprovalRepo {
  constructor(private readonly db: Db) {}

  /** The user's role in the document's workspace; undefined when they are not a member of it (or it does not exist). */
  async membership(userId: string, documentId: string): Promise<DocumentMembership | undefined> {
    const row = await this.db
      .selectFrom("documents as d")
      .innerJoin("projects as p", "p.id", "d.project_id")
      .innerJoin("workspaces as w", "w.id", "p.workspace_id")
      .innerJoin("workspace_members as m", (join) =>
        join.onRef("m.workspace_id", "=", "p.workspace_id").on("m.user_id", "=", userId),
      )
      .select(["p.workspace_id", "w.personal", "m.role", "d.title", "d.version"])
      .where("d.id", "=", documentId)
      .executeTakeFirst();
    return (
      row && {
        workspace_id: row.workspace_id,
        personal: Number(row.personal) === 1,
        role: row.role,
        document: { id: documentId, title: row.title, version: Number(row.version) },
      }
    );
  }

  async threshold(workspaceId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom("workspace_settings")
      .select("approval_threshold")
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirst();
    return row?.approval_threshold == null ? null : Number(row.approval_threshold);
  }

  /** The named approvers with their current role, in the order they joined. */
  approvers(workspaceId: string): Promise<ApproverRow[]> {
    return this.db
      .selectFrom("workspace_approvers as a")
      .innerJoin("workspace_members as m", (join) =>
        join.onRef("m.workspace_id", "=", "a.workspace_id").onRef("m.user_id", "=", "a.user_id"),
      )
      .innerJoin("users as u", "u.id", "a.user_id")
      .select(["a.user_id", "m.role", "u.email", "u.first_name"])
      .where("a.workspace_id", "=", workspaceId)
      .orderBy("m.joined_at")
      .orderBy("a.user_id")
      .execute();
  }

  /** Replaces the threshold and the approvers (call in a transaction). */
  async saveSettings(workspaceId: string, threshold: number | null, approverIds: string[], at: string): Promise<void> {
    await this.db
      .insertInto("workspace_settings")
      .values({ workspace_id: workspaceId, approval_threshold: threshold, updated_at: at })
      .onConflict((oc) => oc.column("workspace_id").doUpdateSet({ approval_threshold: threshold, updated_at: at }))
      .execute();
    await this.db.deleteFrom("workspace_approvers").where("workspace_id", "=", workspaceId).execute();
    if (approverIds.length > 0)
      await this.db
        .insertInto("workspace_approvers")
        .values(approverIds.map((user_id) => ({ workspace_id: workspaceId, user_id })))
        .execute();
  }

  find(documentId: string): Promise<ApprovalRow | undefined> {
    return this.db
      .selectFrom("document_approvals")
      .selectAll()
      .where("document_id", "=", documentId)
      .executeTakeFirst();
  }

  /** Stores where the document's approval stands now. */
  async save(row: ApprovalRow): Promise<void> {
    const { document_id: _id, ...changes } = row;
    await this.db
      .insertInto("document_approvals")
      .values(row)
      .onConflict((oc) => oc.column("document_id").doUpdateSet(changes))
      .execute();
  }

  /**
   * Moves the approval from `from` to the row's state only if nobody moved it since it was read
   * (two approvers deciding at once: one wins); false when it had moved.
   */
  async move(from: ApprovalRow["status"], row: ApprovalRow): Promise<boolean> {
    const { document_id, ...changes } = row;
    const result = await this.db
      .updateTable("document_approvals")
      .set(changes)
      .where("document_id", "=", document_id)
      .where("status", "=", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
