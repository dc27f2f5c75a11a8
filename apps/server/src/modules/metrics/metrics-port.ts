import { createServer, type Server } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { AppMetrics } from "./app-metrics.js";
import { carriesMetricsToken } from "./metrics-access.js";

/**
 * The metrics on a port of their own (METRICS_PORT), for a scraper on a private network that the
 * public port's proxy does not route: `GET /metrics` only, with the bearer token too when one is set.
 */
export class MetricsPort {
  private server: Server | undefined;

  constructor(
    private readonly metrics: AppMetrics,
    private readonly settings: { port: number; host: string; token: string | undefined },
    private readonly log: FastifyBaseLogger,
  ) {}

  async open(): Promise<void> {
    const { token } = this.settings;
    const server = createServer((req, res) => {
      const answer = (status: number, type: string, body: string) =>
        void res.writeHead(status, { "content-type": type }).end(body);
      const pathname = new URL(req.url ?? "/", "http://metrics").pathname;
      if (req.method !== "GET" || pathname !== "/metrics")
        return answer(404, "application/json", JSON.stringify({ detail: "Not found." }));
      if (token && !carriesMetricsToken(req.headers.authorization, token))
        return answer(401, "application/json", JSON.stringify({ detail: "A valid metrics token is required." }));
      this.metrics.registry.metrics().then(
        (text) => answer(200, this.metrics.registry.contentType, text),
        (err: unknown) => {
          this.log.error({ err }, "metrics could not be collected");
          answer(500, "application/json", JSON.stringify({ detail: "The metrics could not be collected." }));
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.settings.port, this.settings.host, () => resolve());
    });
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
