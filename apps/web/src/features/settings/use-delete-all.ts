import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { apiErrorText } from "../../lib/api-errors";
import { useIsDocumentPage } from "../../lib/route-ids";
import { useAppDispatch } from "../../store/hooks";
import { useDeleteAllDocumentsMutation, useGetDocumentsQuery } from "../documents/documents-api";
import { useDeleteAllProjectsMutation, useGetProjectsQuery } from "../projects/projects-api";
import { projectSelected } from "../shell/ui-slice";

export type DeleteAllKind = "documents" | "projects";

const TEXTS = {
  documents: { done: "All documents deleted", none: "No documents to delete", thrown: "Error deleting documents" },
  projects: { done: "All projects deleted", none: "No projects to delete", thrown: "Error deleting projects" },
} as const;

/**
 * "Delete all documents" / "Delete all projects" (spec sections 2 and 8). `hasNothing` is known
 * from the cached lists, so an empty account is told so without asking for confirmation first.
 */
export function useDeleteAll(kind: DeleteAllKind) {
  const documents = useGetDocumentsQuery(undefined, { skip: kind !== "documents" });
  const projects = useGetProjectsQuery(undefined, { skip: kind !== "projects" });
  const [deleteAllDocuments, documentsState] = useDeleteAllDocumentsMutation();
  const [deleteAllProjects, projectsState] = useDeleteAllProjectsMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onDocumentPage = useIsDocumentPage();
  const list = kind === "documents" ? documents.data : projects.data;
  const texts = TEXTS[kind];

  const leaveDocumentPage = () => navigate("/estimate-your-project", { flushSync: true });

  const run = async (): Promise<void> => {
    // Every project takes its documents along, the open one too: its page is left first (at once, not as a
    // transition), or the delete would refetch it into a "Could not fetch document".
    if (kind === "projects" && onDocumentPage) await leaveDocumentPage();
    try {
      const result = kind === "documents" ? await deleteAllDocuments() : await deleteAllProjects();
      if (result.error) {
        toast.error(apiErrorText(result.error, "Something went wrong", texts.thrown));
        return;
      }
      if (result.data.deleted === 0) {
        toast(texts.none);
        return;
      }
      toast.success(texts.done);
      if (kind === "projects") dispatch(projectSelected(null));
      // The open document is gone (its read is not invalidated, so it is not refetched into a "not found").
      if (kind === "documents" && onDocumentPage) void leaveDocumentPage();
    } catch {
      toast.error(texts.thrown);
    }
  };

  return {
    hasNothing: list !== undefined && list.length === 0,
    noneText: texts.none,
    run,
    isDeleting: documentsState.isLoading || projectsState.isLoading,
  };
}
