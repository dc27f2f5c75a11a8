import type { Db, OutcomeTimeEntriesTable, ProjectOutcomesTable } from "../../db/types.js";
import { currentProjects, reachableProjects } from "../workspaces/workspace-scope.js";

export type OutcomeRow = ProjectOutcomesTable & { document_title: string; imported_entries: number };

/**
 * The only SQL of outcomes. Every read and write is scoped to the documents the user reaches (an
 * outcome is its document's), the list to their current workspace; calibration learns from the
 * outcomes the user recorded.
 */
export class OutcomesRepo {
  constructor(private readonly db: Db) {}

  private select(ownerId: string, inCurrentWorkspace = false) {
    return this.db
      .selectFrom("project_outcomes")
      .innerJoin("documents", "documents.id", "project_outcomes.document_id")
      .selectAll("project_outcomes")
      .select("documents.title as document_title")
      .select((eb) =>
        eb
          .selectFrom("outcome_time_entries")
          .whereRef("outcome_time_entries.outcome_id", "=", "project_outcomes.id")
          .select(eb.fn.countAll<number>().as("n"))
          .as("imported_entries"),
      )
      .where(
        "documents.project_id",
        "in",
        inCurrentWorkspace ? currentProjects(this.db, ownerId) : reachableProjects(this.db, ownerId),
      );
  }

  /** The documents the user reaches, for writes by document. */
  private reachableDocuments(ownerId: string) {
    return this.db
      .selectFrom("documents as od")
      .select("od.id")
      .where("od.project_id", "in", reachableProjects(this.db, ownerId));
  }

  async findByDocument(ownerId: string, documentId: string): Promise<OutcomeRow | undefined> {
    const row = await this.select(ownerId).where("project_outcomes.document_id", "=", documentId).executeTakeFirst();
    return row ? { ...row, imported_entries: Number(row.imported_entries ?? 0) } : undefined;
  }

  async list(ownerId: string): Promise<OutcomeRow[]> {
    const rows = await this.select(ownerId, true)
      .orderBy("project_outcomes.finished_on", "desc")
      .orderBy("project_outcomes.id")
      .execute();
    return rows.map((row) => ({ ...row, imported_entries: Number(row.imported_entries ?? 0) }));
  }

  /** What learning from outcomes reads: every outcome of the owner, with the P50 before calibration. */
  listForCalibration(ownerId: string) {
    return this.db
      .selectFrom("project_outcomes")
      .select(["estimate_domain", "estimate_population_p50_hours", "actual_effort_hours", "finished_on", "estimate"])
      .where("owner_id", "=", ownerId)
      .execute();
  }

  async insert(row: ProjectOutcomesTable): Promise<void> {
    await this.db.insertInto("project_outcomes").values(row).execute();
  }

  async update(
    ownerId: string,
    id: string,
    changes: Partial<Omit<ProjectOutcomesTable, "id" | "owner_id" | "document_id">>,
  ): Promise<void> {
    await this.db
      .updateTable("project_outcomes")
      .set(changes)
      .where("id", "=", id)
      .where("document_id", "in", this.reachableDocuments(ownerId))
      .execute();
  }

  async delete(ownerId: string, documentId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("project_outcomes")
      .where("document_id", "in", this.reachableDocuments(ownerId))
      .where("document_id", "=", documentId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async replaceEntries(outcomeId: string, entries: OutcomeTimeEntriesTable[]): Promise<void> {
    await this.db.deleteFrom("outcome_time_entries").where("outcome_id", "=", outcomeId).execute();
    // In slices: both databases bound the parameters of one statement.
    for (let i = 0; i < entries.length; i += 500)
      await this.db
        .insertInto("outcome_time_entries")
        .values(entries.slice(i, i + 500))
        .execute();
  }
}
