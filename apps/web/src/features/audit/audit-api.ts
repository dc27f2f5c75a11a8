import { auditPageSchema, type AuditFilter, type AuditPage } from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

export interface AuditLogArg {
  workspaceId: string;
  filter: AuditFilter;
}

const auditUrl = (workspaceId: string, rest: string) =>
  serviceUrl("main", `workspaces/${encodeURIComponent(workspaceId)}/${rest}`);

/** The filters as query parameters, the unset ones left out. */
export function auditParams(filter: AuditFilter, before?: string | null): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value) params[key] = value;
  if (before) params.before = before;
  return params;
}

/** A workspace's audit log (admins and owners): newest first, a page at a time by the server's keyset cursor. */
export const auditApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.infiniteQuery<AuditPage, AuditLogArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // The server answers null on the last page: there is no next one then.
        getNextPageParam: (lastPage) => lastPage.next_before,
      },
      query: ({ queryArg, pageParam }) => ({
        url: auditUrl(queryArg.workspaceId, "audit/"),
        params: auditParams(queryArg.filter, pageParam),
      }),
      transformResponse: (body: unknown) => auditPageSchema.parse(body),
    }),
    /** Every entry matching the filters as a CSV file (an object URL), fetched with the sign-in. */
    downloadAuditCsv: build.mutation<string, AuditLogArg>({
      query: ({ workspaceId, filter }) => ({
        url: auditUrl(workspaceId, "audit.csv"),
        params: auditParams(filter),
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const { useGetAuditLogInfiniteQuery, useDownloadAuditCsvMutation } = auditApi;
