import { useState, type ReactElement } from "react";
import { DeleteDocumentModal, type DocumentToDelete } from "./DeleteDocumentModal";
import { useDeleteDocument } from "./use-delete-document";

/** Deleting a document from a list: ask first, then delete with the card marked busy. Render `confirmation` once. */
export function useConfirmedDocumentDelete(): {
  askToDelete: (document: DocumentToDelete) => void;
  isBusy: (id: string) => boolean;
  confirmation: ReactElement;
} {
  const { remove, isBusy } = useDeleteDocument();
  const [toDelete, setToDelete] = useState<DocumentToDelete | null>(null);
  const confirmation = (
    <DeleteDocumentModal
      document={toDelete}
      onClose={() => setToDelete(null)}
      onConfirm={({ id }) => {
        setToDelete(null);
        void remove(id);
      }}
    />
  );
  return { askToDelete: setToDelete, isBusy, confirmation };
}
