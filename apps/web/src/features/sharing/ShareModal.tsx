import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { documentLabel } from "../documents/document-labels";
import { useGetDocumentQuery, useGetProjectDocumentsQuery } from "../documents/documents-api";
import { ShareLinkRow, type ShareableDocument } from "./ShareLinkRow";
import { ShareSettingsForm } from "./ShareSettingsForm";

/** A project has no public link of its own, so sharing it lists its documents' links. */
export type ShareTarget = { kind: "document"; documentId: string } | { kind: "project"; projectId: string };

interface ShareModalProps {
  target: ShareTarget | null;
  onClose: () => void;
}

export function ShareModal({ target, onClose }: ShareModalProps) {
  return (
    <Modal open={target !== null} title="Share public link to chat" onClose={onClose}>
      <p className="mb-5 text-sm text-zinc-400">
        Anyone with a link can read that document without signing in, choose the options you allow and accept it. They cannot change it.
      </p>
      {target?.kind === "document" ? <SharedDocument documentId={target.documentId} /> : null}
      {target?.kind === "project" ? <SharedProject projectId={target.projectId} /> : null}
    </Modal>
  );
}

function SharedDocument({ documentId }: { documentId: string }) {
  const { data } = useGetDocumentQuery(documentId);
  return <ShareSettingsForm documentId={documentId} label={data ? documentLabel(data) : "This document"} />;
}

function SharedProject({ projectId }: { projectId: string }) {
  const { data = [], isLoading, isError } = useGetProjectDocumentsQuery(projectId);
  return <ShareList documents={data} isLoading={isLoading} isError={isError} emptyText="This project has no documents to share yet." />;
}

interface ShareListProps {
  documents: ReadonlyArray<{ id: string; uuid: string; title: string; user_query: string }>;
  isLoading: boolean;
  isError: boolean;
  emptyText?: string;
}

function ShareList({ documents, isLoading, isError, emptyText = "" }: ShareListProps) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-6 text-violet-400">
        <Spinner className="size-6" label="Loading links" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-red-400">The share link could not be loaded. Close this and try again.</p>;
  if (documents.length === 0) return <p className="text-sm text-zinc-400">{emptyText}</p>;
  const rows: ShareableDocument[] = documents.map((doc) => ({ id: doc.id, uuid: doc.uuid, label: documentLabel(doc) }));
  return (
    <ul className="divide-y divide-zinc-800/80">
      {rows.map((row) => (
        <ShareLinkRow key={row.id} document={row} />
      ))}
    </ul>
  );
}
