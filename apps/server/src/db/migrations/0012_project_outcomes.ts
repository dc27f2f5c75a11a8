import type { Kysely } from "kysely";

// What a proposal's project really took. One outcome per document, owned by its user now and keyed
// so a team workspace can own it later (workspace_id, null until workspaces exist). The estimate's
// figures at the time are copied in, so the scorecard compares with what was promised even after
// the proposal is re-estimated. Imported time entries are kept with the outcome they produced.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("project_outcomes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("workspace_id", "text")
    .addColumn("document_id", "text", (c) => c.notNull().unique().references("documents.id").onDelete("cascade"))
    .addColumn("actual_effort_hours", "double precision", (c) => c.notNull())
    .addColumn("actual_cost", "double precision")
    .addColumn("finished_on", "text", (c) => c.notNull())
    .addColumn("phases", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("estimate", "text", (c) => c.notNull())
    .addColumn("estimate_domain", "text", (c) => c.notNull())
    .addColumn("estimate_population_p50_hours", "double precision", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("project_outcomes_owner")
    .on("project_outcomes")
    .columns(["owner_id", "finished_on"])
    .execute();
  await db.schema.createIndex("project_outcomes_workspace").on("project_outcomes").column("workspace_id").execute();

  await db.schema
    .createTable("outcome_time_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("outcome_id", "text", (c) => c.notNull().references("project_outcomes.id").onDelete("cascade"))
    .addColumn("line", "integer", (c) => c.notNull())
    .addColumn("spent_on", "text")
    .addColumn("hours", "double precision", (c) => c.notNull())
    .addColumn("cost", "double precision")
    .addColumn("task", "text", (c) => c.notNull())
    .addColumn("phase", "text")
    .execute();
  await db.schema.createIndex("outcome_time_entries_outcome").on("outcome_time_entries").column("outcome_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outcome_time_entries").execute();
  await db.schema.dropTable("project_outcomes").execute();
}
