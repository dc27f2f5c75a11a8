import { WORKSPACE_NAME_MAX_LENGTH, workspaceNameSchema } from "@scopewise/shared";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { FormActions } from "../../components/FormActions";
import { Modal } from "../../components/Modal";
import { TextField } from "../../components/TextField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { SIGNED_IN_HOME } from "../auth/GuestOnly";
import { useCreateWorkspaceMutation } from "./teams-api";

interface CreateWorkspaceModalProps {
  open: boolean;
  onClose: () => void;
  /** Runs once the team exists and is the current workspace (e.g. to offer inviting colleagues). */
  onCreated?: () => void;
}

export function CreateWorkspaceModal({ open, onClose, onCreated }: CreateWorkspaceModalProps) {
  const t = useUiTranslator();
  return (
    <Modal open={open} title={t("Create a team workspace")} onClose={onClose} widthClass="max-w-md">
      {/* Mounted only while open, so every opening starts empty. */}
      <CreateWorkspaceForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateWorkspaceForm({ onClose, onCreated }: Omit<CreateWorkspaceModalProps, "open">) {
  const t = useUiTranslator();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [create, { isLoading }] = useCreateWorkspaceMutation();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "Please enter a workspace name"));
      return;
    }
    try {
      const workspace = await create(parsed.data).unwrap();
      toast.success(t("{{name}} is ready. Invite your colleagues from its settings.", { name: workspace.name }));
      onClose();
      void navigate(SIGNED_IN_HOME);
      onCreated?.();
    } catch (failure) {
      const message =
        serverFieldErrors(failure).name ?? apiErrorText(failure, t("The workspace could not be created."));
      setError(message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-zinc-400">
        {t(
          "A team workspace keeps projects and proposals that everyone you invite can open, each with their own role.",
        )}
      </p>
      <TextField
        label={t("Workspace name")}
        name="workspace-name"
        placeholder={t("e.g. Northwind Studio")}
        autoComplete="organization"
        maxLength={WORKSPACE_NAME_MAX_LENGTH}
        data-autofocus
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <FormActions submitLabel={t("Create workspace")} busy={isLoading} onCancel={onClose} />
    </form>
  );
}
