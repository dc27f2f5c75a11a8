import { sql } from "kysely";
import type { Db } from "../db/types.js";

/** Expired counters are swept now and then, not on every attempt. */
const SWEEP_EVERY = 200;

/**
 * Counts attempts per email and per client address in a fixed window: a handful per email
 * (stops guessing one account), more per client (stops spraying many). The counts live in the
 * database, so all server processes on it share them.
 */
export class AttemptLimiter {
  private recorded = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly limits: { perEmail: number; perClient: number },
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Seconds until this email from this client may try again, or 0 when not blocked. */
  async blockedFor(email: string, clientIp: string): Promise<number> {
    const now = this.now();
    const rows = await this.db
      .selectFrom("attempt_counters")
      .select(["key", "count", "reset_at"])
      .where("key", "in", [this.emailKey(email), this.clientKey(clientIp)])
      .where("reset_at", ">", now.toISOString())
      .execute();
    let wait = 0;
    for (const row of rows) {
      const max = row.key === this.emailKey(email) ? this.limits.perEmail : this.limits.perClient;
      if (Number(row.count) >= max) wait = Math.max(wait, Math.ceil((Date.parse(row.reset_at) - now.getTime()) / 1000));
    }
    return wait;
  }

  async record(email: string, clientIp: string): Promise<void> {
    const now = this.now();
    const nowIso = now.toISOString();
    const resetAt = new Date(now.getTime() + this.windowMs).toISOString();
    for (const key of [this.emailKey(email), this.clientKey(clientIp)]) {
      // One statement, so concurrent attempts from several processes all count.
      await this.db
        .insertInto("attempt_counters")
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            count: sql<number>`CASE WHEN attempt_counters.reset_at <= ${nowIso} THEN 1 ELSE attempt_counters.count + 1 END`,
            reset_at: sql<string>`CASE WHEN attempt_counters.reset_at <= ${nowIso} THEN excluded.reset_at ELSE attempt_counters.reset_at END`,
          }),
        )
        .execute();
    }
    if (++this.recorded % SWEEP_EVERY === 0) await this.db.deleteFrom("attempt_counters").where("reset_at", "<=", nowIso).execute();
  }

  async clearEmail(email: string): Promise<void> {
    await this.db.deleteFrom("attempt_counters").where("key", "=", this.emailKey(email)).execute();
  }

  private emailKey(email: string): string {
    return `${this.scope}:email:${email}`;
  }

  private clientKey(clientIp: string): string {
    return `${this.scope}:ip:${clientIp}`;
  }
}
