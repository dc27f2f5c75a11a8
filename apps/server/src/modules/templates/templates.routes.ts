import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { templateCreateSchema, templateSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { atCollection } from "../../http/collection-route.js";
import { onCurrentWorkspace, onTemplate } from "../../policies/access-hook.js";
import { answers, secured } from "../company/answers.js";

/** Proposal templates (under /api/templates). */
export function templatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    app.get(
      "/",
      {
        ...onCurrentWorkspace("read"),
        ...auth,
        ...atCollection,
        schema: {
          ...secured("templates"),
          operationId: "listTemplates",
          summary: "The built-in templates (one per domain, `builtin: true`) and the caller's own, newest first",
          response: { 200: z.array(templateSchema), ...answers(401) },
        },
      },
      async (request) => ctx.templates.list(currentUser(request).id),
    );
    app.post(
      "/",
      {
        ...onCurrentWorkspace("template_write"),
        ...auth,
        ...atCollection,
        schema: {
          ...secured("templates"),
          operationId: "createTemplate",
          summary: "Save one of the caller's proposals as a template: its section order and boilerplate sections",
          description:
            "Sections written from the estimate (summary, phases, costs, terms…) keep only their heading, for the order; the other sections keep their text. 404 for a document that is not the caller's; 400 when it has no sections.",
          body: templateCreateSchema,
          response: { 201: templateSchema, ...answers(400, 401, 404, 413) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await ctx.templates.create(currentUser(request).id, request.body)),
    );
    app.delete(
      "/:id/",
      {
        ...onTemplate("template_write"),
        ...auth,
        schema: {
          ...secured("templates"),
          operationId: "deleteTemplate",
          summary: "Delete one of the caller's templates (built-in ones answer 409)",
          params: z.object({ id: z.string().min(1) }),
          response: { 204: z.null().describe("Deleted."), ...answers(401, 404, 409) },
        },
      },
      async (request, reply) => {
        await ctx.templates.delete(currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
