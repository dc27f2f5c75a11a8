import type { Kysely } from "kysely";

// Uploaded document files (briefs, editor images) are kept under DATA_DIR; this names the stored file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_files").addColumn("stored_name", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_files").dropColumn("stored_name").execute();
}
