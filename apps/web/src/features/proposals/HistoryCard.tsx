import type { ListedHistoryProposal } from "@scopewise/shared";
import { CalendarDays, Pencil, Share2, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { ActionsMenuButton } from "../../components/ActionsMenuButton";
import { useMenu } from "../../components/use-menu";
import { useRenameDocumentMutation } from "../documents/documents-api";
import { InlineRenameInput } from "../rename/InlineRenameInput";
import { useInlineRename } from "../rename/use-inline-rename";
import { ProposalStanding } from "../sending/ProposalStanding";
import { historyCardText } from "./history-filter";
import { useWorkspacePermissions } from "../teams/use-workspace-permissions";

interface HistoryCardProps {
  proposal: ListedHistoryProposal;
  isBusy: boolean;
  onShare: () => void;
  onDelete: () => void;
}

/** One of the user's proposals on the history screen, with a menu that appears on hover or focus. */
export function HistoryCard({ proposal, isBusy, onShare, onDelete }: HistoryCardProps) {
  const { date, title, description } = historyCardText(proposal);
  const menu = useMenu();
  const canEdit = useWorkspacePermissions().editContent;
  const [renameDocument] = useRenameDocumentMutation();
  const rename = useInlineRename({
    kind: "Document",
    currentTitle: title,
    save: (newTitle) => renameDocument({ id: proposal.session_id, title: newTitle }).unwrap(),
    returnFocusTo: menu.triggerRef,
  });

  return (
    <article
      aria-busy={isBusy}
      className={`group relative flex min-h-44 flex-col rounded-xl border border-zinc-800 bg-zinc-950 p-5 transition-colors hover:border-zinc-700 ${
        isBusy ? "pointer-events-none opacity-50" : ""
      }`}
    >
      <p className="flex items-center gap-1.5 pr-9 text-xs text-zinc-500">
        <CalendarDays aria-hidden="true" className="size-3.5" />
        <time dateTime={proposal.created_at}>{date}</time>
      </p>
      {rename.isEditing ? (
        <div className="mt-3">
          <InlineRenameInput rename={rename} label="Document title" />
        </div>
      ) : (
        <h3 className="mt-3 line-clamp-2 text-sm leading-snug font-medium break-words text-zinc-100">{title}</h3>
      )}
      <p className="mt-2 text-xs text-zinc-400">{description}</p>
      <p className="mt-2">
        <ProposalStanding status={proposal.proposal_status} value={proposal.proposal_value} />
      </p>
      <div className="mt-auto pt-4">
        <Link
          to={`/proposals/${encodeURIComponent(proposal.session_id)}`}
          className={buttonClass("secondary", "h-9 w-full")}
        >
          View
        </Link>
      </div>

      {canEdit ? (
        <ActionsMenuButton
          menu={menu}
          title={title}
          className="absolute top-3 right-3 rounded-lg p-1.5 text-zinc-400 transition-opacity hover:bg-zinc-800 hover:text-zinc-100 focus-visible:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100"
          openClassName="bg-zinc-800 [@media(hover:hover)]:opacity-100"
          actions={[
            { label: "Rename", icon: Pencil, run: rename.start },
            { label: "Share", icon: Share2, run: onShare },
            { label: "Delete", icon: Trash2, run: onDelete, danger: true },
          ]}
        />
      ) : null}
    </article>
  );
}
