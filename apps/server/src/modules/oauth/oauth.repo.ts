import type { Insertable } from "kysely";
import type { Db, OauthRequestsTable } from "../../db/types.js";

/** The only SQL on pending social sign-ins and linked provider identities. */
export class OAuthRepo {
  constructor(private readonly db: Db) {}

  async savePending(row: Insertable<OauthRequestsTable>, now: string): Promise<void> {
    await this.db.deleteFrom("oauth_requests").where("expires_at", "<=", now).execute();
    await this.db.insertInto("oauth_requests").values(row).execute();
  }

  /** Returns and deletes the pending request: a state works once. */
  async takePending(stateHash: string) {
    const row = await this.db
      .selectFrom("oauth_requests")
      .selectAll()
      .where("state_hash", "=", stateHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await this.db.deleteFrom("oauth_requests").where("state_hash", "=", stateHash).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? row : undefined;
  }

  async findUserIdByIdentity(provider: string, subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("user_identities")
      .select("user_id")
      .where("provider", "=", provider)
      .where("subject", "=", subject)
      .executeTakeFirst();
    return row?.user_id;
  }

  async linkIdentity(row: {
    provider: string;
    subject: string;
    user_id: string;
    email: string;
    created_at: string;
  }): Promise<void> {
    await this.db.insertInto("user_identities").values(row).execute();
  }
}
