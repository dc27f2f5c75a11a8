import type { Brief, Estimate } from "@scopewise/shared";
import {
  estimate,
  understandRequest,
  type CompanyTerms,
  type OrganisationCalibration,
  type Understanding,
} from "@scopewise/estimator";
import type { WorkerTask } from "../../workers/task-protocol.js";

/** The reader's pass over a request, in a file worker (see engine-passes.ts). */
export const understandTask: WorkerTask<string, Understanding> = {
  // The reader's tables load with a first short request, outside the job's time limit.
  prepare: async () => void understandRequest("A website"),
  run: async (text) => understandRequest(text),
};

/** The engine's pricing of a brief, in a file worker. */
export const estimateTask: WorkerTask<
  { brief: Brief; organisation: OrganisationCalibration; company?: CompanyTerms },
  Estimate
> = {
  run: async ({ brief, organisation, company }) => estimate(brief, undefined, { organisation, company }),
};
