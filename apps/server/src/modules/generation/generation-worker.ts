import type { FastifyBaseLogger } from "fastify";
import type { GenerationService } from "./generation.service.js";
import { newWorkerId } from "./generation.service.js";

const IDLE_POLL_MS = 500;
/** Jobs one process runs at once: a slow language-model call must not stall the whole queue. */
export const DEFAULT_GENERATION_CONCURRENCY = 2;

/**
 * The in-process job runner: a few slots, each claiming one job at a time from the shared table.
 * Several server processes on one PostgreSQL database each run one and share the queue.
 */
export class GenerationWorker {
  readonly id = newWorkerId();
  private running = false;
  private readonly sleepers = new Set<() => void>();
  private loops: Array<Promise<void>> = [];

  constructor(
    private readonly service: GenerationService,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = DEFAULT_GENERATION_CONCURRENCY,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error("Generation concurrency must be a whole number of at least 1.");
    service.onQueued = () => this.wakeAll();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // Each slot claims under its own id, so a job one slot lost is never mistaken for another slot's.
    this.loops = Array.from({ length: this.concurrency }, (_, slot) => this.run(`${this.id}-${slot + 1}`));
  }

  /** Stops taking jobs and waits for the current ones to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await Promise.all(this.loops);
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  private async run(slotId: string): Promise<void> {
    while (this.running) {
      try {
        const job = await this.service.claim(slotId);
        if (job) {
          await this.service.process(job, slotId);
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
