import type { Kysely } from "kysely";

// Sign-in and reset attempts are counted in the database, so every server process on it shares
// the limits (a client cannot multiply its guesses by the number of processes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("attempt_counters")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attempt_counters_reset_at").on("attempt_counters").column("reset_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("attempt_counters").execute();
}
