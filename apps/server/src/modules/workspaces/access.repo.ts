import type { Db, WorkspaceRole } from "../../db/types.js";

/** What the policies are told about the resource a member acts on: its workspace, their role there, and whether it is locked. */
export interface ResourceAccess {
  workspaceId: string;
  role: WorkspaceRole;
  /** For a document: when a client accepted it (null: not locked). */
  lockedAt: string | null;
}

/** What a request acts on: a document, a project or a template by id, or the user's current workspace. */
export type AccessTarget =
  | { kind: "document"; id: string }
  | { kind: "project"; id: string }
  | { kind: "template"; id: string }
  | { kind: "current" };

/** The only SQL of access checks: one query joining the resource to the user's membership of its workspace. */
export class AccessRepo {
  constructor(private readonly db: Db) {}

  /** The user's access to the target; undefined when it does not exist or is not in one of their workspaces. */
  async find(userId: string, target: AccessTarget): Promise<ResourceAccess | undefined> {
    const row = await this.query(userId, target).executeTakeFirst();
    return row && { workspaceId: row.workspace_id, role: row.role, lockedAt: row.locked_at ?? null };
  }

  private query(userId: string, target: AccessTarget) {
    const member = this.db.selectFrom("workspace_members as am").where("am.user_id", "=", userId);
    switch (target.kind) {
      case "document":
        return member
          .innerJoin("projects as ap", "ap.workspace_id", "am.workspace_id")
          .innerJoin("documents as ad", "ad.project_id", "ap.id")
          .select(["am.workspace_id", "am.role", "ad.locked_at"])
          .where("ad.id", "=", target.id);
      case "project":
        return member
          .innerJoin("projects as ap", "ap.workspace_id", "am.workspace_id")
          .select(["am.workspace_id", "am.role", (eb) => eb.val<string | null>(null).as("locked_at")])
          .where("ap.id", "=", target.id);
      case "template":
        return member
          .innerJoin("proposal_templates as at", "at.workspace_id", "am.workspace_id")
          .select(["am.workspace_id", "am.role", (eb) => eb.val<string | null>(null).as("locked_at")])
          .where("at.id", "=", target.id);
      case "current":
        return member
          .innerJoin("users as au", (join) =>
            join.onRef("au.id", "=", "am.user_id").onRef("au.current_workspace_id", "=", "am.workspace_id"),
          )
          .select(["am.workspace_id", "am.role", (eb) => eb.val<string | null>(null).as("locked_at")]);
    }
  }
}
