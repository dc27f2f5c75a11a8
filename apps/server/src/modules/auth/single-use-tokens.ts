import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db, SingleUseTokensTable } from "../../db/types.js";
import { newOpaqueToken, sha256 } from "./crypto.js";

/** The tables of tokens mailed to a user; they share one shape and one set of rules. */
export type SingleUseTokenKind = "password_resets" | "email_verifications";
export type SingleUseTokenRow = Selectable<SingleUseTokensTable>;

/**
 * The only SQL on mailed single-use tokens (password resets, email verifications). The token goes
 * in the link; only its SHA-256 is stored. A token works once, until it expires, and a newer one of
 * the same kind for the same user makes the older ones worthless.
 */
export class SingleUseTokens {
  constructor(
    private readonly db: Db,
    private readonly kind: SingleUseTokenKind,
  ) {}

  /** A new token for the user (the older unused ones stop working), valid for `ttlSeconds` from `now`. */
  async issue(userId: string, now: Date, ttlSeconds: number): Promise<string> {
    const token = newOpaqueToken();
    const at = now.toISOString();
    await this.db
      .updateTable(this.kind)
      .set({ used_at: at })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await this.db
      .insertInto(this.kind)
      .values({
        id: randomUUID(),
        user_id: userId,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
        used_at: null,
        created_at: at,
      })
      .execute();
    return token;
  }

  /** The token's row while it can still be used (not used, not expired); otherwise undefined. */
  async findUsable(token: string, now: Date): Promise<SingleUseTokenRow | undefined> {
    const row = await this.db
      .selectFrom(this.kind)
      .selectAll()
      .where("token_hash", "=", sha256(token))
      .executeTakeFirst();
    return row && !row.used_at && row.expires_at > now.toISOString() ? row : undefined;
  }

  /** Uses the token up; false when it was already used (or another request used it first). */
  async consume(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable(this.kind)
      .set({ used_at: at })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
