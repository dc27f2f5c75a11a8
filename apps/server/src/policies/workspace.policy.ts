import type { WorkspaceActionName } from "@scopewise/shared";
import type { WorkspaceRole } from "../db/types.js";
import { atLeast } from "./roles.js";
import {
  LAST_OWNER_REFUSAL,
  PERSONAL_APPROVAL_REFUSAL,
  PERSONAL_MEMBERS_REFUSAL,
  conflict,
  roleRefused,
} from "./refusals.js";

/**
 * What a member may do to a workspace itself. Each action names the weakest role allowed; a later
 * stage adds its own here (e.g. `settings_update: "admin"`, `audit_read: "admin"`).
 */
export const WORKSPACE_ACTIONS = {
  read: "viewer",
  switch: "viewer",
  members_read: "viewer",
  rename: "admin",
  invite: "admin",
  invitations_read: "admin",
  invitation_revoke: "admin",
  member_role_change: "admin",
  member_remove: "admin",
  settings_read: "viewer",
  settings_update: "admin",
  audit_read: "admin",
  delete: "owner",
} as const satisfies Record<WorkspaceActionName, WorkspaceRole>;
export type WorkspaceAction = keyof typeof WORKSPACE_ACTIONS;

/** The member acting and the workspace they act on. */
export interface WorkspaceActor {
  role: WorkspaceRole;
  personal: boolean;
}

/** Throws the refusal of `action` (403 for the role, 409 for what a personal workspace cannot do). */
export function authorizeWorkspace(actor: WorkspaceActor, action: WorkspaceAction): void {
  if (!atLeast(actor.role, WORKSPACE_ACTIONS[action])) throw roleRefused();
  if (actor.personal && action === "invite") throw conflict(PERSONAL_MEMBERS_REFUSAL);
  if (actor.personal && action === "delete") throw conflict("A personal workspace cannot be deleted.");
  if (actor.personal && action === "settings_update") throw conflict(PERSONAL_APPROVAL_REFUSAL);
}

/** A change of a member's role, or their removal (`to` undefined); `self` when they act on themself. */
export interface MemberChange {
  actor: WorkspaceActor;
  self: boolean;
  targetRole: WorkspaceRole;
  to: WorkspaceRole | undefined;
  /** How many owners the workspace has now. */
  owners: number;
}

/**
 * Owners may do anything to members; admins manage members below owner and give roles up to
 * admin; anyone may leave. The last owner can neither leave nor be demoted (409), and nobody
 * leaves a personal workspace.
 */
export function authorizeMemberChange(change: MemberChange): void {
  const { actor, self, targetRole, to } = change;
  const leaving = self && to === undefined;
  if (actor.personal) {
    if (leaving) throw conflict("You cannot leave your personal workspace.");
    if (to !== "owner") throw conflict("The owner of a personal workspace stays its owner.");
  }
  if (!leaving) {
    authorizeWorkspace(actor, to === undefined ? "member_remove" : "member_role_change");
    if (actor.role !== "owner" && (targetRole === "owner" || to === "owner")) throw roleRefused();
  }
  if (targetRole === "owner" && to !== "owner" && change.owners <= 1) throw conflict(LAST_OWNER_REFUSAL);
}
