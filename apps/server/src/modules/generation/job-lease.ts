/** Thrown when another worker has taken a job over: the job stops without writing anything. */
export class LeaseLostError extends Error {
  constructor() {
    super("another worker took this generation job over");
  }
}

/**
 * Keeps a claimed job's lease alive while it runs (one language-model call may outlast the lease),
 * and notices when another worker took the job over: `signal` aborts what is in flight then.
 */
export class JobLease {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private renewing = false;

  constructor(
    /** Extends the lease; false when this worker no longer holds the job. */
    private readonly renew: () => Promise<boolean>,
    intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.tick(), intervalMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Marks the lease lost (a progress write found the job held by someone else). */
  lose(): void {
    this.controller.abort(new LeaseLostError());
  }

  /** Stops the job before its next step when the lease is gone. */
  check(): void {
    if (this.controller.signal.aborted) throw new LeaseLostError();
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
