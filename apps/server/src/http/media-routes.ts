import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { detailErrorSchema } from "@scopewise/shared";
import { contentTypeOf } from "../integrations/storage/file-store.js";
import type { UploadStore } from "../integrations/storage/upload-store.js";
import { notFound } from "./errors.js";

/** The stored names served publicly: our random ids with an image extension, nothing else of the folder. */
const AVATAR_NAME = /^[\w-]+\.(png|jpg|webp)$/;
const EDITOR_IMAGE_NAME = /^[\w-]+\.(png|jpg)$/;

const responses = {
  404: detailErrorSchema.describe("No such image: the name is not one of ours, or nothing is stored under it."),
  503: detailErrorSchema.describe("The file store cannot be reached; try again later."),
};

/**
 * Uploaded images by their unguessable URL (profile pictures, and editor images so shared
 * documents and downloads show them), read from the file store as a stream: any server process
 * serves what another stored.
 */
export function mediaRoutes(uploads: { documents: UploadStore; avatars: UploadStore }): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ name: z.string() });
    const kinds = [
      {
        path: "/media/avatars/:name",
        files: uploads.avatars,
        names: AVATAR_NAME,
        cache: "public, max-age=86400",
        operationId: "getProfilePicture",
        summary: "A profile picture (PNG, JPEG or WebP)",
      },
      {
        path: "/media/documents/:name",
        files: uploads.documents,
        names: EDITOR_IMAGE_NAME,
        cache: "public, max-age=31536000, immutable",
        operationId: "getEditorImage",
        summary: "An image uploaded into a document (PNG or JPEG)",
      },
    ];
    for (const kind of kinds) {
      // HEAD is a route of its own, so its answer keeps the file's Content-Length (Fastify's implied HEAD route sets 0).
      app.route({
        method: "GET",
        url: kind.path,
        exposeHeadRoute: false,
        schema: { tags: ["media"], operationId: kind.operationId, summary: kind.summary, params, response: responses },
        // The handler answers with the reply itself (a stream); the schema describes only the error bodies.
        handler: (request, reply) =>
          serve(request, reply, kind.files, request.params.name, kind.names, kind.cache) as Promise<never>,
      });
      app.route({
        method: "HEAD",
        url: kind.path,
        schema: { hide: true, params },
        handler: (request, reply) =>
          serve(request, reply, kind.files, request.params.name, kind.names, kind.cache) as Promise<never>,
      });
    }
  };
}

async function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  files: UploadStore,
  name: string,
  allowed: RegExp,
  cacheControl: string,
): Promise<FastifyReply> {
  if (!allowed.test(name)) throw notFound();
  const file = await files.open(name);
  // The type follows from the name the pattern allowed (an image), whatever a store's metadata says.
  void reply
    .header("Content-Type", contentTypeOf(name))
    .header("Cache-Control", cacheControl)
    .header("X-Content-Type-Options", "nosniff");
  if (file.etag) void reply.header("ETag", file.etag);
  if (file.etag && request.headers["if-none-match"] === file.etag) {
    file.body.destroy();
    return reply.status(304).send();
  }
  void reply.header("Content-Length", String(file.size));
  if (request.method === "HEAD") {
    file.body.destroy();
    return reply.send();
  }
  return reply.send(file.body);
}
