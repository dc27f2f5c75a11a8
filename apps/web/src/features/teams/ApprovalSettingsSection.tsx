import type { Workspace, WorkspaceSettings } from "@scopewise/shared";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { approverCandidates, parseThreshold } from "./approval-threshold";
import { useGetWorkspaceSettingsQuery, useSaveWorkspaceSettingsMutation } from "./approval-settings-api";
import { MEMBERS_FRESH, useGetMembersQuery } from "./teams-api";

interface ApprovalSettingsSectionProps {
  workspace: Workspace;
  canEdit: boolean;
}

/** Workspace settings → Approval: the total above which a proposal needs approval, and who approves. */
export function ApprovalSettingsSection({ workspace, canEdit }: ApprovalSettingsSectionProps) {
  const t = useUiTranslator();
  const settings = useGetWorkspaceSettingsQuery(workspace.id);
  return (
    <section aria-labelledby="workspace-approval-heading" className="space-y-3">
      <h3 id="workspace-approval-heading" className="text-sm font-semibold text-zinc-100">
        {t("Approval")}
      </h3>
      <p className="text-sm text-zinc-400">
        {t("Proposals whose total is above the threshold need an approver's yes before they go to the client.")}
      </p>
      {settings.data ? (
        <ApprovalSettingsForm key={workspace.id} workspace={workspace} saved={settings.data} canEdit={canEdit} />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {apiErrorText(settings.error, t("The approval settings could not be loaded."))}
        </p>
      ) : (
        <p className="text-sm text-zinc-400">{t("Loading the approval settings…")}</p>
      )}
    </section>
  );
}

function ApprovalSettingsForm({
  workspace,
  saved,
  canEdit,
}: {
  workspace: Workspace;
  saved: WorkspaceSettings;
  canEdit: boolean;
}) {
  const t = useUiTranslator();
  const members = useGetMembersQuery(workspace.id, MEMBERS_FRESH);
  const [threshold, setThreshold] = useState(saved.approval_threshold === null ? "" : String(saved.approval_threshold));
  const [approverIds, setApproverIds] = useState<string[]>(saved.approver_ids);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveWorkspaceSettingsMutation();
  const candidates = approverCandidates(members.data ?? []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseThreshold(threshold);
    if ("error" in parsed) {
      setErrors({ approval_threshold: t(parsed.error) });
      return;
    }
    try {
      await save({
        id: workspace.id,
        settings: { approval_threshold: parsed.value, approver_ids: approverIds },
      }).unwrap();
      setErrors({});
      toast.success(t("Approval settings saved"));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { form: apiErrorText(failure, t("The approval settings could not be saved.")) },
      );
    }
  };

  const toggle = (userId: string, on: boolean) => {
    setApproverIds((ids) => (on ? [...ids, userId] : ids.filter((id) => id !== userId)));
    setErrors({});
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label={t("Threshold (total cost)")}
        name="approval-threshold"
        inputMode="decimal"
        readOnly={!canEdit}
        value={threshold}
        placeholder={t("No approval")}
        error={errors.approval_threshold}
        hint={
          canEdit
            ? t("Leave empty for no approval step.")
            : t("Only owners and admins can change the approval settings.")
        }
        onChange={(event) => {
          setThreshold(event.target.value);
          setErrors({});
        }}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-200">{t("Approvers")}</legend>
        {candidates.length === 0 ? (
          <p className="text-sm text-zinc-400">{t("Loading the members…")}</p>
        ) : (
          <ul className="space-y-1">
            {candidates.map((member) => (
              <li key={member.user_id}>
                <label className="flex min-h-9 items-center gap-3 text-sm text-zinc-200">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-500"
                    disabled={!canEdit}
                    checked={approverIds.includes(member.user_id)}
                    onChange={(event) => toggle(member.user_id, event.target.checked)}
                  />
                  <span className="min-w-0 truncate">
                    {member.name} <span className="text-zinc-500">{member.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.approver_ids ? (
          <p role="alert" className="text-sm text-red-300">
            {errors.approver_ids}
          </p>
        ) : null}
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-300">
          {errors.form}
        </p>
      ) : null}
      {canEdit ? (
        <Button type="submit" variant="secondary" disabled={isLoading}>
          {isLoading ? <Spinner /> : null}
          {t("Save approval settings")}
        </Button>
      ) : null}
    </form>
  );
}
