import { z } from "zod";
import { userRefOrNullSchema } from "./approval.schemas.js";

/** A workspace's audit log: who did what, when. */

export const AUDIT_ACTIONS = [
  "sign_in",
  "invitation_sent",
  "invitation_accepted",
  "invitation_revoked",
  "member_role_changed",
  "member_removed",
  "share_enabled",
  "share_disabled",
  "proposal_sent",
  "approval_requested",
  "approval_approved",
  "approval_rejected",
  "approval_reset",
  "proposal_accepted",
  "proposal_declined",
  "document_exported",
  "document_deleted",
  "project_deleted",
  "workspace_created",
  "settings_changed",
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it; null for a client on a share link, or an account that is gone. */
  actor: userRefOrNullSchema,
  action: auditActionSchema,
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_title: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const instant = (field: string) =>
  z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(text)), `${field} must be a date and time (ISO 8601).`)
    .optional();

/** The log's filters: one action, one actor, a time range (from inclusive, to exclusive). */
export const auditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: "Not an audit action." }).optional(),
  actor_id: z.string().min(1).max(100).optional(),
  from: instant("from"),
  to: instant("to"),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  limit: z.coerce
    .number({ error: "limit is a whole number." })
    .int("limit is a whole number.")
    .min(1, "limit is at least 1.")
    .max(AUDIT_PAGE_MAX, `limit is at most ${AUDIT_PAGE_MAX}.`)
    .optional(),
  before: z.string().min(1).max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
