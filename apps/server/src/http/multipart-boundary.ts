import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors.js";

/** RFC 2046: 1 to 70 characters from this set, the last not a space. */
const BOUNDARY = /^[0-9a-z'()+_,\-./:=? ]{0,69}[0-9a-z'()+_,\-./:=?]$/i;

function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

export const MALFORMED_MULTIPART = "The multipart/form-data body is malformed or incomplete.";

/**
 * A multipart body needs a boundary to be read at all: without one (or with one the parser cannot
 * search for) it is refused with 400 before a handler starts reading, instead of failing inside it.
 */
export function requireMultipartBoundary(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, and a promise per request is wasted.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!request.isMultipart()) return done();
    const boundary = boundaryOf(request.headers["content-type"] ?? "");
    done(boundary === undefined || !BOUNDARY.test(boundary) ? badRequest(MALFORMED_MULTIPART) : undefined);
  });
}
