import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";
import { useAppSelector } from "../../store/hooks";
import { selectSelectedProjectId } from "../shell/ui-slice";
import { useDeleteProjectMutation } from "./projects-api";
import { useSelectProject } from "./use-select-project";

/** Deletes a project (and with it its documents); deleting the selected one clears the selection. */
export function useDeleteProject() {
  const [deleteProject, { isLoading }] = useDeleteProjectMutation();
  const selectedProjectId = useAppSelector(selectSelectedProjectId);
  const selectProject = useSelectProject();

  const remove = async (projectId: string): Promise<boolean> => {
    try {
      await deleteProject(projectId).unwrap();
      toast.success("Project deleted successfully");
      if (projectId === selectedProjectId) selectProject(null);
      return true;
    } catch (error) {
      toast.error(apiErrorText(error, "Failed to delete project", "Something went wrong"));
      return false;
    }
  };

  return { remove, isDeleting: isLoading };
}
