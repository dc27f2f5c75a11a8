import type { OAuthProvider } from "@scopewise/shared";
import { useSignInProviders } from "../sharing/client-config-api";
import { OrDivider } from "./OrDivider";
import { SocialSignInButton } from "./SocialSignInButton";

/** The social sign-in buttons under the email form, for those of `providers` the server has set up (nothing when none is). */
export function SocialSignInOptions({
  providers,
  intent,
}: {
  providers: readonly OAuthProvider[];
  intent: "in" | "up";
}) {
  const configured = useSignInProviders();
  const shown = providers.filter((provider) => configured.includes(provider));
  if (shown.length === 0) return null;
  return (
    <>
      <OrDivider />
      <div className="space-y-3">
        {shown.map((provider) => (
          <SocialSignInButton key={provider} provider={provider} intent={intent} />
        ))}
      </div>
    </>
  );
}
