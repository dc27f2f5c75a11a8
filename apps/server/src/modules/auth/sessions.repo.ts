import { batchedRows } from "../../db/batched-rows.js";
import type { Db } from "../../db/types.js";
import type { UserRow } from "./users.repo.js";

export interface RefreshTokenLookup {
  tokenId: string;
  sessionId: string;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
  sessionRevokedAt: string | null;
}

/**
 * For `batchedRows` keyed by `session_id` and `user_id`: the live (not revoked) session of that user,
 * as `s`, and the user, as `u`. Every authenticated request's check goes through it.
 */
export const LIVE_SESSION_USER =
  "join sessions s on s.id = k.session_id and s.user_id = k.user_id and s.revoked_at is null join users u on u.id = s.user_id";

/** The only SQL on sign-in sessions and their refresh tokens. */
export class SessionsRepo {
  /** Every authenticated request runs it. */
  private readonly userOfLiveSession: (sessionId: string, userId: string) => Promise<UserRow | undefined>;

  constructor(private readonly db: Db) {
    // Concurrent checks share one query (a round trip, or a statement run, per check costs more than the check).
    const lookUp = batchedRows(db, ["session_id", "user_id"], "u.*", LIVE_SESSION_USER);
    this.userOfLiveSession = async (sessionId, userId) => (await lookUp([sessionId, userId])) as UserRow | undefined;
  }

  async createSession(row: { id: string; user_id: string; auth_type: string; created_at: string }): Promise<void> {
    await this.db
      .insertInto("sessions")
      .values({ ...row, revoked_at: null, revoked_reason: null })
      .execute();
  }

  async insertRefreshToken(row: {
    id: string;
    session_id: string;
    token_hash: string;
    expires_at: string;
    created_at: string;
  }): Promise<void> {
    await this.db
      .insertInto("refresh_tokens")
      .values({ ...row, used_at: null })
      .execute();
  }

  findRefreshToken(tokenHash: string): Promise<RefreshTokenLookup | undefined> {
    return this.db
      .selectFrom("refresh_tokens as t")
      .innerJoin("sessions as s", "s.id", "t.session_id")
      .select([
        "t.id as tokenId",
        "t.session_id as sessionId",
        "s.user_id as userId",
        "t.expires_at as expiresAt",
        "t.used_at as usedAt",
        "s.revoked_at as sessionRevokedAt",
      ])
      .where("t.token_hash", "=", tokenHash)
      .executeTakeFirst();
  }

  /** Marks a token used; false when another request used it first (a replay). */
  async consumeRefreshToken(tokenId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable("refresh_tokens")
      .set({ used_at: at })
      .where("id", "=", tokenId)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeSession(sessionId: string, at: string, reason: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: at, revoked_reason: reason })
      .where("id", "=", sessionId)
      .where("revoked_at", "is", null)
      .execute();
  }

  async revokeAllForUser(userId: string, at: string, reason: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: at, revoked_reason: reason })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** The user behind a live session, in one query: the check every authenticated request makes. */
  async findUserOfLiveSession(sessionId: string, userId: string): Promise<UserRow | undefined> {
    return this.userOfLiveSession(sessionId, userId);
  }
}
