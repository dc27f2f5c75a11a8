/** The tables of migration 0017: approval before sending, document events, the audit log. */

export type ApprovalStatus = "not_requested" | "pending" | "approved" | "rejected";

/** A workspace's approval threshold (absent or null: no approval needed). */
export interface WorkspaceSettingsTable {
  workspace_id: string;
  /** Total cost above which a proposal needs approval, in the proposal's own currency. */
  approval_threshold: number | null;
  updated_at: string;
}

/** A member named as an approver of the workspace's proposals. */
export interface WorkspaceApproversTable {
  workspace_id: string;
  user_id: string;
}

/** Where a document's approval stands. */
export interface DocumentApprovalsTable {
  document_id: string;
  status: ApprovalStatus;
  requested_by: string | null;
  requested_at: string | null;
  request_comment: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** The approver's comment (a rejection's reason). */
  comment: string | null;
  /** The proposal's value when approval was asked. */
  requested_value: number | null;
  /** The value approved: a later change above it needs approval again. */
  approved_value: number | null;
  updated_at: string;
}

/** Something that happened to a document besides a content write (an approval step), at a version of it. */
export interface DocumentEventsTable {
  id: string;
  document_id: string;
  version: number;
  actor_id: string | null;
  kind: string;
  comment: string | null;
  created_at: string;
}

/** One entry of a workspace's audit log. */
export interface AuditEventsTable {
  id: string;
  workspace_id: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_title: string | null;
  /** JSON object. */
  detail: string;
  at: string;
}

export interface ApprovalAuditTables {
  workspace_settings: WorkspaceSettingsTable;
  workspace_approvers: WorkspaceApproversTable;
  document_approvals: DocumentApprovalsTable;
  document_events: DocumentEventsTable;
  audit_events: AuditEventsTable;
}
