import { TITLE_MAX_LENGTH } from "@scopewise/shared";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { apiErrorText } from "../../lib/api-errors";
import { useAppSelector } from "../../store/hooks";
import { selectUser } from "../auth/auth-slice";
import { useCreateProjectMutation } from "./projects-api";
import { useSelectProject } from "./use-select-project";

interface CreateProjectModalProps {
  open: boolean;
  onClose: () => void;
  /** Runs after the new project is selected, e.g. to close the phone sidebar over it. */
  onCreated?: () => void;
}

export function CreateProjectModal({ open, onClose, onCreated }: CreateProjectModalProps) {
  return (
    <Modal open={open} title="Create New Project" onClose={onClose} widthClass="max-w-md">
      {/* Mounted only while open, so every opening starts with an empty name. */}
      <CreateProjectForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateProjectForm({ onClose, onCreated }: Omit<CreateProjectModalProps, "open">) {
  const [name, setName] = useState("");
  const user = useAppSelector(selectUser);
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const selectProject = useSelectProject();

  const submit = async () => {
    if (isLoading) return;
    const title = name.trim();
    if (!title) {
      toast.error("Please enter a project name");
      return;
    }
    if (!user?.id) {
      toast.error("Please log in to create projects");
      return;
    }
    try {
      const result = await createProject({ title, created_by: user.id });
      if (result.data) {
        toast.success("New project created successfully");
        onClose();
        selectProject(result.data.id);
        onCreated?.();
      } else {
        toast.error(apiErrorText(result.error, "Failed to create project", "Error creating project"));
      }
    } catch {
      toast.error("Error creating project");
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Project name"
        name="project-name"
        placeholder="e.g. Warehouse management system"
        autoComplete="off"
        maxLength={TITLE_MAX_LENGTH}
        data-autofocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Enter submits even while the button is disabled, so an empty name gets its message.
          if (event.key === "Enter") {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!name.trim() || isLoading}>
          {isLoading ? <Spinner /> : null}
          Create
        </Button>
      </div>
    </form>
  );
}
