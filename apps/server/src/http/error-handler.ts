import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FieldErrors } from "@scopewise/shared";
import { clientErrorOf } from "./client-errors.js";
import { FileMissingError, StorageUnavailableError } from "../integrations/storage/file-store.js";
import { HttpError } from "./errors.js";

export const STORAGE_UNAVAILABLE = "File storage is unavailable right now. Please try again later.";

/**
 * One place that turns every failure into the contract's error shapes. Stack traces and
 * internal messages are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = (error as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) void reply.header("Retry-After", String(retryAfter));
      return reply.status(error.statusCode).send(error.body);
    }
    // A stored file that is gone is a missing resource; a store that cannot be reached is ours to fix.
    if (error instanceof FileMissingError) {
      request.log.warn({ key: error.key }, "stored file missing");
      return reply.status(404).send({ detail: "Not found." });
    }
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error.cause }, "file store unavailable");
      return reply.status(503).send({ detail: STORAGE_UNAVAILABLE });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation));
    }
    const known = clientErrorOf(error, request);
    if (known) {
      request.log.info({ code: error.code, err: error.message }, "client error");
      return reply.status(known.status).send({ detail: known.detail });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ detail: "Too many requests. Please slow down and try again shortly." });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, "client error");
      return reply.status(error.statusCode).send({ detail: "The request could not be processed." });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "Internal Server Error" });
  });
}

function validationBody(
  issues: ReadonlyArray<{ instancePath: string; message?: string }>,
): FieldErrors | { detail: string } {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split("/").filter(Boolean)[0];
    const message = issue.message ?? "Invalid value";
    if (!field) return { detail: "The request body must be a JSON object." };
    (fields[field] ??= []).push(message);
  }
  return fields;
}
