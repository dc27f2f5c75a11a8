import { briefSchema, type Brief } from "@scopewise/shared";
import { coverOf, type ProposalCover, type ProposalProse } from "@scopewise/estimator";
import type { EnginePasses } from "./engine-passes.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { engineText, parseJobRequest, titleFromBrief, understandingWithBrief } from "./job-request.js";
import type { JobRow } from "./jobs.repo.js";
import type { ModelCallFence, ProposalWriter } from "./proposal-writer.js";

/** What a job prices, or the questions to ask instead when there is nothing to price. */
export type JobReading =
  | { questions: string[]; brief: Brief }
  | {
      questions?: undefined;
      brief: Brief;
      /** The engine's own wording where it knows better than the template. */
      ownProse?: ProposalProse;
      /** The cover of the proposal being rebuilt (its client, date and author stay). */
      cover?: ProposalCover;
      note?: string;
      modelDown?: boolean;
    };

/**
 * A job's brief: the one stored with the document (a corrected brief to rebuild from), or the
 * conversation read by the reader — which asks instead of pricing when there is no project in it —
 * and then by the language model when one is configured, with the reader's brief as its fallback.
 */
export async function readJob(
  job: JobRow,
  deps: { documents: DocumentsService; writer: ProposalWriter; passes: EnginePasses; fence: ModelCallFence },
): Promise<JobReading> {
  if (job.source === "brief") {
    const doc = await deps.documents.get(job.owner_id, job.id);
    return { brief: briefSchema.parse(JSON.parse(doc.brief ?? "null")), cover: coverOf(doc.document) };
  }
  const request = parseJobRequest(job.request);
  const text = engineText(request);
  const understood = await deps.passes.understand(text);
  if (understood.questions.length > 0) return { questions: understood.questions, brief: understood.brief };
  const read = await deps.writer.brief(text, understood.brief, deps.fence);
  // With nothing typed, the proposal is named after the attached brief's own title.
  const brief =
    request.typed || !request.attachment
      ? read.value
      : { ...read.value, title: titleFromBrief(request.attachment.text) };
  return {
    brief,
    ownProse: { understanding: understandingWithBrief(request) },
    note: read.note,
    modelDown: read.modelDown,
  };
}
