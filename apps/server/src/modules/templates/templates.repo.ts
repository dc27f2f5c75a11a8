import type { Selectable } from "kysely";
import type { Db, ProposalTemplatesTable } from "../../db/types.js";

export type TemplateRow = Selectable<ProposalTemplatesTable>;

/** The only SQL on saved templates: a user's own (workspace_id null), newest first. */
export class TemplatesRepo {
  constructor(private readonly db: Db) {}

  list(ownerId: string): Promise<TemplateRow[]> {
    return this.db
      .selectFrom("proposal_templates")
      .selectAll()
      .where("owner_id", "=", ownerId)
      .where("workspace_id", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
  }

  find(ownerId: string, id: string): Promise<TemplateRow | undefined> {
    return this.db
      .selectFrom("proposal_templates")
      .selectAll()
      .where("owner_id", "=", ownerId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  async insert(row: TemplateRow): Promise<void> {
    await this.db.insertInto("proposal_templates").values(row).execute();
  }

  /** Whether a row of the owner's was deleted. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("proposal_templates")
      .where("owner_id", "=", ownerId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
