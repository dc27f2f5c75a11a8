import type { AllowedActions, Workspace, WorkspaceRole } from "@scopewise/shared";

/**
 * What a member may do in a workspace, as the server's policy answered it with the workspace
 * (`allowed_actions`), so a control the server would refuse (403) is never offered. The web app
 * keeps no copy of the role rules.
 */
export interface WorkspacePermissions {
  role: WorkspaceRole | null;
  /** Create, edit and delete projects and documents; generate; share and send; record outcomes. */
  editContent: boolean;
  /** The workspace's company profile (terms, rates, logo). */
  editCompanyProfile: boolean;
  rename: boolean;
  invite: boolean;
  /** The workspace's audit log (Activity). */
  readAudit: boolean;
  delete: boolean;
  /** The roles this member may give someone who now has `targetRole` (empty: the role is not theirs to change). */
  assignableRoles: (targetRole: WorkspaceRole) => WorkspaceRole[];
  /** Whether this member may remove another member who has `targetRole`. */
  canRemove: (targetRole: WorkspaceRole) => boolean;
  /** Whether this member may leave (nobody leaves their personal workspace). */
  canLeave: boolean;
}

export type WorkspaceAccess = Pick<Workspace, "role" | "allowed_actions">;

const NOTHING: AllowedActions = {
  workspace: [],
  content: [],
  member_roles: { owner: [], admin: [], editor: [], viewer: [] },
  removable_roles: [],
  leave: false,
};

/** Permissions of a member; `null` (the workspace is not known yet) allows nothing. */
export function permissionsFor(access: WorkspaceAccess | null): WorkspacePermissions {
  const allowed = access?.allowed_actions ?? NOTHING;
  const workspace = new Set<string>(allowed.workspace);
  const content = new Set<string>(allowed.content);
  return {
    role: access?.role ?? null,
    editContent: content.has("edit"),
    editCompanyProfile: content.has("company_write"),
    rename: workspace.has("rename"),
    invite: workspace.has("invite"),
    readAudit: workspace.has("audit_read"),
    delete: workspace.has("delete"),
    assignableRoles: (targetRole) => allowed.member_roles[targetRole],
    canRemove: (targetRole) => allowed.removable_roles.includes(targetRole),
    canLeave: allowed.leave,
  };
}
