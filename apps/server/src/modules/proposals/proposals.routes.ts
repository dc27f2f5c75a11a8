import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatMessageSchema, documentSchema, listedHistoryProposalSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { createDocumentRoute } from "../documents/create-route.js";
import { onCurrentWorkspace, onDocument } from "../../policies/access-hook.js";
import { presentChatMessage, presentDocument } from "../documents/documents.presenter.js";

const secured = { tags: ["proposals"], security: [{ bearer: [] }] };

/** The proposal-generation service's calls (spec section 7): documents seen as proposal sessions. */
export function proposalsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", ctx.authenticate);

    app.get(
      "/proposals/",
      {
        ...onCurrentWorkspace("read"),
        schema: {
          ...secured,
          summary: "My proposals, newest first (each with its `proposal_status` and `proposal_value`)",
          response: { 200: z.array(listedHistoryProposalSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const [documents, standing] = await Promise.all([
          ctx.documents.list(user.id),
          ctx.sending.owner.standings(user.id),
        ]);
        // The cards show when each proposal was created, so they are ordered by that (the list comes by last change).
        const newestFirst = documents.toSorted(
          (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id),
        );
        return newestFirst.map((doc) => ({
          session_id: doc.id,
          created_at: doc.created_at,
          topic: doc.title || doc.user_query,
          status: doc.status,
          username: user.username,
          ...standing(doc.id),
        }));
      },
    );

    app.post(
      "/proposals/create/",
      createDocumentRoute(ctx, { tags: ["proposals"], summary: "Create a proposal (as POST /api/documents/)" }),
    );

    app.get(
      "/proposals/:id/",
      {
        ...onDocument("read"),
        schema: {
          ...secured,
          summary: "Read a proposal",
          params: z.object({ id: z.string().min(1) }),
          response: { 200: documentSchema },
        },
      },
      async (request) => presentDocument(await ctx.documents.get(currentUser(request).id, request.params.id)),
    );

    app.get(
      "/proposals/:sessionId/chat/",
      {
        ...onDocument("read", "sessionId"),
        schema: {
          ...secured,
          summary: "A proposal's chat, oldest first",
          params: z.object({ sessionId: z.string().min(1) }),
          response: { 200: z.array(chatMessageSchema) },
        },
      },
      async (request) =>
        (await ctx.documents.chat(currentUser(request).id, request.params.sessionId)).map(presentChatMessage),
    );
  };
}
