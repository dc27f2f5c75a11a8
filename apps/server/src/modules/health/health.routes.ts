import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.js";
import { pingDb } from "./health.repo.js";

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["operations"],
          summary: "Liveness and database reachability",
          response: { 200: z.object({ status: z.literal("ok"), database: z.literal("ok") }), 503: z.object({ status: z.string(), database: z.string(), detail: z.string() }) },
        },
      },
      async (_request, reply) => {
        if (await pingDb(ctx.db)) return reply.send({ status: "ok", database: "ok" });
        return reply.status(503).send({ status: "error", database: "unreachable", detail: "The database is unreachable." });
      },
    );
  };
}
