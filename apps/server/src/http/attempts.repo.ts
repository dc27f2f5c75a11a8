import { sql } from "kysely";
import type { Db } from "../db/types.js";

/** The only SQL on attempt counters (sign-in failures and reset requests, per email and per client). */
export class AttemptsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt on `key` and answers the new count and when the window ends, in one
   * statement: a counter whose window has ended starts again at 1 with a new window.
   */
  async count(key: string, nowIso: string, newResetAt: string): Promise<{ count: number; resetAt: string }> {
    const counted = await this.db
      .insertInto("attempt_counters")
      .values({ key, count: 1, reset_at: newResetAt })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`CASE WHEN attempt_counters.reset_at <= ${nowIso} THEN 1 ELSE attempt_counters.count + 1 END`,
          reset_at: sql<string>`CASE WHEN attempt_counters.reset_at <= ${nowIso} THEN excluded.reset_at ELSE attempt_counters.reset_at END`,
        }),
      )
      .returning(["count", "reset_at"])
      .executeTakeFirstOrThrow();
    return { count: Number(counted.count), resetAt: counted.reset_at };
  }

  /** Gives one attempt back (never below zero). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .updateTable("attempt_counters")
      .set({ count: sql<number>`count - 1` })
      .where("key", "=", key)
      .where("count", ">", 0)
      .execute();
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom("attempt_counters").where("key", "=", key).execute();
  }

  async sweepExpired(nowIso: string): Promise<void> {
    await this.db.deleteFrom("attempt_counters").where("reset_at", "<=", nowIso).execute();
  }
}
