import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * The database as Kysely's SQLite dialect sees it, with each SQL text prepared once: the dialect
 * prepares a new better-sqlite3 statement for every query otherwise, which costs more than running
 * a small one. Our queries are few distinct texts; past `capacity` the oldest is dropped.
 * Statements are shared, so they must not be iterated (Kysely's `stream()`), which nothing here does.
 */
export function withStatementCache(database: SqliteDatabase, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) return statement;
      statement = database.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}
