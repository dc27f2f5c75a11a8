import type { OAuthProvider } from "@scopewise/shared";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { GoogleIcon, LinkedInIcon } from "../../components/brand-icons";
import { Spinner } from "../../components/Spinner";
import { socialAuthErrorText } from "../../lib/api-errors";
import { useSocialAuthorizeMutation } from "./auth-api";
import { PROVIDER_DISPLAY_NAME, PROVIDER_ERROR_LABEL } from "./social-providers";

interface SocialSignInButtonProps {
  provider: OAuthProvider;
  /** "in" on the sign-in screen, "up" on the sign-up screen. */
  intent: "in" | "up";
}

/** Asks the server for the provider's authorization URL and sends the browser there. */
export function SocialSignInButton({ provider, intent }: SocialSignInButtonProps) {
  const [authorize, { isLoading }] = useSocialAuthorizeMutation();
  const label = PROVIDER_ERROR_LABEL[provider];

  const start = async () => {
    try {
      const { authorization_url } = await authorize(provider).unwrap();
      if (!authorization_url) {
        toast.error(`${label} auth error`);
        return;
      }
      window.location.assign(authorization_url);
    } catch (error) {
      toast.error(socialAuthErrorText(label, error));
    }
  };

  const Icon = provider === "google" ? GoogleIcon : LinkedInIcon;
  return (
    <Button variant="secondary" className="w-full" onClick={() => void start()} disabled={isLoading}>
      {isLoading ? <Spinner /> : <Icon />}
      Sign {intent} with {PROVIDER_DISPLAY_NAME[provider]}
    </Button>
  );
}
