import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/client.js";
import { databaseKinds } from "./databases.js";
import { useMigratingDatabase } from "./migration-fixture.js";

const AT = "2026-01-05T10:00:00.000Z";

describe.each(databaseKinds())("moving estimates from the job table to the document on $name", (kind) => {
  const migrating = useMigratingDatabase(kind);

  it("keeps every stored brief and estimate, and gives existing jobs the request as their source", async () => {
    const { db, migrator } = await migrating.open();
    expect((await migrator.migrateTo("0006_generation_workers")).error).toBeUndefined();
    await sql`insert into users (id, username, username_key, email, first_name, last_name, created_at, updated_at) values ('u1', 'ada', 'ada', 'ada@example.com', 'Ada', 'L', ${AT}, ${AT})`.execute(
      db,
    );
    await sql`insert into projects (id, owner_id, title, created_at, updated_at) values ('p1', 'u1', 'P', ${AT}, ${AT})`.execute(
      db,
    );
    for (const id of ["generated", "plain"]) {
      await sql`insert into documents (id, uuid, owner_id, project_id, title, user_query, document, status, version, created_at, updated_at)
        values (${id}, ${`uuid-${id}`}, 'u1', 'p1', 'T', 'q', '<p>x</p>', 'ready', 3, ${AT}, ${AT})`.execute(db);
    }
    await sql`insert into generation_jobs (id, owner_id, status, stage, progress, request, brief, estimate, attempts, created_at, updated_at)
      values ('generated', 'u1', 'done', 'done', 100, 'a warehouse', '{"domain":"construction"}', '{"total":1}', 1, ${AT}, ${AT})`.execute(
      db,
    );

    await migrateToLatest(db);

    const docs = await db
      .selectFrom("documents")
      .select(["id", "brief", "estimate", "questions", "version"])
      .orderBy("id")
      .execute();
    expect(docs).toEqual([
      { id: "generated", brief: '{"domain":"construction"}', estimate: '{"total":1}', questions: null, version: 3 },
      { id: "plain", brief: null, estimate: null, questions: null, version: 3 },
    ]);
    expect(await db.selectFrom("generation_jobs").select(["id", "source", "request"]).execute()).toEqual([
      { id: "generated", source: "request", request: "a warehouse" },
    ]);

    // And back: the job table gets them again.
    expect((await migrator.migrateTo("0006_generation_workers")).error).toBeUndefined();
    const job = await sql<{
      brief: string;
      estimate: string;
    }>`select brief, estimate from generation_jobs where id = 'generated'`.execute(db);
    expect(job.rows).toEqual([{ brief: '{"domain":"construction"}', estimate: '{"total":1}' }]);
  });
});
