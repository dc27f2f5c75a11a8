import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { apiErrorText } from "../../lib/api-errors";
import { useAppSelector } from "../../store/hooks";
import { selectUser } from "../auth/auth-slice";
import { useCreateDocumentMutation } from "../documents/documents-api";
import { useCreateDocumentFromBriefMutation } from "../generation/generation-api";

/**
 * Sends a request to generate a proposal and opens the new document (spec sections 2 and 8). With a
 * brief attached it goes as multipart to the brief endpoint, whose field errors become the toast.
 * Resolves to whether it was created, so the caller can give back the text and file on failure.
 */
export function useCreateDocument() {
  const user = useAppSelector(selectUser);
  const [createDocument, { isLoading: isCreating }] = useCreateDocumentMutation();
  const [createFromBrief, { isLoading: isUploading }] = useCreateDocumentFromBriefMutation();
  const navigate = useNavigate();

  const send = async (
    conversation: string,
    projectId: string | null,
    brief: File | null = null,
    templateId: string | null = null,
  ): Promise<boolean> => {
    if (!user?.id) {
      toast.error("Please log in to create documents");
      return false;
    }
    const project = projectId ? { project_id: projectId } : {};
    try {
      const result = brief
        ? await createFromBrief({ conversation, brief, ...project })
        : await createDocument({ conversation, ...project, ...(templateId ? { template_id: templateId } : {}) });
      if (result.data) {
        toast.success("Document created successfully");
        void navigate(`/proposals/${encodeURIComponent(result.data.process_id)}`);
        return true;
      }
      if (result.error) {
        toast.error(apiErrorText(result.error, "Failed to create document", "Request failed"));
        return false;
      }
      toast.error("Something went wrong");
      return false;
    } catch {
      toast.error("Request failed");
      return false;
    }
  };

  return { send, isLoading: isCreating || isUploading };
}
