import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { briefSchema, briefUpdateSchema, documentReplySchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { HttpError } from "../../http/errors.js";
import { onDocument } from "../../policies/access-hook.js";
import { presentBrief } from "./estimate-job.presenter.js";

const idParams = z.object({ id: z.string().min(1) });
const secured = { tags: ["generation"], security: [{ bearer: [] }] };
/** What a call that queues a document's generation again answers (202: the work goes on in the job). */
const generating = { status: "generating" as const };
const queued = (doc: { summary: string; description: string }) => ({
  ...secured,
  ...doc,
  params: idParams,
  response: { 202: z.object({ status: z.literal("generating") }) },
});

/** After a generation: answering its questions, and reading or correcting the brief it priced. */
export function followUpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };

    app.post(
      "/documents/:id/reply/",
      {
        ...onDocument("generate"),
        ...auth,
        schema: {
          ...queued({
            summary: "Answer a proposal's questions (or follow up on it) and generate it again",
            description:
              "Adds `content` to the chat and to the conversation, and generates again from every user turn of it. Works while the document is `needs_input`, `ready` or `failed`; while it is `generating`, and for a document not generated from a request, 409.",
          }),
          body: documentReplySchema,
        },
      },
      async (request, reply) => {
        await ctx.generation.reply(currentUser(request).id, request.params.id, request.body.content);
        return reply.status(202).send(generating);
      },
    );

    app.get(
      "/documents/:id/brief/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "What the engine understood: the brief behind a proposal",
          description:
            "The brief the proposal was priced from, or the reader's while the document is `needs_input`. 404 when the document has none yet.",
          params: idParams,
          response: { 200: briefSchema },
        },
      },
      async (request) => {
        const brief = presentBrief(await ctx.documents.get(currentUser(request).id, request.params.id));
        if (!brief) throw new HttpError(404, { detail: "This document has no brief yet." });
        return brief;
      },
    );

    app.put(
      "/documents/:id/brief/",
      {
        ...onDocument("generate"),
        ...auth,
        schema: {
          ...queued({
            summary: "Correct the brief and rebuild the estimate and the proposal from it",
            description:
              "The body is a whole `Brief`, with the document's `version` optionally (409 when the document changed since). The estimate and the proposal are rebuilt through the job queue (`generating`, then `ready`): the proposal's text is replaced, its cover kept. 409 while generating.",
          }),
          body: briefUpdateSchema,
        },
      },
      async (request, reply) => {
        const { version, ...brief } = request.body;
        await ctx.generation.rebuildFromBrief(currentUser(request).id, request.params.id, brief, version);
        return reply.status(202).send(generating);
      },
    );
  };
}
