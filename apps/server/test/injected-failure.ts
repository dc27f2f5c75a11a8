import { sql } from "kysely";
import type { Db } from "../src/db/types.js";

/**
 * Makes the database itself refuse every `operation` on `table` (a trigger that raises), so a test
 * can fail a real write in the middle of a use case. Answers what removes the trigger again.
 */
export async function refuseWrites(
  db: Db,
  kind: "sqlite" | "postgres",
  table: string,
  operation: "INSERT" | "UPDATE",
): Promise<() => Promise<void>> {
  const name = `refuse_${table}_${operation.toLowerCase()}`;
  if (kind === "sqlite") {
    await sql
      .raw(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`)
      .execute(db);
    return async () => void (await sql.raw(`DROP TRIGGER ${name}`).execute(db));
  }
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`)
    .execute(db);
  return async () => void (await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(db));
}
