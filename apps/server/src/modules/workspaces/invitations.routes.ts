import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invitationPreviewSchema, workspaceSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { answers, secured } from "../company/answers.js";

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** An invitation link's calls (under /api/invitations): what it shows, and accepting it. */
export function invitationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/:token/",
      {
        schema: {
          tags: ["workspaces"],
          operationId: "readInvitation",
          summary: "What an invitation link shows (no sign-in): the workspace, who invited, the address and role",
          params: tokenParams,
          response: {
            200: invitationPreviewSchema,
            404: answers(404)[404].describe("The link is unknown, used, revoked or expired."),
          },
        },
      },
      async (request) => ctx.invitations.preview(request.params.token),
    );

    app.post(
      "/:token/accept/",
      {
        onRequest: ctx.authenticate,
        schema: {
          ...secured("workspaces"),
          operationId: "acceptInvitation",
          summary:
            "Accept an invitation, signed in with the address it was sent to: joins the workspace and switches to it",
          params: tokenParams,
          response: {
            200: workspaceSchema,
            ...answers(401, 409),
            403: answers(403)[403].describe("The invitation was sent to another email address."),
            404: answers(404)[404].describe("The link is unknown, used, revoked or expired."),
          },
        },
      },
      async (request) => ctx.invitations.accept(currentUser(request), request.params.token),
    );
  };
}
