import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deletedCountSchema,
  documentFileSchema,
  documentSchema,
  listedDocumentSchema,
  documentUpdateSchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { atCollection } from "../../http/collection-route.js";
import { sendJsonBody } from "../../http/json-body-cache.js";
import { createDocumentRoute } from "./create-route.js";
import { DocumentAnswers } from "./document-answers.js";
import { documentReadGuard } from "./document-read-guard.js";
import { DocumentsRepo } from "./documents.repo.js";
import { presentDocument, presentSummary } from "./documents.presenter.js";
import { onCurrentWorkspace, onDocument, onProject } from "../../policies/access-hook.js";
import { readEditorImage } from "./editor-image.js";

const idParams = z.object({ id: z.string().min(1) });
const secured = { tags: ["documents"], security: [{ bearer: [] }] };

/** The chats service's document calls (spec section 7), under /api/documents. */
export function documentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    const repo = new DocumentsRepo(ctx.db);
    const readGuard = documentReadGuard(ctx.accessTokens, repo);
    const answers = new DocumentAnswers(repo);

    app.get(
      "/",
      {
        ...onCurrentWorkspace("read"),
        ...auth,
        ...atCollection,
        schema: {
          ...secured,
          summary: "List my documents (each with its `proposal_status` and `proposal_value`)",
          response: { 200: z.array(listedDocumentSchema) },
        },
      },
      async (request) => {
        const owner = currentUser(request).id;
        const [documents, standing] = await Promise.all([
          ctx.documents.list(owner),
          ctx.sending.owner.standings(owner),
        ]);
        return documents.map((doc) => ({ ...presentSummary(doc), ...standing(doc.id) }));
      },
    );

    app.post("/", {
      ...auth,
      ...atCollection,
      ...createDocumentRoute(ctx, { tags: ["documents"], summary: "Create a document" }),
    });

    app.delete(
      "/delete-all/",
      {
        ...onCurrentWorkspace("delete"),
        ...auth,
        schema: { ...secured, summary: "Delete all my documents", response: { 200: deletedCountSchema } },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const deleted = await ctx.documents.deleteAll(userId);
        if (deleted > 0)
          await ctx.audit({
            place: { currentOf: userId },
            actorId: userId,
            action: "document_deleted",
            detail: { all: true, count: deleted },
          });
        return { deleted };
      },
    );

    app.get(
      "/by-project/:projectId/",
      {
        ...onProject("read", "projectId"),
        ...auth,
        schema: {
          ...secured,
          summary: "List a project's documents (each with its `proposal_status` and `proposal_value`)",
          params: z.object({ projectId: z.string().min(1) }),
          response: { 200: z.array(listedDocumentSchema) },
        },
      },
      async (request) => {
        const owner = currentUser(request).id;
        const [documents, standing] = await Promise.all([
          ctx.documents.listByProject(owner, request.params.projectId),
          ctx.sending.owner.standings(owner, request.params.projectId),
        ]);
        return documents.map((doc) => ({ ...presentSummary(doc), ...standing(doc.id) }));
      },
    );

    // The most frequent read: one query checks the session and reads the summary, and the JSON is
    // written once per version (see DocumentAnswers), skipping the generic serializer.
    app.get(
      "/:id/",
      {
        ...onDocument("read"),
        onRequest: readGuard.onRequest,
        schema: { ...secured, summary: "Read a document", params: idParams, response: { 200: documentSchema } },
      },
      async (request, reply) =>
        sendJsonBody(
          reply,
          await answers.body(currentUser(request).id, request.params.id, readGuard.summaryOf(request)),
        ),
    );

    app.patch(
      "/:id/",
      {
        ...onDocument("edit"),
        ...auth,
        schema: {
          ...secured,
          summary: "Rename or save a document",
          description:
            'With `version`, the save applies only if the document is still at that version (else 409). With `estimate_revision` (from an accepted assistant change), the estimate behind the charts becomes the one the saved text states. Every save becomes a version of the history; `reason: "assistant"` marks one that carries an accepted assistant change.',
          params: idParams,
          body: documentUpdateSchema,
          response: { 200: documentSchema },
        },
      },
      async (request) => {
        const owner = currentUser(request).id;
        const { estimate_revision: token, reason, ...changes } = request.body;
        // Read first: a revision that is not the server's for this document refuses the save, changing nothing.
        const revision = token === undefined ? undefined : ctx.estimateRevisions.read(request.params.id, token);
        const estimate = revision
          ? await ctx.generation.revisionColumns(owner, request.params.id, revision)
          : undefined;
        const fromAssistant = reason === "assistant" || revision !== undefined;
        return presentDocument(
          await ctx.documents.update(owner, request.params.id, changes, {
            reason: fromAssistant ? "assistant" : "save",
            estimate,
          }),
        );
      },
    );

    app.delete(
      "/:id/",
      { ...onDocument("delete"), ...auth, schema: { ...secured, summary: "Delete a document", params: idParams } },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const doc = await ctx.documents.get(userId, request.params.id);
        const project = await ctx.projects.get(userId, doc.project_id);
        await ctx.documents.delete(userId, doc.id);
        await ctx.audit({
          place: { workspaceId: project.workspace_id },
          actorId: userId,
          action: "document_deleted",
          target: { type: "document", id: doc.id, title: doc.title },
          detail: { project_id: project.id },
        });
        return reply.status(204).send();
      },
    );

    app.get(
      "/:id/files/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "The document's files: attached briefs and images",
          params: idParams,
          response: { 200: z.array(documentFileSchema) },
        },
      },
      async (request) => ctx.documents.files(currentUser(request).id, request.params.id),
    );

    app.get(
      "/:id/files/:fileId/download/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "Download an attached file",
          params: z.object({ id: z.string().min(1), fileId: z.string().min(1) }),
        },
      },
      async (request, reply) => {
        const file = await ctx.documents.fileContent(currentUser(request).id, request.params.id, request.params.fileId);
        const asciiName = file.name.replace(/[^\w.-]+/g, "_");
        return reply
          .header("Content-Type", file.mime)
          .header(
            "Content-Disposition",
            `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .header("X-Content-Type-Options", "nosniff")
          .header("Content-Length", String(file.content.size))
          .send(file.content.body);
      },
    );

    app.post(
      "/:id/images/",
      {
        ...onDocument("upload"),
        ...auth,
        schema: {
          ...secured,
          summary: "Upload an image for the editor (PNG or JPEG under 5 MB)",
          description:
            "multipart/form-data with an `image` file. Answers the public URL to reference in the document (it is listed in the document's files).",
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 201: documentFileSchema },
        },
      },
      async (request, reply) => {
        const owner = currentUser(request).id;
        // An accepted document is read-only: no new image goes into it either.
        await ctx.documents.getWritable(owner, request.params.id);
        const image = await readEditorImage(request);
        return reply.status(201).send(await ctx.documents.attachImage(request.params.id, image));
      },
    );
  };
}
