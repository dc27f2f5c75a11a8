import { listedHistoryProposalSchema, type ListedHistoryProposal } from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";

const historyListSchema = z.array(listedHistoryProposalSchema);

/** The fallback read answers at least the document and its request; the rest may be missing. */
const proposalSchema = z.object({
  document: z.string(),
  user_query: z.string(),
  title: z.string().default(""),
  status: z.string().optional(),
});
export type FallbackProposal = z.infer<typeof proposalSchema>;

/** "user", or "ai" (any other type is also the assistant, spec section 3). */
const chatListSchema = z.array(z.object({ type: z.string(), content: z.string(), created_at: z.string().optional() }));
export type ChatEntry = z.infer<typeof chatListSchema>[number];

const proposalPath = (id: string, rest = "") =>
  serviceUrl("proposals", `Proposal_Generation/proposals/${encodeURIComponent(id)}/${rest}`);

export const proposalsApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getProposalHistory: build.query<ListedHistoryProposal[], void>({
      query: () => serviceUrl("proposals", "Proposal_Generation/proposals/"),
      transformResponse: (body: unknown) => historyListSchema.parse(body),
      providesTags: [{ type: "History", id: "LIST" }],
    }),
    getProposal: build.query<FallbackProposal, string>({
      query: (id) => proposalPath(id),
      transformResponse: (body: unknown) => proposalSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Document", id }],
    }),
    getProposalChat: build.query<ChatEntry[], string>({
      query: (sessionId) => proposalPath(sessionId, "chat/"),
      transformResponse: (body: unknown) => chatListSchema.parse(body),
      providesTags: (_result, _error, sessionId) => [{ type: "Chat", id: sessionId }],
    }),
  }),
});

export const { useGetProposalHistoryQuery, useGetProposalQuery, useGetProposalChatQuery } = proposalsApi;
