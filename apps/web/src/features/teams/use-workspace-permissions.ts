import type { Workspace } from "@scopewise/shared";
import { useGetWorkspacesQuery } from "./teams-api";
import { permissionsFor, type WorkspacePermissions } from "./workspace-permissions";

/** The user's current workspace, from the workspace list (undefined until it has loaded). */
export function useCurrentWorkspace(): {
  workspace: Workspace | undefined;
  workspaces: Workspace[];
  isLoading: boolean;
} {
  const { data = [], isLoading } = useGetWorkspacesQuery();
  return { workspace: data.find((item) => item.current), workspaces: data, isLoading };
}

/**
 * What the user may do here: in the workspace `workspaceId` names when given, else in the current
 * one. Until the list has loaded nothing is allowed, so a viewer never sees a control flash by.
 */
export function useWorkspacePermissions(workspaceId?: string): WorkspacePermissions & { ready: boolean } {
  const { workspace, workspaces, isLoading } = useCurrentWorkspace();
  const target = workspaceId ? workspaces.find((item) => item.id === workspaceId) : workspace;
  return { ...permissionsFor(target ?? null), ready: !isLoading && target !== undefined };
}
