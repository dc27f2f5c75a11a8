import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { linkedinLoginResponseSchema, loginResponseSchema, type OAuthProvider } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentAuth } from "../../http/authenticate.js";
import { withAuth, withConnectConflict, withProvider, withProviderConfigured } from "../auth/error-responses.js";
import { presentUser } from "../auth/users.repo.js";
import { PENDING_TTL_MS } from "./oauth.service.js";
import { PROVIDER_LABEL } from "./provider-label.js";
import { bindStateToBrowser, stateBelongsToBrowser } from "./state-cookie.js";

const callbackQuery = z.object({ code: z.string().optional(), state: z.string().optional() });
const authorizeAnswer = z.object({ authorization_url: z.string() });
const BOUND =
  "Sets a short-lived HttpOnly cookie (SameSite=Lax, sent only to this provider's callback call) that binds the sign-in to this browser.";
const CHECKED =
  "Needs the cookie set when this sign-in started, in the same browser; without it (a callback link opened elsewhere) the answer is 400 and nobody is signed in. " +
  "An account that has the provider's email but is not connected to this provider's account is never signed into (409). A flow started by the connect call connects the provider to that signed-in account and answers with a new sign-in of it.";
const CONNECT =
  "Starts the provider's sign-in to connect it to the signed-in account, whose email must be verified (409 otherwise); finish it with the callback in the same browser. " +
  BOUND;

/** Google and LinkedIn sign-in (OpenID Connect authorization code flow with PKCE, bound to the starting browser). */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const secure = ctx.config.publicUrl.startsWith("https:");

  function bound(provider: OAuthProvider, { url, state }: { url: string; state: string }, reply: FastifyReply) {
    bindStateToBrowser(reply, provider, state, { secure, maxAgeSeconds: PENDING_TTL_MS / 1000 });
    return { authorization_url: url };
  }

  const start = async (provider: OAuthProvider, reply: FastifyReply) =>
    bound(provider, await ctx.oauth.authorizationUrl(provider), reply);

  function finish(
    provider: OAuthProvider,
    { code, state }: z.infer<typeof callbackQuery>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const startedHere = state !== undefined && stateBelongsToBrowser(request, reply, provider, state, secure);
    return ctx.oauth.signIn(provider, code, state, startedHere);
  }

  return async (app) => {
    app.get(
      "/google/authorize/",
      {
        schema: {
          tags: ["social sign-in"],
          summary: "Start Google sign-in",
          description: BOUND,
          response: { 200: authorizeAnswer, ...withProviderConfigured },
        },
      },
      async (_request, reply) => start("google", reply),
    );
    app.get(
      "/google/callback/",
      {
        schema: {
          tags: ["social sign-in"],
          summary: "Finish Google sign-in",
          description: CHECKED,
          querystring: callbackQuery,
          response: { 200: loginResponseSchema, ...withProvider },
        },
      },
      async (request, reply) => {
        const { user, tokens } = await finish("google", request.query, request, reply);
        return { user: presentUser(user), ...tokens };
      },
    );
    app.get(
      "/linkedin/authorize/",
      {
        schema: {
          tags: ["social sign-in"],
          summary: "Start LinkedIn sign-in",
          description: BOUND,
          response: { 200: authorizeAnswer, ...withProviderConfigured },
        },
      },
      async (_request, reply) => start("linkedin", reply),
    );
    app.get(
      "/linkedin/callback/",
      {
        schema: {
          tags: ["social sign-in"],
          summary: "Finish LinkedIn sign-in",
          description: CHECKED,
          querystring: callbackQuery,
          response: { 200: linkedinLoginResponseSchema, ...withProvider },
        },
      },
      async (request, reply) => {
        const { user, tokens } = await finish("linkedin", request.query, request, reply);
        return { user: presentUser(user), tokens };
      },
    );
    for (const provider of ["google", "linkedin"] as const) {
      app.post(
        `/${provider}/connect/`,
        {
          onRequest: ctx.authenticate,
          schema: {
            tags: ["social sign-in"],
            operationId: `connect${PROVIDER_LABEL[provider]}`,
            summary: `Connect ${PROVIDER_LABEL[provider]} to the signed-in account`,
            description: CONNECT,
            security: [{ bearer: [] }],
            response: { 200: authorizeAnswer, ...withAuth, ...withConnectConflict, ...withProviderConfigured },
          },
        },
        async (request, reply) => bound(provider, await ctx.oauth.connectUrl(provider, currentAuth(request)), reply),
      );
    }
  };
}
