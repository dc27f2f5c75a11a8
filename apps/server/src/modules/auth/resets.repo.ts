import type { Db } from "../../db/types.js";
import { SessionsRepo } from "./sessions.repo.js";
import { UsersRepo } from "./users.repo.js";

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

  /**
   * Uses a reset token: marks it used, sets the new password and ends every sign-in of the user,
   * all or nothing. False (and nothing changed) when the token was already used or raced.
   */
  async redeem(options: { resetId: string; userId: string; passwordHash: string; at: string }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await new ResetsRepo(trx).consume(options.resetId, options.at))) return false;
      await new UsersRepo(trx).update(options.userId, { password_hash: options.passwordHash, updated_at: options.at });
      await new SessionsRepo(trx).revokeAllForUser(options.userId, options.at, "password reset");
      return true;
    });
  }

  /** A new link makes the older unused ones of that user worthless. */
  async invalidateForUser(userId: string, at: string): Promise<void> {
    await this.db.updateTable("password_resets").set({ used_at: at }).where("user_id", "=", userId).where("used_at", "is", null).execute();
  }
}
