import type { Selectable } from "kysely";
import type { Db, GenerationWorkersTable } from "../../db/types.js";

export type WorkerRow = Selectable<GenerationWorkersTable>;

/** The only SQL on the server processes that run generation jobs. */
export class WorkersRepo {
  constructor(private readonly db: Db) {}

  /** Records a heartbeat; registers the process again if its row was removed (it had been taken for dead). */
  async beat(row: WorkerRow): Promise<void> {
    await this.db
      .insertInto("generation_workers")
      .values(row)
      .onConflict((oc) => oc.column("id").doUpdateSet({ heartbeat_at: row.heartbeat_at }))
      .execute();
  }

  /** Every other process that announced itself (a handful of rows: one per server process). */
  others(exceptId: string): Promise<WorkerRow[]> {
    return this.db.selectFrom("generation_workers").selectAll().where("id", "!=", exceptId).execute();
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length)
      await this.db
        .deleteFrom("generation_workers")
        .where("id", "in", [...ids])
        .execute();
  }
}
