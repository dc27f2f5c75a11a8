import type { Workspace } from "@scopewise/shared";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { ConfirmModal } from "../../components/ConfirmModal";
import { apiErrorText } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { SIGNED_IN_HOME } from "../auth/GuestOnly";
import { useDeleteWorkspaceMutation } from "./teams-api";

/** The owner's way to delete a team workspace with everything in it, after a confirm. */
export function DeleteWorkspaceRow({ workspace, onDeleted }: { workspace: Workspace; onDeleted: () => void }) {
  const t = useUiTranslator();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useDeleteWorkspaceMutation();
  const navigate = useNavigate();

  const run = async () => {
    try {
      await remove(workspace.id).unwrap();
      toast.success(t("{{name}} was deleted", { name: workspace.name }));
      onDeleted();
      void navigate(SIGNED_IN_HOME);
    } catch (error) {
      toast.error(apiErrorText(error, t("The workspace could not be deleted.")));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-zinc-100">{t("Delete workspace")}</p>
        <p className="mt-0.5 text-xs text-zinc-500">
          {t("Removes the workspace with all its projects and proposals.")}
        </p>
      </div>
      <Button
        variant="secondary"
        className="h-9 shrink-0 whitespace-nowrap text-red-400 hover:text-red-300"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("Delete workspace")}
      </Button>
      <ConfirmModal
        open={confirming}
        title={t("Delete {{name}}?", { name: workspace.name })}
        confirmLabel={t("Delete workspace")}
        busy={isLoading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run()}
      >
        <p>{t("Every project and proposal in it is deleted for all its members. This cannot be undone.")}</p>
      </ConfirmModal>
    </div>
  );
}
