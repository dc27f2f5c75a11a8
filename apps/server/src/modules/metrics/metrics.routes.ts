import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "../../config.js";
import { HttpError } from "../../http/errors.js";
import type { AppMetrics } from "./app-metrics.js";
import { carriesMetricsToken } from "./metrics-access.js";

const detail = z.object({ detail: z.string() });

/** `GET /metrics`: Prometheus' text format, only with METRICS_TOKEN set and presented as a bearer token. */
export function metricsRoutes(metrics: AppMetrics, settings: AppConfig["metrics"]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/metrics",
      {
        // Scraped every few seconds: not worth a log line each.
        logLevel: "warn",
        schema: {
          tags: ["operations"],
          operationId: "metrics",
          summary: "Prometheus metrics (text exposition format)",
          description:
            "Off (404) unless METRICS_TOKEN is set; then `Authorization: Bearer <METRICS_TOKEN>` is required (401 otherwise). Request durations by route pattern, generation queue depth and oldest age, generation durations by outcome, model-call durations and failures, process memory. METRICS_PORT serves the same on a port of its own.",
          security: [{ bearer: [] }],
          response: { 200: z.string().describe("Prometheus text exposition format"), 401: detail, 404: detail },
        },
      },
      async (request, reply) => {
        if (!settings.token) throw new HttpError(404, { detail: "Not found." });
        if (!carriesMetricsToken(request.headers.authorization, settings.token)) {
          throw new HttpError(401, { detail: "A valid metrics token is required." });
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  };
}
