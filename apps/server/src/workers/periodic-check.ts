import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `check` every `everyMs` until stopped, one run at a time (a run still going when the next is
 * due is not doubled); a failure is logged and the next run tries again. The timer does not keep
 * the process alive.
 */
export class PeriodicCheck {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly check: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => {
      this.running ??= this.check()
        .catch((error: unknown) => this.log.error({ err: error }, this.failure))
        .finally(() => {
          this.running = undefined;
        });
    }, everyMs);
    this.timer.unref();
  }

  /** Stops checking; a run under way finishes first. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
