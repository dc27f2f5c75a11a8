import type { Db } from "../../db/types.js";

/**
 * The subqueries every read and write of projects and documents is scoped by: a member reaches
 * whatever is in their workspaces (what their role lets them do with it is the policies' business),
 * and lists show their current workspace only. A removed member matches nothing from the next
 * statement on.
 */

/** The ids of the workspaces the user is a member of. */
export function memberWorkspaces(db: Db, userId: string) {
  return db.selectFrom("workspace_members as mw").select("mw.workspace_id").where("mw.user_id", "=", userId);
}

/** The id of the user's current workspace, while they are a member of it. */
export function currentWorkspace(db: Db, userId: string) {
  return db
    .selectFrom("workspace_members as cw")
    .innerJoin("users as cu", (join) =>
      join.onRef("cu.id", "=", "cw.user_id").onRef("cu.current_workspace_id", "=", "cw.workspace_id"),
    )
    .select("cw.workspace_id")
    .where("cw.user_id", "=", userId);
}

/** The ids of the projects in the user's workspaces (a document is in its project's workspace). */
export function reachableProjects(db: Db, userId: string) {
  return db.selectFrom("projects as rp").select("rp.id").where("rp.workspace_id", "in", memberWorkspaces(db, userId));
}

/** The ids of the projects in the user's current workspace. */
export function currentProjects(db: Db, userId: string) {
  return db.selectFrom("projects as cp").select("cp.id").where("cp.workspace_id", "in", currentWorkspace(db, userId));
}

/** `reachableProjects` as SQL text for hand-written queries, with the user's id in `userColumn`. */
export const REACHABLE_PROJECTS_SQL = (userColumn: string): string =>
  `(select rp.id from projects rp join workspace_members mw on mw.workspace_id = rp.workspace_id where mw.user_id = ${userColumn})`;

/** Which workspace a workspace's own rows (company profile, templates) are read from. */
export type WorkspaceOf =
  /** The user's current workspace. */
  | { currentOf: string }
  /** The workspace of a document (its project's). */
  | { documentId: string }
  /** The user's personal workspace. */
  | { personalOf: string };

/** The id of the workspace `key` names (none when it names nothing the user is a member of). */
export function workspaceIdOf(db: Db, key: WorkspaceOf) {
  if ("currentOf" in key) return currentWorkspace(db, key.currentOf);
  if ("documentId" in key)
    return db
      .selectFrom("projects as wp")
      .innerJoin("documents as wd", "wd.project_id", "wp.id")
      .select("wp.workspace_id")
      .where("wd.id", "=", key.documentId);
  return db
    .selectFrom("workspace_members as pm")
    .innerJoin("workspaces as pw", "pw.id", "pm.workspace_id")
    .select("pm.workspace_id")
    .where("pm.user_id", "=", key.personalOf)
    .where("pw.personal", "=", 1);
}
