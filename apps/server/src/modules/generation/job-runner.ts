import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Domain, TemplateSection } from "@scopewise/shared";
import {
  detectLanguage,
  withCompanyDefaults,
  type CompanyTerms,
  type OrganisationCalibration,
} from "@scopewise/estimator";
import type { DocumentsService } from "../documents/documents.service.js";
import { INLINE_ENGINE_PASSES, type EnginePasses } from "./engine-passes.js";
import type { GenerationOutcome } from "../metrics/app-metrics.js";
import { type GenerationOutcome as JobOutcome, saveOutcome } from "./generation-outcome.js";
import { failureMessage, questionsMessage, readyMessage } from "./generation-messages.js";
import { JobLease, LeaseLostError } from "./job-lease.js";
import { readJob } from "./job-reading.js";
import { WORKER_STALE_MS } from "./job-recovery.js";
import { engineText, parseJobRequest } from "./job-request.js";
import { holdOf, type JobHold, type JobRow, type JobsRepo } from "./jobs.repo.js";
import type { WorkspaceOf } from "../workspaces/workspace-scope.js";
import type { ProposalWriter } from "./proposal-writer.js";

/**
 * How long a claimed job is a worker's before another may take it over; renewed every third of it
 * while it runs. A process that dies frees its jobs sooner (see job-recovery.ts); the lease covers
 * a process that lives on but whose job stopped making progress.
 */
export const DEFAULT_LEASE_MS = 15_000;
const MAX_ATTEMPTS = 3;

/** What generation needs: the documents, the job table, the writer, the clock and where logs and metrics go. */
export interface JobRunnerDeps {
  documents: DocumentsService;
  jobs: JobsRepo;
  writer: ProposalWriter;
  now: () => Date;
  /** The name a proposal's cover gives as its author: the owner's, when the account has one. */
  authorName: (ownerId: string) => Promise<string | undefined>;
  log: FastifyBaseLogger;
  /** Lease length (tests shorten it); renewed every third of it while a job runs. */
  leaseMs?: number;
  /** Where each job's duration and outcome go. */
  metrics?: { generation(outcome: GenerationOutcome, seconds: number): void };
  /** The organisation effect learned from the owner's own recorded outcomes in a domain. */
  calibration: { forUser(ownerId: string, domain: Domain): Promise<OrganisationCalibration> };
  /** The owner's company profile as the estimate and the proposal use it (none: the reference defaults). */
  company: { termsFor(key: WorkspaceOf): Promise<CompanyTerms | undefined> };
  /** Where the CPU-heavy passes run (the file workers in the app); on the event loop without. */
  passes?: EnginePasses;
}

/** The clock's time (moved by `plusMs`) as stored in the job table. */
export function isoAt(now: () => Date, plusMs = 0): string {
  return new Date(now().getTime() + plusMs).toISOString();
}

/** The template sections a job's proposal follows (none: the writer's own order). */
function templateOf(job: JobRow): TemplateSection[] | undefined {
  return job.template ? (JSON.parse(job.template) as TemplateSection[]) : undefined;
}

/** The language a job's request is written in (English when it cannot be read). */
function requestLanguage(job: JobRow): string {
  try {
    return detectLanguage(engineText(parseJobRequest(job.request))).language;
  } catch {
    return "en";
  }
}

/**
 * Claims jobs for a worker slot and does the work of each (understand → estimate → write) under a
 * lease whose token every write and model call checks; gives running jobs back at shutdown.
 */
export class JobRunner {
  /** The jobs this process is running now, so a shutdown can give them back to the queue. */
  private readonly running = new Map<string, { hold: JobHold; lease: JobLease }>();
  /** Set at shutdown: a job claimed after that goes straight back to the queue. */
  private givingBack = false;

  constructor(private readonly deps: JobRunnerDeps) {}

