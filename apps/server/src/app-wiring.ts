import type { FastifyInstance } from "fastify";
import type { OAuthProvider } from "@scopewise/shared";
import type { AppContext } from "./app-context.js";
import type { AppConfig } from "./config.js";
import { makeAuthenticate } from "./http/authenticate.js";
import { AttemptCounter, AttemptLimiter } from "./http/attempt-limiter.js";
import { AttemptsRepo } from "./http/attempts.repo.js";
import { createAiProvider } from "./integrations/ai/create-provider.js";
import { createMailer } from "./integrations/mail/mailer.js";
import type { FileStore } from "./integrations/storage/file-store.js";
import { UploadStore } from "./integrations/storage/upload-store.js";
import { OutcomesService } from "./modules/outcomes/outcomes.service.js";
import { AccessPolicy } from "./policies/access-hook.js";
import { InvitationsService } from "./modules/workspaces/invitations.service.js";
import { WorkspacesService } from "./modules/workspaces/workspaces.service.js";
import { OrganisationCalibrations } from "./modules/outcomes/organisation-calibrations.js";
import { enginePassesIn, INLINE_ENGINE_PASSES } from "./modules/generation/engine-passes.js";
import { OidcClient } from "./integrations/oauth/oidc-client.js";
import { AccessTokens } from "./modules/auth/access-tokens.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { EmailVerificationService } from "./modules/auth/email-verification.service.js";
import { ResetsRepo } from "./modules/auth/resets.repo.js";
import { SessionsRepo } from "./modules/auth/sessions.repo.js";
import { UsersRepo } from "./modules/auth/users.repo.js";
import { VerificationsRepo } from "./modules/auth/verifications.repo.js";
import { AgentService } from "./modules/agent/agent.service.js";
import { ChatRepo } from "./modules/documents/chat.repo.js";
import { DocumentsRepo } from "./modules/documents/documents.repo.js";
import { DocumentsService } from "./modules/documents/documents.service.js";
import { FilesRepo } from "./modules/documents/files.repo.js";
import { GenerationService } from "./modules/generation/generation.service.js";
import { JobsRepo } from "./modules/generation/jobs.repo.js";
import { ProposalWriter } from "./modules/generation/proposal-writer.js";
import type { AppMetrics } from "./modules/metrics/app-metrics.js";
import { meteredProvider } from "./integrations/ai/metered-provider.js";
import { OAuthAccounts } from "./modules/oauth/oauth-accounts.js";
import { OAuthRepo } from "./modules/oauth/oauth.repo.js";
import { OAuthService } from "./modules/oauth/oauth.service.js";
import { AvatarStore } from "./modules/profile/avatar-store.js";
import { ProfileService } from "./modules/profile/profile.service.js";
import { CompanyLogoStore } from "./modules/company/company-logo-store.js";
import { CompanyProfilesRepo } from "./modules/company/company.repo.js";
import { CompanyProfileService } from "./modules/company/company.service.js";
import { TemplatesRepo } from "./modules/templates/templates.repo.js";
import { TemplatesService } from "./modules/templates/templates.service.js";
import { ProjectsRepo } from "./modules/projects/projects.repo.js";
import { ProjectsService } from "./modules/projects/projects.service.js";
import { CertificateReader } from "./modules/sharing/certificate-reader.js";
import { ClientSharingService } from "./modules/sharing/client-sharing.service.js";
import { OwnerMail } from "./modules/sharing/owner-mail.js";
import { OwnerSharingService } from "./modules/sharing/owner-sharing.service.js";
import { ShareAccess } from "./modules/sharing/share-access.js";
import { ShareLimits } from "./modules/sharing/share-limits.js";
import { SharingRepo } from "./modules/sharing/sharing.repo.js";
import { ViewRecorder } from "./modules/sharing/view-recorder.js";
import { VisitorMails } from "./modules/sharing/visitor-mails.js";
import { ViewsRepo } from "./modules/sharing/views.repo.js";
import { ClientDecline } from "./modules/sending/client-decline.js";
import { Reminders } from "./modules/sending/reminders.js";
import { SendingRepo } from "./modules/sending/sending.repo.js";
import { SendingService } from "./modules/sending/sending.service.js";
import { resolveJwtSecret } from "./secrets.js";
import { EstimateRevisions } from "./modules/estimates/estimate-revision.js";
import { EstimateEdits } from "./modules/agent/estimate-edits.js";
import { createFileWorkers } from "./workers/file-tasks.js";
import { documentSanitizer } from "./html/document-sanitizer.js";
import { ApprovalService } from "./modules/approval/approval.service.js";
import { WorkspaceSettingsService } from "./modules/approval/settings.service.js";
import { auditRecorder } from "./modules/audit/record-audit.js";
import { workspaceAuditTrail } from "./modules/audit/workspace-trail.js";

