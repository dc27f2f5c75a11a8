import type { Kysely } from "kysely";

// Email verification: `email_verified_at` is set once the owner of the address proves it (a mailed
// link, a password reset, or an account made by a provider that verified it). Existing accounts stay
// unverified until then. Verification tokens are stored like reset tokens: only their SHA-256.
// A pending social sign-in started by a signed-in user links the identity to that user: it keeps
// the session that started it, and goes when that session does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();

  await db.schema
    .createTable("email_verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_verifications_user_id_idx").on("email_verifications").column("user_id").execute();

  await db.schema.alterTable("oauth_requests").addColumn("link_user_id", "text").execute();
  await db.schema
    .alterTable("oauth_requests")
    .addColumn("link_session_id", "text", (c) => c.references("sessions.id").onDelete("cascade"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // SQLite cannot drop a column that is a foreign key; pending sign-ins last minutes, so the table is
  // made again as 0001 made it.
  await db.schema.dropTable("oauth_requests").execute();
  await db.schema
    .createTable("oauth_requests")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.dropTable("email_verifications").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
