import type { Selectable } from "kysely";
import type { Db, WorkspaceInvitationsTable } from "../../db/types.js";
import { sha256 } from "../auth/crypto.js";

export type InvitationRow = Selectable<WorkspaceInvitationsTable>;

/** An invitation with what its link shows: the workspace's name and who sent it. */
export interface InvitationPreviewRow extends InvitationRow {
  workspace_name: string;
  workspace_personal: number;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
}

/** The only SQL on workspace invitations. The token is in the mailed link; only its SHA-256 is kept. */
export class InvitationsRepo {
  constructor(private readonly db: Db) {}

  async insert(row: InvitationRow): Promise<void> {
    await this.db.insertInto("workspace_invitations").values(row).execute();
  }

  /** The workspace's invitations still open at `now` (not accepted, revoked or expired), newest first. */
  pending(workspaceId: string, now: string): Promise<InvitationRow[]> {
    return this.db
      .selectFrom("workspace_invitations")
      .selectAll()
      .where("workspace_id", "=", workspaceId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
  }

  /** The open invitation of a link's token at `now`, with its workspace's name and its sender's. */
  usable(token: string, now: string): Promise<InvitationPreviewRow | undefined> {
    return this.db
      .selectFrom("workspace_invitations as i")
      .innerJoin("workspaces as w", "w.id", "i.workspace_id")
      .leftJoin("users as u", "u.id", "i.invited_by")
      .selectAll("i")
      .select([
        "w.name as workspace_name",
        "w.personal as workspace_personal",
        "u.first_name as inviter_first_name",
        "u.last_name as inviter_last_name",
      ])
      .where("i.token_hash", "=", sha256(token))
      .where("i.accepted_at", "is", null)
      .where("i.revoked_at", "is", null)
      .where("i.expires_at", ">", now)
      .executeTakeFirst();
  }

  /** Revokes an open invitation of the workspace; false when there is none by that id. */
  async revoke(workspaceId: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("workspace_invitations")
      .set({ revoked_at: at })
      .where("workspace_id", "=", workspaceId)
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Earlier open invitations of the address into the workspace stop working when a new one is sent. */
  async revokeOpenFor(workspaceId: string, email: string, at: string): Promise<void> {
    await this.db
      .updateTable("workspace_invitations")
      .set({ revoked_at: at })
      .where("workspace_id", "=", workspaceId)
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** Uses the invitation up; false when it was already used or revoked (or another request used it first). */
  async consume(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("workspace_invitations")
      .set({ accepted_at: at })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
