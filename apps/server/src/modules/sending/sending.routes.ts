import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DECLINE_LIMITS,
  SEND_LIMITS,
  declineInputSchema,
  declineSchema,
  sendInputSchema,
  sendingSchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { shareCaller } from "../sharing/sharing.routes.js";
import { DECLINE_LIMITS as DECLINE_RATE } from "../sharing/share-limits.js";
import { onDocument } from "../../policies/access-hook.js";
import { pick } from "./sending-errors.js";

const idParams = z.object({ id: z.string().min(1) });
const secured = { tags: ["sending"], security: [{ bearer: [] }] };

/** The owner's calls on sending a document to a client (under /api/documents). */
export function sendingOwnerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    app.get(
      "/:id/sending/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          operationId: "getProposalSending",
          summary: "Where the proposal stands with its client: status, value, link, mails sent, a decline",
          description:
            "`proposal_status`: `draft` (link off or never shared), `shared`, `viewed` (a client opened it since it was shared), `accepted`, `declined` (until the owner shares it again). `proposal_value`: the accepted total, else the estimate's expected total (null without one).",
          params: idParams,
          response: { 200: sendingSchema, ...pick(401, 404) },
        },
      },
      async (request) => ctx.sending.owner.sending(currentUser(request).id, request.params.id),
    );
    app.post(
      "/:id/send/",
      {
        ...onDocument("send"),
        ...auth,
        schema: {
          ...secured,
          operationId: "sendProposal",
          summary: "Mail the proposal's link to the client, with a message and an optional reminder",
          description: [
            `\`recipients\`: 1 to ${SEND_LIMITS.recipientsMax} email addresses, each mailed on its own; \`message\` up to ${SEND_LIMITS.messageMaxLength} characters; \`remind_after_days\` 1 to ${SEND_LIMITS.reminderDaysMax} or null.`,
            "Sending turns the link on and shares the proposal again (a decline before it is set aside). The reminder is mailed once when due, unless the client accepted or declined by then or the link no longer opens.",
            "409 when the proposal is accepted or not ready; 503 when a mail could not be sent (the others were; the link stays on). Limited per user and client address like the other costly calls.",
          ].join(" "),
          params: idParams,
          body: sendInputSchema,
          response: { 201: sendingSchema, ...pick(400, 401, 404, 409, 413, 429, 503) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await ctx.sending.owner.send(currentUser(request).id, request.params.id, request.body)),
    );
  };
}

/** The client's decline on the public side of a share link (under /api). */
export function sendingPublicRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/share/:uuid/decline/",
      {
        bodyLimit: DECLINE_LIMITS.bodyMaxBytes,
        schema: {
          tags: ["sending"],
          operationId: "declineProposal",
          summary: "Decline the proposal with a reason (no sign-in; `X-Share-Password` when the link has one)",
          description: [
            `\`name\` (up to ${DECLINE_LIMITS.nameMaxLength} characters), optional \`email\`, \`reason\` (up to ${DECLINE_LIMITS.reasonMaxLength}); at most ${DECLINE_LIMITS.bodyMaxBytes} bytes (413 above).`,
            `${DECLINE_RATE.perLinkAndClient.max} an hour per client address on a link and ${DECLINE_RATE.perClient.max} an hour per address (429).`,
            "The owner is mailed. The decline stands until the owner shares the proposal again (turns the link on, or sends it): meanwhile accepting answers 409. 409 also when already accepted or declined.",
          ].join(" "),
          params: z.object({ uuid: z.string() }),
          headers: z.object({ "x-share-password": z.string().max(200).optional() }),
          body: declineInputSchema,
          response: { 201: declineSchema, ...pick(400, 401, 404, 409, 413, 429) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await ctx.sending.decline.decline(
              request.params.uuid,
              await shareCaller(ctx, request, reply),
              request.body,
            ),
          ),
    );
  };
}
