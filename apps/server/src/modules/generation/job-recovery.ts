import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { saveOutcome } from "./generation-outcome.js";
import type { JobsRepo } from "./jobs.repo.js";
import type { WorkerRow, WorkersRepo } from "./workers.repo.js";

/** How often a process with a worker beats its heartbeat and sweeps for dead processes' jobs. */
export const HEARTBEAT_MS = 2_000;
/** A process whose heartbeat is older than this is dead (five missed beats): its jobs are freed. */
export const WORKER_STALE_MS = 10_000;
export const JOBLESS_ERROR = "Generation was interrupted before it could start. Please try again.";

export type WorkerIdentity = Omit<WorkerRow, "heartbeat_at">;

/** Who this process is in the generation_workers table. */
export function workerIdentity(startedAt: Date): WorkerIdentity {
  return {
    id: `worker-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    machine: machineKey(),
    pid: process.pid,
    started_at: startedAt.toISOString(),
  };
}

/**
 * Processes that share a kernel boot and a pid namespace can ask the kernel whether each other's
 * pid still runs; elsewhere (other hosts, other containers, no /proc) only the heartbeat tells.
 */
function machineKey(): string | null {
  try {
    return `${readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()}/${readlinkSync("/proc/self/ns/pid")}`;
  } catch {
    return null;
  }
}

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Crash recovery for generation, run by every process with a worker at start-up and then with
 * each heartbeat: jobs held by a process that is gone (its pid no longer runs on this machine, or
 * its heartbeat stopped) go back to the queue at once, and a document left "generating" without
 * a job (by versions that wrote them separately) is marked failed with an error it can be retried from.
 */
export class JobRecovery {
  constructor(
    private readonly deps: { workers: WorkersRepo; jobs: JobsRepo; now: () => Date; log: FastifyBaseLogger },
  ) {}

  async sweep(self: WorkerIdentity): Promise<void> {
    const { workers, jobs, log } = this.deps;
    const now = this.deps.now();
    const at = now.toISOString();
    await workers.beat({ ...self, heartbeat_at: at });
    const staleBefore = new Date(now.getTime() - WORKER_STALE_MS).toISOString();
    const dead = (await workers.others(self.id)).filter(
      (w) =>
        w.heartbeat_at < staleBefore || (self.machine !== null && w.machine === self.machine && processGone(w.pid)),
    );
    const ids = dead.map((w) => w.id);
    const freed = await jobs.releaseFromWorkers(ids, at);
    await workers.remove(ids);
    if (freed > 0)
      log.warn({ freed, deadWorkers: ids }, "generation jobs of stopped server processes were put back in the queue");
    await this.failJobless(at);
  }

  /** A process stopping cleanly (its jobs are finished) leaves the table. */
  signOff(self: WorkerIdentity): Promise<void> {
    return this.deps.workers.remove([self.id]);
  }

  private async failJobless(at: string): Promise<void> {
    for (const doc of await this.deps.jobs.jobless()) {
      const failed = { id: doc.id, owner_id: doc.owner_id, request: doc.user_query, error: JOBLESS_ERROR };
      const repaired = await this.deps.jobs
        .insertFailed(failed, at, (trx) =>
          saveOutcome(trx, { ownerId: doc.owner_id, documentId: doc.id, status: "failed", error: JOBLESS_ERROR }, at),
        )
        // Deleted meanwhile: nothing left to repair.
        .catch(() => false);
      if (repaired)
        this.deps.log.warn({ documentId: doc.id }, "a document left generating without a job was marked failed");
    }
  }
}
