import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** How a generation job ended in this process (taken over or given back: another process finishes it). */
export type GenerationOutcome = "ready" | "needs_input" | "failed" | "taken_over" | "given_back";

/** What the queue gauges read when scraped. */
export interface QueueStats {
  queued: number;
  running: number;
  /** When the job waiting longest was queued (ISO time), or null with none waiting. */
  oldestQueuedAt: string | null;
}

/**
 * The process's Prometheus metrics, in a registry of its own (tests run several apps in one
 * process). Recording is always on and costs a few additions; only `/metrics` (or METRICS_PORT) shows them.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: "scopewise_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly generations = new Histogram({
    name: "scopewise_generation_duration_seconds",
    help: "Generation jobs run by this process, by outcome",
    labelNames: ["outcome"] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  private readonly modelCalls = new Histogram({
    name: "scopewise_model_call_duration_seconds",
    help: "Language-model calls by provider and outcome (ok, or the failure's kind)",
    labelNames: ["provider", "outcome"] as const,
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
    registers: [this.registry],
  });
  private readonly modelFailures = new Counter({
    name: "scopewise_model_call_failures_total",
    help: "Language-model calls that failed, by provider and kind",
    labelNames: ["provider", "kind"] as const,
    registers: [this.registry],
  });

  /** `queueStats` is read from the database on each scrape (the queue is shared by every process). */
  constructor(queueStats: () => Promise<QueueStats>, now: () => Date) {
    new Gauge({
      name: "scopewise_generation_jobs",
      help: "Generation jobs waiting for a worker (queued) and being run (running), across all processes",
      labelNames: ["state"] as const,
      registers: [this.registry],
      async collect() {
        const { queued, running } = await queueStats();
        this.set({ state: "queued" }, queued);
        this.set({ state: "running" }, running);
      },
    });
    new Gauge({
      name: "scopewise_generation_oldest_queued_age_seconds",
      help: "How long the job waiting longest has waited (0 with none waiting)",
      registers: [this.registry],
      async collect() {
        const oldest = (await queueStats()).oldestQueuedAt;
        this.set(oldest ? Math.max(0, (now().getTime() - Date.parse(oldest)) / 1000) : 0);
      },
    });
  }

  /** Process memory, CPU, event-loop lag and GC (only for a process that shows its metrics). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  generation(outcome: GenerationOutcome, seconds: number): void {
    this.generations.observe({ outcome }, seconds);
  }

  modelCall(provider: string, outcome: string, seconds: number): void {
    this.modelCalls.observe({ provider, outcome }, seconds);
    if (outcome !== "ok") this.modelFailures.inc({ provider, kind: outcome });
  }
}
