import { sql, type Kysely } from "kysely";

// Sending a proposal. `shared_at` is when the owner last put the link out (turned it on, shared it
// again after a decline, or sent it); links that were on before keep working and count as shared
// since their link was made. A client's decline is kept on the document (one at a time: it stands
// until the owner shares again). Each send is a row, with its reminder's state, claimed in the
// database so that one process alone mails it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").addColumn("shared_at", "text").execute();
  await sql`update documents set shared_at = coalesce(share_created_at, created_at) where share_enabled = 1`.execute(
    db,
  );
  for (const column of ["declined_at", "decline_name", "decline_email", "decline_reason"]) {
    await db.schema.alterTable("documents").addColumn(column, "text").execute();
  }

  await db.schema
    .createTable("document_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("share_uuid", "text", (c) => c.notNull())
    .addColumn("recipients", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("remind_at", "text")
    .addColumn("reminder_state", "text", (c) => c.notNull())
    .addColumn("reminder_claimed_at", "text")
    .addColumn("reminded_at", "text")
    .execute();
  await db.schema
    .createIndex("document_sends_document_idx")
    .on("document_sends")
    .columns(["document_id", "sent_at"])
    .execute();
  await db.schema
    .createIndex("document_sends_reminder_idx")
    .on("document_sends")
    .columns(["reminder_state", "remind_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_sends").execute();
  for (const column of ["decline_reason", "decline_email", "decline_name", "declined_at", "shared_at"]) {
    await db.schema.alterTable("documents").dropColumn(column).execute();
  }
}
