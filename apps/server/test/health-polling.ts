import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

const POLL_EVERY_MS = 50;

/**
 * Runs `work` while GET /api/health is asked every 50 ms. Gives the work's result and time, how many
 * health answers came and the longest wait between two of them (from the start of the work to the
 * first, and from the last to the end of the work, too): a blocked event loop shows as a long wait
 * even when no request could be sent during it.
 */
export async function whilePollingHealth<T>(
  app: FastifyInstance,
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; answers: number; longestWaitMs: number }> {
  let done = false;
  let answers = 0;
  let longestWaitMs = 0;
  let lastAnswer = performance.now();
  const answered = () => {
    const now = performance.now();
    longestWaitMs = Math.max(longestWaitMs, now - lastAnswer);
    lastAnswer = now;
  };
  const poller = (async () => {
    while (!done) {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      answers++;
      answered();
      await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
    }
  })();
  const started = performance.now();
  const result = await work().finally(() => (done = true));
  const ms = performance.now() - started;
  answered();
  await poller;
  return { result, ms, answers, longestWaitMs };
}
