import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/client.js";
import { databaseKinds } from "./databases.js";
import { useMigratingDatabase } from "./migration-fixture.js";

const CREATED = "2026-01-05T10:00:00.000Z";
const ROTATED = "2026-01-06T09:00:00.000Z";

describe.each(databaseKinds())("sending on documents made before it on $name", (kind) => {
  const migrating = useMigratingDatabase(kind);

  it("keeps every existing link's state: links that were on stay on and count as shared since their link was made", async () => {
    const { db, migrator } = await migrating.open();
    expect((await migrator.migrateTo("0011_share_link_bounds")).error).toBeUndefined();
    await sql`insert into users (id, username, username_key, email, first_name, last_name, created_at, updated_at) values ('u1', 'ada', 'ada', 'ada@example.com', 'Ada', 'L', ${CREATED}, ${CREATED})`.execute(
      db,
    );
    await sql`insert into projects (id, owner_id, title, created_at, updated_at) values ('p1', 'u1', 'P', ${CREATED}, ${CREATED})`.execute(
      db,
    );
    // Before, every document's link was on from its creation: "on" and "rotated" kept it on, "off" was turned off.
    for (const id of ["on", "rotated", "off"]) {
      await sql`insert into documents (id, uuid, owner_id, project_id, title, user_query, document, status, version, created_at, updated_at)
        values (${id}, ${`uuid-${id}`}, 'u1', 'p1', 'T', 'q', '<p>x</p>', 'ready', 1, ${CREATED}, ${CREATED})`.execute(
        db,
      );
    }
    await sql`update documents set share_created_at = ${ROTATED} where id = 'rotated'`.execute(db);
    await sql`update documents set share_enabled = 0 where id = 'off'`.execute(db);

    await migrateToLatest(db);

    expect(
      await db
        .selectFrom("documents")
        .select(["id", "share_enabled", "shared_at", "declined_at"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { id: "off", share_enabled: 0, shared_at: null, declined_at: null },
      { id: "on", share_enabled: 1, shared_at: CREATED, declined_at: null },
      { id: "rotated", share_enabled: 1, shared_at: ROTATED, declined_at: null },
    ]);

    // And back: the columns and the sends table go, the links keep their state.
    expect((await migrator.migrateTo("0011_share_link_bounds")).error).toBeUndefined();
    const tables = Object.fromEntries(
      (await db.introspection.getTables()).map((table) => [table.name, table.columns.map((column) => column.name)]),
    );
    expect(tables.document_sends).toBeUndefined();
    expect(tables.documents).not.toContain("shared_at");
    expect(await db.selectFrom("documents").select(["id", "share_enabled"]).orderBy("id").execute()).toEqual([
      { id: "off", share_enabled: 0 },
      { id: "on", share_enabled: 1 },
      { id: "rotated", share_enabled: 1 },
    ]);
  });
});
