import { Worker } from "node:worker_threads";

/**
 * Keeps `threads` CPU cores busy until stopped, or for `maxMs` at most (so a failed test cannot
 * leave the machine loaded): the starved CPU under which leases lapse and renewals come late.
 */
export function startCpuLoad(threads: number, maxMs: number): { stop: () => Promise<void> } {
  const spin = `const until = Date.now() + ${maxMs}; while (Date.now() < until) {}`;
  const workers = Array.from({ length: threads }, () => new Worker(spin, { eval: true }));
  return { stop: async () => void (await Promise.all(workers.map((w) => w.terminate()))) };
}
