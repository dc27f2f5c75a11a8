import type { FastifyBaseLogger } from "fastify";
import type { GenerationService } from "./generation.service.js";
import { HEARTBEAT_MS, type JobRecovery, type WorkerIdentity, workerIdentity } from "./job-recovery.js";

const IDLE_POLL_MS = 500;
/** Jobs one process runs at once: a slow language-model call must not stall the whole queue. */
export const DEFAULT_GENERATION_CONCURRENCY = 2;

/**
 * The in-process job runner: a few slots, each claiming one job at a time from the shared table.
 * Several server processes on one PostgreSQL database each run one and share the queue. With
 * `recovery`, the process announces itself, beats a heartbeat and frees dead processes' jobs.
 */
export class GenerationWorker {
  readonly identity: WorkerIdentity;
  private running = false;
  private readonly sleepers = new Set<() => void>();
  private loops: Array<Promise<void>> = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly service: GenerationService,
    private readonly log: FastifyBaseLogger,
    private readonly options: { concurrency?: number; recovery?: JobRecovery; now?: () => Date } = {},
  ) {
    const concurrency = options.concurrency ?? DEFAULT_GENERATION_CONCURRENCY;
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new Error("Generation concurrency must be a whole number of at least 1.");
    this.identity = workerIdentity((options.now ?? (() => new Date()))());
    service.onQueued = () => this.wakeAll();
  }

  get id(): string {
    return this.identity.id;
  }

  /** Announces the process and frees dead processes' jobs first, so a restarted server resumes its own at once. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.options.recovery) {
      await this.sweep();
      this.heartbeat = setInterval(() => void this.sweep(), HEARTBEAT_MS);
    }
    // Each slot claims under its own id, so a job one slot lost is never mistaken for another slot's.
    const slots = this.options.concurrency ?? DEFAULT_GENERATION_CONCURRENCY;
    this.loops = Array.from({ length: slots }, (_, slot) => this.run(`${this.id}-${slot + 1}`));
  }

  /**
   * Stops taking jobs and gives the running ones back to the queue (their model calls are
   * cancelled), so another process takes them at once instead of after their lease runs out.
   */
  async release(): Promise<void> {
    this.running = false;
    clearInterval(this.heartbeat);
    this.wakeAll();
    const released = await this.service.releaseRunning().catch((err: unknown) => {
      this.log.error({ err }, "could not give the running generation jobs back to the queue");
      return 0;
    });
    if (released > 0) this.log.info({ released }, "running generation jobs given back to the queue at shutdown");
  }

  /** Stops taking jobs, waits for the slots to stop, and signs the process off. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.heartbeat);
    this.wakeAll();
    await Promise.all(this.loops);
    await this.sweeping;
    if (this.options.recovery)
      await this.options.recovery
        .signOff(this.identity)
        .catch((err: unknown) => this.log.warn({ err }, "could not sign the generation worker off"));
  }

  private sweep(): Promise<void> {
    this.sweeping ??= this.options
      .recovery!.sweep(this.identity)
      .catch((err: unknown) => this.log.error({ err }, "generation recovery sweep failed"))
      .finally(() => {
        this.sweeping = undefined;
      });
    return this.sweeping;
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  private async run(slotId: string): Promise<void> {
    const processId = this.options.recovery ? this.id : null;
    while (this.running) {
      try {
        const job = await this.service.claim(slotId, processId);
        if (job) {
          await this.service.process(job);
          continue;
        }
      } catch (error) {
        this.log.error({ err: error }, "generation worker could not claim a job");
      }
      await this.sleep();
    }
  }

  /** Waits for the next poll, or until a job is queued or the worker stops. */
  private sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, IDLE_POLL_MS);
      this.sleepers.add(wake);
    });
  }
}
