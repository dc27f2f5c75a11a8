import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/client.js";
import { isUniqueViolation } from "../src/db/constraint-errors.js";
import { databaseKinds } from "./databases.js";
import { useMigratingDatabase } from "./migration-fixture.js";

const AT = "2026-02-01T10:00:00.000Z";

describe.each(databaseKinds())("company profiles and templates on a database made before them on $name", (kind) => {
  const migrating = useMigratingDatabase(kind);

  it("keeps the jobs there were, keeps one own profile per user, and goes back cleanly", async () => {
    const { db, migrator } = await migrating.open();
    expect((await migrator.migrateTo("0014_proposal_sending")).error).toBeUndefined();
    await sql`insert into users (id, username, username_key, email, first_name, last_name, created_at, updated_at) values ('u1', 'ada', 'ada', 'ada@example.com', 'Ada', 'L', ${AT}, ${AT})`.execute(
      db,
    );
    await sql`insert into projects (id, owner_id, title, created_at, updated_at) values ('p1', 'u1', 'P', ${AT}, ${AT})`.execute(
      db,
    );
    await sql`insert into documents (id, uuid, owner_id, project_id, title, user_query, document, status, version, created_at, updated_at)
      values ('d1', 'uuid-d1', 'u1', 'p1', 'T', 'q', '<p>x</p>', 'ready', 1, ${AT}, ${AT})`.execute(db);
    await sql`insert into generation_jobs (id, owner_id, status, stage, progress, request, source, attempts, created_at, updated_at)
      values ('d1', 'u1', 'done', 'done', 100, 'A website', 'request', 1, ${AT}, ${AT})`.execute(db);

    await migrateToLatest(db);

    expect(await db.selectFrom("generation_jobs").select(["id", "template"]).execute()).toEqual([
      { id: "d1", template: null },
    ]);
    const profile = (id: string, workspace: string | null) =>
      sql`insert into company_profiles (id, owner_id, workspace_id, company_name, address, default_location, rates, created_at, updated_at)
        values (${id}, 'u1', ${workspace}, 'Co', '', '', '[]', ${AT}, ${AT})`.execute(db);
    await profile("c1", null);
    const second = await profile("c2", null).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(second)).toBe(true);
    // A workspace's profile (later) is not the user's own: it may stand beside it.
    await profile("c3", "w1");
    expect(await db.selectFrom("company_profiles").select("id").orderBy("id").execute()).toEqual([
      { id: "c1" },
      { id: "c3" },
    ]);

    expect((await migrator.migrateTo("0014_proposal_sending")).error).toBeUndefined();
    const tables = Object.fromEntries(
      (await db.introspection.getTables()).map((table) => [table.name, table.columns.map((column) => column.name)]),
    );
    expect(tables.company_profiles).toBeUndefined();
    expect(tables.proposal_templates).toBeUndefined();
    expect(tables.generation_jobs).not.toContain("template");
    expect(await db.selectFrom("generation_jobs").select("id").execute()).toEqual([{ id: "d1" }]);
  });
});
