import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  detailErrorSchema,
  documentEventSchema,
  documentSchema,
  documentVersionSchema,
  documentVersionSummarySchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { presentDocument } from "../documents/documents.presenter.js";
import { onDocument } from "../../policies/access-hook.js";
import { VersionsService } from "./versions.service.js";

const secured = { tags: ["history"], security: [{ bearer: [] }] };
const versionParams = z.object({ id: z.string().min(1), version: z.string().min(1) });

/** A document's version history (contract: "Export and history"), under /api/documents. */
export function versionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    const versions = new VersionsService(ctx.db, ctx.documents);

    app.get(
      "/:id/versions/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "A document's versions, newest first",
          params: z.object({ id: z.string().min(1) }),
          response: { 200: z.array(documentVersionSummarySchema) },
        },
      },
      async (request) => versions.list(currentUser(request).id, request.params.id),
    );

    app.get(
      "/:id/history/events/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          operationId: "listDocumentEvents",
          summary: "What happened to a document besides its writes (approval steps), newest first",
          description:
            "Each event names the document version it happened at, so the history shows it beside that version: `approval_requested`, `approval_approved`, `approval_rejected` (with the approver's comment), `approval_reset` (a change raised the value above the one approved).",
          params: z.object({ id: z.string().min(1) }),
          response: {
            200: z.array(documentEventSchema),
            401: detailErrorSchema.describe("Missing, expired or bad token."),
            404: detailErrorSchema.describe("No such document in the signed-in user's workspaces."),
          },
        },
      },
      async (request) => versions.events(currentUser(request).id, request.params.id),
    );

    app.get(
      "/:id/versions/:version/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "One version's text",
          params: versionParams,
          response: { 200: documentVersionSchema },
        },
      },
      async (request) => versions.read(currentUser(request).id, request.params.id, request.params.version),
    );

    app.post(
      "/:id/versions/:version/restore/",
      {
        ...onDocument("edit"),
        ...auth,
        schema: {
          ...secured,
          summary: "Restore a version (as a new version)",
          params: versionParams,
          response: { 200: documentSchema },
        },
      },
      async (request) =>
        presentDocument(await versions.restore(currentUser(request).id, request.params.id, request.params.version)),
    );
  };
}