  private get leaseMs(): number {
    return this.deps.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Takes the next job for a worker slot; `processId` is its process's row in generation_workers (when it has one). */
  claim(slotId: string, processId: string | null = null): Promise<JobRow | undefined> {
    return this.deps.jobs.claim(
      { slotId, processId, token: randomUUID() },
      { now: this.stamp(), leaseUntil: this.stamp(this.leaseMs), holderStaleBefore: this.stamp(-WORKER_STALE_MS) },
    );
  }

  /**
   * Gives the jobs this process is running back to the queue (a clean shutdown) and cancels their
   * model calls: another process takes them at once. Answers how many were given back.
   */
  async releaseRunning(): Promise<number> {
    this.givingBack = true;
    const running = [...this.running.values()];
    if (running.length === 0) return 0;
    const released = await this.deps.jobs.release(
      running.map((r) => r.hold),
      this.stamp(),
    );
    for (const { lease } of running) lease.lose(true);
    return released;
  }

  /**
   * Runs one claimed job to the end; failures mark the document failed with a clear error. The
   * lease is renewed while it runs; every write and every model call checks the claim's token, so
   * if another worker took the job over, this one stops and writes nothing.
   */
  async process(job: JobRow): Promise<void> {
    const { jobs, writer, log } = this.deps;
    const hold = holdOf(job);
    if (this.givingBack) {
      await jobs.release([hold], this.stamp());
      return;
    }
    if (job.attempts > MAX_ATTEMPTS) {
      return this.fail(job, hold, "interrupted");
    }
    const lease = new JobLease(
      () => jobs.renew(hold, this.stamp(this.leaseMs)),
      this.leaseMs / 3,
      (err) => log.warn({ err, documentId: job.id }, "could not renew a generation lease"),
    );
    const step = async (changes: Parameters<JobsRepo["progress"]>[1]) => {
      lease.check();
      if (!(await jobs.progress(hold, changes, this.stamp(), this.stamp(this.leaseMs)))) lease.lose();
      lease.check();
    };
    this.running.set(job.id, { hold, lease });
    const started = performance.now();
    let outcome: GenerationOutcome = "failed";
    try {
      await step({ stage: "understanding", progress: 10 });
      const passes = this.deps.passes ?? INLINE_ENGINE_PASSES;
      const reading = await readJob(job, { documents: this.deps.documents, writer, passes, fence: lease });
      if (reading.questions) {
        const { questions, brief } = reading;
        await this.finish(job, hold, {
          status: "needs_input",
          brief,
          questions,
          chat: questionsMessage(questions, brief.language),
        });
        outcome = "needs_input";
        return;
      }
      await step({ stage: "estimating", progress: 40 });
      const company = await this.deps.company.termsFor({ documentId: job.id });
      const brief = withCompanyDefaults(reading.brief, company);
      const result = await passes.estimate(
        brief,
        await this.deps.calibration.forUser(job.owner_id, brief.domain),
        company,
      );
      await step({ stage: "writing", progress: 70 });
      const cover = reading.cover ?? {
        date: this.deps.now().toISOString().slice(0, 10),
        preparedBy: await this.deps.authorName(job.owner_id),
      };
      const html = await writer.document(result, brief, {
        fence: lease,
        ownProse: reading.ownProse,
        withModel: !reading.modelDown,
        cover,
        company,
        template: templateOf(job),
      });
      const sanitizedHtml = await passes.sanitize(html.value);
      lease.check();
      const notes = [reading.note, html.note].filter((n): n is string => Boolean(n));
      await this.finish(job, hold, {
        status: "ready",
        sanitizedHtml,
        brief,
        estimate: result,
        chat: [readyMessage(result, brief.location), ...notes].join(" "),
      });
      outcome = "ready";
    } catch (error) {
      if (error instanceof LeaseLostError) {
        outcome = error.released ? "given_back" : "taken_over";
        if (error.released)
          log.info({ documentId: job.id, workerId: hold.holder }, "generation job given back to the queue at shutdown");
        else
          log.warn(
            { documentId: job.id, workerId: hold.holder },
            "generation job taken over by another worker; this worker's results were discarded",
          );
        return;
      }
      log.error({ err: error, documentId: job.id }, "proposal generation failed");
      await this.fail(job, hold, "internal");
    } finally {
      lease.stop();
      this.running.delete(job.id);
      this.deps.metrics?.generation(outcome, (performance.now() - started) / 1000);
    }
  }

  /** Closes the job and writes its outcome with the document's status in one transaction; throws when another worker took the job over. */
  private async finish(
    job: JobRow,
    hold: JobHold,
    outcome: DistributiveOmit<JobOutcome, "ownerId" | "documentId">,
  ): Promise<void> {
    const at = this.stamp();
    const saved = await this.deps.jobs.finish(hold, { status: "done", error: null }, at, (trx) =>
      saveOutcome(trx, { ...outcome, ownerId: job.owner_id, documentId: job.id }, at),
    );
    if (!saved) throw new LeaseLostError();
  }

  /**
   * Marks the job and its document failed, if this worker still holds the job, and says why in the
   * chat; both in the request's language.
   */
  private async fail(job: JobRow, hold: JobHold, reason: Parameters<typeof failureMessage>[0]): Promise<void> {
    const message = failureMessage(reason, requestLanguage(job));
    const at = this.stamp();
    await this.deps.jobs.finish(hold, { status: "failed", error: message }, at, (trx) =>
      saveOutcome(
        trx,
        { ownerId: job.owner_id, documentId: job.id, status: "failed", error: message, chat: message },
        at,
      ),
    );
  }

  private stamp(plusMs = 0): string {
    return isoAt(this.deps.now, plusMs);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
