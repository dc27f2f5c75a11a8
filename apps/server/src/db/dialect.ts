import { PostgresAdapter } from "kysely";
import type { Db } from "./types.js";

/** Whether `db` talks to PostgreSQL (else SQLite): for the few queries written for one of them. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
