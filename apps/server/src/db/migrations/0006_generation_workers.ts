import type { Kysely } from "kysely";

// Server processes that run generation jobs announce themselves and beat a heartbeat, and each
// running job names the process holding it: a job whose process is gone is taken over at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("generation_workers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("machine", "text")
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("heartbeat_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("generation_jobs").addColumn("worker_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("generation_jobs").dropColumn("worker_id").execute();
  await db.schema.dropTable("generation_workers").execute();
}
