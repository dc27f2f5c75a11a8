import type { ListedDocument } from "@scopewise/shared";
import { FileText } from "lucide-react";
import { NavLink } from "react-router";
import { documentLabel } from "../documents/document-labels";
import { ProposalStanding } from "../sending/ProposalStanding";

interface ProjectDocumentLinksProps {
  id: string;
  documents: ListedDocument[];
  onNavigate: () => void;
}

/** The documents under an expanded project row. */
export function ProjectDocumentLinks({ id, documents, onNavigate }: ProjectDocumentLinksProps) {
  if (documents.length === 0) {
    return (
      <p id={id} className="py-1.5 pr-2 pl-9 text-xs text-zinc-500">
        No documents yet
      </p>
    );
  }
  return (
    <ul id={id} className="space-y-0.5 py-1 pl-6">
      {documents.map((doc) => {
        const label = documentLabel(doc);
        return (
          <li key={doc.id}>
            <NavLink
              to={`/proposals/${encodeURIComponent(doc.id)}`}
              onClick={onNavigate}
              title={label}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-md px-2 py-1.5 text-xs transition-colors ${
                  isActive ? "bg-zinc-900 text-zinc-50" : "text-zinc-400 hover:bg-zinc-900/70 hover:text-zinc-100"
                }`
              }
            >
              <FileText aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="min-w-0 flex-1 truncate">{label}</span>
              <ProposalStanding status={doc.proposal_status} value={doc.proposal_value} compact />
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
