import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { createDb } from "../src/db/client.js";
import { migrations } from "../src/db/migrations/index.js";
import type { Db } from "../src/db/types.js";
import { databaseKinds, tempDir } from "./databases.js";

const root = path.resolve(import.meta.dirname, "../../..");
const names = Object.keys(migrations);

describe.each(databaseKinds())("npm run migrate on $name", (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it(
    "applies every migration, reverts the last one with `-- down`, and applies it again",
    { timeout: 120_000 },
    async () => {
      const database = await kind.create();
      const data = tempDir();
      cleanups.push(async () => {
        await database.drop();
        data.remove();
      });
      const env = {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? data.dir,
        DATA_DIR: data.dir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      };
      const migrate = async (...args: string[]) =>
        (
          await promisify(execFile)("npm", ["run", "--silent", "migrate", ...(args.length ? ["--", ...args] : [])], {
            cwd: root,
            env,
          })
        ).stdout;
      const db: Db = createDb(loadConfig(env).database);
      cleanups.push(() => db.destroy());
      const applied = async () =>
        (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
          (r) => r.name,
        );

      expect(await migrate()).toBe(names.map((name) => `applied: ${name}\n`).join(""));
      expect(await applied()).toEqual(names);
      expect(await migrate()).toBe(`The ${kind.name} database is up to date.\n`);

      expect(await migrate("down")).toBe(`reverted: ${names.at(-1)}\n`);
      expect(await applied()).toEqual(names.slice(0, -1));
      expect(await migrate("up")).toBe(`applied: ${names.at(-1)}\n`);
      expect(await applied()).toEqual(names);

      await expect(migrate("sideways")).rejects.toMatchObject({
        code: 64,
        stderr: expect.stringContaining("Usage: npm run migrate [-- up | down]"),
      });
    },
  );
});
