import type { Db } from "../../db/types.js";

/** The only SQL on password-reset tokens. */
export class ResetsRepo {
  constructor(private readonly db: Db) {}

  async insert(row: { id: string; user_id: string; token_hash: string; expires_at: string; created_at: string }): Promise<void> {
    await this.db.insertInto("password_resets").values({ ...row, used_at: null }).execute();
  }

  findByHash(tokenHash: string) {
    return this.db.selectFrom("password_resets").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  }

  /** Single use: false when it was already used (or raced). */
  async consume(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("password_resets")
      .set({ used_at: at })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A new link makes the older unused ones of that user worthless. */
  async invalidateForUser(userId: string, at: string): Promise<void> {
    await this.db.updateTable("password_resets").set({ used_at: at }).where("user_id", "=", userId).where("used_at", "is", null).execute();
  }
}
