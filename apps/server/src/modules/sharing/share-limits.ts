import type { AttemptCheck, AttemptCounter, AttemptRule } from "../../http/attempt-limiter.js";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Wrong share passwords. Each address gets a handful of tries per link, so one guesser locks out
 * only itself; a client gets more across links (stops spraying); and a link takes many more, from
 * every address together, over a longer window (stops guessing from many addresses).
 */
export const SHARE_PASSWORD_LIMITS = {
  perLinkAndClient: { max: 5, windowMs: 15 * MINUTE_MS },
  perClient: { max: 30, windowMs: 15 * MINUTE_MS },
  perLink: { max: 100, windowMs: HOUR_MS },
} as const satisfies Record<string, AttemptRule>;

/** Reading beacons: a page sends one on opening, one every 20 seconds and one when hidden. */
export const BEACON_LIMITS = {
  perLinkAndClient: { max: 30, windowMs: MINUTE_MS },
  perClient: { max: 300, windowMs: MINUTE_MS },
} as const satisfies Record<string, AttemptRule>;

/**
 * New visitors of a link (visitor ids are the page's choice, so they are bounded by address): past
 * either bound a beacon is accepted and records nothing.
 */
export const NEW_VISITOR_LIMITS = {
  perLinkAndClient: { max: 5, windowMs: HOUR_MS },
  perLink: { max: 100, windowMs: HOUR_MS },
} as const satisfies Record<string, AttemptRule>;

/** Declines: a client sends one, perhaps again after a mistake; more is someone filling the owner's inbox. */
export const DECLINE_LIMITS = {
  perLinkAndClient: { max: 5, windowMs: HOUR_MS },
  perClient: { max: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, AttemptRule>;

/** The least time between two "your proposal was opened" mails about one document. */
export const VISITOR_MAIL_GAP_MS = HOUR_MS;

/** The bounds on what the public side of a share link may do, counted per link and per client address. */
export class ShareLimits {
  constructor(private readonly counter: AttemptCounter) {}

  /** Counts a password try before it is checked: seconds to wait (0: check it). */
  passwordTry(uuid: string, clientIp: string): Promise<number> {
    return this.counter.countInTurn(this.passwordChecks(uuid, clientIp));
  }

  /** The right password: that address starts afresh on the link, and the try is given back everywhere. */
  async passwordRight(uuid: string, clientIp: string): Promise<void> {
    const [own, ...shared] = this.passwordChecks(uuid, clientIp);
    await this.counter.forget(own.key);
    for (const check of shared) await this.counter.giveBack(check.key);
  }

  /** Counts a beacon: seconds to wait (0: record it). */
  beacon(uuid: string, clientIp: string): Promise<number> {
    return this.counter.countInTurn([
      { key: `beacon:link-ip:${uuid}:${clientIp}`, rule: BEACON_LIMITS.perLinkAndClient },
      { key: `beacon:ip:${clientIp}`, rule: BEACON_LIMITS.perClient },
    ]);
  }

  /** Counts a decline: seconds to wait (0: take it). */
  decline(uuid: string, clientIp: string): Promise<number> {
    return this.counter.countInTurn([
      { key: `decline:link-ip:${uuid}:${clientIp}`, rule: DECLINE_LIMITS.perLinkAndClient },
      { key: `decline:ip:${clientIp}`, rule: DECLINE_LIMITS.perClient },
    ]);
  }

  /** Counts a visitor the link has not seen: true when it may be recorded. */
  async newVisitor(uuid: string, clientIp: string): Promise<boolean> {
    const wait = await this.counter.countInTurn([
      { key: `new-visitor:link-ip:${uuid}:${clientIp}`, rule: NEW_VISITOR_LIMITS.perLinkAndClient },
      { key: `new-visitor:link:${uuid}`, rule: NEW_VISITOR_LIMITS.perLink },
    ]);
    return wait === 0;
  }

  /** The address's own count first: tries it makes once held back never reach the link's shared count. */
  private passwordChecks(uuid: string, clientIp: string): [own: AttemptCheck, ...shared: AttemptCheck[]] {
    return [
      { key: `share-password:link-ip:${uuid}:${clientIp}`, rule: SHARE_PASSWORD_LIMITS.perLinkAndClient },
      { key: `share-password:ip:${clientIp}`, rule: SHARE_PASSWORD_LIMITS.perClient },
      { key: `share-password:link:${uuid}`, rule: SHARE_PASSWORD_LIMITS.perLink },
    ];
  }
}
