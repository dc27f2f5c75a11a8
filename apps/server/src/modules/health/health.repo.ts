import { sql } from "kysely";
import type { Db } from "../../db/types.js";

/** The only SQL of the health check. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
