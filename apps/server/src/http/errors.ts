import type { FieldErrors } from "@scopewise/shared";

/**
 * An error with the exact body the contract wants. Services throw these; the error
 * handler sends them as they are. Anything else becomes a plain 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = (): HttpError => new HttpError(404, { detail: "Not found." });
export const unauthorized = (detail = "Authentication credentials were not provided or are invalid."): HttpError =>
  new HttpError(401, { detail });
export const badRequest = (detail: string): HttpError => new HttpError(400, { detail });
export const fieldError = (errors: FieldErrors): HttpError => new HttpError(400, errors);
export const tooManyRequests = (detail: string, retryAfterSeconds: number): HttpError =>
  Object.assign(new HttpError(429, { detail }), { retryAfterSeconds });
export const serviceUnavailable = (detail: string): HttpError => new HttpError(503, { detail });

/** Markup or JSON nested past LIMITS.nestingMaxDepth: refused before any code walks it. */
export const tooDeeplyNested = (what: string, limit: number): HttpError =>
  new HttpError(400, { detail: `${what} is nested too deeply: at most ${limit} levels are allowed.` });
