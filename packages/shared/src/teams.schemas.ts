import { z } from "zod";
import { requiredEmail } from "./auth.schemas.js";

/** Team workspaces, their members and invitations: request and answer shapes of the API contract. */

export const WORKSPACE_NAME_MAX_LENGTH = 80;
/** Roles, strongest first. */
export const WORKSPACE_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;
/** The roles an invitation may give (an owner is made by an owner, among members). */
export const invitedRoleSchema = z.enum(["admin", "editor", "viewer"], {
  error: "Choose a role: admin, editor or viewer.",
});

const workspaceName = z
  .string({ error: "Please enter a workspace name" })
  .trim()
  .min(1, "Please enter a workspace name")
  .max(WORKSPACE_NAME_MAX_LENGTH, `A workspace name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters`);

export const workspaceNameSchema = z.object({ name: workspaceName });
export type WorkspaceNameInput = z.infer<typeof workspaceNameSchema>;

/**
 * The names of what a member may do to a workspace itself, and to its projects and documents. Only
 * the names are shared: which roles may do each is the server's policy, which answers each member
 * the ones they may (`allowed_actions`).
 */
export const WORKSPACE_ACTION_NAMES = [
  "read",
  "switch",
  "members_read",
  "rename",
  "invite",
  "invitations_read",
  "invitation_revoke",
  "member_role_change",
  "member_remove",
  "settings_read",
  "settings_update",
  "audit_read",
  "delete",
] as const;
export type WorkspaceActionName = (typeof WORKSPACE_ACTION_NAMES)[number];
export const CONTENT_ACTION_NAMES = [
  "read",
  "export",
  "create",
  "edit",
  "upload",
  "delete",
  "generate",
  "share",
  "send",
  "request_approval",
  "approve",
  "record_outcome",
  "template_write",
  "company_write",
] as const;
export type ContentActionName = (typeof CONTENT_ACTION_NAMES)[number];

/** What the signed-in member may do in one workspace, as its policy decides from their role. */
export const allowedActionsSchema = z.object({
  workspace: z.array(z.enum(WORKSPACE_ACTION_NAMES)),
  /** On the workspace's projects and documents (`approve` also needs the member named an approver). */
  content: z.array(z.enum(CONTENT_ACTION_NAMES)),
  /** For a member who has each role now: the roles the caller may give them (empty: not theirs to change). */
  member_roles: z.record(workspaceRoleSchema, z.array(workspaceRoleSchema)),
  /** The roles of the members the caller may remove. */
  removable_roles: z.array(workspaceRoleSchema),
  /** Whether the caller may leave (the last owner is still refused, 409, when they try). */
  leave: z.boolean(),
});
export type AllowedActions = z.infer<typeof allowedActionsSchema>;

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  /** The signed-in user's role in it. */
  role: workspaceRoleSchema,
  /** Whether it is the signed-in user's current workspace (lists show it, new projects go into it). */
  current: z.boolean(),
  member_count: z.number().int(),
  /** What the signed-in user may do in it (added field: the ones above are unchanged). */
  allowed_actions: allowedActionsSchema.describe(
    "What the signed-in user may do in this workspace, decided by the server's policy from their role: " +
      "`workspace` (actions on the workspace itself) and `content` (on its projects and documents; `approve` " +
      "also needs the user named an approver), `member_roles` (for a member with each role, the roles the " +
      "caller may give them), `removable_roles`, and `leave` (the last owner is still refused, 409).",
  ),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joined_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const memberRoleSchema = z.object({ role: workspaceRoleSchema });

export const invitationCreateSchema = z.object({ email: requiredEmail, role: invitedRoleSchema });
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitedRoleSchema,
  /** The user id of who sent it (null once their account is gone). */
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitation link shows before it is accepted (no sign-in needed). */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  inviter_name: z.string(),
  email: z.string(),
  role: invitedRoleSchema,
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
