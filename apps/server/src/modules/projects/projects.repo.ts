import type { Selectable } from "kysely";
import type { Db, ProjectsTable } from "../../db/types.js";

export type ProjectRow = Selectable<ProjectsTable>;

/** The only SQL on projects. Every read and write is scoped to its owner. */
export class ProjectsRepo {
  constructor(private readonly db: Db) {}

  list(ownerId: string): Promise<ProjectRow[]> {
    return this.db
      .selectFrom("projects")
      .selectAll()
      .where("owner_id", "=", ownerId)
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .execute();
  }

  find(ownerId: string, id: string): Promise<ProjectRow | undefined> {
    return this.db
      .selectFrom("projects")
      .selectAll()
      .where("owner_id", "=", ownerId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  insert(row: ProjectRow): Promise<ProjectRow> {
    return this.db.insertInto("projects").values(row).returningAll().executeTakeFirstOrThrow();
  }

  rename(ownerId: string, id: string, title: string, at: string): Promise<ProjectRow | undefined> {
    return this.db
      .updateTable("projects")
      .set({ title, updated_at: at })
      .where("owner_id", "=", ownerId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Touches a project so the one worked on last lists first. */
  async touch(id: string, at: string): Promise<void> {
    await this.db.updateTable("projects").set({ updated_at: at }).where("id", "=", id).execute();
  }

  /** Deletes the project; its documents, chats and files go with it (foreign keys cascade). */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("projects")
      .where("owner_id", "=", ownerId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteAll(ownerId: string): Promise<number> {
    const result = await this.db.deleteFrom("projects").where("owner_id", "=", ownerId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
