import type { Selectable } from "kysely";
import type { Db, ProjectsTable } from "../../db/types.js";
import { currentWorkspace, memberWorkspaces } from "../workspaces/workspace-scope.js";

export type ProjectRow = Selectable<ProjectsTable>;

/**
 * The only SQL on projects. Every read and write is scoped to the workspaces of the user acting
 * (`userId`); lists and bulk deletes to their current workspace.
 */
export class ProjectsRepo {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<ProjectRow[]> {
    return this.db
      .selectFrom("projects")
      .selectAll()
      .where("workspace_id", "in", currentWorkspace(this.db, userId))
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .execute();
  }

  find(userId: string, id: string): Promise<ProjectRow | undefined> {
    return this.db
      .selectFrom("projects")
      .selectAll()
      .where("workspace_id", "in", memberWorkspaces(this.db, userId))
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** The user's current workspace (undefined: not a member of it, which the membership calls never leave). */
  async currentWorkspaceOf(userId: string): Promise<string | undefined> {
    return (await currentWorkspace(this.db, userId).executeTakeFirst())?.workspace_id;
  }

  insert(row: ProjectRow): Promise<ProjectRow> {
    return this.db.insertInto("projects").values(row).returningAll().executeTakeFirstOrThrow();
  }

  rename(userId: string, id: string, title: string, at: string): Promise<ProjectRow | undefined> {
    return this.db
      .updateTable("projects")
      .set({ title, updated_at: at })
      .where("workspace_id", "in", memberWorkspaces(this.db, userId))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Touches a project so the one worked on last lists first. */
  async touch(id: string, at: string): Promise<void> {
    await this.db.updateTable("projects").set({ updated_at: at }).where("id", "=", id).execute();
  }

  /** Deletes the project; its documents, chats and files go with it (foreign keys cascade). */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("projects")
      .where("workspace_id", "in", memberWorkspaces(this.db, userId))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes the projects of the user's current workspace. */
  async deleteAll(userId: string): Promise<number> {
    const result = await this.db
      .deleteFrom("projects")
      .where("workspace_id", "in", currentWorkspace(this.db, userId))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes a workspace's projects (their documents cascade), as the workspace goes. */
  async deleteInWorkspace(workspaceId: string): Promise<void> {
    await this.db.deleteFrom("projects").where("workspace_id", "=", workspaceId).execute();
  }
}
