import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, afterEach } from "vitest";
import { createDb } from "../src/db/client.js";
import { migrations } from "../src/db/migrations/index.js";
import type { Db } from "../src/db/types.js";
import { type DatabaseKind, tempDir, type TestDatabase } from "./databases.js";

/**
 * A test file's fresh database per test, with a migrator over the app's migrations, for tests that
 * fill a database as an older schema left it and migrate it on. Closed and dropped after each test.
 */
export function useMigratingDatabase(kind: DatabaseKind): { open(): Promise<{ db: Db; migrator: Migrator }> } {
  let db: Db | undefined;
  let database: TestDatabase | undefined;
  let opened = 0;
  const data = tempDir();
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
    db = undefined;
    database = undefined;
  });
  afterAll(() => data.remove());
  return {
    async open() {
      database = await kind.create();
      db = createDb(
        database.url
          ? { kind: "postgres", url: database.url }
          : { kind: "sqlite", file: path.join(data.dir, `${++opened}.db`) },
      );
      return { db, migrator: new Migrator({ db, provider: { getMigrations: async () => migrations } }) };
    },
  };
}
