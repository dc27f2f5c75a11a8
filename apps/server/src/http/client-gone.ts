import type { FastifyReply } from "fastify";

/**
 * A signal that fires when the client goes away before its answer is complete (closed tab,
 * cancelled fetch), so work done only for that answer — a paid model call — can stop.
 * The response's `close` comes when the connection drops, or after the answer was sent in full.
 */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once("close", () => {
    if (!response.writableFinished) controller.abort(new Error("the client closed the connection"));
  });
  return controller.signal;
}
