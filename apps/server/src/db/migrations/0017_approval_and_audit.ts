import type { Kysely } from "kysely";

// Approval before a proposal goes to its client, and each workspace's audit log.
// - workspace_settings: the value above which a proposal needs approval, one row per workspace that set one.
// - workspace_approvers: who approves; a member's row (composite key), so leaving the workspace ends it.
// - document_approvals: where a document's approval stands (one row per document that was ever asked).
// - document_events: what happened to a document besides content writes (approval steps), shown with its history.
// - audit_events: who did what in a workspace; kept with the workspace (deleted with it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("workspace_settings")
    .addColumn("workspace_id", "text", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("approval_threshold", "double precision")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("workspace_approvers")
    .addColumn("workspace_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("workspace_approvers_pk", ["workspace_id", "user_id"])
    .addForeignKeyConstraint(
      "workspace_approvers_member_fk",
      ["workspace_id", "user_id"],
      "workspace_members",
      ["workspace_id", "user_id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();

  await db.schema
    .createTable("document_approvals")
    .addColumn("document_id", "text", (c) => c.primaryKey().references("documents.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("requested_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("requested_at", "text")
    .addColumn("request_comment", "text")
    .addColumn("decided_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("comment", "text")
    .addColumn("requested_value", "double precision")
    .addColumn("approved_value", "double precision")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("document_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("comment", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("document_events_document_idx")
    .on("document_events")
    .columns(["document_id", "created_at"])
    .execute();

  await db.schema
    .createTable("audit_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("target_title", "text")
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  // Newest first within a workspace, the id breaking ties: the log's order and its pages' keys.
  await db.schema
    .createIndex("audit_events_workspace_idx")
    .on("audit_events")
    .columns(["workspace_id", "at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_events").execute();
  await db.schema.dropTable("document_events").execute();
  await db.schema.dropTable("document_approvals").execute();
  await db.schema.dropTable("workspace_approvers").execute();
  await db.schema.dropTable("workspace_settings").execute();
}
