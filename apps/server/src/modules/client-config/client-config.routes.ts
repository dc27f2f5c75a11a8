import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.js";

const clientConfigSchema = z.object({
  public_url: z.string().describe("The app's public address (PUBLIC_URL), used for links meant for other people"),
  accessibility_contact: z.string().describe("Where to report an accessibility barrier (ACCESSIBILITY_CONTACT)"),
});

/** Settings the web app needs from the server's configuration; public, and never a secret. */
export function clientConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/config/",
      { schema: { tags: ["operations"], summary: "Public settings for the web app", response: { 200: clientConfigSchema } } },
      async () => ({ public_url: ctx.config.publicUrl, accessibility_contact: ctx.config.accessibilityContact }),
    );
  };
}
