import type { Kysely } from "kysely";

// Each claim of a generation job gets a fresh token; every write to the job and every model call
// made for it checks the token, so a worker whose job was taken over can neither write nor call again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("generation_jobs").addColumn("lease_token", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("generation_jobs").dropColumn("lease_token").execute();
}
