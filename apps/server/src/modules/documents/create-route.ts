import type { FastifyReply, FastifyRequest } from "fastify";
import { documentCreateSchema, documentCreatedSchema, type DocumentCreateInput } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { onBodyResource } from "../../policies/access-hook.js";
import { presentCreated } from "./documents.presenter.js";

const DESCRIPTION =
  "`conversation` (a string, or a list of {type, content}) generates a proposal; `title` and `document` (HTML) make a plain document, ready at once. Without `project_id` a project named after the request is created first.";

/**
 * `POST /api/documents/` and its aliases (the proposal-generation and technical-estimation
 * services'): one schema, one handler, one presenter. The caller adds authentication.
 */
export function createDocumentRoute(ctx: AppContext, doc: { tags: string[]; summary: string }) {
  return {
    // Into the project named (whichever workspace it is in), else into the current workspace.
    ...onBodyResource("create"),
    schema: {
      ...doc,
      security: [{ bearer: [] }],
      description: DESCRIPTION,
      body: documentCreateSchema,
      response: { 201: documentCreatedSchema },
    },
    handler: async (request: FastifyRequest<{ Body: DocumentCreateInput }>, reply: FastifyReply) =>
      reply.status(201).send(presentCreated(await ctx.documents.create(currentUser(request).id, request.body))),
  };
}
