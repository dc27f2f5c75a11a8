import path from "node:path";
import type { ExportJob } from "../modules/export/export-task.js";
import type { Brief, Estimate } from "@scopewise/shared";
import type { CompanyTerms, OrganisationCalibration, Understanding } from "@scopewise/estimator";
import type { BriefFile, BriefReading } from "../modules/generation/brief-reading.js";
import { WorkerPool, type WorkerPoolOptions } from "./worker-pool.js";

/**
 * Work done off the event loop: reading briefs, building exports, large documents' schema pass, and
 * a generation's reading, pricing and sanitizing (see engine-passes.ts).
 */
export type FileTasks = {
  readBrief: { input: BriefFile; output: BriefReading };
  exportDocument: { input: ExportJob; output: Uint8Array };
  sanitizeDocument: { input: string; output: string };
  understandRequest: { input: string; output: Understanding };
  estimateBrief: {
    input: { brief: Brief; organisation: OrganisationCalibration; company?: CompanyTerms };
    output: Estimate;
  };
};
export type FileWorkers = WorkerPool<FileTasks>;

/**
 * The worker's entry sits beside this module in the sources (file-worker.ts, run through tsx) and
 * beside the bundled server in dist/ (file-worker.js, a second entry point of the build).
 */
const FILE_WORKER_ENTRY = new URL(`./file-worker${path.extname(import.meta.url)}`, import.meta.url);

/** Two workers: the server's machine may have only two cores, and the event loop needs one. */
const FILE_WORKERS = 2;
/** Jobs held while both workers are busy; each holds its file (up to 10 MB) in memory. */
const FILE_JOBS_WAITING = 8;
/** A worker's heap: far above what a 10 MB brief or a long export needs; past it the worker stops, not the server. */
const FILE_WORKER_HEAP_MB = 512;

export function createFileWorkers(log: WorkerPoolOptions["log"]): FileWorkers {
  return new WorkerPool<FileTasks>({
    entry: FILE_WORKER_ENTRY,
    size: FILE_WORKERS,
    maxWaiting: FILE_JOBS_WAITING,
    resourceLimits: { maxOldGenerationSizeMb: FILE_WORKER_HEAP_MB },
    log,
  });
}
