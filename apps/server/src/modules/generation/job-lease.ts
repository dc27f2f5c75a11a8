/** Thrown when a job is no longer this worker's: another worker took it over, or this process gave it back. */
export class LeaseLostError extends Error {
  constructor(readonly released = false) {
    super(
      released
        ? "this process gave the generation job back to the queue"
        : "another worker took this generation job over",
    );
  }
}

/**
 * Keeps a claimed job's lease alive while it runs (one language-model call may outlast the lease),
 * and notices when another worker took the job over: `signal` aborts what is in flight then. Each
 * model call is cleared first (`clear`), so a worker that lost its job never calls the model again.
 */
export class JobLease {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private renewing = false;

  constructor(
    /** Extends the lease if this claim still holds the job (its token is checked); false when it does not. */
    private readonly renew: () => Promise<boolean>,
    intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.tick(), intervalMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Marks the lease lost (a write found the job held by someone else, or the process gave it back). */
  lose(released = false): void {
    if (!this.controller.signal.aborted) this.controller.abort(new LeaseLostError(released));
  }

  /** Stops the job before its next step when the lease is gone. */
  check(): void {
    if (this.controller.signal.aborted) throw this.controller.signal.reason as LeaseLostError;
  }

  /** Before a model call: renews the lease now, and throws when the job is no longer this claim's. */
  async clear(): Promise<void> {
    this.check();
    if (!(await this.renew())) this.lose();
    this.check();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.renewing || this.controller.signal.aborted) return;
    this.renewing = true;
    try {
      if (!(await this.renew())) this.lose();
    } catch (error) {
      // A failed renewal (database briefly unreachable) is retried on the next tick.
      this.onError(error);
    } finally {
      this.renewing = false;
    }
  }
}
