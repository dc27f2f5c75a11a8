import type { VersionReason } from "@scopewise/shared";
import type { Generated, Kysely } from "kysely";
import type { ApprovalAuditTables } from "./approval-audit-types.js";

/** Row types of every table. Timestamps are ISO 8601 UTC strings on both dialects. */
export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username: uniqueness is case-insensitive. */
  username_key: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  profile_image: string | null;
  /** When the owner of the address proved it; null until then (accounts made before verification existed too). */
  email_verified_at: string | null;
  /** The workspace lists show and new projects go into (null only for a moment while signing up). */
  current_workspace_id: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** One sign-in (a refresh-token family). Revoking it ends every token issued in it. */
export interface SessionsTable {
  id: string;
  user_id: string;
  auth_type: string;
  created_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A single-use token mailed to a user (a password reset, an email verification); only its SHA-256 is kept. */
export interface SingleUseTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type PasswordResetsTable = SingleUseTokensTable;
export type EmailVerificationsTable = SingleUseTokensTable;

/** A pending social sign-in: `state` (hashed) → PKCE verifier and nonce. */
export interface OauthRequestsTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  expires_at: string;
  /** Set when a signed-in user started it to connect the provider: that user and the session it came from. */
  link_user_id: string | null;
  link_session_id: string | null;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: string;
}

