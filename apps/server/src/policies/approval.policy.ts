import type { ApprovalStatusName } from "@scopewise/shared";
import type { ApprovalStatus } from "../db/approval-audit-types.js";
import type { WorkspaceRole } from "../db/types.js";
import { HttpError } from "../http/errors.js";
import { NEEDS_APPROVAL_REFUSAL, conflict, roleRefused } from "./refusals.js";
import { RESOURCE_ACTIONS, authorizeResource } from "./resource.policy.js";
import { atLeast } from "./roles.js";

/** Whether a member with `role` may be named an approver (the weakest role of `approve`). */
export const mayBeApprover = (role: WorkspaceRole): boolean => atLeast(role, RESOURCE_ACTIONS.approve);

/** What a proposal's approval is decided from. */
export interface ApprovalFacts {
  /** The workspace's threshold (null: none). */
  threshold: number | null;
  /** The proposal's value now (null: no estimate). */
  value: number | null;
  /** The stored approval, if it was ever asked. */
  stored: { status: ApprovalStatus; approved_value: number | null } | undefined;
}

/** A proposal needs approval when its value is above its workspace's threshold. */
export const approvalRequired = (facts: Pick<ApprovalFacts, "threshold" | "value">): boolean =>
  facts.threshold !== null && facts.value !== null && facts.value > facts.threshold;

/**
 * The one rule for where a proposal's approval stands: not required at or below the threshold;
 * an approval holds while the value stays at or below the value approved (above it, it is to be
 * asked again: not_requested).
 */
export function approvalStatus(facts: ApprovalFacts): ApprovalStatusName {
  if (!approvalRequired(facts)) return "not_required";
  const stored = facts.stored;
  if (!stored) return "not_requested";
  if (stored.status === "approved" && !approvalHolds(stored.approved_value, facts.value)) return "not_requested";
  return stored.status;
}

/** Whether an approval of `approved` still covers a proposal worth `value`. */
export const approvalHolds = (approved: number | null, value: number | null): boolean =>
  approved !== null && (value === null || value <= approved);

/** Turning the share link on or sending the proposal: refused (409) while it needs approval and is not approved. */
export function authorizeGoingOut(facts: ApprovalFacts): void {
  const status = approvalStatus(facts);
  if (status !== "not_required" && status !== "approved") throw new HttpError(409, { detail: NEEDS_APPROVAL_REFUSAL });
}

/** Asking for approval: editors and up, only when it is needed and not already asked or given. */
export function authorizeApprovalRequest(role: WorkspaceRole, facts: ApprovalFacts): void {
  authorizeResource({ role }, "request_approval");
  const status = approvalStatus(facts);
  if (status === "not_required")
    throw conflict("This proposal's value is not above the approval threshold: no approval is needed.");
  if (status === "pending") throw conflict("Approval of this proposal has already been asked for.");
  if (status === "approved") throw conflict("This proposal is already approved.");
}

/** Who decides a request. */
export interface Decider {
  userId: string;
  role: WorkspaceRole;
  /** Whether the workspace names them an approver. */
  approver: boolean;
}

/** Whether `decider` may approve or reject requests at all (named, and still editor or above). */
export const mayDecide = (decider: Pick<Decider, "role" | "approver">): boolean =>
  decider.approver && mayBeApprover(decider.role);

/**
 * Approving or rejecting: approvers only (403); a pending request only (409); and nobody approves
 * their own request (403): approval is a second person's look.
 */
export function authorizeApprovalDecision(
  decider: Decider,
  decision: "approve" | "reject",
  facts: ApprovalFacts,
  requestedBy: string | null,
): void {
  if (!mayDecide(decider)) throw roleRefused();
  if (approvalStatus(facts) !== "pending") throw conflict("There is no pending request to approve this proposal.");
  if (decision === "approve" && requestedBy === decider.userId)
    throw new HttpError(403, { detail: "You asked for this approval: another approver decides it." });
}
