import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

const POLL_EVERY_MS = 50;

/**
 * Runs `work` while `GET /api/health` is due every 50 ms, and answers how long the work took and the
 * slowest health answer. A health check's time counts from when it was due, not from when this
 * process got round to sending it, so a blocked event loop shows as the wait a real client would
 * have had.
 */
export async function whileHealthWatched<T>(app: FastifyInstance, work: () => Promise<T>): Promise<{ result: T; workMs: number; slowestHealthMs: number }> {
  let done = false;
  let slowest = 0;
  const started = performance.now();
  const poll = (async () => {
    let due = started;
    while (!done) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      const answeredAt = performance.now();
      slowest = Math.max(slowest, answeredAt - due);
      due = Math.max(due + POLL_EVERY_MS, answeredAt);
    }
  })();
  let result: T;
  let workMs: number;
  try {
    result = await work();
  } finally {
    workMs = performance.now() - started;
    done = true;
    await poll;
  }
  return { result, workMs, slowestHealthMs: slowest };
}
