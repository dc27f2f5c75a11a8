import { FolderOpen } from "lucide-react";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { DocumentCard } from "../documents/DocumentCard";
import { UNTITLED_DOCUMENT } from "../documents/document-labels";
import { useGetProjectDocumentsQuery } from "../documents/documents-api";
import { useConfirmedDocumentDelete } from "../documents/use-confirmed-delete";
import { EmptyState } from "../shell/EmptyState";

/** The selected project's documents as cards, three columns on extra-large screens. */
export function ProjectDocumentsGrid({ projectId }: { projectId: string }) {
  const { data, isLoading, isError } = useGetProjectDocumentsQuery(projectId, { refetchOnMountOrArgChange: true });
  const { askToDelete, isBusy, confirmation } = useConfirmedDocumentDelete();

  // With documents already shown, a failed read only failed to bring them up to date (spec section 8).
  const hasShownDocuments = data !== undefined;
  useEffect(() => {
    if (!isError) return;
    if (hasShownDocuments) toast.error("Error refreshing documents", { id: "project-documents-error" });
    else toast.error("Error fetching documents", { id: "project-documents-error" });
  }, [isError, hasShownDocuments]);

  if (isLoading) {
    return (
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-40 animate-pulse rounded-xl border border-zinc-900 bg-zinc-950" />
        ))}
      </div>
    );
  }

  if (isError && !data) {
    return (
      <EmptyState icon={FolderOpen} title="The documents could not be loaded">
        Check your connection, then open the project again.
      </EmptyState>
    );
  }

  if (!data || data.length === 0) {
    return (
      <EmptyState icon={FolderOpen} title="No documents found">
        This project doesn&apos;t have any documents yet.
      </EmptyState>
    );
  }

  return (
    <>
      <ul aria-label="Documents" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.map((doc) => (
          <li key={doc.id} className="flex flex-col">
            <DocumentCard
              document={doc}
              isBusy={isBusy(doc.id)}
              onDelete={() => askToDelete({ id: doc.id, title: doc.title.trim() || UNTITLED_DOCUMENT })}
            />
          </li>
        ))}
      </ul>
      {confirmation}
    </>
  );
}
