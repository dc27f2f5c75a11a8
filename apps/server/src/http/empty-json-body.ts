import type { FastifyInstance } from "fastify";

/**
 * Many clients send `Content-Type: application/json` on every call, also on a DELETE or a POST
 * with nothing to send. Such an empty body reads as no body (the route's own validation still
 * applies) instead of failing the whole call with 400. Anything else goes to Fastify's own parser.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
