import { ArrowLeft, Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { documentLabel } from "../documents/document-labels";
import { useGetDocumentQuery, useGetProjectDocumentsQuery } from "../documents/documents-api";
import { ApprovalPanel } from "../approval/ApprovalPanel";
import { useGetApprovalQuery } from "../approval/approval-api";
import { approvalBlocksSharing } from "../approval/approval-status";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { SendProposalForm } from "../sending/SendProposalForm";
import { useCurrentWorkspace } from "../teams/use-workspace-permissions";
import { permissionsFor } from "../teams/workspace-permissions";
import { ShareLinkRow, type ShareableDocument } from "./ShareLinkRow";
import { ShareSettingsForm } from "./ShareSettingsForm";

/** A project has no public link of its own, so sharing it lists its documents' links. */
export type ShareTarget = { kind: "document"; documentId: string } | { kind: "project"; projectId: string };

interface ShareModalProps {
  target: ShareTarget | null;
  onClose: () => void;
}

/** A document's dialog shows its link's settings, or the form that mails it to the client. */
type Step = "link" | "send";

export function ShareModal({ target, onClose }: ShareModalProps) {
  const [step, setStep] = useState<Step>("link");
  const close = () => {
    setStep("link");
    onClose();
  };
  const sending = target?.kind === "document" && step === "send";
  return (
    <Modal open={target !== null} title={sending ? "Send to client" : "Share public link to chat"} onClose={close}>
      {sending ? null : (
        <p className="mb-5 text-sm text-zinc-400">
          Anyone with a link can read that document without signing in, choose the options you allow and accept or
          decline it. They cannot change it.
        </p>
      )}
      {target?.kind === "document" ? (
        <SharedDocument documentId={target.documentId} step={step} onStep={setStep} />
      ) : null}
      {target?.kind === "project" ? <SharedProject projectId={target.projectId} /> : null}
    </Modal>
  );
}

function SharedDocument({
  documentId,
  step,
  onStep,
}: {
  documentId: string;
  step: Step;
  onStep: (step: Step) => void;
}) {
  const { data } = useGetDocumentQuery(documentId);
  const label = data ? documentLabel(data) : "This document";
  const { workspace } = useCurrentWorkspace();
  const t = useUiTranslator();
  const reasonId = useId();
  const { data: approvalState } = useGetApprovalQuery(documentId);
  // The server refuses (409) turning the link on or sending while this holds; the controls say so first.
  const heldBack = approvalBlocksSharing(approvalState)
    ? t("Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.")
    : undefined;
  const approval = <ApprovalPanel documentId={documentId} canRequest={permissionsFor(workspace ?? null).editContent} />;
  if (step === "send") {
    return (
      <div className="space-y-5">
        <button
          type="button"
          onClick={() => onStep("link")}
          className="inline-flex items-center gap-1.5 rounded-md text-sm text-zinc-400 hover:text-zinc-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the link
        </button>
        {approval}
        <p className="text-sm text-zinc-400">
          Mail <span className="text-zinc-200">{label}</span> to your client with a message. Sending turns its link on.
        </p>
        <SendProposalForm documentId={documentId} title={label} onSent={() => onStep("link")} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {approval}
      <ShareSettingsForm documentId={documentId} label={label} heldBack={heldBack} />
      <div className="space-y-2 border-t border-zinc-800 pt-5">
        <Button
          variant="secondary"
          disabled={heldBack !== undefined}
          aria-describedby={heldBack ? reasonId : undefined}
          onClick={() => onStep("send")}
        >
          <Send aria-hidden="true" className="size-4" />
          Send to client
        </Button>
        {heldBack ? (
          <p id={reasonId} className="text-xs text-amber-200">
            {heldBack}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function SharedProject({ projectId }: { projectId: string }) {
  const { data = [], isLoading, isError } = useGetProjectDocumentsQuery(projectId);
  return (
    <ShareList
      documents={data}
      isLoading={isLoading}
      isError={isError}
      emptyText="This project has no documents to share yet."
    />
  );
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
  if (isError)
    return <p className="text-sm text-red-400">The share link could not be loaded. Close this and try again.</p>;
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
