import { sendingSchema, type SendInput, type Sending } from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

const documentPath = (id: string, rest: string) => serviceUrl("chats", `documents/${encodeURIComponent(id)}/${rest}`);

/** What a change of where a proposal stands refreshes: its sending view, its link and the lists' statuses. */
export const standingTags = (id: string) =>
  [
    { type: "Sending", id },
    { type: "Share", id },
    { type: "Document", id: "LIST" },
    "ProjectDocuments",
    { type: "History", id: "LIST" },
  ] as const;

/** The owner's calls on sending a proposal to the client. */
export const sendingApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getSending: build.query<Sending, string>({
      query: (id) => documentPath(id, "sending/"),
      transformResponse: (body: unknown) => sendingSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Sending", id }],
    }),
    sendProposal: build.mutation<Sending, { id: string; input: SendInput }>({
      query: ({ id, input }) => ({ url: documentPath(id, "send/"), method: "POST", body: input }),
      transformResponse: (body: unknown) => sendingSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [...standingTags(id)],
    }),
  }),
});

export const { useGetSendingQuery, useSendProposalMutation } = sendingApi;
