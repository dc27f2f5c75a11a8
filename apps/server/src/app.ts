import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { OAuthProvider } from "@scopewise/shared";
import { LIMITS } from "@scopewise/shared";
import type { AppContext } from "./app-context.js";
import type { AppConfig } from "./config.js";
import { createDb, migrateToLatest } from "./db/client.js";
import { makeAuthenticate } from "./http/authenticate.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { AttemptCounter, AttemptLimiter } from "./http/attempt-limiter.js";
import { AttemptsRepo } from "./http/attempts.repo.js";
import { registerCostLimits } from "./http/cost-limits.js";
import { registerOpenApi } from "./http/openapi.js";
import { guardInputValues } from "./http/input-values.js";
import { registerJsonBodyParser } from "./http/json-body.js";
import { requireMultipartBoundary } from "./http/multipart-boundary.js";
import { requestIdFrom, serializeRequest } from "./http/request-ids.js";
import { registerSecurityHeaders } from "./http/security.js";
import { registerStatic } from "./http/static-web.js";
import { createAiProvider } from "./integrations/ai/create-provider.js";
import { createMailer } from "./integrations/mail/mailer.js";
import { UploadStore } from "./integrations/storage/upload-store.js";
import { OidcClient } from "./integrations/oauth/oidc-client.js";
import { AccessTokens } from "./modules/auth/access-tokens.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { EmailVerificationService } from "./modules/auth/email-verification.service.js";
import { ResetsRepo } from "./modules/auth/resets.repo.js";
import { SessionsRepo } from "./modules/auth/sessions.repo.js";
import { UsersRepo } from "./modules/auth/users.repo.js";
import { VerificationsRepo } from "./modules/auth/verifications.repo.js";
import { agentRoutes } from "./modules/agent/agent.routes.js";
import { AgentService } from "./modules/agent/agent.service.js";
import { clientConfigRoutes } from "./modules/client-config/client-config.routes.js";
import { ChatRepo } from "./modules/documents/chat.repo.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import { versionsRoutes } from "./modules/versions/versions.routes.js";
import { exportRoutes } from "./modules/export/export.routes.js";
import { DocumentsRepo } from "./modules/documents/documents.repo.js";
import { DocumentsService } from "./modules/documents/documents.service.js";
import { FilesRepo } from "./modules/documents/files.repo.js";
import { GenerationWorker } from "./modules/generation/generation-worker.js";
import { generationRoutes } from "./modules/generation/generation.routes.js";
import { followUpRoutes } from "./modules/generation/follow-up.routes.js";
import { GenerationService } from "./modules/generation/generation.service.js";
import { JobRecovery } from "./modules/generation/job-recovery.js";
import { JobsRepo } from "./modules/generation/jobs.repo.js";
import { ProposalWriter } from "./modules/generation/proposal-writer.js";
import { WorkersRepo } from "./modules/generation/workers.repo.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { OAuthAccounts } from "./modules/oauth/oauth-accounts.js";
import { OAuthRepo } from "./modules/oauth/oauth.repo.js";
import { oauthRoutes } from "./modules/oauth/oauth.routes.js";
import { OAuthService } from "./modules/oauth/oauth.service.js";
import { AvatarStore } from "./modules/profile/avatar-store.js";
import { profileRoutes } from "./modules/profile/profile.routes.js";
import { ProfileService } from "./modules/profile/profile.service.js";
import { ProjectsRepo } from "./modules/projects/projects.repo.js";
import { projectsRoutes } from "./modules/projects/projects.routes.js";
import { ProjectsService } from "./modules/projects/projects.service.js";
import { proposalsRoutes } from "./modules/proposals/proposals.routes.js";
import { CertificateReader } from "./modules/sharing/certificate-reader.js";
import { ClientSharingService } from "./modules/sharing/client-sharing.service.js";
import { OwnerMail } from "./modules/sharing/owner-mail.js";
import { OwnerSharingService } from "./modules/sharing/owner-sharing.service.js";
import { ShareAccess } from "./modules/sharing/share-access.js";
import { ShareLimits } from "./modules/sharing/share-limits.js";
import { SharingRepo } from "./modules/sharing/sharing.repo.js";
import { sharingOwnerRoutes, sharingPublicRoutes } from "./modules/sharing/sharing.routes.js";
import { ViewRecorder } from "./modules/sharing/view-recorder.js";
import { VisitorMails } from "./modules/sharing/visitor-mails.js";
import { ViewsRepo } from "./modules/sharing/views.repo.js";
import { ClientDecline } from "./modules/sending/client-decline.js";
import { Reminders } from "./modules/sending/reminders.js";
import { SendingRepo } from "./modules/sending/sending.repo.js";
import { sendingOwnerRoutes, sendingPublicRoutes } from "./modules/sending/sending.routes.js";
import { SendingService } from "./modules/sending/sending.service.js";
import { resolveJwtSecret } from "./secrets.js";
import { EstimateRevisions } from "./modules/estimates/estimate-revision.js";
import { EstimateEdits } from "./modules/agent/estimate-edits.js";
import { createFileWorkers } from "./workers/file-tasks.js";
import { documentSanitizer } from "./html/document-sanitizer.js";

