import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";

// A certificate is read through a random token (renewed when the share link is rotated), never by
// its printed id. A visitor's credited reading time is kept with them, so the seconds stored never
// pass the wall time since their first view. A document records when its owner was last mailed
// about new visitors, so those mails are spaced out (the visitors seen before are taken as mailed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_acceptances").addColumn("certificate_token", "text").execute();
  const accepted = await sql<{ document_id: string }>`select document_id from document_acceptances`.execute(db);
  for (const row of accepted.rows) {
    await sql`update document_acceptances set certificate_token = ${randomBytes(24).toString("base64url")} where document_id = ${row.document_id}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex("document_acceptances_certificate_token")
    .on("document_acceptances")
    .column("certificate_token")
    .unique()
    .execute();

  await db.schema
    .alterTable("document_visitors")
    .addColumn("credited_tenths", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update document_visitors set credited_tenths = (
      select cast(coalesce(round(sum(document_views.seconds) * 10), 0) as integer) from document_views
      where document_views.document_id = document_visitors.document_id and document_views.visitor = document_visitors.visitor)`.execute(
    db,
  );
  await db.schema
    .createIndex("document_visitors_first_seen_at")
    .on("document_visitors")
    .column("first_seen_at")
    .execute();

  await db.schema.alterTable("documents").addColumn("visitors_mailed_at", "text").execute();
  await sql`update documents set visitors_mailed_at = (
      select max(document_visitors.first_seen_at) from document_visitors where document_visitors.document_id = documents.id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").dropColumn("visitors_mailed_at").execute();
  await db.schema.dropIndex("document_visitors_first_seen_at").execute();
  await db.schema.alterTable("document_visitors").dropColumn("credited_tenths").execute();
  await db.schema.dropIndex("document_acceptances_certificate_token").execute();
  await db.schema.alterTable("document_acceptances").dropColumn("certificate_token").execute();
}
