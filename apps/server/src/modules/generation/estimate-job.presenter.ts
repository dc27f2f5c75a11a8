import type { Estimate } from "@scopewise/shared";
import type { DocumentSummaryRow } from "../documents/documents.repo.js";
import type { JobRow } from "./jobs.repo.js";

export interface EstimateJob {
  process_id: string;
  document_id: string;
  status: "generating" | "ready" | "failed";
  stage: string;
  progress: number;
  error: string | null;
  estimate: Estimate | null;
}

type Progress = Omit<EstimateJob, "estimate">;

/** Where a generation stands (what the progress events carry): no estimate, so nothing large is parsed on every poll. */
export function presentProgress(doc: Pick<DocumentSummaryRow, "id" | "status" | "error">, job: JobRow | undefined): Progress {
  return {
    process_id: doc.id,
    document_id: doc.id,
    status: doc.status,
    stage: job?.stage ?? (doc.status === "ready" ? "done" : doc.status),
    progress: doc.status === "ready" ? 100 : (job?.progress ?? 0),
    error: doc.error ?? job?.error ?? null,
  };
}

/** The contract's "Estimate job": the progress plus the structured estimate once the document is ready. */
export function presentEstimateJob(doc: Pick<DocumentSummaryRow, "id" | "status" | "error">, job: JobRow | undefined): EstimateJob {
  return { ...presentProgress(doc, job), estimate: doc.status === "ready" && job?.estimate ? (JSON.parse(job.estimate) as Estimate) : null };
}
