import {
  type DocumentVersion,
  type DocumentVersionSummary,
  type ExportFormat,
  type ProposalDocument,
  documentSchema,
  documentVersionSchema,
  documentVersionSummarySchema,
} from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";

const documentPath = (id: string, rest = "") => serviceUrl("chats", `documents/${encodeURIComponent(id)}/${rest}`);

/** A document's history (list, read, restore) and its exports, contract section "Export and history". */
export const versionsApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getVersions: build.query<DocumentVersionSummary[], string>({
      query: (id) => documentPath(id, "versions/"),
      transformResponse: (body: unknown) => z.array(documentVersionSummarySchema).parse(body),
      providesTags: (_result, _error, id) => [{ type: "Version", id }],
    }),
    getVersion: build.query<DocumentVersion, { id: string; version: number }>({
      query: ({ id, version }) => documentPath(id, `versions/${version}/`),
      transformResponse: (body: unknown) => documentVersionSchema.parse(body),
    }),
    restoreVersion: build.mutation<ProposalDocument, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: documentPath(id, `versions/${version}/restore/`), method: "POST" }),
      transformResponse: (body: unknown) => documentSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Version", id },
        { type: "Document", id },
        { type: "Document", id: "LIST" },
        "ProjectDocuments",
      ],
    }),
    /** The exported file, fetched with the sign-in (and its refresh) and handed back as an object URL to save. */
    exportDocument: build.mutation<string, { id: string; format: ExportFormat }>({
      query: ({ id, format }) => ({
        url: documentPath(id, `export?format=${format}`),
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const { useGetVersionsQuery, useGetVersionQuery, useRestoreVersionMutation, useExportDocumentMutation } =
  versionsApi;
