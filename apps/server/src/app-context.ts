import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/types.js";
import type { Mailer } from "./integrations/mail/mailer.js";
import type { UploadStore } from "./integrations/storage/upload-store.js";
import type { AccessTokens } from "./modules/auth/access-tokens.js";
import type { AuthService } from "./modules/auth/auth.service.js";
import type { EmailVerificationService } from "./modules/auth/email-verification.service.js";
import type { UsersRepo } from "./modules/auth/users.repo.js";
import type { AgentService } from "./modules/agent/agent.service.js";
import type { EstimateRevisions } from "./modules/estimates/estimate-revision.js";
import type { DocumentsService } from "./modules/documents/documents.service.js";
import type { GenerationService } from "./modules/generation/generation.service.js";
import type { OAuthService } from "./modules/oauth/oauth.service.js";
import type { OutcomesService } from "./modules/outcomes/outcomes.service.js";
import type { ProfileService } from "./modules/profile/profile.service.js";
import type { CompanyProfileService } from "./modules/company/company.service.js";
import type { TemplatesService } from "./modules/templates/templates.service.js";
import type { ProjectsService } from "./modules/projects/projects.service.js";
import type { CertificateReader } from "./modules/sharing/certificate-reader.js";
import type { ClientSharingService } from "./modules/sharing/client-sharing.service.js";
import type { OwnerSharingService } from "./modules/sharing/owner-sharing.service.js";
import type { FileWorkers } from "./workers/file-tasks.js";
import type { VisitorMails } from "./modules/sharing/visitor-mails.js";
import type { ClientDecline } from "./modules/sending/client-decline.js";
import type { Reminders } from "./modules/sending/reminders.js";
import type { SendingService } from "./modules/sending/sending.service.js";
import type { AccessPolicy } from "./policies/access-hook.js";
import type { InvitationsService } from "./modules/workspaces/invitations.service.js";
import type { WorkspacesService } from "./modules/workspaces/workspaces.service.js";
import type { ApprovalService } from "./modules/approval/approval.service.js";
import type { WorkspaceSettingsService } from "./modules/approval/settings.service.js";
import type { AuditRecorder } from "./modules/audit/record-audit.js";

/** What route modules are given: services and the guard, wired once in app.ts. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  now: () => Date;
  users: UsersRepo;
  auth: AuthService;
  emailVerification: EmailVerificationService;
  oauth: OAuthService;
  profile: ProfileService;
  /** Workspaces and their members: every project and document is in one, and its members reach it by their role. */
  workspaces: WorkspacesService;
  /** Mailed invitations into team workspaces. */
  invitations: InvitationsService;
  /** The resource policy, asked by every route on a project, a document or a workspace's own rows (most through their route's rule). */
  access: AccessPolicy;
  /** Approval of proposals above a workspace's threshold before they go out, and the settings that ask for it. */
  approval: { settings: WorkspaceSettingsService; documents: ApprovalService };
  /** Records an entry in a workspace's audit log (`recordAudit` at the app's clock). */
  audit: AuditRecorder;
  /** The company profile: its fields and logo, and what proposals, the client's page and the exports take from it. */
  company: CompanyProfileService;
  /** Proposal templates: the built-in ones and each user's own. */
  templates: TemplatesService;
  projects: ProjectsService;
  documents: DocumentsService;
  generation: GenerationService;
  /** Signs and reads the estimate an accepted assistant change states, saved with the text. */
  estimateRevisions: EstimateRevisions;
  agent: AgentService;
  /** What proposals' projects really took, the import of time entries, the calibration scorecard. */
  outcomes: OutcomesService;
  /** Share links: the owner's settings, what the client does on the public page, certificates and the owner's visitor mails. */
  sharing: {
    owner: OwnerSharingService;
    client: ClientSharingService;
    certificates: CertificateReader;
    visitorMails: VisitorMails;
  };
  /** Sending proposals: the owner's sends and the lists' statuses, the client's decline, and the reminders. */
  sending: { owner: SendingService; decline: ClientDecline; reminders: Reminders };
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Checks access tokens (for guards that combine the session check with a route's own query). */
  accessTokens: AccessTokens;
  /** Worker threads that read briefs and build exports, with a time limit on each job. */
  fileWorkers: FileWorkers;
  /** Uploads by kind, in the file store STORAGE_URL names (a folder under DATA_DIR by default). */
  uploads: { documents: UploadStore; avatars: UploadStore };
  /** Aborted when the server starts shutting down: long-lived answers (progress streams) end then. */
  closing: AbortSignal;
}
