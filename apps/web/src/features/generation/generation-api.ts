import { documentCreatedSchema, documentSchema, estimateSchema, type ProposalDocument } from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";
import type { DocumentCreated } from "../documents/documents-api";

/** A generation job's state, as the job endpoint and each progress event report it. */
export const jobProgressSchema = z.object({
  status: z.string(),
  stage: z.string(),
  progress: z.number(),
  error: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/**
 * The contract's "Estimate job": the progress plus, once ready, the structured estimate, or the
 * questions asked instead when the request was too thin to price. An estimate this client cannot
 * read is left out rather than failing the job, whose progress still matters.
 */
const estimateJobSchema = jobProgressSchema.extend({
  estimate: estimateSchema.nullable().optional().catch(null),
  questions: z.array(z.string()).optional().catch(undefined),
});
export type EstimateJob = z.infer<typeof estimateJobSchema>;

export interface CreateFromBriefArgs {
  conversation: string;
  project_id?: string;
  brief: File;
}

/** The job endpoint answers 404 for a document that was not generated from a request (a plain document). */
export function isNoJobError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

export const jobPath = (documentId: string) =>
  serviceUrl("estimation", `technical-estimation/proposal/${encodeURIComponent(documentId)}`);
export const jobEventsPath = (documentId: string) =>
  serviceUrl("chats", `documents/${encodeURIComponent(documentId)}/events`);

export const generationApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Tagged with its document, so whatever refreshes the document (generation ending, a retry)
     * refreshes the job and its estimate too.
     */
    getEstimateJob: build.query<EstimateJob, string>({
      query: jobPath,
      transformResponse: (body: unknown) => estimateJobSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Document", id }],
    }),
    /** Starts generating a proposal from a request with an attached brief (multipart, the file as `brief`). */
    createDocumentFromBrief: build.mutation<DocumentCreated, CreateFromBriefArgs>({
      query: ({ conversation, project_id, brief }) => {
        const form = new FormData();
        form.append("conversation", conversation);
        if (project_id) form.append("project_id", project_id);
        form.append("brief", brief, brief.name);
        return { url: serviceUrl("chats", "documents/from-brief/"), method: "POST", body: form };
      },
      transformResponse: (body: unknown) => documentCreatedSchema.parse(body),
      invalidatesTags: [
        { type: "Document", id: "LIST" },
        "ProjectDocuments",
        { type: "History", id: "LIST" },
        { type: "Project", id: "LIST" },
      ],
    }),
    /** Queues a failed generation again; the document goes back to "generating". */
    retryGeneration: build.mutation<ProposalDocument, string>({
      query: (id) => ({ url: serviceUrl("chats", `documents/${encodeURIComponent(id)}/retry/`), method: "POST" }),
      transformResponse: (body: unknown) => documentSchema.parse(body),
      invalidatesTags: (_result, _error, id) => [
        { type: "Document", id },
        { type: "Document", id: "LIST" },
        "ProjectDocuments",
        "History",
      ],
    }),
  }),
});

export const { useGetEstimateJobQuery, useCreateDocumentFromBriefMutation, useRetryGenerationMutation } = generationApi;
