import type { Workspace, WorkspaceMember, WorkspaceRole } from "@scopewise/shared";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { ConfirmModal } from "../../components/ConfirmModal";
import { apiErrorText } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { useAppSelector } from "../../store/hooks";
import { selectUser } from "../auth/auth-slice";
import { SIGNED_IN_HOME } from "../auth/GuestOnly";
import { MemberRow } from "./MemberRow";
import { roleLabel } from "./role-labels";
import {
  useChangeMemberRoleMutation,
  MEMBERS_FRESH,
  useGetMembersQuery,
  useLeaveWorkspaceMutation,
  useRemoveMemberMutation,
} from "./teams-api";
import type { WorkspacePermissions } from "./workspace-permissions";

/** The workspace's members with their roles; changing a role, removing someone, leaving. */
export function MembersSection({
  workspace,
  can,
  onLeft,
}: {
  workspace: Workspace;
  can: WorkspacePermissions;
  onLeft: () => void;
}) {
  const t = useUiTranslator();
  const userId = useAppSelector(selectUser)?.id;
  const { data: members, isError } = useGetMembersQuery(workspace.id, MEMBERS_FRESH);
  const [changeRole, changing] = useChangeMemberRoleMutation();
  const [remove, removing] = useRemoveMemberMutation();
  const [leave, leaving] = useLeaveWorkspaceMutation();
  const navigate = useNavigate();
  // The server's refusal (e.g. the last owner's 409) stays on screen until the next action.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WorkspaceMember | null>(null);
  const busy = changing.isLoading || removing.isLoading || leaving.isLoading;

  const onChangeRole = async (member: WorkspaceMember, role: WorkspaceRole) => {
    setRefusal(null);
    try {
      await changeRole({ workspaceId: workspace.id, userId: member.user_id, role }).unwrap();
      toast.success(t("{{name}} is now {{role}}", { name: member.name || member.email, role: roleLabel(role, t) }));
    } catch (error) {
      setRefusal(apiErrorText(error, t("The role could not be changed.")));
    }
  };

  const onConfirmRemove = async (member: WorkspaceMember) => {
    setRefusal(null);
    const self = member.user_id === userId;
    try {
      if (self) {
        await leave({ workspaceId: workspace.id, userId: member.user_id }).unwrap();
        toast.success(t("You left {{name}}", { name: workspace.name }));
        onLeft();
        void navigate(SIGNED_IN_HOME);
      } else {
        await remove({ workspaceId: workspace.id, userId: member.user_id }).unwrap();
        toast.success(t("{{name}} was removed from the workspace", { name: member.name || member.email }));
      }
    } catch (error) {
      setRefusal(apiErrorText(error, t("The member could not be removed.")));
    } finally {
      setConfirming(null);
    }
  };

  const confirmingSelf = confirming?.user_id === userId;
  return (
    <section aria-labelledby="workspace-members-heading">
      <h3 id="workspace-members-heading" className="text-sm font-semibold text-zinc-100">
        {t("Members")}
      </h3>
      {refusal ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2.5 text-sm text-amber-100"
        >
          {refusal}
        </p>
      ) : null}
      {members ? (
        <ul className="mt-1 divide-y divide-zinc-800/80">
          {members.map((member) => (
            <MemberRow
              key={member.user_id}
              member={member}
              isYou={member.user_id === userId}
              assignableRoles={can.assignableRoles(member.role)}
              canRemove={can.canRemove(member.role)}
              canLeave={can.canLeave}
              busy={busy}
              onChangeRole={(role) => void onChangeRole(member, role)}
              onRemove={() => setConfirming(member)}
            />
          ))}
        </ul>
      ) : (
        <p className="py-4 text-sm text-zinc-400">
          {isError ? t("The members could not be loaded.") : t("Loading the members…")}
        </p>
      )}
      <ConfirmModal
        open={confirming !== null}
        title={confirmingSelf ? t("Leave {{name}}?", { name: workspace.name }) : t("Remove member?")}
        confirmLabel={confirmingSelf ? t("Leave workspace") : t("Remove")}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void onConfirmRemove(confirming)}
      >
        <p>
          {confirmingSelf
            ? t("You lose access to its projects and proposals until someone invites you again.")
            : t("{{name}} loses access to this workspace's projects and proposals.", {
                name: confirming?.name || confirming?.email || "",
              })}
        </p>
      </ConfirmModal>
    </section>
  );
}
