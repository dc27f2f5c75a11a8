import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { apiErrorText } from "../../lib/api-errors";
import { formatShortDate } from "../../lib/format-date";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { roleLabel } from "./role-labels";
import { useGetInvitationsQuery, useRevokeInvitationMutation } from "./teams-api";

/** Invitations not yet accepted, each with its role, when it expires, and Revoke. */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const t = useUiTranslator();
  const { data: invitations, isError } = useGetInvitationsQuery(workspaceId);
  const [revoke, { isLoading }] = useRevokeInvitationMutation();

  const onRevoke = async (invitationId: string, email: string) => {
    try {
      await revoke({ workspaceId, invitationId }).unwrap();
      toast.success(t("The invitation to {{email}} was revoked", { email }));
    } catch (error) {
      toast.error(apiErrorText(error, t("The invitation could not be revoked.")));
    }
  };

  if (!invitations) {
    return isError ? <p className="text-sm text-zinc-400">{t("The invitations could not be loaded.")}</p> : null;
  }
  if (invitations.length === 0) return <p className="text-sm text-zinc-500">{t("No pending invitations.")}</p>;
  return (
    <ul aria-label={t("Pending invitations")} className="divide-y divide-zinc-800/80">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm text-zinc-100">{invitation.email}</span>
            <span className="block text-xs text-zinc-500">
              {roleLabel(invitation.role, t)} ·{" "}
              {t("expires {{date}}", { date: formatShortDate(invitation.expires_at) })}
            </span>
          </span>
          <Button
            variant="secondary"
            className="h-9 shrink-0"
            disabled={isLoading}
            aria-label={t("Revoke the invitation to {{email}}", { email: invitation.email })}
            onClick={() => void onRevoke(invitation.id, invitation.email)}
          >
            {t("Revoke")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
