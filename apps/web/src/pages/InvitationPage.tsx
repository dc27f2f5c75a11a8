import type { InvitationPreview } from "@scopewise/shared";
import { CircleAlert, MailOpen } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClass } from "../components/Button";
import { Spinner } from "../components/Spinner";
import { selectIsLoggedIn, selectUser } from "../features/auth/auth-slice";
import { AuthCard } from "../features/auth/AuthCard";
import { SIGNED_IN_HOME } from "../features/auth/GuestOnly";
import { useLogout } from "../features/auth/use-logout";
import { roleLabel } from "../features/teams/role-labels";
import { useAcceptInvitationMutation, useGetInvitationPreviewQuery } from "../features/teams/teams-api";
import { apiErrorText } from "../lib/api-errors";
import { formatShortDate } from "../lib/format-date";
import { authPathWith } from "../lib/next-path";
import { useUiTranslator } from "../lib/use-ui-translator";
import { useAppSelector } from "../store/hooks";

/**
 * Where a mailed invitation opens (signed in or not): the workspace, who invited and the role; then
 * accepting it, or signing in or up with the invited address first and coming back here.
 */
export default function InvitationPage() {
  const { token = "" } = useParams();
  const t = useUiTranslator();
  const { data: invitation, isLoading, isError, error } = useGetInvitationPreviewQuery(token, { skip: !token });

  if (isLoading) {
    return (
      <AuthCard title={t("Invitation")}>
        <div className="flex justify-center py-6 text-violet-400">
          <Spinner className="size-6" label={t("Loading the invitation")} />
        </div>
      </AuthCard>
    );
  }
  if (!invitation) {
    const gone = !isError || (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <AuthCard title={t("This invitation cannot be used")}>
        <div role="alert" className="flex items-start gap-3 text-sm text-zinc-300">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
          <p>
            {gone
              ? t(
                  "The link is unknown, was already used, was revoked or has expired. Ask whoever invited you to send a new invitation.",
                )
              : apiErrorText(error, t("The invitation could not be loaded. Please try again."))}
          </p>
        </div>
        <Link to="/" className={buttonClass("secondary", "mt-6 w-full")}>
          {t("Go to Scopewise")}
        </Link>
      </AuthCard>
    );
  }
  return <InvitationCard token={token} invitation={invitation} />;
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useUiTranslator();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();
  const { logout } = useLogout();
  const back = { email: invitation.email, next: `/invite/${token}` };

  const onAccept = async () => {
    setRefusal(null);
    try {
      const workspace = await accept(token).unwrap();
      toast.success(t("Welcome to {{name}}", { name: workspace.name }));
      void navigate(SIGNED_IN_HOME, { replace: true });
    } catch (failure) {
      setRefusal(apiErrorText(failure, t("The invitation could not be accepted. Please try again.")));
    }
  };

  return (
    <AuthCard
      title={t("Join {{name}}", { name: invitation.workspace_name })}
      subtitle={t("{{inviter}} invited you to join as {{role}}.", {
        inviter: invitation.inviter_name || t("A colleague"),
        role: roleLabel(invitation.role, t),
      })}
    >
      <dl className="space-y-2 rounded-lg border border-zinc-800 bg-zinc-900/50 p-4 text-sm">
        <Detail term={t("Workspace")} value={invitation.workspace_name} />
        <Detail term={t("Invited by")} value={invitation.inviter_name || t("A colleague")} />
        <Detail term={t("Role")} value={roleLabel(invitation.role, t)} />
        <Detail term={t("For")} value={invitation.email} />
        <Detail term={t("Expires")} value={formatShortDate(invitation.expires_at)} />
      </dl>
      {refusal ? (
        <p
          role="alert"
          className="mt-5 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2.5 text-sm text-amber-100"
        >
          {refusal}
        </p>
      ) : null}
      {isLoggedIn ? (
        <div className="mt-6 space-y-3">
          <Button className="w-full" disabled={isLoading} onClick={() => void onAccept()}>
            {isLoading ? <Spinner /> : <MailOpen aria-hidden="true" className="size-4" />}
            {t("Accept invitation")}
          </Button>
          <p className="text-center text-xs text-zinc-500">
            {t("Signed in as {{email}}.", { email: user?.email ?? "" })}{" "}
            <button
              type="button"
              className="font-medium text-violet-400 hover:text-violet-300"
              onClick={() => void logout().then(() => navigate(authPathWith("/login", back), { replace: true }))}
            >
              {t("Use another account")}
            </button>
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-3">
          <p className="text-sm text-zinc-400">
            {t("Sign in or create an account with {{email}} to accept.", { email: invitation.email })}
          </p>
          <Link to={authPathWith("/login", back)} className={buttonClass("primary", "w-full")}>
            {t("Sign in to accept")}
          </Link>
          <Link to={authPathWith("/signup", back)} className={buttonClass("secondary", "w-full")}>
            {t("Create an account")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-zinc-500">{term}</dt>
      <dd className="min-w-0 truncate text-right text-zinc-100">{value}</dd>
    </div>
  );
}
