import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../components/Button";
import { Spinner } from "../components/Spinner";
import { useLazyCurrentUserQuery, useVerifyEmailMutation } from "../features/auth/auth-api";
import { selectIsLoggedIn, userUpdated } from "../features/auth/auth-slice";
import { AuthCard } from "../features/auth/AuthCard";
import { SIGNED_IN_HOME } from "../features/auth/GuestOnly";
import { apiErrorText } from "../lib/api-errors";
import { useAppDispatch, useAppSelector } from "../store/hooks";

const MISSING_TOKEN =
  "This verification link is incomplete. Open the whole link from the email, or sign in and send a new one from Settings.";

type Outcome = { kind: "verifying" } | { kind: "verified" } | { kind: "failed"; message: string };

/** Where the mailed verification link opens: sends its token once and says how it went. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [verifyEmail] = useVerifyEmailMutation();
  const [fetchUser] = useLazyCurrentUserQuery();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: "verifying" } : { kind: "failed", message: MISSING_TOKEN },
  );
  // The token works once, so it is sent once even if the effect runs again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail({ token })
      .unwrap()
      .then(
        () => {
          setOutcome({ kind: "verified" });
          // A signed-in user's saved copy should say verified too (when the link was for their account).
          if (isLoggedIn) {
            fetchUser()
              .unwrap()
              .then((user) => dispatch(userUpdated(user)))
              .catch(() => undefined);
          }
        },
        (error: unknown) => {
          setOutcome({
            kind: "failed",
            message: apiErrorText(
              error,
              "Your email address could not be verified.",
              "Something went wrong. Please try again.",
            ),
          });
        },
      );
  }, [token, verifyEmail, fetchUser, isLoggedIn, dispatch]);

  const onward = isLoggedIn
    ? { to: SIGNED_IN_HOME, label: "Continue to Scopewise" }
    : { to: "/", label: "Continue to Login" };

  if (outcome.kind === "verifying") {
    return (
      <AuthCard title="Verifying your email address">
        <div className="flex justify-center text-violet-400">
          <Spinner className="size-8" label="Verifying your email address" />
        </div>
      </AuthCard>
    );
  }

  const verified = outcome.kind === "verified";
  return (
    <AuthCard title={verified ? "Email address verified" : "This link did not work"}>
      <div className="flex flex-col items-center text-center">
        <span
          className={`mb-4 inline-flex size-12 items-center justify-center rounded-full ${verified ? "bg-emerald-500/15 text-emerald-300" : "bg-red-500/15 text-red-300"}`}
        >
          {verified ? (
            <CircleCheck aria-hidden="true" className="size-6" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-6" />
          )}
        </span>
        <p role={verified ? "status" : "alert"} className="text-sm text-zinc-300">
          {verified ? "Your email address is verified." : outcome.message}
        </p>
        <Link to={onward.to} className={buttonClass("primary", "mt-6 w-full")}>
          {onward.label}
        </Link>
      </div>
    </AuthCard>
  );
}
