import type { FastifyBaseLogger } from "fastify";
import type { GenerationService } from "./generation.service.js";
import { newWorkerId } from "./generation.service.js";

const IDLE_POLL_MS = 500;

/**
 * The in-process job runner: claims one job at a time from the shared table. Several server
 * processes on one PostgreSQL database each run one and share the queue.
 */
export class GenerationWorker {
  readonly id = newWorkerId();
  private running = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly service: GenerationService,
    private readonly log: FastifyBaseLogger,
  ) {
    service.onQueued = () => this.wake?.();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops taking jobs and waits for the current one to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const job = await this.service.claim(this.id);
        if (job) {
          await this.service.process(job, this.id);
          continue;
        }
      } catch (error) {
        this.log.error({ err: error }, "generation worker could not claim a job");
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}
