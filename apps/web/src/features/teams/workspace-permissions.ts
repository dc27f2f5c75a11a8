import { WORKSPACE_ROLES, type WorkspaceRole } from "@scopewise/shared";

/**
 * What a member may do in a workspace, from their role: the web app's one copy of the teams API's
 * rules, so a control the server would refuse (403) is never offered. Each ability names the weakest
 * role that has it.
 */
const LEAST_ROLE = {
  /** Create, edit and delete projects and documents; generate; share and send; record outcomes. */
  editContent: "editor",
  /** The workspace's company profile (terms, rates, logo). */
  editCompanyProfile: "admin",
  rename: "admin",
  invite: "admin",
  manageMembers: "admin",
  /** The workspace's audit log (Activity). */
  readAudit: "admin",
  delete: "owner",
} as const satisfies Record<string, WorkspaceRole>;

type Ability = keyof typeof LEAST_ROLE;

/** Weakest first. */
const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

export function atLeast(role: WorkspaceRole, least: WorkspaceRole): boolean {
  return RANK[role] >= RANK[least];
}

export interface WorkspacePermissions extends Record<Ability, boolean> {
  role: WorkspaceRole | null;
  /** The roles this member may give someone who now has `targetRole` (empty: the role is not theirs to change). */
  assignableRoles: (targetRole: WorkspaceRole) => WorkspaceRole[];
  /** Whether this member may remove another member who has `targetRole`. */
  canRemove: (targetRole: WorkspaceRole) => boolean;
  /** Whether this member may leave (nobody leaves their personal workspace). */
  canLeave: boolean;
}

export interface WorkspaceAccess {
  role: WorkspaceRole;
  personal: boolean;
}

/** Permissions of a member; `null` (the workspace is not known yet) allows nothing. */
export function permissionsFor(access: WorkspaceAccess | null): WorkspacePermissions {
  const role = access?.role ?? null;
  const personal = access?.personal ?? false;
  const has = (ability: Ability) => role !== null && atLeast(role, LEAST_ROLE[ability]);
  const mayTouch = (targetRole: WorkspaceRole) =>
    !personal && has("manageMembers") && (role === "owner" || targetRole !== "owner");
  return {
    role,
    editContent: has("editContent"),
    editCompanyProfile: has("editCompanyProfile"),
    rename: has("rename"),
    invite: has("invite") && !personal,
    manageMembers: has("manageMembers") && !personal,
    readAudit: has("readAudit"),
    delete: has("delete") && !personal,
    assignableRoles: (targetRole) =>
      mayTouch(targetRole) ? WORKSPACE_ROLES.filter((option) => role === "owner" || option !== "owner") : [],
    canRemove: mayTouch,
    canLeave: role !== null && !personal,
  };
}
