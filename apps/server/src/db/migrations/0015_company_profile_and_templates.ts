import { sql, type Kysely } from "kysely";

// The company profile and proposal templates. Both are owned by a user now and keyed so that a team
// workspace can own them later: `workspace_id` is null for a user's own, and one profile per user
// is kept among those. A generation job keeps a copy of the template it follows (the template may
// be deleted while the proposal is rewritten later).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("company_profiles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("workspace_id", "text")
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("logo_url", "text")
    .addColumn("brand_colour", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("default_currency", "text")
    .addColumn("default_location", "text", (c) => c.notNull())
    .addColumn("rates", "text", (c) => c.notNull())
    .addColumn("payment_days", "integer")
    .addColumn("validity_days", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("company_profiles_owner_idx")
    .on("company_profiles")
    .column("owner_id")
    .unique()
    .where(sql.ref("workspace_id"), "is", null)
    .execute();

  await db.schema
    .createTable("proposal_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("workspace_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("domain", "text")
    .addColumn("sections", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("proposal_templates_owner_idx")
    .on("proposal_templates")
    .columns(["owner_id", "created_at"])
    .execute();

  await db.schema.alterTable("generation_jobs").addColumn("template", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("generation_jobs").dropColumn("template").execute();
  await db.schema.dropTable("proposal_templates").execute();
  await db.schema.dropTable("company_profiles").execute();
}
