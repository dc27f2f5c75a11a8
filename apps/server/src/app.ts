import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { LIMITS } from "@scopewise/shared";
import type { AppContext } from "./app-context.js";
import type { AppConfig } from "./config.js";
import { createDb, migrateToLatest } from "./db/client.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { AttemptsRepo } from "./http/attempts.repo.js";
import { registerCostLimits } from "./http/cost-limits.js";
import { registerOpenApi } from "./http/openapi.js";
import { guardInputValues } from "./http/input-values.js";
import { registerJsonBodyParser } from "./http/json-body.js";
import { requireMultipartBoundary } from "./http/multipart-boundary.js";
import { requestIdFrom, serializeRequest } from "./http/request-ids.js";
import { registerSecurityHeaders } from "./http/security.js";
import { registerStatic } from "./http/static-web.js";
import { mediaRoutes } from "./http/media-routes.js";
import { createFileStore } from "./integrations/storage/create-store.js";
import { outcomeDocumentRoutes, outcomesRoutes } from "./modules/outcomes/outcomes.routes.js";
import { sendingOwnerRoutes, sendingPublicRoutes } from "./modules/sending/sending.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { agentRoutes } from "./modules/agent/agent.routes.js";
import { clientConfigRoutes } from "./modules/client-config/client-config.routes.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import { versionsRoutes } from "./modules/versions/versions.routes.js";
import { exportRoutes } from "./modules/export/export.routes.js";
import { GenerationWorker } from "./modules/generation/generation-worker.js";
import { generationRoutes } from "./modules/generation/generation.routes.js";
import { followUpRoutes } from "./modules/generation/follow-up.routes.js";
import { JobRecovery } from "./modules/generation/job-recovery.js";
import { JobsRepo } from "./modules/generation/jobs.repo.js";
import { WorkersRepo } from "./modules/generation/workers.repo.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { AppMetrics } from "./modules/metrics/app-metrics.js";
import { MetricsPort } from "./modules/metrics/metrics-port.js";
import { metricsRoutes } from "./modules/metrics/metrics.routes.js";
import { oauthRoutes } from "./modules/oauth/oauth.routes.js";
import { profileRoutes } from "./modules/profile/profile.routes.js";
import { companyProfileRoutes } from "./modules/company/company.routes.js";
import { templatesRoutes } from "./modules/templates/templates.routes.js";
import { projectsRoutes } from "./modules/projects/projects.routes.js";
import { proposalsRoutes } from "./modules/proposals/proposals.routes.js";
import { sharingOwnerRoutes, sharingPublicRoutes } from "./modules/sharing/sharing.routes.js";
import { invitationsRoutes } from "./modules/workspaces/invitations.routes.js";
import { workspacesRoutes } from "./modules/workspaces/workspaces.routes.js";
import { registerAccessPolicy } from "./policies/access-hook.js";
import { approvalRoutes, workspaceSettingsRoutes } from "./modules/approval/approval.routes.js";
import { auditRoutes } from "./modules/audit/audit.routes.js";
import { wireContext } from "./app-wiring.js";

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
  /**
   * Generation jobs: the lease length (tests shorten it), how many jobs one process runs at once, and
   * where their CPU-heavy passes run (default the file workers; "inline" keeps them on the event loop).
   */
  generation?: { leaseMs?: number; concurrency?: number; passes?: "workers" | "inline" };
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
  const closing = new AbortController();
  app.addHook("onSend", (request, reply, payload, done) => {
    void reply.header("X-Request-Id", request.id);
    // While shutting down, a finished answer also ends its connection: the client sends its next request elsewhere.
    if (closing.signal.aborted) void reply.header("Connection", "close");
    done(null, payload);
  });
  // preClose runs before the server stops accepting and waits for the requests under way.
  app.addHook("preClose", async () => {
    closing.abort();
    closeIdleConnectionsUntilClosed(app);
  });

  const db = createDb(config.database);
  app.addHook("onClose", async () => db.destroy());
  await migrateToLatest(db);

  const metrics = new AppMetrics(() => new JobsRepo(db, config.database.kind === "postgres").queueStats(), now);
  if (config.metrics.token || config.metrics.port) metrics.collectProcessMetrics();
  // The route's pattern, not the URL: one series per route, whatever the ids in the path.
  app.addHook("onResponse", async (request, reply) =>
    metrics.request(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    ),
  );
  const fileStore = createFileStore(config.storage);
  app.addHook("onClose", async () => fileStore.close());
  const ctx = wireContext(app, {
    config,
    db,
    now,
    leaseMs: options.generation?.leaseMs,
    closing: closing.signal,
    metrics,
    fileStore,
    passes: options.generation?.passes ?? "workers",
  });
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
  registerAccessPolicy(app, ctx.access);

  await app.register(healthRoutes(ctx), { prefix: "/api" });
  await app.register(metricsRoutes(metrics, config.metrics));
  const metricsPort = config.metrics.port;
  if (metricsPort) {
    const port = new MetricsPort(
      metrics,
      { port: metricsPort, host: config.host, token: config.metrics.token },
      app.log,
    );
    app.addHook("onReady", async () => port.open());
    app.addHook("onClose", async () => port.close());
  }
  await app.register(clientConfigRoutes(ctx), { prefix: "/api" });
  await app.register(authRoutes(ctx), { prefix: "/api/auth" });
  await app.register(profileRoutes(ctx), { prefix: "/api/auth" });
  await app.register(oauthRoutes(ctx), { prefix: "/api/auth" });
  await app.register(companyProfileRoutes(ctx), { prefix: "/api/company-profile" });
  await app.register(templatesRoutes(ctx), { prefix: "/api/templates" });
  await app.register(workspacesRoutes(ctx), { prefix: "/api/workspaces" });
  await app.register(workspaceSettingsRoutes(ctx), { prefix: "/api/workspaces" });
  await app.register(auditRoutes(ctx), { prefix: "/api/workspaces" });
  await app.register(invitationsRoutes(ctx), { prefix: "/api/invitations" });
  await app.register(projectsRoutes(ctx), { prefix: "/api/projects" });
  await app.register(documentsRoutes(ctx), { prefix: "/api/documents" });
  await app.register(sharingOwnerRoutes(ctx), { prefix: "/api/documents" });
  await app.register(sharingPublicRoutes(ctx), { prefix: "/api" });
  await app.register(versionsRoutes(ctx), { prefix: "/api/documents" });
  await app.register(approvalRoutes(ctx), { prefix: "/api/documents" });
  await app.register(exportRoutes(ctx), { prefix: "/api/documents" });
  await app.register(proposalsRoutes(ctx), { prefix: "/api/Proposal_Generation" });
  await app.register(generationRoutes(ctx), { prefix: "/api" });
  await app.register(followUpRoutes(ctx), { prefix: "/api" });
  await app.register(agentRoutes(ctx), { prefix: "/api" });
  await app.register(sendingOwnerRoutes(ctx), { prefix: "/api/documents" });
  await app.register(sendingPublicRoutes(ctx), { prefix: "/api" });
  await app.register(outcomeDocumentRoutes(ctx), { prefix: "/api/documents" });
  await app.register(outcomesRoutes(ctx), { prefix: "/api/outcomes" });
  await app.register(mediaRoutes(ctx.uploads), { prefix: "/api" });

  app.addHook("onReady", async () => ctx.sharing.visitorMails.start(options.visitorDigestCheckMs));
  // Registered after the mailer's and the database's onClose, so a digest under way is sent before they close.
  app.addHook("onClose", async () => ctx.sharing.visitorMails.stop());
  app.addHook("onReady", async () => ctx.sending.reminders.start(options.reminderCheckMs));
  app.addHook("onClose", async () => ctx.sending.reminders.stop());

  if (options.worker !== false) {
    const recovery = new JobRecovery({
      workers: new WorkersRepo(db),
      jobs: new JobsRepo(db, config.database.kind === "postgres"),
      now,
      log: app.log,
    });
    const worker = new GenerationWorker(ctx.generation, app.log, {
      concurrency: options.generation?.concurrency,
      recovery,
      now,
    });
    app.addHook("onReady", async () => worker.start());
    // At the start of a shutdown the running jobs go back to the queue, so another process takes them at once.
    app.addHook("preClose", async () => worker.release());
    // Registered after the database's onClose, so it runs first: the slots have stopped before the pool closes.
    app.addHook("onClose", async () => worker.stop());
  }

  await registerStatic(app, { webDistDir: config.webDistDir });
  return app;
}

/**
 * Node closes the connections that are idle when the server closes, but a keep-alive connection
 * whose answer finishes later (an ended progress stream) would hold the close until it times out.
 */
function closeIdleConnectionsUntilClosed(app: FastifyInstance): void {
  if (!app.server.listening) return;
  const timer = setInterval(() => app.server.closeIdleConnections(), 100);
  app.server.once("close", () => clearInterval(timer));
}
