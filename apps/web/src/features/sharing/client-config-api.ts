import { oauthProviderSchema, type OAuthProvider } from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";

const clientConfigSchema = z.object({
  public_url: z.string(),
  accessibility_contact: z.string(),
  sign_in_providers: z.array(oauthProviderSchema),
});

export const clientConfigApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    /** The server's public settings; they only change with a restart, so they are kept for the whole visit. */
    getClientConfig: build.query<z.infer<typeof clientConfigSchema>, void>({
      query: () => serviceUrl("main", "config/"),
      transformResponse: (body: unknown) => clientConfigSchema.parse(body),
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;

const NO_PROVIDERS: OAuthProvider[] = [];

/** The social sign-in providers the server has set up (none until its settings are read): only these get a button. */
export function useSignInProviders(): OAuthProvider[] {
  return useGetClientConfigQuery().data?.sign_in_providers ?? NO_PROVIDERS;
}
