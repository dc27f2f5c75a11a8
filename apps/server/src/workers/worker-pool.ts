import { type ResourceLimits, Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import type { HostMessage, JobMessage, TaskTable } from "./task-protocol.js";

/** The job ran past its time limit: its worker was stopped. */
export class WorkerTimeoutError extends Error {}
/** The worker threw, crashed or ran out of memory while on the job. */
export class WorkerFailedError extends Error {}
/** Every worker is busy and the queue is full: the job was not started. */
export class WorkerPoolBusyError extends Error {}

export interface WorkerPoolOptions {
  /** The worker's entry module. A .ts entry (tests, development) is started through tsx. */
  entry: URL;
  /** Workers at most; they start on first use. */
  size: number;
  /** Jobs that may wait for a worker; more are refused at once rather than held in memory. */
  maxWaiting: number;
  /** Loading a task's libraries happens before its own time limit starts; this bounds it. */
  loadTimeLimitMs?: number;
  resourceLimits?: ResourceLimits;
  /** Where a worker stopped on a job (time limit, crash, out of memory) is reported. */
  log: { warn(details: Record<string, unknown>, message: string): void };
}

interface Job {
  id: number;
  task: string;
  input: unknown;
  timeLimitMs: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const DEFAULT_LOAD_TIME_LIMIT_MS = 30_000;

/**
 * Runs jobs on a few worker threads, so that work on untrusted input never holds up the event loop.
 * A job that runs past its time limit has its worker terminated (a replacement starts with the next
 * job). Workers never keep the process alive; close() stops them.
 */
export class WorkerPool<Tasks extends TaskTable> {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run<K extends keyof Tasks & string>(
    task: K,
    input: Tasks[K]["input"],
    { timeLimitMs }: { timeLimitMs: number },
  ): Promise<Tasks[K]["output"]> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new WorkerFailedError("the worker pool is closed"));
      if (this.waiting.length >= this.options.maxWaiting)
        return reject(new WorkerPoolBusyError("every worker is busy"));
      this.waiting.push({
        id: this.nextId++,
        task,
        input,
        timeLimitMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new WorkerFailedError("the worker pool is closed"));
    await Promise.all(
      [...this.slots].map((slot) => this.retire(slot, new WorkerFailedError("the worker pool is closed"))),
    );
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot =
        [...this.slots].find((candidate) => !candidate.job) ??
        (this.slots.size < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      const job = this.waiting.shift()!;
      slot.job = job;
      this.arm(slot, this.options.loadTimeLimitMs ?? DEFAULT_LOAD_TIME_LIMIT_MS);
      const message: JobMessage = { id: job.id, task: job.task, input: job.input };
      try {
        slot.worker.postMessage(message);
      } catch (error) {
        // Input that cannot be copied to a worker: the job fails, the worker stays.
        clearTimeout(slot.timer);
        slot.job = undefined;
        job.reject(new WorkerFailedError(`the job's input cannot be sent: ${(error as Error).message}`));
      }
    }
  }

  private spawn(): Slot {
    const worker = startWorker(this.options.entry, this.options.resourceLimits);
    // An idle or busy worker never holds the process open: requests waiting on it do.
    worker.unref();
    const slot: Slot = { worker };
    worker.on("message", (message: HostMessage) => this.receive(slot, message));
    worker.on("error", (error) => void this.retire(slot, new WorkerFailedError(`the worker failed: ${error.message}`)));
    worker.on(
      "exit",
      (code) => void this.retire(slot, new WorkerFailedError(`the worker stopped (exit code ${code})`)),
    );
    this.slots.add(slot);
    return slot;
  }

  private receive(slot: Slot, message: HostMessage): void {
    const job = slot.job;
    if (!job || message.id !== job.id) return;
    if (message.kind === "started") return this.arm(slot, job.timeLimitMs);
    clearTimeout(slot.timer);
    slot.job = undefined;
    if (message.kind === "done") job.resolve(message.output);
    else job.reject(new WorkerFailedError(message.error));
    this.dispatch();
  }

  /** (Re)starts the slot's timer: when it fires, the job is given up and its worker terminated. */
  private arm(slot: Slot, ms: number): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => void this.retire(slot, new WorkerTimeoutError(`the job ran past ${ms} ms`)), ms);
    slot.timer.unref();
  }

  /** Takes the slot out of the pool, fails its job and stops its worker. */
  private async retire(slot: Slot, reason: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    if (slot.job) {
      if (!this.closed)
        this.options.log.warn({ task: slot.job.task, reason: reason.message }, "a worker was stopped on its job");
      slot.job.reject(reason);
      slot.job = undefined;
    }
    if (!this.closed) this.dispatch();
    await slot.worker.terminate();
  }
}

/** Starts the entry module as a worker; a TypeScript entry registers tsx's loader in the worker first. */
function startWorker(entry: URL, resourceLimits: ResourceLimits | undefined): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(fileURLToPath(entry), { resourceLimits });
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}
