import type { OAuthProvider } from "@scopewise/shared";

/** How each provider is named in the spec's error texts ("Google auth error", "Linkedin auth error"). */
export const PROVIDER_ERROR_LABEL: Record<OAuthProvider, string> = {
  google: "Google",
  linkedin: "Linkedin",
};

/** How each provider is named on buttons. */
export const PROVIDER_DISPLAY_NAME: Record<OAuthProvider, string> = {
  google: "Google",
  linkedin: "LinkedIn",
};
