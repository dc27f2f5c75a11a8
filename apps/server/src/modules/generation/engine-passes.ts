import type { Brief, Estimate } from "@scopewise/shared";
import {
  estimate,
  understandRequest,
  type CompanyTerms,
  type OrganisationCalibration,
  type Understanding,
} from "@scopewise/estimator";
import { sanitizeDocumentHtml } from "../../html/sanitize.js";
import type { FileWorkers } from "../../workers/file-tasks.js";
import { WorkerPoolBusyError } from "../../workers/worker-pool.js";

/**
 * The CPU-heavy passes of a generation: reading the request, pricing the brief, and sanitizing the
 * written proposal through the schema. Each takes from tens of milliseconds to seconds on a busy
 * machine, so they run in the file workers and no other request waits behind them.
 */
export interface EnginePasses {
  understand(text: string): Promise<Understanding>;
  /**
   * Prices a brief with the calibration of the organisation it is for (its owner's recorded outcomes,
   * else the public projects') and the company's own rates.
   */
  estimate(brief: Brief, organisation: OrganisationCalibration, company?: CompanyTerms): Promise<Estimate>;
  sanitize(html: string): Promise<string>;
}

/** A pass stuck this long (a pathological request) fails its job instead of holding a worker. */
const PASS_TIME_LIMIT_MS = 30_000;

/** The passes on the event loop itself (tests, scripts). */
export const INLINE_ENGINE_PASSES: EnginePasses = {
  understand: async (text) => understandRequest(text),
  estimate: async (brief, organisation, company) => estimate(brief, undefined, { organisation, company }),
  sanitize: async (html) => sanitizeDocumentHtml(html),
};

/** The passes in the file workers; while every worker is busy and their queue is full, on the event loop as before. */
export function enginePassesIn(workers: FileWorkers): EnginePasses {
  const inWorker = async <T>(run: () => Promise<T>, inline: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof WorkerPoolBusyError) return inline();
      throw error;
    }
  };
  const limit = { timeLimitMs: PASS_TIME_LIMIT_MS };
  return {
    understand: (text) =>
      inWorker(
        () => workers.run("understandRequest", text, limit),
        () => INLINE_ENGINE_PASSES.understand(text),
      ),
    estimate: (brief, organisation, company) =>
      inWorker(
        () => workers.run("estimateBrief", { brief, organisation, company }, limit),
        () => INLINE_ENGINE_PASSES.estimate(brief, organisation, company),
      ),
    sanitize: (html) =>
      inWorker(
        () => workers.run("sanitizeDocument", html, limit),
        () => INLINE_ENGINE_PASSES.sanitize(html),
      ),
  };
}