export interface BuildAppOptions {
  config: AppConfig;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  /** Pino options or false; defaults to the configured level. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: NodeJS.WritableStream;
  /** Run the generation worker in this process (default true; tests may run a server without one). */
  worker?: boolean;
  /** Generation jobs: the lease length (tests shorten it) and how many jobs one process runs at once. */
  generation?: { leaseMs?: number; concurrency?: number };
  /** How often this process looks for visitor digests due (tests shorten it). */
  visitorDigestCheckMs?: number;
  /** How often this process looks for reminders due (tests shorten it). */
  reminderCheckMs?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    context: AppContext;
  }
}

/** Builds the whole server (used by server.ts and by the tests). Migrations run here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            redact: ["req.headers.authorization", "req.headers.cookie"],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: LIMITS.requestBodyMaxBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdFrom,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", (request, reply, payload, done) => {
    void reply.header("X-Request-Id", request.id);
    done(null, payload);
  });

  const db = createDb(config.database);
  app.addHook("onClose", async () => db.destroy());
  await migrateToLatest(db);

  const ctx = wireContext(app, config, db, now, options.generation?.leaseMs);
  app.decorate("context", ctx);
  app.decorateRequest("auth", null);
  app.addHook("onClose", async () => ctx.mailer.close());
  app.addHook("onClose", async () => ctx.fileWorkers.close());

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  guardInputValues(app);
  requireMultipartBoundary(app);
  registerSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1 } });
  await registerOpenApi(app);
  await registerCostLimits(app, { limits: config.rateLimits, attempts: new AttemptsRepo(db), now });

  await app.register(healthRoutes(ctx), { prefix: "/api" });
  await app.register(clientConfigRoutes(ctx), { prefix: "/api" });
  await app.register(authRoutes(ctx), { prefix: "/api/auth" });
  await app.register(profileRoutes(ctx), { prefix: "/api/auth" });
  await app.register(oauthRoutes(ctx), { prefix: "/api/auth" });
  await app.register(projectsRoutes(ctx), { prefix: "/api/projects" });
  await app.register(documentsRoutes(ctx), { prefix: "/api/documents" });
  await app.register(sharingOwnerRoutes(ctx), { prefix: "/api/documents" });
  await app.register(sharingPublicRoutes(ctx), { prefix: "/api" });
  await app.register(sendingOwnerRoutes(ctx), { prefix: "/api/documents" });
  await app.register(sendingPublicRoutes(ctx), { prefix: "/api" });
  await app.register(versionsRoutes(ctx), { prefix: "/api/documents" });
  await app.register(exportRoutes(ctx), { prefix: "/api/documents" });
  await app.register(proposalsRoutes(ctx), { prefix: "/api/Proposal_Generation" });
  await app.register(generationRoutes(ctx), { prefix: "/api" });
  await app.register(followUpRoutes(ctx), { prefix: "/api" });
  await app.register(agentRoutes(ctx), { prefix: "/api" });

  app.addHook("onReady", async () => ctx.sharing.visitorMails.start(options.visitorDigestCheckMs));
  // Registered after the mailer's and the database's onClose, so a digest under way is sent before they close.
  app.addHook("onClose", async () => ctx.sharing.visitorMails.stop());
  app.addHook("onReady", async () => ctx.sending.reminders.start(options.reminderCheckMs));
  app.addHook("onClose", async () => ctx.sending.reminders.stop());

  if (options.worker !== false) {
    const recovery = new JobRecovery({ workers: new WorkersRepo(db), jobs: new JobsRepo(db, config.database.kind === "postgres"), now, log: app.log });
    const worker = new GenerationWorker(ctx.generation, app.log, { concurrency: options.generation?.concurrency, recovery, now });
    app.addHook("onReady", async () => worker.start());
    // Registered after the database's onClose, so it runs first: the current job finishes before the pool closes.
    app.addHook("onClose", async () => worker.stop());
  }

  await registerStatic(app, { webDistDir: config.webDistDir, dataDir: config.dataDir });
  return app;
}

function wireContext(app: FastifyInstance, config: AppConfig, db: AppContext["db"], now: () => Date, leaseMs: number | undefined): AppContext {
  const users = new UsersRepo(db);
  const sessions = new SessionsRepo(db);
  const attempts = new AttemptsRepo(db);
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const accessTokens = new AccessTokens(secret, now);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
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
    uploads: new UploadStore(config.dataDir, "documents"),
    documents: new DocumentsRepo(db),
    projects,
    projectsRepo,
    chat: new ChatRepo(db),
    files: new FilesRepo(db),
    sanitize: documentSanitizer(fileWorkers),
    now,
  });
  const ai = createAiProvider(config.ai, app.log);
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
  });
  documents.useProposalStarter(generation);
  const estimateRevisions = new EstimateRevisions(secret);
  projects.deleteWithUploads = documents.deleteWithUploads;
  const profile = new ProfileService(users, new AvatarStore(config.dataDir), now);
  profile.deleteWithUploads = documents.deleteWithUploads;
  const sharingRepo = new SharingRepo(db);
  const viewsRepo = new ViewsRepo(db);
  const shareLimits = new ShareLimits(new AttemptCounter(attempts, now));
  const shareAccess = new ShareAccess(sharingRepo, shareLimits, now);
  const ownerMail = new OwnerMail(users, mailer, app.log);
  const visitorMails = new VisitorMails({ views: viewsRepo, ownerMail, publicUrl: config.publicUrl, now, log: app.log });
  const sharing = {
    owner: new OwnerSharingService({ repo: sharingRepo, views: viewsRepo, documents, publicUrl: config.publicUrl, now }),
    client: new ClientSharingService({
      repo: sharingRepo,
      access: shareAccess,
      limits: shareLimits,
      recorder: new ViewRecorder({ views: viewsRepo, limits: shareLimits, mails: visitorMails, now }),
      ownerMail,
      publicUrl: config.publicUrl,
      now,
    }),
    certificates: new CertificateReader({ repo: sharingRepo, access: shareAccess, publicUrl: config.publicUrl }),
    visitorMails,
  };
  const sendingRepo = new SendingRepo(db);
  const sending = {
    owner: new SendingService({ repo: sendingRepo, documents, users, mailer, share: (ownerId, id) => sharing.owner.share(ownerId, id), publicUrl: config.publicUrl, now, log: app.log }),
    decline: new ClientDecline({ repo: sendingRepo, access: shareAccess, limits: shareLimits, ownerMail, publicUrl: config.publicUrl, now }),
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
    oauth: new OAuthService({ clients: oidcClients, repo: oauthRepo, accounts: new OAuthAccounts(oauthRepo, users, now), sessions, auth, now, log: app.log }),
    profile,
    projects,
    documents,
    generation,
    estimateRevisions,
    agent: new AgentService({ ai, documents, estimates: new EstimateEdits({ generation, revisions: estimateRevisions }), log: app.log }),
    authenticate: makeAuthenticate(accessTokens, sessions),
    sharing,
    sending,
    accessTokens,
    fileWorkers,
  };
}
