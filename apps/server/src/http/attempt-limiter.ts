import type { AttemptsRepo } from "./attempts.repo.js";

/** Expired counters are swept now and then, not on every attempt. */
const SWEEP_EVERY = 200;

/** How many attempts one key may make in a fixed window. */
export interface AttemptRule {
  readonly max: number;
  readonly windowMs: number;
}

/** A key to count an attempt on, under its rule. */
export interface AttemptCheck {
  readonly key: string;
  readonly rule: AttemptRule;
}

/**
 * Attempt counters per key in fixed windows. The counts live in the database, so all server
 * processes on it share them.
 */
export class AttemptCounter {
  private recorded = 0;

  constructor(
    private readonly repo: AttemptsRepo,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts an attempt on the key and answers how many seconds it must wait (0: go ahead). The
   * count comes first, one statement per key, so attempts sent at once cannot all pass a check
   * made before any of them was counted.
   */
  async count(check: AttemptCheck): Promise<number> {
    const now = this.now();
    const nowIso = now.toISOString();
    const counted = await this.repo.count(
      check.key,
      nowIso,
      new Date(now.getTime() + check.rule.windowMs).toISOString(),
    );
    if (++this.recorded % SWEEP_EVERY === 0) await this.repo.sweepExpired(nowIso);
    return counted.count > check.rule.max ? Math.ceil((Date.parse(counted.resetAt) - now.getTime()) / 1000) : 0;
  }

  /**
   * Counts on each key in turn and stops at the first one over its rule, answering its wait (0:
   * every key within its rule). Keys after it are not charged for an attempt refused anyway, so a
   * client held back by its own limit cannot use up a limit it shares with others.
   */
  async countInTurn(checks: readonly AttemptCheck[]): Promise<number> {
    for (const check of checks) {
      const wait = await this.count(check);
      if (wait > 0) return wait;
    }
    return 0;
  }

  /** Gives one counted attempt back (never below zero). */
  async giveBack(key: string): Promise<void> {
    await this.repo.giveBack(key);
  }

  async forget(key: string): Promise<void> {
    await this.repo.remove(key);
  }
}

/**
 * Counts attempts per email and per client address in a fixed window: a handful per email
 * (stops guessing one account), more per client (stops spraying many). For sign-in, a success
 * gives its attempt back, so only failures use up the allowance.
 */
export class AttemptLimiter {
  private readonly counter: AttemptCounter;

  constructor(
    repo: AttemptsRepo,
    private readonly scope: string,
    private readonly limits: { perEmail: number; perClient: number },
    private readonly windowMs: number,
    now: () => Date,
  ) {
    this.counter = new AttemptCounter(repo, now);
  }

  /** Counts an attempt on both keys and answers the longer wait (0: go ahead). */
  async attempt(email: string, clientIp: string): Promise<number> {
    let wait = 0;
    for (const [key, max] of [
      [this.emailKey(email), this.limits.perEmail],
      [this.clientKey(clientIp), this.limits.perClient],
    ] as const) {
      wait = Math.max(wait, await this.counter.count({ key, rule: { max, windowMs: this.windowMs } }));
    }
    return wait;
  }

  /** A successful attempt: the account's count is forgotten and the client gets its attempt back. */
  async succeeded(email: string, clientIp: string): Promise<void> {
    await this.clearEmail(email);
    await this.counter.giveBack(this.clientKey(clientIp));
  }

  async clearEmail(email: string): Promise<void> {
    await this.counter.forget(this.emailKey(email));
  }

  private emailKey(email: string): string {
    return `${this.scope}:email:${email}`;
  }

  private clientKey(clientIp: string): string {
    return `${this.scope}:ip:${clientIp}`;
  }
}
