import {
  deletedCountSchema,
  documentCreatedSchema,
  documentFileSchema,
  documentSchema,
  listedDocumentSchema,
  type DocumentFile,
  type ListedDocument,
  type ProposalDocument,
} from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";

const summaryListSchema = z.array(listedDocumentSchema);
const fileListSchema = z.array(documentFileSchema);

export type DocumentCreated = z.infer<typeof documentCreatedSchema>;

export interface CreateDocumentArgs {
  conversation: string;
  project_id?: string;
}

const documentPath = (id: string, rest = "") => serviceUrl("chats", `documents/${encodeURIComponent(id)}/${rest}`);

/** The lists that show a document's title or existence. */
const DOCUMENT_LIST_TAGS = [
  { type: "Document", id: "LIST" },
  "ProjectDocuments",
  { type: "History", id: "LIST" },
] as const;

export const documentsApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<ListedDocument[], void>({
      query: () => serviceUrl("chats", "documents/"),
      transformResponse: (body: unknown) => summaryListSchema.parse(body),
      providesTags: (result = []) => [
        { type: "Document", id: "LIST" },
        ...result.map(({ id }) => ({ type: "Document" as const, id })),
      ],
    }),
    getProjectDocuments: build.query<ListedDocument[], string>({
      query: (projectId) => serviceUrl("chats", `documents/by-project/${encodeURIComponent(projectId)}/`),
      transformResponse: (body: unknown) => summaryListSchema.parse(body),
      providesTags: (_result, _error, projectId) => [{ type: "ProjectDocuments", id: projectId }],
    }),
    getDocument: build.query<ProposalDocument, string>({
      query: (id) => documentPath(id),
      transformResponse: (body: unknown) => documentSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Document", id }],
    }),
    /** Starts generating a proposal; without a project the server creates one named after the request. */
    createDocument: build.mutation<DocumentCreated, CreateDocumentArgs>({
      query: (body) => ({ url: serviceUrl("chats", "documents/"), method: "POST", body }),
      transformResponse: (body: unknown) => documentCreatedSchema.parse(body),
      invalidatesTags: [...DOCUMENT_LIST_TAGS, { type: "Project", id: "LIST" }],
    }),
    renameDocument: build.mutation<ProposalDocument, { id: string; title: string }>({
      query: ({ id, title }) => ({ url: documentPath(id), method: "PATCH", body: { title } }),
      transformResponse: (body: unknown) => documentSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [...DOCUMENT_LIST_TAGS, { type: "Document", id }],
    }),
    // The removed document itself is not refetched (it would only answer 404).
    deleteDocument: build.mutation<void, string>({
      query: (id) => ({ url: documentPath(id), method: "DELETE" }),
      invalidatesTags: [...DOCUMENT_LIST_TAGS],
    }),
    deleteAllDocuments: build.mutation<{ deleted: number }, void>({
      query: () => ({ url: serviceUrl("chats", "documents/delete-all/"), method: "DELETE" }),
      transformResponse: (body: unknown) => deletedCountSchema.parse(body),
      // An open document is left alone: settings leave its page, so it is not refetched into a 404.
      invalidatesTags: [...DOCUMENT_LIST_TAGS],
    }),
    getDocumentFiles: build.query<DocumentFile[], string>({
      query: (id) => documentPath(id, "files/"),
      transformResponse: (body: unknown) => fileListSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "File", id }],
    }),
    /**
     * An attached brief needs the bearer token, so a plain link cannot fetch it: it is fetched here
     * (with the usual refresh-and-retry) and handed back as an object URL to save.
     */
    downloadDocumentFile: build.mutation<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (response: Response) => URL.createObjectURL(await response.blob()),
      }),
    }),
  }),
});

export const {
  useDownloadDocumentFileMutation,
  useGetDocumentsQuery,
  useGetProjectDocumentsQuery,
  useGetDocumentQuery,
  useCreateDocumentMutation,
  useRenameDocumentMutation,
  useDeleteDocumentMutation,
  useDeleteAllDocumentsMutation,
  useGetDocumentFilesQuery,
} = documentsApi;
