import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { oauthProviderSchema, type OAuthProvider } from "@scopewise/shared";
import { z } from "zod";
import type { AppContext } from "../../app-context.js";

const clientConfigSchema = z.object({
  public_url: z.string().describe("The app's public address (PUBLIC_URL), used for links meant for other people"),
  accessibility_contact: z.string().describe("Where to report an accessibility barrier (ACCESSIBILITY_CONTACT)"),
  sign_in_providers: z
    .array(oauthProviderSchema)
    .describe(
      "The social sign-in providers configured on this server (GOOGLE_CLIENT_ID…, LINKEDIN_CLIENT_ID…); the others answer 503",
    ),
});

/** Settings the web app needs from the server's configuration; public, and never a secret. */
export function clientConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const providers = (Object.keys(ctx.config.oauth) as OAuthProvider[]).filter(
    (provider) => ctx.config.oauth[provider] !== undefined,
  );
  return async (app) => {
    app.get(
      "/config/",
      {
        schema: {
          tags: ["operations"],
          summary: "Public settings for the web app",
          operationId: "getClientConfig",
          response: { 200: clientConfigSchema },
        },
      },
      async () => ({
        public_url: ctx.config.publicUrl,
        accessibility_contact: ctx.config.accessibilityContact,
        sign_in_providers: providers,
      }),
    );
  };
}
