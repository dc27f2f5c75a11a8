import { useState } from "react";
import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";
import { useDeleteDocumentMutation } from "./documents-api";

/**
 * Deletes documents and remembers which are being deleted, so their cards can dim. A deleted id stays
 * marked until the refetched list drops it, so the card does not light up again in between.
 */
export function useDeleteDocument() {
  const [deleteDocument] = useDeleteDocumentMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const remove = async (id: string): Promise<boolean> => {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await deleteDocument(id).unwrap();
      toast.success("Document deleted successfully");
      return true;
    } catch (error) {
      toast.error(apiErrorText(error, "Failed to delete document", "Something went wrong"));
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
      return false;
    }
  };

  return { remove, isBusy: (id: string) => busyIds.has(id) };
}
