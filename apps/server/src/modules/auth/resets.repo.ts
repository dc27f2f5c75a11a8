import type { Db } from "../../db/types.js";
import { SessionsRepo } from "./sessions.repo.js";
import { SingleUseTokens } from "./single-use-tokens.js";
import { UsersRepo } from "./users.repo.js";

/** Password-reset tokens, and the reset itself. */
export class ResetsRepo {
  readonly tokens: SingleUseTokens;

  constructor(private readonly db: Db) {
    this.tokens = new SingleUseTokens(db, "password_resets");
  }

  /**
   * Uses a reset token: marks it used, sets the new password, marks the email verified (only its
   * owner gets the mailed link) and ends every sign-in of the user, all or nothing. False (and
   * nothing changed) when the token was already used or raced.
   */
  async redeem(options: { resetId: string; userId: string; passwordHash: string; at: string }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await new SingleUseTokens(trx, "password_resets").consume(options.resetId, options.at))) return false;
      const users = new UsersRepo(trx);
      await users.update(options.userId, { password_hash: options.passwordHash, updated_at: options.at });
      await users.markEmailVerified(options.userId, options.at);
      await new SessionsRepo(trx).revokeAllForUser(options.userId, options.at, "password reset");
      return true;
    });
  }
}
