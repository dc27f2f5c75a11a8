import { briefSchema, estimateSchema, type Brief, type Estimate } from "@scopewise/shared";
import { z } from "zod";
import type { DocumentRow } from "../documents/documents.repo.js";
import type { JobRow } from "./jobs.repo.js";

export const estimateJobSchema = z.object({
  process_id: z.string(),
  document_id: z.string(),
  status: z.enum(["generating", "ready", "failed", "needs_input"]),
  stage: z.string(),
  progress: z.number(),
  error: z.string().nullable(),
  estimate: estimateSchema.nullable(),
  /** While the document is `needs_input`: what to answer (through POST /api/documents/{id}/reply/). */
  questions: z.array(z.string()).optional(),
});
export type EstimateJob = z.infer<typeof estimateJobSchema>;

type Progress = Omit<EstimateJob, "estimate">;
type DocumentState = Pick<DocumentRow, "id" | "status" | "error" | "questions">;

/** Where a generation stands (what the progress events carry): no estimate, so nothing large is parsed on every poll. */
export function presentProgress(doc: DocumentState, job: JobRow | undefined): Progress {
  return {
    process_id: doc.id,
    document_id: doc.id,
    status: doc.status,
    stage: job?.stage ?? (doc.status === "ready" ? "done" : doc.status),
    progress: doc.status === "ready" ? 100 : (job?.progress ?? 0),
    error: doc.error ?? job?.error ?? null,
    ...(doc.status === "needs_input" ? { questions: JSON.parse(doc.questions ?? "[]") as string[] } : {}),
  };
}

/** The contract's "Estimate job": the progress plus the structured estimate the ready document states. */
export function presentEstimateJob(
  doc: DocumentState & Pick<DocumentRow, "estimate">,
  job: JobRow | undefined,
): EstimateJob {
  const stored = doc.status === "ready" && doc.estimate ? (JSON.parse(doc.estimate) as Estimate) : null;
  // Estimates stored before these fields existed were English, with no open questions.
  return { ...presentProgress(doc, job), estimate: stored && { language: "en", questions: [], ...stored } };
}

/** The brief stored with a document (older rows get the schema's defaults). */
export function presentBrief(doc: Pick<DocumentRow, "brief">): Brief | undefined {
  return doc.brief ? briefSchema.parse(JSON.parse(doc.brief)) : undefined;
}