export interface ProjectsTable {
  id: string;
  /** Who made it; its members reach it through `workspace_id`. */
  owner_id: string;
  workspace_id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

export type DocumentStatus = "generating" | "ready" | "failed" | "needs_input";

export interface DocumentsTable {
  id: string;
  /** Public share identifier: a random v4 UUID, never the id. Rotated to revoke a link. */
  uuid: string;
  /** Who made it; it is in its project's workspace. */
  owner_id: string;
  project_id: string;
  title: string;
  user_query: string;
  /** Sanitized HTML. */
  document: string;
  status: DocumentStatus;
  error: string | null;
  /** Grows with every write: optimistic concurrency for saves. */
  version: number;
  /** JSON of the brief the proposal was priced from (or the reader's, when it asked instead). */
  brief: string | null;
  /** JSON of the estimate the proposal states; null until one is priced. */
  estimate: string | null;
  /** JSON list of the questions asked while the document is `needs_input`. */
  questions: string | null;
  /** Share link settings: on/off (1/0), expiry, argon2id hash of its password, whether the client may choose options. */
  share_enabled: Generated<number>;
  share_expires_at: string | null;
  share_password_hash: string | null;
  share_allow_options: Generated<number>;
  /** When the current link was made (null: with the document). */
  share_created_at: string | null;
  /** JSON list of the owner's option settings for the client (see quote.ts in the shared package). */
  client_options: string | null;
  /** Set when a client accepts: the document is read-only from then on. */
  locked_at: string | null;
  /** When the owner was last mailed about new visitors of the share link (null: never). */
  visitors_mailed_at: string | null;
  /** When the owner last put the link out (turned it on, shared it again, sent it); null: never shared. */
  shared_at: string | null;
  /** The client's decline: it stands while `declined_at` is not before `shared_at`. */
  declined_at: string | null;
  decline_name: string | null;
  decline_email: string | null;
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A proposal mailed to its client: to whom, the message, the link it carried and its reminder. */
export interface DocumentSendsTable {
  id: string;
  document_id: string;
  /** The share uuid the mail carried: a reminder is skipped once the link was rotated. */
  share_uuid: string;
  /** JSON list of email addresses. */
  recipients: string;
  message: string;
  sent_at: string;
  /** When the reminder falls due (null: none asked for). */
  remind_at: string | null;
  /** none | pending | sending (claimed by a process) | sent | skipped. */
  reminder_state: "none" | "pending" | "sending" | "sent" | "skipped";
  reminder_claimed_at: string | null;
  reminded_at: string | null;
}

export interface DocumentAcceptancesTable {
  document_id: string;
  /** The certificate's id, printed on it. */
  certificate_id: string;
  /** The random token in the certificate's address; renewed when the share link is rotated. */
  certificate_token: string;
  document_title: string;
  name: string;
  email: string;
  signature: string;
  accepted_at: string;
  ip: string;
  user_agent: string;
  /** JSON: the optional items kept, the quantities chosen, and the quote's lines. */
  selected: string;
  quantities: string;
  lines: string;
  currency: string;
  total_cost: number;
  document_sha256: string;
}

/** One visit of a shared page: seconds visible per section heading (JSON list). */
export interface DocumentViewsTable {
  id: string;
  document_id: string;
  visitor: string;
  started_at: string;
  last_seen_at: string;
  seconds: number;
  sections: string;
}

export interface DocumentVisitorsTable {
  document_id: string;
  visitor: string;
  first_seen_at: string;
  /** Reading time credited over all their visits, in tenths of a second (never past the time since first_seen_at). */
  credited_tenths: number;
}

/** One version of a document: its text as the ordered hashes of its chunks (see document-version-chunks). */
export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  /** The document's `version` right after the write that made it. */
  version: number;
  /** The user who made it; null for the server's own writes (generation). */
  author_id: string | null;
  reason: VersionReason;
  title: string;
  /** JSON list of chunk hashes whose contents, in order, are the document's HTML. */
  chunks: string;
  brief_hash: string | null;
  estimate_hash: string | null;
  created_at: string;
}

/** Content-addressed pieces of a document's versions, stored once per document. */
export interface DocumentVersionChunksTable {
  document_id: string;
  hash: string;
  content: string;
}

export interface ChatMessagesTable {
  id: string;
  document_id: string;
  /** Order within the document's chat. */
  seq: number;
  type: "user" | "ai";
  content: string;
  created_at: string;
}

export interface DocumentFilesTable {
  id: string;
  document_id: string;
  kind: "image" | "brief";
  name: string;
  mime: string;
  size: number;
  url: string;
  /** The file's name in DATA_DIR/uploads/documents (null for references to outside files). */
  stored_name: string | null;
  created_at: string;
}

export type JobStatus = "queued" | "running" | "done" | "failed";
export type JobSource = "request" | "brief";
export type JobStage = "queued" | "understanding" | "estimating" | "writing" | "done" | "failed";

export interface GenerationJobsTable {
  /** The document being generated. */
  id: string;
  owner_id: string;
  status: JobStatus;
  stage: JobStage;
  progress: number;
  /** The conversation's user turns (and an attached brief's text) the job reads. */
  request: string;
  /** What the job prices: the request (read into a brief), or the brief stored with the document. */
  source: JobSource;
  error: string | null;
  attempts: number;
  /** The worker slot holding a running job. */
  locked_by: string | null;
  /** Fresh for each claim: a write or model call for the job goes ahead only with the current claim's token. */
  lease_token: string | null;
  /** Lease end: a running job past it is taken over by another worker (its process died or hung). */
  locked_until: string | null;
  /** The server process (generation_workers.id) holding a running job: its death frees the job at once. */
  worker_id: string | null;
  /** The template's sections (JSON) the proposal follows, copied when the job was made; null for none. */
  template: string | null;
  created_at: string;
  updated_at: string;
}

/** A workspace's company profile (one per workspace); `owner_id` is who made it. */
export interface CompanyProfilesTable {
  id: string;
  owner_id: string;
  workspace_id: string;
  company_name: string;
  logo_url: string | null;
  brand_colour: string | null;
  address: string;
  default_currency: string | null;
  default_location: string;
  /** JSON list of {role, rate}: hourly rates in the default currency that replace the reference rate card's. */
  rates: string;
  payment_days: number | null;
  validity_days: number | null;
  created_at: string;
  updated_at: string;
}

/** A workspace's saved proposal template (the built-in ones live in the code); `owner_id` is who made it. */
export interface ProposalTemplatesTable {
  id: string;
  owner_id: string;
  workspace_id: string;
  name: string;
  domain: string | null;
  /** JSON list of the template's sections. */
  sections: string;
  created_at: string;
}

/** Attempts per key (e.g. "login:email:ada@example.com") in a fixed window ending at reset_at. */
export interface AttemptCountersTable {
  key: string;
  count: number;
  reset_at: string;
}

/** A server process running generation jobs, alive while its heartbeat is fresh. */
export interface GenerationWorkersTable {
  id: string;
  /** Kernel boot and process namespace: processes with the same key can check each other's pid. */
  machine: string | null;
  pid: number;
  started_at: string;
  heartbeat_at: string;
}

/** What a proposal's project really took (one per document); the estimate at the time as JSON beside it. */
export interface ProjectOutcomesTable {
  id: string;
  owner_id: string;
  /** The team workspace that owns it; null while outcomes belong to their user. */
  workspace_id: string | null;
  document_id: string;
  actual_effort_hours: number;
  actual_cost: number | null;
  /** YYYY-MM-DD. */
  finished_on: string;
  /** JSON list of {name, effort_hours, cost}. */
  phases: string;
  notes: string;
  source: "manual" | "import";
  /** JSON of the estimate snapshot (shared EstimateSnapshot). */
  estimate: string;
  estimate_domain: string;
  /** The P50 effort before any organisation calibration: what learning compares the actual with. */
  estimate_population_p50_hours: number;
  created_at: string;
  updated_at: string;
}

/** A time entry imported from a tracker's CSV, kept with the outcome it added up to. */
export interface OutcomeTimeEntriesTable {
  id: string;
  outcome_id: string;
  /** The line of the CSV it came from. */
  line: number;
  spent_on: string | null;
  hours: number;
  cost: number | null;
  /** The value of the grouping column (task, project, issue). */
  task: string;
  /** The estimate phase it was mapped to. */
  phase: string | null;
}

export type WorkspaceRole = "owner" | "admin" | "editor" | "viewer";

/** A workspace: a team's, or an account's personal one (`personal` 1: its owner is its only member). */
export interface WorkspacesTable {
  id: string;
  name: string;
  personal: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: WorkspaceRole;
  joined_at: string;
}

/** A mailed invitation into a workspace; only the SHA-256 of its link's token is kept. */
export interface WorkspaceInvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  role: Exclude<WorkspaceRole, "owner">;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface Database extends ApprovalAuditTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  company_profiles: CompanyProfilesTable;
  proposal_templates: ProposalTemplatesTable;
  project_outcomes: ProjectOutcomesTable;
  outcome_time_entries: OutcomeTimeEntriesTable;
  attempt_counters: AttemptCountersTable;
  generation_jobs: GenerationJobsTable;
  generation_workers: GenerationWorkersTable;
  projects: ProjectsTable;
  documents: DocumentsTable;
  document_acceptances: DocumentAcceptancesTable;
  document_sends: DocumentSendsTable;
  document_views: DocumentViewsTable;
  document_visitors: DocumentVisitorsTable;
  chat_messages: ChatMessagesTable;
  document_versions: DocumentVersionsTable;
  document_version_chunks: DocumentVersionChunksTable;
  document_files: DocumentFilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  oauth_requests: OauthRequestsTable;
  user_identities: UserIdentitiesTable;
}

export type Db = Kysely<Database>;
