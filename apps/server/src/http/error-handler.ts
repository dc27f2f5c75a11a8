import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FieldErrors } from "@scopewise/shared";
import { HttpError } from "./errors.js";

/** Fastify's own error codes that carry a safe, user-facing meaning. */
const FRAMEWORK_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: "Request body is too large (the limit is 5 MB)." },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: "The uploaded file is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: "Unsupported content type: send JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: "The request body is empty; send a JSON object." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: "The request body is not valid JSON." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: "Invalid Content-Length header." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: "Expected a multipart/form-data request." },
};

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
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
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

function validationBody(issues: ReadonlyArray<{ instancePath: string; message?: string }>): FieldErrors | { detail: string } {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split("/").filter(Boolean)[0];
    const message = issue.message ?? "Invalid value";
    if (!field) return { detail: "The request body must be a JSON object." };
    (fields[field] ??= []).push(message);
  }
  return fields;
}
