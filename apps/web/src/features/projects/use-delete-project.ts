import { skipToken } from "@reduxjs/toolkit/query/react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { apiErrorText } from "../../lib/api-errors";
import { useOpenDocumentId } from "../../lib/route-ids";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { documentsApi } from "../documents/documents-api";
import { projectSelected, selectSelectedProjectId } from "../shell/ui-slice";
import { useDeleteProjectMutation } from "./projects-api";
import { useSelectProject } from "./use-select-project";

/**
 * Deletes a project (and with it its documents). Deleting the selected one clears the selection and
 * shows the Create screen (spec section 4). When the open document is inside, its page is left
 * before the delete: staying would refetch the removed document into a "Could not fetch document".
 */
export function useDeleteProject() {
  const [deleteProject, { isLoading }] = useDeleteProjectMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selectedProjectId = useAppSelector(selectSelectedProjectId);
  const selectProject = useSelectProject();
  const openDocumentId = useOpenDocumentId();
  const openDocument = documentsApi.endpoints.getDocument.useQueryState(openDocumentId ?? skipToken).data;

  const remove = async (projectId: string): Promise<boolean> => {
    const isSelected = projectId === selectedProjectId;
    if (openDocument?.project_id === projectId) {
      if (isSelected) dispatch(projectSelected(null));
      // The active document goes with the project (spec section 4: then /estimate-your-project). Rendered at
      // once (not as a transition), so the page has let go of the document before the delete invalidates it.
      await navigate(isSelected ? "/proposals/create" : "/estimate-your-project", { flushSync: true });
    }
    try {
      await deleteProject(projectId).unwrap();
      toast.success("Project deleted successfully");
      if (isSelected) selectProject(null);
      return true;
    } catch (error) {
      toast.error(apiErrorText(error, "Failed to delete project", "Something went wrong"));
      return false;
    }
  };

  return { remove, isDeleting: isLoading };
}
