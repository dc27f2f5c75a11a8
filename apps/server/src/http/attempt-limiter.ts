import type { AttemptsRepo } from "./attempts.repo.js";

/** Expired counters are swept now and then, not on every attempt. */
const SWEEP_EVERY = 200;

/**
 * Counts attempts per email and per client address in a fixed window: a handful per email
 * (stops guessing one account), more per client (stops spraying many). The counts live in the
 * database, so all server processes on it share them. For sign-in, a success gives its attempt
 * back, so only failures use up the allowance.
 */
export class AttemptLimiter {
  private recorded = 0;

  constructor(
    private readonly repo: AttemptsRepo,
    private readonly scope: string,
    private readonly limits: { perEmail: number; perClient: number },
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts an attempt and answers how many seconds it must wait (0: go ahead). The count comes
   * first, one statement per key, so attempts sent at once cannot all pass a check made before
   * any of them was counted.
   */
  async attempt(email: string, clientIp: string): Promise<number> {
    const now = this.now();
    const nowIso = now.toISOString();
    const resetAt = new Date(now.getTime() + this.windowMs).toISOString();
    let wait = 0;
    for (const [key, max] of [
      [this.emailKey(email), this.limits.perEmail],
      [this.clientKey(clientIp), this.limits.perClient],
    ] as const) {
      const counted = await this.repo.count(key, nowIso, resetAt);
      if (counted.count > max) wait = Math.max(wait, Math.ceil((Date.parse(counted.resetAt) - now.getTime()) / 1000));
    }
    if (++this.recorded % SWEEP_EVERY === 0) await this.repo.sweepExpired(nowIso);
    return wait;
  }

  /** A successful attempt: the account's count is forgotten and the client gets its attempt back. */
  async succeeded(email: string, clientIp: string): Promise<void> {
    await this.clearEmail(email);
    await this.repo.giveBack(this.clientKey(clientIp));
  }

  async clearEmail(email: string): Promise<void> {
    await this.repo.remove(this.emailKey(email));
  }

  private emailKey(email: string): string {
    return `${this.scope}:email:${email}`;
  }

  private clientKey(clientIp: string): string {
    return `${this.scope}:ip:${clientIp}`;
  }
}
