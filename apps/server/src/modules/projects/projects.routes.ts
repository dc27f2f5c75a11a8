import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletedCountSchema, projectCreateSchema, projectRenameSchema, projectSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { atCollection } from "../../http/collection-route.js";
import { onCurrentWorkspace, onProject } from "../../policies/access-hook.js";
import { presentProject } from "./projects.presenter.js";

const idParams = z.object({ id: z.string().min(1) });
const secured = { tags: ["projects"], security: [{ bearer: [] }] };

export function projectsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", ctx.authenticate);

    app.get(
      "/",
      {
        ...onCurrentWorkspace("read"),
        ...atCollection,
        schema: { ...secured, summary: "List my projects", response: { 200: z.array(projectSchema) } },
      },
      async (request) => (await ctx.projects.list(currentUser(request).id)).map(presentProject),
    );

    app.post(
      "/",
      {
        ...onCurrentWorkspace("create"),
        ...atCollection,
        schema: {
          ...secured,
          summary: "Create a project",
          body: projectCreateSchema,
          response: { 201: projectSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(presentProject(await ctx.projects.create(currentUser(request).id, request.body))),
    );

    // Registered before "/:id/" so the literal path wins.
    app.delete(
      "/delete-all/",
      {
        ...onCurrentWorkspace("delete"),
        schema: {
          ...secured,
          summary: "Delete all my projects and their documents",
          response: { 200: deletedCountSchema },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const deleted = await ctx.projects.deleteAll(userId);
        if (deleted > 0)
          await ctx.audit({
            place: { currentOf: userId },
            actorId: userId,
            action: "project_deleted",
            detail: { all: true, count: deleted },
          });
        return { deleted };
      },
    );

    app.get(
      "/:id/",
      {
        ...onProject("read"),
        schema: { ...secured, summary: "Read a project", params: idParams, response: { 200: projectSchema } },
      },
      async (request) => presentProject(await ctx.projects.get(currentUser(request).id, request.params.id)),
    );

    app.patch(
      "/:id/",
      {
        ...onProject("edit"),
        schema: {
          ...secured,
          summary: "Rename a project",
          params: idParams,
          body: projectRenameSchema,
          response: { 200: projectSchema },
        },
      },
      async (request) =>
        presentProject(await ctx.projects.rename(currentUser(request).id, request.params.id, request.body.title)),
    );

    app.delete(
      "/:id/",
      {
        ...onProject("delete"),
        schema: { ...secured, summary: "Delete a project and its documents", params: idParams },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const project = await ctx.projects.get(userId, request.params.id);
        await ctx.projects.delete(userId, project.id);
        await ctx.audit({
          place: { workspaceId: project.workspace_id },
          actorId: userId,
          action: "project_deleted",
          target: { type: "project", id: project.id, title: project.title },
        });
        return reply.status(204).send();
      },
    );
  };
}
