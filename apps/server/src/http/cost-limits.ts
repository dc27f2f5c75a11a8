import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimits } from "../config.js";
import type { AttemptsRepo } from "./attempts.repo.js";
import { tooManyRequests } from "./errors.js";

type LimitGroup = "generation" | "assistant" | "uploads" | "registration" | "saves" | "exports" | "sends";

/**
 * A create call generates a proposal when its body has a `conversation`; a title and HTML alone make
 * a plain document, which costs what a save costs.
 */
const creation = (request: FastifyRequest): LimitGroup =>
  request.body !== null && typeof request.body === "object" && "conversation" in request.body ? "generation" : "saves";

/** A shared office or mobile network may put several users behind one address. */
const CLIENT_FACTOR = 4;
/** Expired counters are swept now and then, not on every request. */
const SWEEP_EVERY = 200;

/**
 * The calls that cost real money or resources (a model, the estimator, disk), by method and path
 * as registered. `optional`: a call not every build has; the others must exist, so a renamed
 * route cannot silently lose its limit.
 */
const COSTLY: ReadonlyArray<{
  method: string;
  url: string;
  group: LimitGroup | ((request: FastifyRequest) => LimitGroup);
  optional?: true;
}> = [
  { method: "POST", url: "/api/documents/", group: creation },
  { method: "POST", url: "/api/Proposal_Generation/proposals/create/", group: creation },
  { method: "POST", url: "/api/technical-estimation/build-proposal", group: creation },
  { method: "POST", url: "/api/build-proposal", group: creation },
  { method: "POST", url: "/api/documents/from-brief/", group: "generation" },
  { method: "POST", url: "/api/documents/:id/retry/", group: "generation" },
  { method: "POST", url: "/api/technical-estimation/proposal/:processId/brief/", group: "generation" },
  { method: "POST", url: "/api/documents/:id/reply/", group: "generation" },
  { method: "PUT", url: "/api/documents/:id/brief/", group: "generation" },
  { method: "POST", url: "/api/editor-agent", group: "assistant" },
  { method: "POST", url: "/api/auth/register/", group: "registration" },
  { method: "PUT", url: "/api/auth/update/", group: "uploads" },
  { method: "POST", url: "/api/documents/:id/images/", group: "uploads" },
  { method: "PATCH", url: "/api/documents/:id/", group: "saves" },
  { method: "POST", url: "/api/documents/:id/versions/:version/restore/", group: "saves" },
  { method: "GET", url: "/api/documents/:id/export", group: "exports" },
  { method: "POST", url: "/api/documents/:id/send/", group: "sends" },
];

const TOO_MANY: Record<LimitGroup, string> = {
  generation: "Too many proposals requested in a short time.",
  assistant: "Too many assistant requests in a short time.",
  uploads: "Too many uploads in a short time.",
  registration: "Too many sign-ups from this network in a short time.",
  saves: "Too many saves in a short time.",
  exports: "Too many exports in a short time.",
  sends: "Too many proposals sent in a short time.",
};

/**
 * Limits the costly calls per signed-in user and per client address with @fastify/rate-limit,
 * answering 429 {"detail"} with Retry-After. Counts live in the database (the sign-in attempt
 * counters' table), so every server process on it shares them. Must be registered before the routes.
 */
export async function registerCostLimits(
  app: FastifyInstance,
  options: { limits: RateLimits; attempts: AttemptsRepo; now: () => Date },
): Promise<void> {
  const { limits } = options;
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(options.attempts, options.now),
    skipOnError: false,
  });

  const counter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key });
  const checksFor = (group: LimitGroup) => {
    const perUser =
      group === "registration"
        ? undefined
        : counter(limits[group], (request) => `rate:${group}:user:${request.auth?.user.id ?? ""}`);
    const perClient = counter(
      group === "registration" ? limits.registration : limits[group] * CLIENT_FACTOR,
      (request) => `rate:${group}:ip:${request.ip}`,
    );
    return async (request: FastifyRequest) => {
      for (const check of [request.auth && perUser, perClient]) {
        if (!check) continue;
        const counted = await check(request);
        if (!counted.isAllowed && counted.isExceeded) {
          const minutes = Math.max(1, Math.ceil(counted.ttlInSeconds / 60));
          throw tooManyRequests(
            `${TOO_MANY[group]} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
            counted.ttlInSeconds,
          );
        }
      }
    };
  };
  const checks = new Map<LimitGroup, (request: FastifyRequest) => Promise<void>>();
  const checkOf = (group: LimitGroup) => {
    let check = checks.get(group);
    if (!check) checks.set(group, (check = checksFor(group)));
    return check;
  };
  const limited = new Set<string>();

  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    const entry = COSTLY.find((c) => c.url === route.url && methods.includes(c.method));
    if (!entry) return;
    const { group } = entry;
    if (typeof group === "string") {
      // After the route's own onRequest hooks (authentication), before its body is read.
      route.onRequest = [...[route.onRequest ?? []].flat(), checkOf(group)];
    } else {
      // The group depends on the body: counted once it is parsed, before it is validated or used.
      route.preValidation = [
        ...[route.preValidation ?? []].flat(),
        (request: FastifyRequest) => checkOf(group(request))(request),
      ];
    }
    limited.add(`${entry.method} ${entry.url}`);
  });
  app.addHook("onReady", async () => {
    const missing = COSTLY.filter((c) => !c.optional && !limited.has(`${c.method} ${c.url}`));
    if (missing.length > 0)
      throw new Error(
        `Rate limits name routes that do not exist: ${missing.map((c) => `${c.method} ${c.url}`).join(", ")}`,
      );
  });
}

/** @fastify/rate-limit's store on the database's attempt counters (a fixed window per key). */
function databaseStore(attempts: AttemptsRepo, now: () => Date) {
  let counted = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      const at = now();
      const counting = attempts
        .count(key, at.toISOString(), new Date(at.getTime() + timeWindow).toISOString())
        .then(async (result) => {
          if (++counted % SWEEP_EVERY === 0) await attempts.sweepExpired(at.toISOString());
          return { current: result.count, ttl: Math.max(0, Date.parse(result.resetAt) - at.getTime()) };
        });
      counting.then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
