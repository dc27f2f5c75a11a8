import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from "kysely";
import type Pg from "pg";
import type { AppConfig } from "../config.js";
import { migrations } from "./migrations/index.js";
import { useNamedStatements } from "./named-statements.js";
import { withStatementCache } from "./statement-cache.js";
import type { Database, Db } from "./types.js";

/**
 * SQLite transactions start with BEGIN IMMEDIATE: they take the write lock at once, waiting for it
 * (busy_timeout) while another server process on the same file writes. A deferred transaction that
 * read first would instead fail when it tries to write after the other process committed.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** Only the configured database's driver is loaded (each takes a few hundred ms to import). */
const load = createRequire(import.meta.url);

export function createDb(database: AppConfig["database"]): Db {
  if (database.kind === "postgres") {
    const pg = load("pg") as typeof Pg;
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => undefined);
    useNamedStatements(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(path.dirname(database.file), { recursive: true });
  const SqliteDatabase = load("better-sqlite3") as typeof BetterSqlite3;
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** The one migrator over this codebase's migrations (start-up, readiness, the migrate command). */
export function migratorFor(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
