import { FileText, FolderOpen } from "lucide-react";
import toast from "react-hot-toast";
import type { DocumentFile } from "@scopewise/shared";
import { useDownloadDocumentFileMutation, useGetDocumentFilesQuery } from "../documents/documents-api";
import { formatFileSize } from "./chat-text";
import { PanelEmpty, PanelError, PanelLoading } from "./PanelStatus";

/** The briefs attached to the document's request and the images it shows. */
export function DocumentFiles({ documentId }: { documentId: string }) {
  const { data, isLoading, isError } = useGetDocumentFilesQuery(documentId);
  const [download] = useDownloadDocumentFileMutation();

  // Images are public URLs; a brief is fetched with the sign-in and saved under its own name.
  const saveBrief = async (file: DocumentFile) => {
    try {
      const objectUrl = await download(file.url).unwrap();
      const link = document.createElement("a");
      link.href = objectUrl;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    } catch {
      toast.error("The file could not be downloaded.");
    }
  };

  if (isLoading) return <PanelLoading label="Loading files" />;
  if (isError) return <PanelError>The files could not be loaded.</PanelError>;
  if (!data || data.length === 0) {
    return (
      <PanelEmpty icon={FolderOpen} title="No files yet">
        Images in this document and briefs attached to its request are listed here.
      </PanelEmpty>
    );
  }

  return (
    <ul aria-label="Files" className="space-y-1 px-3 py-4">
      {data.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => {
              if (file.kind !== "brief") return;
              event.preventDefault();
              void saveBrief(file);
            }}
            className="flex items-center gap-3 rounded-lg p-2 transition-colors hover:bg-zinc-900"
          >
            {file.kind === "image" ? (
              <img
                src={file.url}
                alt=""
                loading="lazy"
                className="size-10 shrink-0 rounded-md border border-zinc-800 bg-zinc-900 object-cover"
              />
            ) : (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-zinc-800 bg-zinc-900 text-zinc-400">
                <FileText aria-hidden="true" className="size-4" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm text-zinc-200">{file.name}</span>
              <span className="block text-xs text-zinc-500">
                {file.kind === "image" ? "Image" : "Brief"}
                {file.size !== null ? ` · ${formatFileSize(file.size)}` : ""}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
