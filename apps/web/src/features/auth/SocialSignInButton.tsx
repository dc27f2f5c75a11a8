import type { OAuthProvider } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { GoogleIcon, LinkedInIcon } from "../../components/brand-icons";
import { Spinner } from "../../components/Spinner";
import { useSocialAuthorizeMutation } from "./auth-api";
import { redirectToProvider } from "./provider-redirect";
import { PROVIDER_DISPLAY_NAME } from "./social-providers";

interface SocialSignInButtonProps {
  provider: OAuthProvider;
  /** "in" on the sign-in screen, "up" on the sign-up screen. */
  intent: "in" | "up";
}

/** Asks the server for the provider's authorization URL and sends the browser there. */
export function SocialSignInButton({ provider, intent }: SocialSignInButtonProps) {
  const [authorize, { isLoading }] = useSocialAuthorizeMutation();
  const Icon = provider === "google" ? GoogleIcon : LinkedInIcon;
  return (
    <Button
      variant="secondary"
      className="w-full"
      onClick={() => void redirectToProvider(provider, () => authorize(provider).unwrap())}
      disabled={isLoading}
    >
      {isLoading ? <Spinner /> : <Icon />}
      Sign {intent} with {PROVIDER_DISPLAY_NAME[provider]}
    </Button>
  );
}
