import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { linkedinLoginResponseSchema, loginResponseSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { withProvider, withProviderConfigured } from "../auth/error-responses.js";
import { presentUser } from "../auth/users.repo.js";

const callbackQuery = z.object({ code: z.string().optional(), state: z.string().optional() });
const authorizeAnswer = z.object({ authorization_url: z.string() });

/** Google and LinkedIn sign-in (OpenID Connect authorization code flow with PKCE). */
export function oauthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/google/authorize/",
      { schema: { tags: ["social sign-in"], summary: "Start Google sign-in", response: { 200: authorizeAnswer, ...withProviderConfigured } } },
      async () => ({ authorization_url: await ctx.oauth.authorizationUrl("google") }),
    );
    app.get(
      "/google/callback/",
      { schema: { tags: ["social sign-in"], summary: "Finish Google sign-in", querystring: callbackQuery, response: { 200: loginResponseSchema, ...withProvider } } },
      async (request) => {
        const { user, tokens } = await ctx.oauth.signIn("google", request.query.code, request.query.state);
        return { user: presentUser(user), ...tokens };
      },
    );
    app.get(
      "/linkedin/authorize/",
      { schema: { tags: ["social sign-in"], summary: "Start LinkedIn sign-in", response: { 200: authorizeAnswer, ...withProviderConfigured } } },
      async () => ({ authorization_url: await ctx.oauth.authorizationUrl("linkedin") }),
    );
    app.get(
      "/linkedin/callback/",
      { schema: { tags: ["social sign-in"], summary: "Finish LinkedIn sign-in", querystring: callbackQuery, response: { 200: linkedinLoginResponseSchema, ...withProvider } } },
      async (request) => {
        const { user, tokens } = await ctx.oauth.signIn("linkedin", request.query.code, request.query.state);
        return { user: presentUser(user), tokens };
      },
    );
  };
}
