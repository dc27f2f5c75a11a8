import { useWorkspacePermissions } from "../teams/use-workspace-permissions";
import type { ListedDocument } from "@scopewise/shared";
import { FileText, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Spinner } from "../../components/Spinner";
import { formatShortDate } from "../../lib/format-date";
import { UNTITLED_DOCUMENT } from "./document-labels";
import { ProposalStanding } from "../sending/ProposalStanding";
import { DocumentStatusBadge } from "./DocumentStatusBadge";

interface DocumentCardProps {
  document: ListedDocument;
  isBusy: boolean;
  onDelete: () => void;
}

/** A project's document on the Create screen: opens the document, with its own delete button. */
export function DocumentCard({ document, isBusy, onDelete }: DocumentCardProps) {
  const canEdit = useWorkspacePermissions().editContent;
  const title = document.title.trim() || UNTITLED_DOCUMENT;
  return (
    <article
      aria-busy={isBusy}
      className={`group relative flex h-full min-h-40 flex-col rounded-xl border border-zinc-800 bg-zinc-950 p-5 transition-colors hover:border-zinc-700 hover:bg-zinc-900/60 ${
        isBusy ? "pointer-events-none opacity-50" : ""
      }`}
    >
      <div className="flex items-start gap-3 pr-8">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-violet-600/15 text-violet-300">
          <FileText aria-hidden="true" className="size-4" />
        </span>
        <h3 className="min-w-0 pt-1.5 text-sm leading-snug font-medium text-zinc-100">
          {/* The link covers the whole card; the delete button sits above it. */}
          <Link
            to={`/proposals/${encodeURIComponent(document.id)}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {title}
          </Link>
        </h3>
      </div>
      <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-zinc-400">
        {document.user_query.trim() || "No description available"}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4 text-xs text-zinc-500">
        <time dateTime={document.updated_at}>{formatShortDate(document.updated_at)}</time>
        <DocumentStatusBadge status={document.status} />
        <span className="ml-auto">
          <ProposalStanding status={document.proposal_status} value={document.proposal_value} />
        </span>
      </div>
      {canEdit ? (
        <button
          type="button"
          onClick={onDelete}
          disabled={isBusy}
          aria-label={`Delete ${title}`}
          title="Delete document"
          className="absolute top-3 right-3 z-10 rounded-lg p-2 text-zinc-500 transition-colors hover:bg-red-500/10 hover:text-red-400"
        >
          {isBusy ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
        </button>
      ) : null}
    </article>
  );
}
