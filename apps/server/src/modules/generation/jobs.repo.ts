import {
  sql,
  type ExpressionBuilder,
  type Selectable,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from "kysely";
import type { Database, Db, GenerationJobsTable, JobSource, JobStage } from "../../db/types.js";
import { reachableProjects } from "../workspaces/workspace-scope.js";

export type JobRow = Selectable<GenerationJobsTable>;

/** One claim of a job: the worker slot that made it and the token the claim wrote (the fence every write checks). */
export interface JobHold {
  jobId: string;
  holder: string;
  token: string;
}

/** The hold a claimed job's row records. */
export function holdOf(job: JobRow): JobHold {
  if (!job.locked_by || !job.lease_token) throw new Error(`generation job ${job.id} is not claimed`);
  return { jobId: job.id, holder: job.locked_by, token: job.lease_token };
}

/** The columns that say nobody holds a job. */
const UNHELD = { locked_by: null, lease_token: null, locked_until: null, worker_id: null } as const;

type JobUpdate = UpdateQueryBuilder<Database, "generation_jobs", "generation_jobs", UpdateResult>;

/** Limits an update to the running job as this claim holds it: a taken-over (or released) claim changes nothing. */
function whereHeld(update: JobUpdate, hold: JobHold): JobUpdate {
  return update
    .where("id", "=", hold.jobId)
    .where("status", "=", "running")
    .where("locked_by", "=", hold.holder)
    .where("lease_token", "=", hold.token);
}

/** The only SQL on generation jobs. */
export class JobsRepo {
  constructor(
    private readonly db: Db,
    /** PostgreSQL can skip rows other workers hold; SQLite has a single writer anyway. */
    private readonly skipLocked: boolean,
  ) {}

  /** The same queries on another handle (a transaction the job's rows are written in). */
  using(db: Db): JobsRepo {
    return new JobsRepo(db, this.skipLocked);
  }

  async enqueue(
    row: { id: string; owner_id: string; request: string; template?: string | null },
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto("generation_jobs")
      .values({
        ...row,
        template: row.template ?? null,
        source: "request",
        status: "queued",
        stage: "queued",
        progress: 0,
        error: null,
        attempts: 0,
        ...UNHELD,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  /**
   * Puts a finished or failed job back in the queue: a retry as it was, or with what it now works
   * from (the conversation with the user's answer, or the document's corrected brief).
   */
  async requeue(id: string, at: string, work: { request?: string; source?: JobSource } = {}): Promise<void> {
    await this.db
      .updateTable("generation_jobs")
      .set({
        ...work,
        status: "queued",
        stage: "queued",
        progress: 0,
        error: null,
        attempts: 0,
        ...UNHELD,
        updated_at: at,
      })
      .where("id", "=", id)
      .execute();
  }

  /**
   * Atomically takes the oldest queued job, or a running one whose lease ran out, for one slot
   * (`slotId`) of a server process (`processId`, whose death frees the job at once). A lapsed lease
   * is taken over only from a holder that is not a live process (none recorded, or its heartbeat
   * older than `holderStaleBefore`): a live process's slot that was merely slow to renew (a starved
   * CPU) keeps its job, so the model is not called twice for it. The claim writes `token`, which
   * every later write for this claim must present.
   */
  async claim(
    claimant: { slotId: string; processId: string | null; token: string },
    times: { now: string; leaseUntil: string; holderStaleBefore: string },
  ): Promise<JobRow | undefined> {
    const { slotId, processId, token } = claimant;
    const { now, leaseUntil, holderStaleBefore } = times;
    const claimable = (w: ExpressionBuilder<Database, "generation_jobs">) =>
      w.or([
        w("generation_jobs.status", "=", "queued"),
        w.and([
          w("generation_jobs.status", "=", "running"),
          w("generation_jobs.locked_until", "<", now),
          w.not(
            w.exists(
              w
                .selectFrom("generation_workers")
                .select("generation_workers.id")
                .whereRef("generation_workers.id", "=", "generation_jobs.worker_id")
                .where("generation_workers.heartbeat_at", ">=", holderStaleBefore),
            ),
          ),
        ]),
      ]);
    return this.db
      .updateTable("generation_jobs")
      .set({
        status: "running",
        locked_by: slotId,
        lease_token: token,
        locked_until: leaseUntil,
        worker_id: processId,
        attempts: sql<number>`attempts + 1`,
        updated_at: now,
      })
      .where("id", "=", (eb) => {
        const next = eb
          .selectFrom("generation_jobs")
          .select("generation_jobs.id")
          .where(claimable)
          .orderBy("generation_jobs.created_at")
          .limit(1);
        return this.skipLocked ? next.forUpdate().skipLocked() : next;
      })
      .where(claimable)
      .returningAll()
      .executeTakeFirst();
  }

  /** Records a step and extends the lease; false when this claim no longer holds the job. */
  async progress(
    hold: JobHold,
    changes: { stage: JobStage; progress: number },
    at: string,
    leaseUntil: string,
  ): Promise<boolean> {
    const result = await whereHeld(
      this.db.updateTable("generation_jobs").set({ ...changes, locked_until: leaseUntil, updated_at: at }),
      hold,
    ).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Extends the lease of a job this claim still holds; false when another worker took it over. */
  async renew(hold: JobHold, leaseUntil: string): Promise<boolean> {
    const result = await whereHeld(
      this.db.updateTable("generation_jobs").set({ locked_until: leaseUntil }),
      hold,
    ).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Gives jobs this process still holds back to the queue at once (a clean shutdown), so another
   * process takes them without waiting for the lease to run out; the interrupted attempt does not
   * count. Answers how many were given back.
   */
  async release(holds: readonly JobHold[], at: string): Promise<number> {
    let released = 0;
    for (const hold of holds) {
      const result = await whereHeld(
        this.db.updateTable("generation_jobs").set({
          status: "queued",
          stage: "queued",
          progress: 0,
          ...UNHELD,
          attempts: sql<number>`attempts - 1`,
          updated_at: at,
        }),
        hold,
      ).executeTakeFirst();
      released += Number(result.numUpdatedRows);
    }
    return released;
  }

  /**
   * Closes a job this claim still holds and, in the same transaction, saves its outcome (the
   * document and its chat message). The job row is locked first, so a worker taking the job over
   * either sees it closed or makes this return false with nothing written.
   */
  async finish(
    hold: JobHold,
    outcome: { status: "done" | "failed"; error: string | null },
    at: string,
    save: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const closed = await whereHeld(
        trx.updateTable("generation_jobs").set({
          status: outcome.status,
          stage: outcome.status,
          progress: outcome.status === "done" ? 100 : 0,
          error: outcome.error,
          ...UNHELD,
          updated_at: at,
        }),
        hold,
      ).executeTakeFirst();
      if (Number(closed.numUpdatedRows) === 0) return false;
      await save(trx);
      return true;
    });
  }

  /**
   * Puts the running jobs of dead server processes back in the queue; their attempts count on, so
   * a job that keeps killing its process still ends failed. Answers how many were freed.
   */
  async releaseFromWorkers(workerIds: readonly string[], at: string): Promise<number> {
    if (workerIds.length === 0) return 0;
    const result = await this.db
      .updateTable("generation_jobs")
      .set({ status: "queued", stage: "queued", progress: 0, ...UNHELD, updated_at: at })
      .where("status", "=", "running")
      .where("worker_id", "in", [...workerIds])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Documents left "generating" with no job to finish them (written by versions before one transaction). */
  jobless(): Promise<Array<{ id: string; owner_id: string; user_query: string }>> {
    return this.db
      .selectFrom("documents")
      .leftJoin("generation_jobs", "generation_jobs.id", "documents.id")
      .select(["documents.id", "documents.owner_id", "documents.user_query"])
      .where("documents.status", "=", "generating")
      .where("generation_jobs.id", "is", null)
      .execute();
  }

  /**
   * Gives a document a job that has already failed (so it can be retried) and, in the same
   * transaction, saves the document's outcome; false, with nothing written, when it has a job already.
   */
  async insertFailed(
    row: { id: string; owner_id: string; request: string; error: string },
    at: string,
    save: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .insertInto("generation_jobs")
        .values({
          ...row,
          source: "request",
          status: "failed",
          stage: "failed",
          progress: 0,
          attempts: 0,
          ...UNHELD,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      await save(trx);
      return true;
    });
  }

  /** How many jobs wait and run (every process's), and when the one waiting longest was queued. */
  async queueStats(): Promise<{ queued: number; running: number; oldestQueuedAt: string | null }> {
    const rows = await this.db
      .selectFrom("generation_jobs")
      .select((eb) => ["status", eb.fn.countAll<number>().as("count"), eb.fn.min("updated_at").as("oldest")])
      .where("status", "in", ["queued", "running"])
      .groupBy("status")
      .execute();
    const of = (status: string) => rows.find((r) => r.status === status);
    return {
      queued: Number(of("queued")?.count ?? 0),
      running: Number(of("running")?.count ?? 0),
      oldestQueuedAt: of("queued")?.oldest ?? null,
    };
  }

  find(ownerId: string, id: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom("generation_jobs")
      .selectAll()
      .where("id", "in", (eb) =>
        eb
          .selectFrom("documents as jd")
          .select("jd.id")
          .where("jd.project_id", "in", reachableProjects(this.db, ownerId)),
      )
      .where("id", "=", id)
      .executeTakeFirst();
  }
}
