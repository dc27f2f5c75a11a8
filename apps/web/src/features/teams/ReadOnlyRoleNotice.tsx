import { Eye } from "lucide-react";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { roleLabel } from "./role-labels";
import { useCurrentWorkspace, useWorkspacePermissions } from "./use-workspace-permissions";

/** Says why there is nothing to change here: the user's role in the workspace only lets them read. */
export function ReadOnlyRoleNotice({ className = "" }: { className?: string }) {
  const t = useUiTranslator();
  const { workspace } = useCurrentWorkspace();
  const { role } = useWorkspacePermissions();
  return (
    <p
      role="note"
      className={`flex items-start gap-2 rounded-xl border border-sky-400/30 bg-sky-400/10 p-4 text-left text-sm text-sky-50 ${className}`}
    >
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(
        "Your role in {{name}} is {{role}}: you can read its projects and proposals and download them, but not change them. Ask an owner or admin for another role.",
        {
          role: role ? roleLabel(role, t) : "",
          name: workspace?.name ?? "",
        },
      )}
    </p>
  );
}

/** Whether the user's role here is known and only lets them read (a viewer). */
export function useIsReadOnlyRole(): boolean {
  const can = useWorkspacePermissions();
  return can.ready && !can.editContent;
}
