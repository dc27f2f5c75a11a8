import { oauthProviderSchema } from "@scopewise/shared";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { FullScreenLoader } from "../components/Spinner";
import { useSocialCallbackMutation } from "../features/auth/auth-api";
import { selectAuth, signedIn } from "../features/auth/auth-slice";
import { SIGNED_IN_HOME } from "../features/auth/GuestOnly";
import { signInNoticeState } from "../features/auth/sign-in-notice";
import { PROVIDER_DISPLAY_NAME, PROVIDER_ERROR_LABEL } from "../features/auth/social-providers";
import { socialAuthErrorText } from "../lib/api-errors";
import { useAppDispatch, useAppSelector } from "../store/hooks";

/**
 * Where Google or LinkedIn sends the browser back: exchanges ?code and ?state for a session. A
 * signed-in user who started it from Settings gets the provider connected and stays signed in.
 */
export default function SocialCallbackPage() {
  const { provider: providerParam } = useParams();
  const [params] = useSearchParams();
  const [exchange] = useSocialCallbackMutation();
  const dispatch = useAppDispatch();
  const before = useAppSelector(selectAuth);
  const navigate = useNavigate();
  // An authorization code is single-use, so the exchange must run once even if the effect re-runs.
  const started = useRef(false);
  const code = params.get("code");
  const state = params.get("state") ?? "";

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const provider = oauthProviderSchema.safeParse(providerParam);
    if (!provider.success || !code) {
      const label = provider.success ? PROVIDER_ERROR_LABEL[provider.data] : "Social sign-in";
      toast.error(`${label} auth error`);
      void navigate("/", { replace: true });
      return;
    }

    exchange({ provider: provider.data, code, state })
      .unwrap()
      .then((session) => {
        const connected = before.user?.id === session.user.id;
        dispatch(signedIn({ ...session, authType: connected && before.authType ? before.authType : provider.data }));
        if (connected) toast.success(`${PROVIDER_DISPLAY_NAME[provider.data]} is now connected to your account.`);
        void navigate(SIGNED_IN_HOME, { replace: true });
      })
      .catch((error: unknown) => {
        const text = socialAuthErrorText(PROVIDER_ERROR_LABEL[provider.data], error);
        toast.error(text);
        // The sign-in page keeps the whole reason on screen (e.g. how to connect the provider to an existing account).
        void navigate("/", { replace: true, state: signInNoticeState(text) });
      });
  }, [providerParam, code, state, exchange, dispatch, navigate, before]);

  return <FullScreenLoader />;
}
