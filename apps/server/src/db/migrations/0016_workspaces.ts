import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";

// Team workspaces. Every project belongs to one workspace (`workspace_id`), and a document to its
// project's (no copy of it on the document: a document is never in another workspace than its
// project, and rows written without it stay right). Members reach them by their role. Each account has a personal workspace (its only member is its
// owner) and the data there was until now moves into it. The company profile and the templates a
// user had become their personal workspace's. `owner_id` stays on the rows: who made them.
// The new columns on existing tables carry no foreign key (SQLite cannot drop such a column on the
// way down): deleting a workspace removes its projects (their documents cascade) in the same transaction.
const SCOPED_TABLES = ["projects", "company_profiles", "proposal_templates"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("workspaces")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("personal", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("workspace_members")
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("workspace_members_pk", ["workspace_id", "user_id"])
    .execute();
  await db.schema.createIndex("workspace_members_user_idx").on("workspace_members").column("user_id").execute();

  await db.schema
    .createTable("workspace_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("workspace_invitations_workspace_idx")
    .on("workspace_invitations")
    .columns(["workspace_id", "email"])
    .execute();

  await db.schema.alterTable("users").addColumn("current_workspace_id", "text").execute();
  await db.schema.alterTable("projects").addColumn("workspace_id", "text").execute();

  const users = await sql<{ id: string; created_at: string }>`select id, created_at from users`.execute(db);
  for (const user of users.rows) await movePersonalData(db, user.id, user.created_at);

  await db.schema
    .createIndex("projects_workspace_idx")
    .on("projects")
    .columns(["workspace_id", "updated_at"])
    .execute();
  // One company profile per workspace (a user's own, `workspace_id` null, is no longer made).
  await db.schema
    .createIndex("company_profiles_workspace_idx")
    .on("company_profiles")
    .column("workspace_id")
    .unique()
    .where(sql.ref("workspace_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("proposal_templates_workspace_idx")
    .on("proposal_templates")
    .columns(["workspace_id", "created_at"])
    .execute();
}

/** A user's personal workspace, with them as its owner and current workspace, and their rows moved into it. */
async function movePersonalData(db: Kysely<unknown>, userId: string, at: string): Promise<void> {
  const id = randomUUID();
  await sql`insert into workspaces (id, name, personal, created_by, created_at, updated_at)
    values (${id}, 'Personal', 1, ${userId}, ${at}, ${at})`.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, joined_at)
    values (${id}, ${userId}, 'owner', ${at})`.execute(db);
  await sql`update users set current_workspace_id = ${id} where id = ${userId}`.execute(db);
  for (const table of SCOPED_TABLES) {
    await sql`update ${sql.table(table)} set workspace_id = ${id} where owner_id = ${userId} and workspace_id is null`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The personal workspaces' profiles and templates become their users' own again; a team's have no place to go.
  const personal = sql`(select id from workspaces where personal = 1)`;
  for (const table of ["company_profiles", "proposal_templates"] as const) {
    await sql`delete from ${sql.table(table)} where workspace_id is not null and workspace_id not in ${personal}`.execute(
      db,
    );
    await sql`update ${sql.table(table)} set workspace_id = null where workspace_id in ${personal}`.execute(db);
  }
  await db.schema.dropIndex("proposal_templates_workspace_idx").execute();
  await db.schema.dropIndex("company_profiles_workspace_idx").execute();
  // A team's projects and documents stay with the users who made them.
  await db.schema.dropIndex("projects_workspace_idx").execute();
  await db.schema.alterTable("projects").dropColumn("workspace_id").execute();
  await db.schema.alterTable("users").dropColumn("current_workspace_id").execute();
  await db.schema.dropTable("workspace_invitations").execute();
  await db.schema.dropTable("workspace_members").execute();
  await db.schema.dropTable("workspaces").execute();
}
