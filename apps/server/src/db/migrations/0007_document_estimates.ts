import { sql, type Kysely } from "kysely";

// The brief, the estimate and the open questions belong to the document (written in the same
// transaction as its status), not to the job that last produced them. A job now also says what it
// works from: the request (read into a brief) or the brief stored with the document (a corrected one).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").addColumn("brief", "text").execute();
  await db.schema.alterTable("documents").addColumn("estimate", "text").execute();
  await db.schema.alterTable("documents").addColumn("questions", "text").execute();
  await sql`update documents set
      brief = (select generation_jobs.brief from generation_jobs where generation_jobs.id = documents.id),
      estimate = (select generation_jobs.estimate from generation_jobs where generation_jobs.id = documents.id)`.execute(
    db,
  );
  await db.schema.alterTable("generation_jobs").dropColumn("brief").execute();
  await db.schema.alterTable("generation_jobs").dropColumn("estimate").execute();
  await db.schema
    .alterTable("generation_jobs")
    .addColumn("source", "text", (c) => c.notNull().defaultTo("request"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("generation_jobs").dropColumn("source").execute();
  await db.schema.alterTable("generation_jobs").addColumn("brief", "text").execute();
  await db.schema.alterTable("generation_jobs").addColumn("estimate", "text").execute();
  await sql`update generation_jobs set
      brief = (select documents.brief from documents where documents.id = generation_jobs.id),
      estimate = (select documents.estimate from documents where documents.id = generation_jobs.id)`.execute(db);
  for (const column of ["questions", "estimate", "brief"])
    await db.schema.alterTable("documents").dropColumn(column).execute();
}
