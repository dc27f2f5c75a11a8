import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type SqliteDatabase as DialectDatabase } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, migrateToLatest } from "../src/db/client.js";
import { precompiled } from "../src/db/precompiled.js";
import { withStatementCache } from "../src/db/statement-cache.js";
import type { Db } from "../src/db/types.js";
import { databaseKinds, tempDir, type TestDatabase } from "./databases.js";

/** A real better-sqlite3 database that counts the statements it prepares, per SQL text. */
function countingDatabase(): { database: DialectDatabase; prepared: Map<string, number> } {
  const sqlite = new SqliteDatabase(":memory:");
  const prepared = new Map<string, number>();
  return {
    prepared,
    database: {
      close: () => sqlite.close(),
      prepare: (sql) => {
        prepared.set(sql, (prepared.get(sql) ?? 0) + 1);
        return sqlite.prepare(sql);
      },
    },
  };
}

describe("SQLite statement cache", () => {
  it("prepares each SQL text once and runs it with each call's values", async () => {
    const { database, prepared } = countingDatabase();
    const db = new Kysely<{ items: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    });
    await db.schema
      .createTable("items")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    for (const [id, name] of [
      [1, "one"],
      [2, "two"],
      [3, "three"],
    ] as const)
      await db.insertInto("items").values({ id, name }).execute();
    const nameOf = async (id: number) =>
      (await db.selectFrom("items").select("name").where("id", "=", id).executeTakeFirst())?.name;
    expect([await nameOf(1), await nameOf(3), await nameOf(2), await nameOf(9)]).toEqual([
      "one",
      "three",
      "two",
      undefined,
    ]);
    const select = [...prepared.keys()].find((sql) => sql.startsWith("select"));
    expect(select && prepared.get(select)).toBe(1);
    expect([...prepared.values()].every((count) => count === 1)).toBe(true);
    await db.destroy();
  });

  it("keeps at most `capacity` statements, dropping the oldest", () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database, 2);
    for (const sql of ["select 1", "select 2", "select 3", "select 3", "select 1"]) cached.prepare(sql);
    expect(Object.fromEntries(prepared)).toEqual({ "select 1": 2, "select 2": 1, "select 3": 1 });
    cached.close();
  });
});

describe.each(databaseKinds())("precompiled queries ($name)", (kind) => {
  let database: TestDatabase;
  let folder: ReturnType<typeof tempDir>;
  let db: Db;

  beforeAll(async () => {
    database = await kind.create();
    folder = tempDir();
    db = createDb(
      database.url
        ? { kind: "postgres", url: database.url }
        : { kind: "sqlite", file: path.join(folder.dir, "test.db") },
    );
    await migrateToLatest(db);
    const user = (id: string, name: string) => ({
      id,
      username: name,
      username_key: name,
      email: `${name}@example.com`,
      first_name: name,
      last_name: "",
      password_hash: null,
      profile_image: null,
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    });
    await db
      .insertInto("users")
      .values([user("u1", "ada"), user("u2", "bob"), user("u3", "cy")])
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
    folder.remove();
  });

  it("runs the SQL compiled once with each call's values, keeping the query's own constants", async () => {
    const named = precompiled(db, 2, (first: string, second: string) =>
      db
        .selectFrom("users")
        .select("username")
        .where("id", "in", [first, second])
        .where("last_name", "=", "")
        .orderBy("username"),
    );
    expect(await named("u1", "u3")).toEqual([{ username: "ada" }, { username: "cy" }]);
    expect(await named("u2", "nobody")).toEqual([{ username: "bob" }]);
    expect(await named("x", "y")).toEqual([]);
  });

  it.runIf(kind.name === "postgres")(
    "are prepared once per PostgreSQL connection as named statements, other queries not",
    async () => {
      const prepared = await db.connection().execute(async (connection) => {
        const usernameOf = precompiled(connection, 1, (id: string) =>
          connection.selectFrom("users").select("username").where("id", "=", id).where("username", "<>", "named"),
        );
        expect([await usernameOf("u1"), await usernameOf("u2")]).toEqual([
          [{ username: "ada" }],
          [{ username: "bob" }],
        ]);
        await connection.selectFrom("users").select("email").where("id", "=", "u3").execute();
        return (
          await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)
        ).rows.map((row) => row.statement);
      });
      expect(prepared.filter((statement) => statement.includes('"username" <> $2'))).toHaveLength(1);
      expect(prepared.some((statement) => statement.includes('select "email"'))).toBe(false);
    },
  );

  it("refuses a query that leaves one of its values out", async () => {
    const careless = precompiled<[string, string], { username: string }>(db, 2, (first) =>
      db.selectFrom("users").select("username").where("id", "=", first),
    );
    await expect(careless("u1", "u2")).rejects.toThrow("does not bind value 1");
  });
});
