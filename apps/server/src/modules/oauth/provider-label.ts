import type { OAuthProvider } from "@scopewise/shared";

/** How each provider is named in messages. */
export const PROVIDER_LABEL: Record<OAuthProvider, string> = { google: "Google", linkedin: "LinkedIn" };
