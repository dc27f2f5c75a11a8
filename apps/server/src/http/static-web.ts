import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { UploadStore } from "../integrations/storage/upload-store.js";
import { AvatarStore, AVATAR_URL_PREFIX } from "../modules/profile/avatar-store.js";

/** A path whose last segment is a file name with an extension ("/robots.txt", "/x/.env"); the app's own routes have none. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,10}$/i;

/**
 * Serves the built web app on every non-API path (with an SPA fallback to index.html),
 * uploaded media under /api/media/, and a JSON 404 for unknown API paths.
 */
export async function registerStatic(app: FastifyInstance, options: { webDistDir: string; dataDir: string }): Promise<void> {
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
        reply.header("Cache-Control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
        // The same path answers brotli, gzip or plain bytes: caches must key on the encoding asked for.
        reply.header("Vary", "Accept-Encoding");
      },
    });
  }
  const avatarDir = new AvatarStore(options.dataDir).dir;
  mkdirSync(avatarDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: avatarDir,
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathname) => /^\/?[\w-]+\.(png|jpg|webp)$/.test(pathname),
    setHeaders: (reply) => reply.header("Cache-Control", "public, max-age=86400"),
  });

  // Editor images: public by unguessable name, so shared documents and downloads show them. Only images are served.
  const documentFiles = new UploadStore(options.dataDir, "documents").dir;
  mkdirSync(documentFiles, { recursive: true });
  await app.register(fastifyStatic, {
    root: documentFiles,
    prefix: "/api/media/documents/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathname) => /^\/?[\w-]+\.(png|jpg)$/.test(pathname),
    setHeaders: (reply) => reply.header("Cache-Control", "public, max-age=31536000, immutable"),
  });

  if (hasWeb) {
    // "/" is a directory to the static plugin; the app's entry page is served for it explicitly.
    app.get("/", { schema: { hide: true } }, (_request, reply) => reply.header("Cache-Control", "no-cache").sendFile("index.html"));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || request.method !== "GET") {
      return reply.status(404).send({ detail: "Not found." });
    }
    // A missing build file, or any other file name the build does not have (robots.txt before it was
    // added, /wp-login.php, /.env), is not the app's page: browsers, crawlers and probes get a 404.
    if (pathname.startsWith("/assets/") || FILE_NAME.test(pathname)) return reply.status(404).type("text/plain").send("Not found.");
    if (!hasWeb) {
      return reply.status(503).type("text/plain").send("The web app is not built. Run `npm run build` (or `npm start`).");
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
