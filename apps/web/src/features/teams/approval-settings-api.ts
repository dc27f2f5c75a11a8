import { workspaceSettingsSchema, type WorkspaceSettings } from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

const settingsUrl = (id: string) => serviceUrl("main", `workspaces/${encodeURIComponent(id)}/settings/`);

/** A workspace's approval settings: read by every member, written by owners and admins. */
export const approvalSettingsApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getWorkspaceSettings: build.query<WorkspaceSettings, string>({
      query: (id) => settingsUrl(id),
      transformResponse: (body: unknown) => workspaceSettingsSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Workspace", id: `settings-${id}` }],
    }),
    saveWorkspaceSettings: build.mutation<WorkspaceSettings, { id: string; settings: WorkspaceSettings }>({
      query: ({ id, settings }) => ({ url: settingsUrl(id), method: "PUT", body: settings }),
      transformResponse: (body: unknown) => workspaceSettingsSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [{ type: "Workspace", id: `settings-${id}` }],
    }),
  }),
});

export const { useGetWorkspaceSettingsQuery, useSaveWorkspaceSettingsMutation } = approvalSettingsApi;
