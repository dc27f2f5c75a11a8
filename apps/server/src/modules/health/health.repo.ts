import { sql } from "kysely";
import { migratorFor } from "../../db/client.js";
import type { Db } from "../../db/types.js";

/** The only SQL of the health checks. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Why this process should not take traffic yet (database unreachable, migrations not applied), or undefined when it is ready. */
export async function notReadyReason(db: Db): Promise<string | undefined> {
  if (!(await pingDb(db))) return "The database is unreachable.";
  try {
    const known = await migratorFor(db).getMigrations();
    const pending = known.filter((m) => m.executedAt === undefined).length;
    return pending === 0 ? undefined : `${pending} database migration${pending === 1 ? " is" : "s are"} not applied.`;
  } catch {
    return "The database migrations could not be read.";
  }
}
