import type { OAuthProvider } from "@scopewise/shared";
import toast from "react-hot-toast";
import { socialAuthErrorText } from "../../lib/api-errors";
import { PROVIDER_ERROR_LABEL } from "./social-providers";

/**
 * Sends the browser to the provider's authorization URL, which `ask` gets from the server (a
 * sign-in's or a connection's); a missing URL or a failed call is shown as the spec's error toast.
 */
export async function redirectToProvider(
  provider: OAuthProvider,
  ask: () => Promise<{ authorization_url?: string }>,
): Promise<void> {
  const label = PROVIDER_ERROR_LABEL[provider];
  try {
    const { authorization_url } = await ask();
    if (!authorization_url) {
      toast.error(`${label} auth error`);
      return;
    }
    window.location.assign(authorization_url);
  } catch (error) {
    toast.error(socialAuthErrorText(label, error));
  }
}
