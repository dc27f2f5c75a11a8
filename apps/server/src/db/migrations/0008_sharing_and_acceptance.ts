import type { Kysely } from "kysely";

// A share link's settings live with the document (its uuid already does); the owner's client options
// too. `locked_at` is set once a client accepts: every content write is conditioned on it being null.
// An acceptance is one row per document (its primary key makes concurrent accepts race to one winner).
// Views are one row per visit; the visitors table records each visitor's first view once (its mail).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("documents")
    .addColumn("share_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("documents").addColumn("share_expires_at", "text").execute();
  await db.schema.alterTable("documents").addColumn("share_password_hash", "text").execute();
  await db.schema
    .alterTable("documents")
    .addColumn("share_allow_options", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("documents").addColumn("share_created_at", "text").execute();
  await db.schema.alterTable("documents").addColumn("client_options", "text").execute();
  await db.schema.alterTable("documents").addColumn("locked_at", "text").execute();

  await db.schema
    .createTable("document_acceptances")
    .addColumn("document_id", "text", (c) => c.primaryKey().references("documents.id").onDelete("cascade"))
    .addColumn("certificate_id", "text", (c) => c.notNull().unique())
    .addColumn("document_title", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("signature", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("selected", "text", (c) => c.notNull())
    .addColumn("quantities", "text", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("total_cost", "double precision", (c) => c.notNull())
    .addColumn("document_sha256", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("document_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("seconds", "double precision", (c) => c.notNull())
    .addColumn("sections", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("document_views_visit_idx")
    .on("document_views")
    .columns(["document_id", "visitor", "last_seen_at"])
    .execute();

  await db.schema
    .createTable("document_visitors")
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_visitors_pk", ["document_id", "visitor"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["document_visitors", "document_views", "document_acceptances"])
    await db.schema.dropTable(table).execute();
  for (const column of [
    "locked_at",
    "client_options",
    "share_created_at",
    "share_allow_options",
    "share_password_hash",
    "share_expires_at",
    "share_enabled",
  ]) {
    await db.schema.alterTable("documents").dropColumn(column).execute();
  }
}
