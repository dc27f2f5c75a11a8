import type { Kysely } from "kysely";

// A document's history: one row per version, whose text is a list of content-addressed chunks kept
// once per document, so a save that changes one paragraph stores that paragraph, not the whole text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("document_version_chunks")
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_version_chunks_pk", ["document_id", "hash"])
    .execute();
  await db.schema
    .createTable("document_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("chunks", "text", (c) => c.notNull())
    .addColumn("brief_hash", "text")
    .addColumn("estimate_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("document_versions_document_version", ["document_id", "version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_versions").execute();
  await db.schema.dropTable("document_version_chunks").execute();
}
