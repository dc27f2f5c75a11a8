import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../src/db/client.js";
import { databaseKinds } from "./databases.js";
import { useMigratingDatabase } from "./migration-fixture.js";

const AT = "2026-01-05T10:00:00.000Z";
const LATER = "2026-01-05T11:30:00.000Z";

describe.each(databaseKinds())(
  "certificate tokens, credited reading time and visitor mails for existing shares on $name",
  (kind) => {
    const migrating = useMigratingDatabase(kind);

    it("gives each acceptance its own token, each visitor the seconds of their visits, and takes the visitors seen as mailed about", async () => {
      const { db, migrator } = await migrating.open();
      expect((await migrator.migrateTo("0009_document_versions")).error).toBeUndefined();
      await sql`insert into users (id, username, username_key, email, first_name, last_name, created_at, updated_at) values ('u1', 'ada', 'ada', 'ada@example.com', 'Ada', 'L', ${AT}, ${AT})`.execute(
        db,
      );
      await sql`insert into projects (id, owner_id, title, created_at, updated_at) values ('p1', 'u1', 'P', ${AT}, ${AT})`.execute(
        db,
      );
      for (const id of ["read", "unread", "accepted"]) {
        await sql`insert into documents (id, uuid, owner_id, project_id, title, user_query, document, status, version, created_at, updated_at)
        values (${id}, ${`uuid-${id}`}, 'u1', 'p1', 'T', 'q', '<p>x</p>', 'ready', 1, ${AT}, ${AT})`.execute(db);
      }
      for (const [visitor, firstSeen] of [
        ["visitor-a", AT],
        ["visitor-b", LATER],
      ]) {
        await sql`insert into document_visitors (document_id, visitor, first_seen_at) values ('read', ${visitor}, ${firstSeen})`.execute(
          db,
        );
      }
      for (const [id, visitor, seconds] of [
        ["v1", "visitor-a", 12.5],
        ["v2", "visitor-a", 30],
        ["v3", "visitor-b", 4.2],
      ] as const) {
        await sql`insert into document_views (id, document_id, visitor, started_at, last_seen_at, seconds, sections) values (${id}, 'read', ${visitor}, ${AT}, ${AT}, ${seconds}, '[]')`.execute(
          db,
        );
      }
      for (const id of ["read", "accepted"]) {
        await sql`insert into document_acceptances (document_id, certificate_id, document_title, name, email, signature, accepted_at, ip, user_agent, selected, quantities, lines, currency, total_cost, document_sha256)
        values (${id}, ${`cert-${id}`}, 'T', 'Grace', 'g@example.com', 'Grace', ${AT}, '127.0.0.1', 'UA', '[]', '{}', '[]', 'USD', 100, 'abc')`.execute(
          db,
        );
      }

      await migrateToLatest(db);

      const tokens = await db.selectFrom("document_acceptances").select("certificate_token").execute();
      expect(tokens).toHaveLength(2);
      for (const { certificate_token } of tokens) expect(certificate_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(new Set(tokens.map((row) => row.certificate_token)).size).toBe(2);
      expect(
        await db.selectFrom("document_visitors").select(["visitor", "credited_tenths"]).orderBy("visitor").execute(),
      ).toEqual([
        { visitor: "visitor-a", credited_tenths: 425 },
        { visitor: "visitor-b", credited_tenths: 42 },
      ]);
      expect(await db.selectFrom("documents").select(["id", "visitors_mailed_at"]).orderBy("id").execute()).toEqual([
        { id: "accepted", visitors_mailed_at: null },
        { id: "read", visitors_mailed_at: LATER },
        { id: "unread", visitors_mailed_at: null },
      ]);

      // And back: the columns go, the acceptances stay.
      expect((await migrator.migrateTo("0009_document_versions")).error).toBeUndefined();
      const columns = Object.fromEntries(
        (await db.introspection.getTables()).map((table) => [table.name, table.columns.map((column) => column.name)]),
      );
      expect(columns.document_acceptances).not.toContain("certificate_token");
      expect(columns.document_visitors).not.toContain("credited_tenths");
      expect(columns.documents).not.toContain("visitors_mailed_at");
      expect(
        Number(
          (await sql<{ n: number | string }>`select count(*) as n from document_acceptances`.execute(db)).rows[0]?.n,
        ),
      ).toBe(2);
    });
  },
);
