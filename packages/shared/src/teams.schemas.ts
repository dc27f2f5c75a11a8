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

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  /** The signed-in user's role in it. */
  role: workspaceRoleSchema,
  /** Whether it is the signed-in user's current workspace (lists show it, new projects go into it). */
  current: z.boolean(),
  member_count: z.number().int(),
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
