import { Button } from "../../components/Button";
import { GoogleIcon, LinkedInIcon } from "../../components/brand-icons";
import { Spinner } from "../../components/Spinner";
import { useSocialConnectMutation } from "../auth/auth-api";
import { redirectToProvider } from "../auth/provider-redirect";
import { PROVIDER_DISPLAY_NAME } from "../auth/social-providers";
import { useSignInProviders } from "../sharing/client-config-api";

/**
 * Connecting Google or LinkedIn to this account, so that signing in with it opens this account. The
 * server refuses while the email is unverified, and says why. Only providers the server has set up are offered.
 */
export function ConnectProvidersRow({ className = "" }: { className?: string }) {
  const [connect, { isLoading, originalArgs }] = useSocialConnectMutation();
  const providers = useSignInProviders();
  if (providers.length === 0) return null;
  return (
    <div className={className}>
      <div>
        <p className="text-sm font-medium text-zinc-100">Google and LinkedIn</p>
        <p className="mt-0.5 text-xs text-zinc-500">Connect one to sign in with it too.</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {providers.map((provider) => {
          const Icon = provider === "google" ? GoogleIcon : LinkedInIcon;
          const busy = isLoading && originalArgs === provider;
          return (
            <Button
              key={provider}
              variant="secondary"
              className="h-9 whitespace-nowrap"
              disabled={isLoading}
              onClick={() => void redirectToProvider(provider, () => connect(provider).unwrap())}
            >
              {busy ? <Spinner /> : <Icon />}
              Connect {PROVIDER_DISPLAY_NAME[provider]}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
