import type { Selectable } from "kysely";
import type { Db, ProposalTemplatesTable } from "../../db/types.js";
import { currentWorkspace, memberWorkspaces } from "../workspaces/workspace-scope.js";

export type TemplateRow = Selectable<ProposalTemplatesTable>;

/** The only SQL on saved templates: a workspace's, newest first; the user's current workspace's, or any of theirs by id. */
export class TemplatesRepo {
  constructor(private readonly db: Db) {}

  list(ownerId: string): Promise<TemplateRow[]> {
    return this.db
      .selectFrom("proposal_templates")
      .selectAll()
      .where("workspace_id", "in", currentWorkspace(this.db, ownerId))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
  }

  find(ownerId: string, id: string): Promise<TemplateRow | undefined> {
    return this.db
      .selectFrom("proposal_templates")
      .selectAll()
      .where("workspace_id", "in", memberWorkspaces(this.db, ownerId))
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** The user's current workspace, which new templates go into. */
  async currentWorkspaceOf(userId: string): Promise<string> {
    return (await currentWorkspace(this.db, userId).executeTakeFirstOrThrow()).workspace_id;
  }

  async insert(row: TemplateRow): Promise<void> {
    await this.db.insertInto("proposal_templates").values(row).execute();
  }

  /** Whether a row of the owner's was deleted. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("proposal_templates")
      // The current workspace's only: the role the policy checked is the role there.
      .where("workspace_id", "in", currentWorkspace(this.db, ownerId))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
