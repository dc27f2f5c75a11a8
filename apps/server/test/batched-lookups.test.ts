import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, migrateToLatest } from "../src/db/client.js";
import { batchedLookup } from "../src/db/batched-lookup.js";
import { batchedRows } from "../src/db/batched-rows.js";
import { useNamedStatements } from "../src/db/named-statements.js";
import type { Database, Db } from "../src/db/types.js";
import { databaseKinds, tempDir, type TestDatabase } from "./databases.js";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batched lookups", () => {
  it("answer the calls of one event-loop turn with one lookup, each call its own result, in order", async () => {
    const batches: string[][] = [];
    const lengthOf = batchedLookup(async (keys: string[]) => {
      batches.push(keys);
      return keys.map((key) => key.length);
    });
    expect(await Promise.all([lengthOf("a"), lengthOf("bbb"), lengthOf("cc")])).toEqual([1, 3, 2]);
    expect(await lengthOf("dddd")).toBe(4);
    expect(batches).toEqual([["a", "bbb", "cc"], ["dddd"]]);
  });

  it("start a new batch once one holds maxBatch keys", async () => {
    const batches: number[][] = [];
    const double = batchedLookup(async (keys: number[]) => {
      batches.push(keys);
      return keys.map((key) => key * 2);
    }, 3);
    expect(await Promise.all([1, 2, 3, 4, 5].map(double))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("fail every call of a failed batch, and of a batch answered with the wrong number of results, and recover after", async () => {
    let mode: "fail" | "short" | "ok" = "fail";
    const echo = batchedLookup(async (keys: string[]) => {
      if (mode === "fail") throw new Error("database gone");
      return mode === "short" ? keys.slice(1) : keys;
    });
    await expect(Promise.all([echo("a"), echo("b")])).rejects.toThrow("database gone");
    await nextTurn();
    mode = "short";
    const short = await Promise.allSettled([echo("a"), echo("b")]);
    expect(short.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    mode = "ok";
    expect(await Promise.all([echo("a"), echo("b")])).toEqual(["a", "b"]);
  });
});

describe.each(databaseKinds())("batched rows ($name)", (kind) => {
  let database: TestDatabase;
  let folder: ReturnType<typeof tempDir>;
  let pool: pg.Pool | undefined;
  let db: Db;
  let acquired = 0;

  beforeAll(async () => {
    database = await kind.create();
    folder = tempDir();
    if (database.url) {
      // Built as createDb builds it, with a count of the connections taken from the pool (one per query).
      pool = new pg.Pool({ connectionString: database.url, max: 4 });
      useNamedStatements(pool);
      pool.on("acquire", () => acquired++);
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    } else {
      db = createDb({ kind: "sqlite", file: path.join(folder.dir, "test.db") });
    }
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
      .values([user("u1", "ada"), user("u2", "bob")])
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
    folder.remove();
  });

  it("find each key's own row; keys that match nothing, or hold NUL or a lone surrogate, get none", async () => {
    const nameOf = batchedRows(
      db,
      ["user_id", "last_name"],
      "u.username",
      "join users u on u.id = k.user_id and u.last_name = k.last_name",
    );
    await nextTurn();
    const before = acquired;
    const rows = await Promise.all([
      nameOf(["u2", ""]),
      nameOf(["nobody", ""]),
      nameOf(["u1", ""]),
      nameOf(["u1", "Lovelace"]),
      nameOf(["u1\u0000", ""]),
      nameOf(["u1\ud800", ""]),
      nameOf(["u2", ""]),
    ]);
    expect(rows).toEqual([
      { username: "bob" },
      undefined,
      { username: "ada" },
      undefined,
      undefined,
      undefined,
      { username: "bob" },
    ]);
    // On PostgreSQL, all of them in one query.
    if (pool) expect(acquired - before).toBe(1);
  });
});
