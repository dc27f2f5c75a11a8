import { z } from "zod";

/** Approval before a proposal goes to its client, and the workspace settings that ask for it. */

export const APPROVAL_COMMENT_MAX_LENGTH = 2000;
/** How many approvers a workspace may name. */
export const APPROVERS_MAX = 50;

const userRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
/** Who did something, as the API shows them (null once their account is gone). */
export const userRefOrNullSchema = userRefSchema.nullable();
export type UserRef = z.infer<typeof userRefSchema>;

export const workspaceSettingsSchema = z.object({
  /** Total cost above which a proposal needs approval before it goes to its client, in the proposal's currency; null: never. */
  approval_threshold: z.number().nullable(),
  /** The members who approve (owner, admin or editor). */
  approver_ids: z.array(z.string()),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

export const workspaceSettingsInputSchema = z.object({
  approval_threshold: z
    .number({ error: "Enter the threshold as a number, or null for no approval." })
    .finite("Enter the threshold as a number, or null for no approval.")
    .min(0, "The threshold cannot be negative.")
    .max(1e15, "The threshold is too large.")
    .nullable(),
  approver_ids: z
    .array(z.string({ error: "Each approver is a member's user id." }).min(1, "Each approver is a member's user id."), {
      error: "List the approvers' user ids.",
    })
    .max(APPROVERS_MAX, `At most ${APPROVERS_MAX} approvers.`),
});
export type WorkspaceSettingsInput = z.infer<typeof workspaceSettingsInputSchema>;

export const APPROVAL_STATUSES = ["not_required", "not_requested", "pending", "approved", "rejected"] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatusName = z.infer<typeof approvalStatusSchema>;

export const approvalSchema = z.object({
  /** Whether the proposal's value is above its workspace's threshold. */
  required: z.boolean(),
  status: approvalStatusSchema,
  requested_by: userRefOrNullSchema,
  requested_at: z.string().nullable(),
  decided_by: userRefOrNullSchema,
  decided_at: z.string().nullable(),
  /** The approver's comment (a rejection's reason), else the request's. */
  comment: z.string().nullable(),
  threshold: z.number().nullable(),
  /** The proposal's value now (its estimate's expected total), null without an estimate. */
  value: z.number().nullable(),
  currency: z.string().nullable(),
  /** The value approved, while approved. */
  approved_value: z.number().nullable(),
  /** Whether the signed-in user may approve or reject it. */
  can_decide: z.boolean(),
});
export type Approval = z.infer<typeof approvalSchema>;

const comment = z
  .string({ error: "A comment is text." })
  .trim()
  .max(APPROVAL_COMMENT_MAX_LENGTH, `A comment must be at most ${APPROVAL_COMMENT_MAX_LENGTH} characters`);

export const approvalRequestInputSchema = z.object({ comment: comment.optional() });
export const approvalDecisionInputSchema = z.object({ comment: comment.optional() });
export const approvalRejectInputSchema = z.object({
  comment: comment.min(1, "Say why the proposal is rejected."),
});
export type ApprovalCommentInput = z.infer<typeof approvalRequestInputSchema>;

/** What happened to a document besides a content write, in its history. */
export const DOCUMENT_EVENT_KINDS = [
  "approval_requested",
  "approval_approved",
  "approval_rejected",
  "approval_reset",
] as const;
export const documentEventSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_EVENT_KINDS),
  /** The document's version when it happened. */
  version: z.number().int(),
  created_at: z.string(),
  /** The user's name, or "Scopewise" when the server did it. */
  author: z.string(),
  comment: z.string().nullable(),
});
export type DocumentEvent = z.infer<typeof documentEventSchema>;
