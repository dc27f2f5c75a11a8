import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.js";
import { notReadyReason, pingDb } from "./health.repo.js";

/** Probes are asked every few seconds by load balancers and orchestrators: their lines would drown the log at info. */
const PROBE_LOG_LEVEL = "warn";

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      {
        logLevel: PROBE_LOG_LEVEL,
        schema: {
          tags: ["operations"],
          operationId: "health",
          summary: "Liveness and database reachability",
          response: {
            200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
            503: z.object({ status: z.string(), database: z.string(), detail: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        if (await pingDb(ctx.db)) return reply.send({ status: "ok", database: "ok" });
        return reply
          .status(503)
          .send({ status: "error", database: "unreachable", detail: "The database is unreachable." });
      },
    );

    app.get(
      "/ready",
      {
        logLevel: PROBE_LOG_LEVEL,
        schema: {
          tags: ["operations"],
          operationId: "ready",
          summary: "Readiness: the database answers and every migration is applied",
          description:
            "A load balancer sends traffic to this process only while it answers 200; 503 while the database is unreachable, migrations are pending, or the process is shutting down.",
          response: { 200: z.object({ status: z.literal("ready") }), 503: z.object({ detail: z.string() }) },
        },
      },
      async (_request, reply) => {
        const reason = await notReadyReason(ctx.db);
        if (reason) return reply.status(503).send({ detail: reason });
        return reply.send({ status: "ready" });
      },
    );
  };
}
