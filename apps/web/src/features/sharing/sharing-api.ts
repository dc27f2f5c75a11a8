import {
  acceptanceSchema,
  documentSchema,
  optionSettingsSchema,
  shareSchema,
  viewsSchema,
  type Acceptance,
  type DocumentViews,
  type OptionSetting,
  type ProposalDocument,
  type QuoteTask,
  type Share,
  type ShareUpdateInput,
} from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";
import { standingTags } from "../sending/sending-api";

const documentPath = (id: string, rest: string) => serviceUrl("chats", `documents/${encodeURIComponent(id)}/${rest}`);

export interface ClientOptionsAnswer {
  items: QuoteTask[];
  options: OptionSetting[];
}
const optionsAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      phase: z.string(),
      item: z.string(),
      cost: z.number(),
      quantity: z.number(),
      unit: z.string(),
    }),
  ),
  options: optionSettingsSchema.shape.options,
});

/** The owner's calls on a document's share link, client options, views and acceptance. */
export const sharingApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getShare: build.query<Share, string>({
      query: (id) => documentPath(id, "share/"),
      transformResponse: (body: unknown) => shareSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Share", id }],
    }),
    /** Turning the link on (or off) moves the proposal's status in the lists too. */
    updateShare: build.mutation<Share, { id: string; changes: ShareUpdateInput }>({
      query: ({ id, changes }) => ({ url: documentPath(id, "share/"), method: "PUT", body: changes }),
      transformResponse: (body: unknown) => shareSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [...standingTags(id)],
    }),
    /** A new link; the old one stops working at once, and so does the old certificate address. */
    rotateShare: build.mutation<Share, string>({
      query: (id) => ({ url: documentPath(id, "share/rotate/"), method: "POST" }),
      transformResponse: (body: unknown) => shareSchema.parse(body),
      invalidatesTags: (_result, _error, id) => [
        ...standingTags(id),
        { type: "Document", id },
        { type: "ClientActivity", id },
      ],
    }),
    getClientOptions: build.query<ClientOptionsAnswer, string>({
      query: (id) => documentPath(id, "options/"),
      transformResponse: (body: unknown) => optionsAnswerSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Share", id: `options-${id}` }],
    }),
    setClientOptions: build.mutation<ClientOptionsAnswer, { id: string; options: OptionSetting[] }>({
      query: ({ id, options }) => ({ url: documentPath(id, "options/"), method: "PUT", body: { options } }),
      transformResponse: (body: unknown) => optionsAnswerSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Share", id: `options-${id}` }],
    }),
    getViews: build.query<DocumentViews, string>({
      query: (id) => documentPath(id, "views/"),
      transformResponse: (body: unknown) => viewsSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "ClientActivity", id }],
    }),
    /** The client's acceptance, or null while there is none (the server answers 404). */
    getAcceptance: build.query<Acceptance | null, string>({
      query: (id) => ({
        url: documentPath(id, "acceptance/"),
        validateStatus: (response: Response) => response.ok || response.status === 404,
      }),
      transformResponse: (body: unknown) => {
        const parsed = acceptanceSchema.safeParse(body);
        return parsed.success ? parsed.data : null;
      },
      providesTags: (_result, _error, id) => [{ type: "ClientActivity", id }],
    }),
    /** The owner's copy of an acceptance certificate (HTML, or PDF at its `?format=pdf` address) as an object URL, fetched with the sign-in. */
    loadCertificate: build.mutation<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
    /** An unlocked copy of a (locked) document, to change it. */
    makeNewVersion: build.mutation<ProposalDocument, string>({
      query: (id) => ({ url: documentPath(id, "new-version/"), method: "POST" }),
      transformResponse: (body: unknown) => documentSchema.parse(body),
      invalidatesTags: [{ type: "Document", id: "LIST" }, "ProjectDocuments", { type: "History", id: "LIST" }],
    }),
  }),
});

export const {
  useGetShareQuery,
  useUpdateShareMutation,
  useRotateShareMutation,
  useGetClientOptionsQuery,
  useSetClientOptionsMutation,
  useGetViewsQuery,
  useGetAcceptanceQuery,
  useLoadCertificateMutation,
  useMakeNewVersionMutation,
} = sharingApi;
