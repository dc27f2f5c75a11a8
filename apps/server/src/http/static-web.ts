import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** A path whose last segment is a file name with an extension ("/robots.txt", "/x/.env"); the app's own routes have none. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,10}$/i;

/**
 * Serves the built web app on every non-API path (with an SPA fallback to index.html) and a JSON
 * 404 for unknown API paths. Uploaded media are routes of their own (media-routes.ts).
 */
export async function registerStatic(app: FastifyInstance, options: { webDistDir: string }): Promise<void> {
  const hasWeb = existsSync(path.join(options.webDistDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      // Files are looked up per request, so a rebuild is served without a restart; misses fall to the SPA fallback.
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies beside each asset; they are sent as they are (with Vary).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, file) => {
        reply.header(
          "Cache-Control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // The same path answers brotli, gzip or plain bytes: caches must key on the encoding asked for.
        reply.header("Vary", "Accept-Encoding");
      },
    });
  }
  if (hasWeb) {
    // "/" is a directory to the static plugin; the app's entry page is served for it explicitly.
    app.get("/", { schema: { hide: true } }, (_request, reply) =>
      reply.header("Cache-Control", "no-cache").sendFile("index.html"),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || request.method !== "GET") {
      return reply.status(404).send({ detail: "Not found." });
    }
    // A missing build file, or any other file name the build does not have (robots.txt before it was
    // added, /wp-login.php, /.env), is not the app's page: browsers, crawlers and probes get a 404.
    if (pathname.startsWith("/assets/") || FILE_NAME.test(pathname))
      return reply.status(404).type("text/plain").send("Not found.");
    if (!hasWeb) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built. Run `npm run build` (or `npm start`).");
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
