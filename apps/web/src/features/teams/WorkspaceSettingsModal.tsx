import { Plus } from "lucide-react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { ActivitySection } from "../audit/ActivitySection";
import { ApprovalSettingsSection } from "./ApprovalSettingsSection";
import { DeleteWorkspaceRow } from "./DeleteWorkspaceRow";
import { InviteForm } from "./InviteForm";
import { MembersSection } from "./MembersSection";
import { PendingInvitations } from "./PendingInvitations";
import { useCurrentWorkspace } from "./use-workspace-permissions";
import { permissionsFor } from "./workspace-permissions";
import { WorkspaceNameForm } from "./WorkspaceNameForm";

interface WorkspaceSettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** "invite": the invitation's email field takes focus. */
  focus?: "invite" | undefined;
  onCreateTeam: () => void;
}

const sectionClass = "py-5 first:pt-0 last:pb-0";

/** The current workspace's name, members and invitations; each control only for the roles allowed it. */
export function WorkspaceSettingsModal({ open, onClose, focus, onCreateTeam }: WorkspaceSettingsModalProps) {
  const t = useUiTranslator();
  const { workspace } = useCurrentWorkspace();
  const can = permissionsFor(workspace ?? null);
  return (
    <Modal open={open} title={t("Workspace settings")} onClose={onClose} widthClass="max-w-2xl">
      {workspace ? (
        <div className="divide-y divide-zinc-800/80">
          <div className={sectionClass}>
            {/* Keyed by workspace, so a switch starts the form from the new name. */}
            <WorkspaceNameForm key={workspace.id} workspace={workspace} canRename={can.rename} />
          </div>
          {workspace.personal ? (
            <div className={`${sectionClass} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}>
              <p className="text-sm text-zinc-400">
                {t(
                  "Your personal workspace is only yours. To work with colleagues, create a team workspace and invite them.",
                )}
              </p>
              <Button
                variant="secondary"
                className="h-9 shrink-0 whitespace-nowrap"
                onClick={() => {
                  onClose();
                  onCreateTeam();
                }}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t("Create a team workspace")}
              </Button>
            </div>
          ) : (
            <>
              {can.invite ? (
                <section aria-labelledby="workspace-invite-heading" className={`${sectionClass} space-y-4`}>
                  <h3 id="workspace-invite-heading" className="text-sm font-semibold text-zinc-100">
                    {t("Invite people")}
                  </h3>
                  <InviteForm workspaceId={workspace.id} autoFocus={focus === "invite"} />
                  <h4 className="pt-2 text-xs font-medium tracking-wide text-zinc-500 uppercase">
                    {t("Pending invitations")}
                  </h4>
                  <PendingInvitations workspaceId={workspace.id} />
                </section>
              ) : null}
              <div className={sectionClass}>
                <MembersSection workspace={workspace} can={can} onLeft={onClose} />
              </div>
              <div className={sectionClass}>
                <ApprovalSettingsSection workspace={workspace} canEdit={can.rename} />
              </div>
              {can.readAudit ? (
                <div className={sectionClass}>
                  <ActivitySection workspaceId={workspace.id} />
                </div>
              ) : null}
              {can.delete ? (
                <div className={sectionClass}>
                  <DeleteWorkspaceRow workspace={workspace} onDeleted={onClose} />
                </div>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <p className="py-6 text-sm text-zinc-400">{t("Loading the workspace…")}</p>
      )}
    </Modal>
  );
}
