import { CONTENT_ACTION_NAMES, WORKSPACE_ACTION_NAMES, WORKSPACE_ROLES, type AllowedActions } from "@scopewise/shared";
import { HttpError } from "../http/errors.js";
import { authorizeResource } from "./resource.policy.js";
import { authorizeMemberChange, authorizeWorkspace, type WorkspaceActor } from "./workspace.policy.js";

/** Whether the policy check passes (its refusal is an HttpError; anything else is a fault and is thrown). */
function permits(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/**
 * What a member may do in a workspace, asked of the same policy functions every request is checked
 * with, so the web app offers exactly what the server allows. A change that depends on the moment
 * (the last owner leaving or being demoted) is left to the request, which answers 409.
 */
export function allowedActions(actor: WorkspaceActor): AllowedActions {
  const change = (targetRole: (typeof WORKSPACE_ROLES)[number], to: (typeof WORKSPACE_ROLES)[number] | undefined) =>
    permits(() => authorizeMemberChange({ actor, self: false, targetRole, to, owners: 2 }));
  const memberRoles = (targetRole: (typeof WORKSPACE_ROLES)[number]) => {
    const roles = WORKSPACE_ROLES.filter((to) => change(targetRole, to));
    // A choice keeps the role they have and offers another; anything less is no change to offer.
    return roles.includes(targetRole) && roles.some((to) => to !== targetRole) ? roles : [];
  };
  return {
    workspace: WORKSPACE_ACTION_NAMES.filter((action) => permits(() => authorizeWorkspace(actor, action))),
    content: CONTENT_ACTION_NAMES.filter((action) => permits(() => authorizeResource(actor, action))),
    member_roles: {
      owner: memberRoles("owner"),
      admin: memberRoles("admin"),
      editor: memberRoles("editor"),
      viewer: memberRoles("viewer"),
    },
    removable_roles: WORKSPACE_ROLES.filter((targetRole) => change(targetRole, undefined)),
    leave: permits(() =>
      authorizeMemberChange({ actor, self: true, targetRole: actor.role, to: undefined, owners: 2 }),
    ),
  };
}
