import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** Keep a caller's X-Request-Id when it looks sane, else make one; echoed back on every answer. */
export function requestIdFrom(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
}

const SECRET_QUERY_KEYS = new Set(["code", "state", "token", "access_token", "refresh_token", "email"]);

/** The request line for logs, with secret query values (OAuth codes, reset tokens) masked. */
export function redactedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key)) params.set(key, "[redacted]");
  return `${url.slice(0, at)}?${params.toString()}`;
}

export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactedUrl(request.url), remoteAddress: request.ip };
}
