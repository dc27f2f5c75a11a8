import { briefSchema, type Brief } from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";
import { documentsApi } from "../documents/documents-api";

const documentPath = (id: string, rest: string) => serviceUrl("chats", `documents/${encodeURIComponent(id)}/${rest}`);

/** The server's answer when it has queued a new generation (reply, corrected brief). */
const generatingSchema = z.object({ status: z.string() }).catch({ status: "generating" });

export interface UpdateBriefArgs {
  documentId: string;
  brief: Brief;
  /** The document's version the user corrected; the server answers 409 when it has moved on. */
  version: number | undefined;
}

/** What a new generation makes stale: the document itself (and so its job, estimate and brief), its chat, the lists. */
const regenerated = (id: string) => [
  { type: "Document" as const, id },
  { type: "Chat" as const, id },
  { type: "Document" as const, id: "LIST" },
  "ProjectDocuments" as const,
  "History" as const,
];

/**
 * Once the server has queued the new generation, the page shows it as generating at once: the editor
 * closes (it would otherwise keep the old text if the generation ended before the document was read again).
 */
async function showGenerating(
  documentId: string,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(
    documentsApi.util.updateQueryData("getDocument", documentId, (document) => {
      document.status = "generating";
    }),
  );
}

export const briefApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    /** What the engine understood of the request; tagged with its document, so a new generation refreshes it. */
    getBrief: build.query<Brief, string>({
      query: (id) => documentPath(id, "brief/"),
      transformResponse: (body: unknown) => briefSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Document", id }],
    }),
    /** Rebuilds the estimate and the proposal from a corrected brief (the proposal's own edits are replaced). */
    updateBrief: build.mutation<{ status: string }, UpdateBriefArgs>({
      query: ({ documentId, brief, version }) => ({
        url: documentPath(documentId, "brief/"),
        method: "PUT",
        body: { ...brief, version },
      }),
      transformResponse: (body: unknown) => generatingSchema.parse(body),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : regenerated(documentId)),
      onQueryStarted: ({ documentId }, api) => showGenerating(documentId, api),
    }),
    /** Adds the user's answer to the conversation and generates again from all of it. */
    replyToDocument: build.mutation<{ status: string }, { documentId: string; content: string }>({
      query: ({ documentId, content }) => ({
        url: documentPath(documentId, "reply/"),
        method: "POST",
        body: { content },
      }),
      transformResponse: (body: unknown) => generatingSchema.parse(body),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : regenerated(documentId)),
      onQueryStarted: ({ documentId }, api) => showGenerating(documentId, api),
    }),
  }),
});

export const { useGetBriefQuery, useUpdateBriefMutation, useReplyToDocumentMutation } = briefApi;
