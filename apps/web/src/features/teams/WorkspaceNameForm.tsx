import { WORKSPACE_NAME_MAX_LENGTH, workspaceNameSchema, type Workspace } from "@scopewise/shared";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { useRenameWorkspaceMutation } from "./teams-api";

/** The workspace's name: a form for owners and admins, read-only for everyone else. */
export function WorkspaceNameForm({ workspace, canRename }: { workspace: Workspace; canRename: boolean }) {
  const t = useUiTranslator();
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | undefined>();
  const [rename, { isLoading }] = useRenameWorkspaceMutation();
  const unchanged = name.trim() === workspace.name;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "Please enter a workspace name"));
      return;
    }
    try {
      await rename({ id: workspace.id, name: parsed.data.name }).unwrap();
      toast.success(t("Workspace name saved"));
    } catch (failure) {
      setError(serverFieldErrors(failure).name ?? apiErrorText(failure, t("The name could not be saved.")));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <TextField
          label={t("Workspace name")}
          name="workspace-name"
          autoComplete="organization"
          maxLength={WORKSPACE_NAME_MAX_LENGTH}
          readOnly={!canRename}
          value={name}
          error={error}
          hint={canRename ? undefined : t("Only owners and admins can rename the workspace.")}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      {canRename ? (
        <Button type="submit" variant="secondary" className="shrink-0 sm:mt-7" disabled={unchanged || isLoading}>
          {isLoading ? <Spinner /> : null}
          {t("Save name")}
        </Button>
      ) : null}
    </form>
  );
}
