import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptanceSchema,
  acceptInputSchema,
  BEACON_MAX_BYTES,
  beaconSchema,
  documentSchema,
  optionSettingsSchema,
  quoteSchema,
  quoteSelectionSchema,
  detailErrorSchema,
  shareAccessSchema,
  sharedDocumentSchema,
  shareSchema,
  shareUpdateSchema,
  viewsSchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { presentDocument } from "../documents/documents.presenter.js";
import { certificateHtml } from "./certificate-html.js";
import { certificatePdf } from "./certificate-pdf.js";
import type { ShareCaller } from "./client-sharing.service.js";
import { onDocument, publicCall } from "../../policies/access-hook.js";
import { NEW_VISITOR_LIMITS, BEACON_LIMITS } from "./share-limits.js";

const idParams = z.object({ id: z.string().min(1) });
const uuidParams = z.object({ uuid: z.string() });
const secured = { tags: ["sharing"], security: [{ bearer: [] }] };
const passwordHeader = z.object({ "x-share-password": z.string().max(200).optional() });
const optionsAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      phase: z.string(),
      item: z.string(),
      cost: z.number(),
      quantity: z.number(),
      unit: z.string(),
    }),
  ),
  options: optionSettingsSchema.shape.options,
});

/** The owner's calls on a document's share link, options, views and acceptance (under /api/documents). */
export function sharingOwnerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    const owner = ctx.sharing.owner;

    app.get(
      "/:id/share/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "A document's share link settings",
          params: idParams,
          response: { 200: shareSchema },
        },
      },
      async (request) => owner.share(currentUser(request).id, request.params.id),
    );
    app.put(
      "/:id/share/",
      {
        ...onDocument("share"),
        ...auth,
        schema: {
          ...secured,
          summary: "Change the share link's settings",
          description:
            "Any of `enabled`, `expires_at` (ISO, or null for never), `password` (a string sets it, null or empty removes it; stored hashed), `allow_options`.",
          params: idParams,
          body: shareUpdateSchema,
          response: { 200: shareSchema },
        },
      },
      async (request) => owner.updateShare(currentUser(request).id, request.params.id, request.body),
    );
    app.post(
      "/:id/share/rotate/",
      {
        ...onDocument("share"),
        ...auth,
        schema: {
          ...secured,
          summary: "Give the document a new link (the old one answers 404 at once)",
          params: idParams,
          response: { 200: shareSchema },
        },
      },
      async (request) => owner.rotate(currentUser(request).id, request.params.id),
    );
    app.get(
      "/:id/options/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "The estimate's priced items and which of them the client may change",
          params: idParams,
          response: { 200: optionsAnswer },
        },
      },
      async (request) => owner.options(currentUser(request).id, request.params.id),
    );
    app.put(
      "/:id/options/",
      {
        ...onDocument("share"),
        ...auth,
        schema: {
          ...secured,
          summary: "Mark items optional or their quantity adjustable for the client",
          description:
            "`options`: `[{id, optional, quantity: {min, max} | null}]`, ids from `items`. Replaces the settings; 409 once accepted.",
          params: idParams,
          body: optionSettingsSchema,
          response: { 200: optionsAnswer },
        },
      },
      async (request) => owner.setOptions(currentUser(request).id, request.params.id, request.body),
    );
    app.get(
      "/:id/views/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "What clients read: visits, seconds per section, totals",
          params: idParams,
          response: { 200: viewsSchema },
        },
      },
      async (request) => owner.views(currentUser(request).id, request.params.id),
    );
    app.get(
      "/:id/acceptance/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "The client's acceptance (404 when not accepted)",
          params: idParams,
          response: { 200: acceptanceSchema },
        },
      },
      async (request) => owner.acceptance(currentUser(request).id, request.params.id),
    );
    app.post(
      "/:id/new-version/",
      {
        ...onDocument("create"),
        ...auth,
        schema: {
          ...secured,
          summary: "Copy a document (e.g. an accepted, locked one) into a new unlocked document",
          params: idParams,
          response: { 201: documentSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(presentDocument(await owner.newVersion(currentUser(request).id, request.params.id))),
    );
  };
}

/** The public side of a share link (no sign-in): read, quote, accept, the reading beacon and certificates. */
export function sharingPublicRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const client = ctx.sharing.client;
    const caller = (request: FastifyRequest, reply: FastifyReply): Promise<ShareCaller> =>
      shareCaller(ctx, request, reply);
    const shareCall = { tags: ["sharing"], params: uuidParams, headers: passwordHeader };

    app.get(
      "/documents/get-by-uuid/:uuid/",
      {
        ...publicCall,
        schema: {
          ...shareCall,
          summary: "Read a shared document (no sign-in; `X-Share-Password` when it has one)",
          response: { 200: sharedDocumentSchema },
        },
      },
      async (request, reply) => client.read(request.params.uuid, await caller(request, reply)),
    );
    app.get(
      "/share/:uuid/",
      {
        schema: {
          tags: ["sharing"],
          operationId: "getShareAccess",
          summary: "Whether a share link needs its password (no sign-in), asked before reading it",
          description:
            "`200 {password_required}` for a link that is on and not expired; disabled, expired or unknown: 404 (as the read). Lets the client's page show the password form without a refused read.",
          params: uuidParams,
          response: { 200: shareAccessSchema, 404: detailErrorSchema },
        },
      },
      async (request) => client.access(request.params.uuid),
    );
    app.post(
      "/share/:uuid/views/",
      {
        bodyLimit: BEACON_MAX_BYTES,
        schema: {
          ...shareCall,
          summary: "Reading beacon: seconds visible per section since the last one",
          description: [
            `At most ${BEACON_MAX_BYTES} bytes (413 above), ${BEACON_LIMITS.perLinkAndClient.max} a minute per client address on a link and ${BEACON_LIMITS.perClient.max} a minute per address (429).`,
            `A visitor id the link has not seen is a new visitor: at most ${NEW_VISITOR_LIMITS.perLinkAndClient.max} an hour per address on a link and ${NEW_VISITOR_LIMITS.perLink.max} an hour per link; past that the beacon is answered 204 and records nothing.`,
            "Seconds are credited up to the time since the visitor's first view. A beacon sent with the owner's bearer token is not counted.",
          ].join(" "),
          body: beaconSchema,
        },
      },
      async (request, reply) => {
        await client.recordView(request.params.uuid, await caller(request, reply), request.body);
        return reply.status(204).send();
      },
    );
    app.post(
      "/share/:uuid/quote/",
      {
        schema: {
          ...shareCall,
          summary: "The total for the options chosen, recomputed on the server",
          body: quoteSelectionSchema,
          response: { 200: quoteSchema },
        },
      },
      async (request, reply) => client.quote(request.params.uuid, await caller(request, reply), request.body),
    );
    app.post(
      "/share/:uuid/accept/",
      {
        schema: {
          ...shareCall,
          summary: "Accept the proposal with a typed signature",
          description:
            "409 when already accepted, or when `document_sha256` is not the SHA-256 (hex, of the UTF-8 HTML) of the current document. The document is locked afterwards.",
          body: acceptInputSchema,
          response: { 201: acceptanceSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await client.accept(request.params.uuid, await caller(request, reply), request.body)),
    );
    app.get(
      "/certificates/:token/",
      {
        schema: {
          tags: ["sharing"],
          summary: "An acceptance certificate: HTML, or PDF with `?format=pdf`",
          description: [
            "The address is the Acceptance's `certificate_url`. With the document owner's bearer token: the whole certificate, always.",
            "Otherwise through the share link as it stands: with `X-Share-Password` when the link has one, and without the signer's IP address and user agent.",
            "404 when the link is off, expired or rotated (a rotated link's certificate has a new address), or its password is missing or wrong; 429 as the share read; 401 when a bearer token is sent but is not valid.",
          ].join(" "),
          params: z.object({ token: z.string() }),
          headers: passwordHeader,
          querystring: z.object({ format: z.enum(["html", "pdf"]).default("html") }),
        },
      },
      async (request, reply) => {
        const copy = await ctx.sharing.certificates.read(request.params.token, {
          signedInUserId: await bearerUser(ctx, request, reply),
          password: passwordOf(request),
          ip: request.ip,
        });
        void reply.header("Cache-Control", "no-store");
        if (request.query.format === "pdf") {
          return reply
            .header("Content-Type", "application/pdf")
            .header(
              "Content-Disposition",
              `attachment; filename="acceptance-certificate-${copy.certificateId.slice(0, 8)}.pdf"`,
            )
            .send(Buffer.from(await certificatePdf(copy.facts)));
        }
        return reply.header("Content-Type", "text/html; charset=utf-8").send(certificateHtml(copy.facts, copy.pdfUrl));
      },
    );
  };
}

/** Who calls a public share call: the password they sent, their address and user agent, and whether they are signed in. */
export async function shareCaller(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<ShareCaller> {
  return {
    password: passwordOf(request),
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
    signedInUserId: await signedInUser(ctx, request, reply),
  };
}

const passwordOf = (request: FastifyRequest): string | undefined =>
  typeof request.headers["x-share-password"] === "string" ? request.headers["x-share-password"] : undefined;

/**
 * The user of a bearer token the call may carry (undefined without one). A token sent but not valid
 * answers 401, so that the owner's app refreshes it rather than be given the client's copy.
 */
async function bearerUser(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
  if (!request.headers.authorization) return undefined;
  await ctx.authenticate(request, reply);
  return currentUser(request).id;
}

/** The signed-in user behind an optional bearer token (a public call may carry one); a token not valid counts as none. */
async function signedInUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | undefined> {
  try {
    return await bearerUser(ctx, request, reply);
  } catch {
    return undefined;
  }
}
