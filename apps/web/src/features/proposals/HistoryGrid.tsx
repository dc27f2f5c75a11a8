import type { ListedHistoryProposal } from "@scopewise/shared";
import { useState } from "react";
import { useConfirmedDocumentDelete } from "../documents/use-confirmed-delete";
import { ShareModal } from "../sharing/ShareModal";
import { HistoryCard } from "./HistoryCard";

/** The user's proposals as cards, one to four columns depending on the space available. */
export function HistoryGrid({ proposals }: { proposals: ListedHistoryProposal[] }) {
  const { askToDelete, isBusy, confirmation } = useConfirmedDocumentDelete();
  const [sharing, setSharing] = useState<string | null>(null);

  return (
    <div className="@container">
      <ul aria-label="Chats" className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @5xl:grid-cols-4">
        {proposals.map((proposal) => (
          <li key={proposal.session_id} className="flex flex-col [&>article]:flex-1">
            <HistoryCard
              proposal={proposal}
              isBusy={isBusy(proposal.session_id)}
              onShare={() => setSharing(proposal.session_id)}
              onDelete={() => askToDelete({ id: proposal.session_id, title: proposal.topic })}
            />
          </li>
        ))}
      </ul>
      <ShareModal
        target={sharing ? { kind: "document", documentId: sharing } : null}
        onClose={() => setSharing(null)}
      />
      {confirmation}
    </div>
  );
}