/** What the app hands the wiring: settings, the database, the clock and the process-wide parts. */
export interface Wiring {
  config: AppConfig;
  db: AppContext["db"];
  now: () => Date;
  leaseMs: number | undefined;
  closing: AbortSignal;
  metrics: AppMetrics;
  /** Where uploads are stored (STORAGE_URL's bucket, or a folder under DATA_DIR). */
  fileStore: FileStore;
  /** Where a generation's CPU-heavy passes run: the file workers, or the event loop (tests). */
  passes: "workers" | "inline";
}

/** The services route modules are given (the AppContext), wired once per app. */
export function wireContext(
  app: FastifyInstance,
  { config, db, now, leaseMs, closing, metrics, fileStore, passes }: Wiring,
): AppContext {
  const uploads = {
    documents: new UploadStore(fileStore, "documents"),
    avatars: new UploadStore(fileStore, "avatars"),
  };
  const users = new UsersRepo(db);
  const audit = auditRecorder(db, now);
  const sessions = new SessionsRepo(db);
  const attempts = new AttemptsRepo(db);
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const accessTokens = new AccessTokens(secret, now);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const emailVerification = new EmailVerificationService({
    verifications: new VerificationsRepo(db),
    mailer,
    resendRequests: new AttemptLimiter(attempts, "verify-mail", { perEmail: 5, perClient: 30 }, 60 * 60 * 1000, now),
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const auth = new AuthService({
    users,
    sessions,
    resets: new ResetsRepo(db),
    verification: emailVerification,
    accessTokens,
    mailer,
    loginFailures: new AttemptLimiter(attempts, "login", { perEmail: 5, perClient: 50 }, 15 * 60 * 1000, now),
    resetRequests: new AttemptLimiter(attempts, "reset", { perEmail: 5, perClient: 30 }, 60 * 60 * 1000, now),
    audit,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const oauthRepo = new OAuthRepo(db);
  const oidcClients: Partial<Record<OAuthProvider, OidcClient>> = {};
  for (const provider of ["google", "linkedin"] as const) {
    const settings = config.oauth[provider];
    if (settings) oidcClients[provider] = new OidcClient(settings, `${config.publicUrl}/auth/${provider}/callback/`);
  }
  const projectsRepo = new ProjectsRepo(db);
  const projects = new ProjectsService(projectsRepo, now);
  const fileWorkers = createFileWorkers(app.log);
  const documents = new DocumentsService({
    db,
    uploads: uploads.documents,
    documents: new DocumentsRepo(db),
    projects,
    projectsRepo,
    chat: new ChatRepo(db),
    files: new FilesRepo(db),
    sanitize: documentSanitizer(fileWorkers),
    now,
  });
  const model = createAiProvider(config.ai, app.log);
  const ai =
    model && meteredProvider(model, (provider, outcome, seconds) => metrics.modelCall(provider, outcome, seconds));
  const calibrations = new OrganisationCalibrations(db);
  const enginePasses = passes === "workers" ? enginePassesIn(fileWorkers) : INLINE_ENGINE_PASSES;
  const avatarStore = new AvatarStore(uploads.avatars);
  const company = new CompanyProfileService(new CompanyProfilesRepo(db), new CompanyLogoStore(avatarStore), now);
  const templates = new TemplatesService({
    repo: new TemplatesRepo(db),
    document: (ownerId, id) => documents.get(ownerId, id),
    now,
  });
  const generation = new GenerationService({
    documents,
    jobs: new JobsRepo(db, config.database.kind === "postgres"),
    writer: new ProposalWriter(ai, app.log),
    now,
    authorName: async (ownerId) => {
      const owner = await users.findById(ownerId);
      return owner ? `${owner.first_name} ${owner.last_name}`.trim() || owner.username : undefined;
    },
    log: app.log,
    leaseMs,
    metrics,
    calibration: calibrations,
    company,
    templates,
    passes: enginePasses,
  });
  documents.useProposalStarter(generation);
  const estimateRevisions = new EstimateRevisions(secret);
  projects.deleteWithUploads = documents.deleteWithUploads;
  const profile = new ProfileService(users, avatarStore, now);
  profile.deleteWithUploads = documents.deleteWithUploads;
  profile.removeOwnFiles = (userId) => company.removeFilesOf(userId);
  const workspaces = new WorkspacesService(db, now);
  workspaces.deleteWithUploads = documents.deleteWithUploads;
  workspaces.audit = workspaceAuditTrail(db, now);
  profile.releaseWorkspaces = (userId) => workspaces.releaseAccount(userId);
  const invitations = new InvitationsService({
    db,
    workspaces,
    counter: new AttemptCounter(attempts, now),
    audit: workspaces.audit,
    mailer,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const approval = {
    settings: new WorkspaceSettingsService({ db, workspaces, audit, now }),
    documents: new ApprovalService({ db, users, mailer, publicUrl: config.publicUrl, now, log: app.log }),
  };
  const refuseUnapproved = (userId: string, id: string) => approval.documents.refuseUnapproved(userId, id);
  const sharingRepo = new SharingRepo(db);
  const viewsRepo = new ViewsRepo(db);
  const shareLimits = new ShareLimits(new AttemptCounter(attempts, now));
  const shareAccess = new ShareAccess(sharingRepo, shareLimits, now);
  const ownerMail = new OwnerMail(users, mailer, app.log);
  const visitorMails = new VisitorMails({
    views: viewsRepo,
    ownerMail,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  const sharing = {
    owner: new OwnerSharingService({
      repo: sharingRepo,
      views: viewsRepo,
      documents,
      refuseUnapproved,
      audit,
      publicUrl: config.publicUrl,
      now,
    }),
    client: new ClientSharingService({
      repo: sharingRepo,
      access: shareAccess,
      limits: shareLimits,
      recorder: new ViewRecorder({ views: viewsRepo, limits: shareLimits, mails: visitorMails, now }),
      ownerMail,
      audit,
      publicUrl: config.publicUrl,
      now,
      senderOf: (documentId) => company.brandOf({ documentId }),
    }),
    certificates: new CertificateReader({ repo: sharingRepo, access: shareAccess, publicUrl: config.publicUrl }),
    visitorMails,
  };
  const sendingRepo = new SendingRepo(db);
  const sending = {
    owner: new SendingService({
      repo: sendingRepo,
      documents,
      users,
      mailer,
      share: (ownerId, id) => sharing.owner.share(ownerId, id),
      refuseUnapproved,
      audit,
      publicUrl: config.publicUrl,
      now,
      log: app.log,
    }),
    decline: new ClientDecline({
      repo: sendingRepo,
      access: shareAccess,
      limits: shareLimits,
      ownerMail,
      audit,
      publicUrl: config.publicUrl,
      now,
    }),
    reminders: new Reminders({ repo: sendingRepo, users, mailer, publicUrl: config.publicUrl, now, log: app.log }),
  };
  return {
    config,
    db,
    mailer,
    now,
    users,
    auth,
    emailVerification,
    oauth: new OAuthService({
      clients: oidcClients,
      repo: oauthRepo,
      accounts: new OAuthAccounts(oauthRepo, users, now),
      sessions,
      auth,
      now,
      log: app.log,
    }),
    profile,
    workspaces,
    invitations,
    access: new AccessPolicy(db),
    approval,
    audit,
    company,
    templates,
    projects,
    documents,
    generation,
    estimateRevisions,
    agent: new AgentService({
      ai,
      documents,
      estimates: new EstimateEdits({ generation, revisions: estimateRevisions }),
      log: app.log,
    }),
    authenticate: makeAuthenticate(accessTokens, sessions),
    sharing,
    sending,
    accessTokens,
    fileWorkers,
    closing,
    outcomes: new OutcomesService({ db, documents, calibrations, now }),
    uploads,
  };
}
