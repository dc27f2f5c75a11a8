import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { isPostgres } from "../../db/dialect.js";
import type { Db, WorkspaceMembersTable, WorkspaceRole, WorkspacesTable } from "../../db/types.js";

export type WorkspaceRow = Selectable<WorkspacesTable>;
export type MemberRow = Selectable<WorkspaceMembersTable>;

/** A workspace as one member sees it: their role, whether it is their current one, how many members it has. */
export interface MemberWorkspaceRow extends WorkspaceRow {
  role: WorkspaceRole;
  current: boolean;
  member_count: number;
}

/** A member with the name and address of their account. */
export interface MemberUserRow extends MemberRow {
  first_name: string;
  last_name: string;
  email: string;
}

export const PERSONAL_WORKSPACE_NAME = "Personal";

/** The only SQL on workspaces and their members. */
export class WorkspacesRepo {
  constructor(private readonly db: Db) {}

  /** Makes a workspace with its first member (its owner), who switches to it. */
  async create(userId: string, name: string, personal: boolean, at: string): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("workspaces")
      .values({ id, name, personal: personal ? 1 : 0, created_by: userId, created_at: at, updated_at: at })
      .execute();
    await this.db
      .insertInto("workspace_members")
      .values({ workspace_id: id, user_id: userId, role: "owner", joined_at: at })
      .execute();
    await this.setCurrent(userId, id);
    return id;
  }

  /** The workspaces the user is a member of, personal first, then by name. */
  list(userId: string): Promise<MemberWorkspaceRow[]> {
    return this.memberView(userId)
      .orderBy("w.personal", "desc")
      .orderBy("w.name")
      .orderBy("w.id")
      .execute()
      .then((rows) => rows.map(normalized));
  }

  /** One workspace as the user sees it; undefined when they are not a member. */
  async find(userId: string, workspaceId: string): Promise<MemberWorkspaceRow | undefined> {
    const row = await this.memberView(userId).where("w.id", "=", workspaceId).executeTakeFirst();
    return row && normalized(row);
  }

  private memberView(userId: string) {
    return this.db
      .selectFrom("workspaces as w")
      .innerJoin("workspace_members as m", (join) =>
        join.onRef("m.workspace_id", "=", "w.id").on("m.user_id", "=", userId),
      )
      .innerJoin("users as u", "u.id", "m.user_id")
      .selectAll("w")
      .select((eb) => [
        "m.role",
        eb(sql.ref("u.current_workspace_id"), "=", sql.ref("w.id")).as("current"),
        eb
          .selectFrom("workspace_members as c")
          .whereRef("c.workspace_id", "=", "w.id")
          .select(eb.fn.countAll<number>().as("n"))
          .as("member_count"),
      ]);
  }

  async rename(workspaceId: string, name: string, at: string): Promise<void> {
    await this.db.updateTable("workspaces").set({ name, updated_at: at }).where("id", "=", workspaceId).execute();
  }

  /** Deletes the workspace; members, invitations (foreign keys) and its projects go with it. */
  async delete(workspaceId: string): Promise<void> {
    await this.db.deleteFrom("projects").where("workspace_id", "=", workspaceId).execute();
    await this.db.deleteFrom("company_profiles").where("workspace_id", "=", workspaceId).execute();
    await this.db.deleteFrom("proposal_templates").where("workspace_id", "=", workspaceId).execute();
    await this.db.deleteFrom("workspaces").where("id", "=", workspaceId).execute();
  }

  async setCurrent(userId: string, workspaceId: string): Promise<void> {
    await this.db.updateTable("users").set({ current_workspace_id: workspaceId }).where("id", "=", userId).execute();
  }

  /** Users whose current workspace is this one (or none) go back to their personal workspace. */
  async fallBackToPersonal(workspaceId: string, userIds?: readonly string[]): Promise<void> {
    let query = this.db
      .updateTable("users")
      .set({
        current_workspace_id: (eb) =>
          eb
            .selectFrom("workspace_members as pm")
            .innerJoin("workspaces as pw", "pw.id", "pm.workspace_id")
            .select("pm.workspace_id")
            .whereRef("pm.user_id", "=", "users.id")
            .where("pw.personal", "=", 1),
      })
      .where((eb) => eb.or([eb("current_workspace_id", "=", workspaceId), eb("current_workspace_id", "is", null)]));
    if (userIds) query = query.where("id", "in", [...userIds]);
    await query.execute();
  }

  members(workspaceId: string): Promise<MemberUserRow[]> {
    return this.db
      .selectFrom("workspace_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .selectAll("m")
      .select(["u.first_name", "u.last_name", "u.email"])
      .where("m.workspace_id", "=", workspaceId)
      .orderBy("m.joined_at")
      .orderBy("m.user_id")
      .execute();
  }

  async member(workspaceId: string, userId: string): Promise<MemberUserRow | undefined> {
    return (await this.members(workspaceId)).find((m) => m.user_id === userId);
  }

  async memberByEmail(workspaceId: string, email: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom("workspace_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .selectAll("m")
      .where("m.workspace_id", "=", workspaceId)
      .where("u.email", "=", email)
      .executeTakeFirst();
  }

  /** Adds a member; false when they already were one. */
  async addMember(workspaceId: string, userId: string, role: WorkspaceRole, at: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto("workspace_members")
      .values({ workspace_id: workspaceId, user_id: userId, role, joined_at: at })
      .onConflict((oc) => oc.columns(["workspace_id", "user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async setRole(workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
    await this.db
      .updateTable("workspace_members")
      .set({ role })
      .where("workspace_id", "=", workspaceId)
      .where("user_id", "=", userId)
      .execute();
  }

  async removeMember(workspaceId: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom("workspace_members")
      .where("workspace_id", "=", workspaceId)
      .where("user_id", "=", userId)
      .execute();
  }

  async ownerCount(workspaceId: string): Promise<number> {
    const row = await this.db
      .selectFrom("workspace_members")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("workspace_id", "=", workspaceId)
      .where("role", "=", "owner")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * What `from` made in the workspace becomes `to`'s (its projects, documents, jobs, outcomes,
   * company profile and templates), so it stays with the team when `from`'s account is deleted.
   */
  async handOver(workspaceId: string, from: string, to: string): Promise<void> {
    const projects = this.db.selectFrom("projects as hp").select("hp.id").where("hp.workspace_id", "=", workspaceId);
    const documents = this.db.selectFrom("documents as hd").select("hd.id").where("hd.project_id", "in", projects);
    const set = { owner_id: to };
    await this.db
      .updateTable("projects")
      .set(set)
      .where("owner_id", "=", from)
      .where("workspace_id", "=", workspaceId)
      .execute();
    await this.db
      .updateTable("documents")
      .set(set)
      .where("owner_id", "=", from)
      .where("project_id", "in", projects)
      .execute();
    await this.db
      .updateTable("generation_jobs")
      .set(set)
      .where("owner_id", "=", from)
      .where("id", "in", documents)
      .execute();
    await this.db
      .updateTable("project_outcomes")
      .set(set)
      .where("owner_id", "=", from)
      .where("document_id", "in", documents)
      .execute();
    for (const table of ["company_profiles", "proposal_templates"] as const)
      await this.db
        .updateTable(table)
        .set(set)
        .where("owner_id", "=", from)
        .where("workspace_id", "=", workspaceId)
        .execute();
  }

  /** The user's personal workspace's id. */
  async personalOf(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("workspace_members as m")
      .innerJoin("workspaces as w", "w.id", "m.workspace_id")
      .select("w.id")
      .where("m.user_id", "=", userId)
      .where("w.personal", "=", 1)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Runs `work` in a transaction with a repo on it; on SQLite the write lock is taken at its start
   * (see client.ts), on PostgreSQL the workspace's row is locked first, so checks of its members
   * (the last owner) and the writes they allow are not interleaved with another request's.
   */
  inTransaction<T>(workspaceId: string, work: (repo: WorkspacesRepo, trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (isPostgres(trx))
        await trx.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().execute();
      return work(new WorkspacesRepo(trx), trx);
    });
  }
}

/** Counts and flags as numbers and booleans on both databases. */
function normalized<T extends { personal: number | boolean; current: unknown; member_count: unknown }>(
  row: T,
): T & MemberWorkspaceRow {
  return {
    ...row,
    personal: Number(row.personal),
    current: row.current === true || Number(row.current) === 1,
    member_count: Number(row.member_count),
  } as T & MemberWorkspaceRow;
}
