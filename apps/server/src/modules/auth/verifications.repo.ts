import type { Db } from "../../db/types.js";
import { SingleUseTokens } from "./single-use-tokens.js";
import { UsersRepo } from "./users.repo.js";

/** Email-verification tokens, and the verification itself. */
export class VerificationsRepo {
  readonly tokens: SingleUseTokens;

  constructor(private readonly db: Db) {
    this.tokens = new SingleUseTokens(db, "email_verifications");
  }

  /** Uses a verification token and marks the user's email verified, both or neither. False when the token was already used or raced. */
  async redeem(options: { verificationId: string; userId: string; at: string }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await new SingleUseTokens(trx, "email_verifications").consume(options.verificationId, options.at)))
        return false;
      await new UsersRepo(trx).markEmailVerified(options.userId, options.at);
      return true;
    });
  }
}
