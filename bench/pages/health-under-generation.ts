import { percentile } from "../stats.js";
import { BENCH_REQUEST, benchUser, generatedProposal } from "./proposal-fixture.js";

const PROBE_EVERY_MS = 20;

export interface HealthFigures {
  probes: number[];
  generationMs: number;
}

/**
 * `GET /api/health` answered every 20 ms from this process while `generations` proposals are
 * generated at once (each by its own user, through the API); probes stop when the last is ready.
 */
export async function healthWhileGenerating(baseUrl: string, generations: number): Promise<HealthFigures> {
  const users = await Promise.all(Array.from({ length: generations }, () => benchUser(baseUrl)));
  const probes: number[] = [];
  let generating = true;
  const probing = (async () => {
    while (generating) {
      const started = performance.now();
      await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
      probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  try {
    await Promise.all(
      users.map((user, index) => generatedProposal(baseUrl, user, `${BENCH_REQUEST} Variant ${index + 1}.`)),
    );
  } finally {
    generating = false;
    await probing;
  }
  return { probes, generationMs: performance.now() - started };
}

export function printHealth(figures: HealthFigures, generations: number): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const { probes } = figures;
  console.log(
    `  GET /api/health while ${generations} generations run (${(figures.generationMs / 1000).toFixed(1)} s, ${probes.length} probes): p50 ${ms(percentile(probes, 0.5))}, p99 ${ms(percentile(probes, 0.99))}, max ${ms(Math.max(...probes))}`,
  );
}
