/**
 * Counts attempts per email and per client address in a fixed window: a handful per email
 * (stops guessing one account), more per client (stops spraying many). In memory: each
 * server process keeps its own counts, which bounds guessing per process.
 */
export class FailureLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: { perEmail: number; perClient: number },
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Seconds until this email from this client may try again, or 0 when not blocked. */
  blockedFor(email: string, clientIp: string): number {
    return Math.max(this.wait(`email:${email}`, this.limits.perEmail), this.wait(`ip:${clientIp}`, this.limits.perClient));
  }

  record(email: string, clientIp: string): void {
    for (const key of [`email:${email}`, `ip:${clientIp}`]) {
      const entry = this.live(key);
      if (entry) entry.count += 1;
      else this.hits.set(key, { count: 1, resetAt: this.now().getTime() + this.windowMs });
    }
    if (this.hits.size > 100_000) this.prune();
  }

  clearEmail(email: string): void {
    this.hits.delete(`email:${email}`);
  }

  private wait(key: string, max: number): number {
    const entry = this.live(key);
    if (!entry || entry.count < max) return 0;
    return Math.ceil((entry.resetAt - this.now().getTime()) / 1000);
  }

  private live(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now().getTime()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now().getTime();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
