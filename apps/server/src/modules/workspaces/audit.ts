import type { Db } from "../../db/types.js";

/** What the audit log records (see the API design's list); the workspace calls report theirs here. */
export type AuditAction =
  | "workspace_created"
  | "invitation_sent"
  | "invitation_accepted"
  | "invitation_revoked"
  | "member_role_changed"
  | "member_removed";

export interface AuditEvent {
  workspaceId: string;
  /** Who did it; null for the server itself. */
  actorId: string | null;
  action: AuditAction;
  targetType: "workspace" | "member" | "invitation";
  targetId: string;
  detail?: Record<string, unknown>;
}

/**
 * Where the audit events of workspace changes go. `db` is the transaction of the change, when it
 * has one, so an event is kept exactly when its change is. Nothing records them yet.
 */
export interface AuditTrail {
  record(event: AuditEvent, db?: Db): Promise<void>;
}

export const NO_AUDIT_TRAIL: AuditTrail = { record: async () => undefined };
