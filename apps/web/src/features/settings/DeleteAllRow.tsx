import { Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { ConfirmModal } from "../../components/ConfirmModal";
import { useDeleteAll, type DeleteAllKind } from "./use-delete-all";

const COPY = {
  documents: {
    label: "Delete all documents",
    hint: "Remove every document; your projects stay.",
    question: "Delete all of your documents? Their chats, files and public links go too. This cannot be undone.",
  },
  projects: {
    label: "Delete all projects",
    hint: "Remove every project together with its documents.",
    question: "Delete all of your projects and every document in them? This cannot be undone.",
  },
} as const;

export function DeleteAllRow({ kind, className = "" }: { kind: DeleteAllKind; className?: string }) {
  const { hasNothing, noneText, run, isDeleting } = useDeleteAll(kind);
  const [confirming, setConfirming] = useState(false);
  const copy = COPY[kind];

  return (
    <div className={className}>
      <div>
        <p className="text-sm font-medium text-zinc-100">{copy.label}</p>
        <p className="mt-0.5 text-xs text-zinc-500">{copy.hint}</p>
      </div>
      <Button
        variant="secondary"
        className="h-9 shrink-0 whitespace-nowrap text-red-400 hover:text-red-300"
        disabled={isDeleting}
        onClick={() => (hasNothing ? toast(noneText) : setConfirming(true))}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.label}
      </Button>
      <ConfirmModal
        open={confirming}
        title={copy.label}
        confirmLabel="Delete all"
        busy={isDeleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run().finally(() => setConfirming(false))}
      >
        <p>{copy.question}</p>
      </ConfirmModal>
    </div>
  );
}
