import { ConfirmModal } from "../../components/ConfirmModal";

export interface DocumentToDelete {
  id: string;
  title: string;
}

interface DeleteDocumentModalProps {
  document: DocumentToDelete | null;
  onConfirm: (document: DocumentToDelete) => void;
  onClose: () => void;
}

/** Asks before a document (and its public link) goes for good. */
export function DeleteDocumentModal({ document, onConfirm, onClose }: DeleteDocumentModalProps) {
  return (
    <ConfirmModal
      open={document !== null}
      title="Delete Document"
      confirmLabel="Delete"
      onConfirm={() => {
        if (document) onConfirm(document);
      }}
      onClose={onClose}
    >
      <p>
        Delete <strong className="font-medium text-zinc-100">{document?.title}</strong>?
      </p>
      <p className="text-zinc-500">Its chat, files and public link go with it. This cannot be undone.</p>
    </ConfirmModal>
  );
}
