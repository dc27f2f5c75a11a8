import { spawn } from "node:child_process";
import { once } from "node:events";
import pg from "pg";
import type { AppConfig } from "../src/config.js";

/**
 * A write made by another connection and held uncommitted, so that a request checks a row that
 * is about to change and then trips over the change at its own write: the race of two clients,
 * made deterministic. `waitUntilBlocked` resolves once the app's statement waits for the held
 * locks; `commit` ends the held write.
 */
export interface HeldWrite {
  waitUntilBlocked(): Promise<void>;
  commit(): Promise<void>;
}

/** PostgreSQL: a second client runs `sql` in an open transaction until commit(). */
async function holdPostgresWrite(url: string, sql: string, params: unknown[]): Promise<HeldWrite> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(sql, params);
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  return {
    async waitUntilBlocked() {
      for (let i = 0; i < 200; i += 1) {
        const { rows } = await observer.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if ((rows[0] as { n: number }).n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("the app's statement never waited for the held write");
    },
    async commit() {
      await client.query("COMMIT");
      await client.end();
      await observer.end();
    },
  };
}

/**
 * SQLite: a child process takes the write lock, runs `sql` and commits by itself after `holdMs`
 * (the app's connection waits for the lock synchronously, blocking this process's event loop, so
 * the commit cannot be sent from here).
 */
async function holdSqliteWrite(file: string, sql: string, params: unknown[], holdMs: number): Promise<HeldWrite> {
  const script = `
    const db = new (require("better-sqlite3"))(process.argv[1]);
    db.pragma("foreign_keys = ON");
    db.exec("BEGIN IMMEDIATE");
    db.prepare(process.argv[2]).run(...JSON.parse(process.argv[3]));
    process.stdout.write("held\\n");
    setTimeout(() => { db.exec("COMMIT"); db.close(); }, Number(process.argv[4]));`;
  const child = spawn(process.execPath, ["-e", script, file, sql, JSON.stringify(params), String(holdMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
    child.on("exit", (code) => reject(new Error(`the SQLite writer exited early (${code})`)));
  });
  return {
    // The app's connection waits inside its statement, synchronously: nothing to watch from here.
    waitUntilBlocked: async () => undefined,
    async commit() {
      if (child.exitCode === null) await once(child, "exit");
    },
  };
}

/** Holds `sql` (with `?` placeholders) on the app's database, whichever it is. */
export function holdWrite(database: AppConfig["database"], sql: string, params: unknown[]): Promise<HeldWrite> {
  let n = 0;
  return database.kind === "postgres"
    ? holdPostgresWrite(
        database.url,
        sql.replace(/\?/g, () => `$${(n += 1)}`),
        params,
      )
    : holdSqliteWrite(database.file, sql, params, 700);
}
