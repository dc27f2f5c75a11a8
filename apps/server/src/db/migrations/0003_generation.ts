import type { Kysely } from "kysely";

// Durable generation jobs: any server process may claim one (a lease), so work survives
// restarts and is shared between processes on PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("generation_jobs")
    .addColumn("id", "text", (c) => c.primaryKey().references("documents.id").onDelete("cascade"))
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull())
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("brief", "text")
    .addColumn("estimate", "text")
    .addColumn("error", "text")
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("generation_jobs_claim_idx")
    .on("generation_jobs")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("generation_jobs").ifExists().execute();
}
