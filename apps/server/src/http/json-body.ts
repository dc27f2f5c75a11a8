import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, badRequest } from "./errors.js";

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The charset named in a Content-Type header, lower-cased, or undefined when none is named. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase();
}

function decodeUtf8(request: FastifyRequest, body: Buffer): string {
  const charset = charsetOf(request.headers["content-type"]);
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    throw new HttpError(415, { detail: "Unsupported charset: send JSON encoded as UTF-8." });
  }
  try {
    return UTF8.decode(body);
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}

/**
 * JSON bodies, read as UTF-8 (RFC 8259): another charset answers 415 and bytes that are not UTF-8
 * answer 400, rather than being stored as replacement characters. Many clients send
 * `Content-Type: application/json` on every call, also on a DELETE or a POST with nothing to send:
 * such an empty body reads as no body (the route's own validation still applies). The rest goes to
 * Fastify's own parser, which refuses prototype keys.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(request, body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    if (text === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
