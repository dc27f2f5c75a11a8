import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestDatabase {
  /** "sqlite" or "postgres": used in test names. */
  name: string;
  /** A DATABASE_URL for the app, or undefined for the SQLite default in DATA_DIR. */
  url: string | undefined;
  drop(): Promise<void>;
}

export interface DatabaseKind {
  name: string;
  create(): Promise<TestDatabase>;
}

/**
 * The databases every HTTP test runs against: SQLite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Each call to create() gives a fresh, empty database.
 */
export function databaseKinds(): DatabaseKind[] {
  const kinds: DatabaseKind[] = [
    { name: "sqlite", create: async () => ({ name: "sqlite", url: undefined, drop: async () => undefined }) },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) kinds.push({ name: "postgres", create: () => createPostgresDatabase(adminUrl) });
  return kinds;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `sw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "postgres",
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function tempDir(prefix = "sw-test-"): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
