import {
  invitationPreviewSchema,
  invitationSchema,
  workspaceMemberSchema,
  workspaceSchema,
  type InvitationCreateInput,
  type Invitation,
  type InvitationPreview,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl, WORKSPACE_CONTENT_TAGS } from "../../lib/api-client";
import { projectSelected } from "../shell/ui-slice";

const workspaceList = z.array(workspaceSchema);
const memberList = z.array(workspaceMemberSchema);
const invitationList = z.array(invitationSchema);

const workspaceUrl = (id: string, rest = "") => serviceUrl("main", `workspaces/${encodeURIComponent(id)}/${rest}`);

type QueryLifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<unknown>;
};

/**
 * After a call that changed the current workspace (switch, create, accept, leave): every list and
 * every cached resource may belong to another workspace now, and the Create screen's project is gone.
 */
async function followCurrentWorkspace({ dispatch, queryFulfilled }: QueryLifecycle): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(projectSelected(null));
  dispatch(apiClient.util.invalidateTags([...WORKSPACE_CONTENT_TAGS, "Workspace"]));
}

/** The teams calls: workspaces, switching, members, invitations and the invitation link. */
export const teamsApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getWorkspaces: build.query<Workspace[], void>({
      query: () => serviceUrl("main", "workspaces/"),
      transformResponse: (body: unknown) => workspaceList.parse(body),
      providesTags: ["Workspace"],
    }),
    createWorkspace: build.mutation<Workspace, { name: string }>({
      query: (body) => ({ url: serviceUrl("main", "workspaces/"), method: "POST", body }),
      transformResponse: (body: unknown) => workspaceSchema.parse(body),
      onQueryStarted: (_args, api) => followCurrentWorkspace(api),
    }),
    renameWorkspace: build.mutation<Workspace, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: workspaceUrl(id), method: "PATCH", body: { name } }),
      transformResponse: (body: unknown) => workspaceSchema.parse(body),
      invalidatesTags: ["Workspace"],
    }),
    deleteWorkspace: build.mutation<void, string>({
      query: (id) => ({ url: workspaceUrl(id), method: "DELETE" }),
      onQueryStarted: (_args, api) => followCurrentWorkspace(api),
    }),
    switchWorkspace: build.mutation<Workspace, string>({
      query: (id) => ({ url: workspaceUrl(id, "switch/"), method: "POST" }),
      transformResponse: (body: unknown) => workspaceSchema.parse(body),
      onQueryStarted: (_args, api) => followCurrentWorkspace(api),
    }),
    getMembers: build.query<WorkspaceMember[], string>({
      query: (id) => workspaceUrl(id, "members/"),
      transformResponse: (body: unknown) => memberList.parse(body),
      providesTags: (_result, _error, id) => [{ type: "WorkspaceMember", id }],
    }),
    changeMemberRole: build.mutation<WorkspaceMember, { workspaceId: string; userId: string; role: WorkspaceRole }>({
      query: ({ workspaceId, userId, role }) => ({
        url: workspaceUrl(workspaceId, `members/${encodeURIComponent(userId)}/`),
        method: "PATCH",
        body: { role },
      }),
      transformResponse: (body: unknown) => workspaceMemberSchema.parse(body),
      // The caller's own role may be the one that changed.
      invalidatesTags: (_result, _error, { workspaceId }) => [
        { type: "WorkspaceMember", id: workspaceId },
        "Workspace",
      ],
    }),
    removeMember: build.mutation<void, { workspaceId: string; userId: string }>({
      query: ({ workspaceId, userId }) => ({
        url: workspaceUrl(workspaceId, `members/${encodeURIComponent(userId)}/`),
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { workspaceId }) => [
        { type: "WorkspaceMember", id: workspaceId },
        "Workspace",
      ],
    }),
    /** Leaving: the server falls back to the personal workspace when it was the current one. */
    leaveWorkspace: build.mutation<void, { workspaceId: string; userId: string }>({
      query: ({ workspaceId, userId }) => ({
        url: workspaceUrl(workspaceId, `members/${encodeURIComponent(userId)}/`),
        method: "DELETE",
      }),
      onQueryStarted: (_args, api) => followCurrentWorkspace(api),
    }),
    getInvitations: build.query<Invitation[], string>({
      query: (id) => workspaceUrl(id, "invitations/"),
      transformResponse: (body: unknown) => invitationList.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Invitation", id }],
    }),
    createInvitation: build.mutation<Invitation, { workspaceId: string } & InvitationCreateInput>({
      query: ({ workspaceId, ...body }) => ({ url: workspaceUrl(workspaceId, "invitations/"), method: "POST", body }),
      transformResponse: (body: unknown) => invitationSchema.parse(body),
      invalidatesTags: (_result, _error, { workspaceId }) => [{ type: "Invitation", id: workspaceId }],
    }),
    revokeInvitation: build.mutation<void, { workspaceId: string; invitationId: string }>({
      query: ({ workspaceId, invitationId }) => ({
        url: workspaceUrl(workspaceId, `invitations/${encodeURIComponent(invitationId)}/`),
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { workspaceId }) => [{ type: "Invitation", id: workspaceId }],
    }),
    getInvitationPreview: build.query<InvitationPreview, string>({
      query: (token) => serviceUrl("main", `invitations/${encodeURIComponent(token)}/`),
      transformResponse: (body: unknown) => invitationPreviewSchema.parse(body),
    }),
    acceptInvitation: build.mutation<Workspace, string>({
      query: (token) => ({
        url: serviceUrl("main", `invitations/${encodeURIComponent(token)}/accept/`),
        method: "POST",
      }),
      transformResponse: (body: unknown) => workspaceSchema.parse(body),
      onQueryStarted: (_args, api) => followCurrentWorkspace(api),
    }),
  }),
});

export const {
  useGetWorkspacesQuery,
  useCreateWorkspaceMutation,
  useRenameWorkspaceMutation,
  useDeleteWorkspaceMutation,
  useSwitchWorkspaceMutation,
  useGetMembersQuery,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveWorkspaceMutation,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useRevokeInvitationMutation,
  useGetInvitationPreviewQuery,
  useAcceptInvitationMutation,
} = teamsApi;

/** The member list refetched when the settings open: colleagues who joined since then are listed. */
export const MEMBERS_FRESH = { refetchOnMountOrArgChange: true } as const;
