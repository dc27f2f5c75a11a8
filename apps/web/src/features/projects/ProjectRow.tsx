import { ChevronRight, Pencil, Share2, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { ActionsMenuButton } from "../../components/ActionsMenuButton";
import { useMenu } from "../../components/use-menu";
import { InlineRenameInput } from "../rename/InlineRenameInput";
import { useInlineRename } from "../rename/use-inline-rename";
import type { ProjectEntry } from "./project-filter";
import { ProjectDocumentLinks } from "./ProjectDocumentLinks";
import { useRenameProjectMutation } from "./projects-api";
import { useWorkspacePermissions } from "../teams/use-workspace-permissions";

interface ProjectRowProps {
  entry: ProjectEntry;
  isSelected: boolean;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  onSelect: () => void;
  onShare: () => void;
  onDelete: () => void;
  /** Called after following a link, so the phone overlay can close. */
  onNavigate: () => void;
}

/** A project in the sidebar: expand arrow, name (select / rename inline) and its action menu. */
export function ProjectRow({
  entry,
  isSelected,
  isExpanded,
  onToggleExpanded,
  onSelect,
  onShare,
  onDelete,
  onNavigate,
}: ProjectRowProps) {
  const { project, documents } = entry;
  const title = project.title || project.name;
  const listId = useId();
  const nameRef = useRef<HTMLButtonElement>(null);
  const menu = useMenu();
  // Share, rename and delete all change the project: a viewer gets no menu.
  const canEdit = useWorkspacePermissions().editContent;
  const [renameProject] = useRenameProjectMutation();
  const rename = useInlineRename({
    kind: "Project",
    currentTitle: title,
    save: (newTitle) => renameProject({ id: project.id, title: newTitle }).unwrap(),
    returnFocusTo: nameRef,
  });

  return (
    <li>
      <div
        className={`group flex items-center gap-0.5 rounded-lg pr-1 transition-colors ${
          isSelected ? "bg-zinc-900 text-zinc-50" : "text-zinc-300 hover:bg-zinc-900/70"
        }`}
      >
        <button
          type="button"
          onClick={onToggleExpanded}
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? listId : undefined}
          aria-label={`${isExpanded ? "Hide" : "Show"} documents of ${title}`}
          className="rounded-md p-1.5 text-zinc-500 transition-colors hover:text-zinc-100"
        >
          <ChevronRight aria-hidden="true" className={`size-4 transition-transform ${isExpanded ? "rotate-90" : ""}`} />
        </button>
        {rename.isEditing ? (
          <div className="min-w-0 flex-1 py-1">
            <InlineRenameInput rename={rename} label="Project name" />
          </div>
        ) : (
          <button
            ref={nameRef}
            type="button"
            onClick={onSelect}
            aria-current={isSelected ? "true" : undefined}
            title={title}
            className="min-w-0 flex-1 truncate rounded-md py-2 text-left text-sm"
          >
            {title}
          </button>
        )}
        {canEdit ? (
          <ActionsMenuButton
            menu={menu}
            title={title}
            className="rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-800 hover:text-zinc-100"
            openClassName="bg-zinc-800 text-zinc-100"
            actions={[
              { label: "Share", icon: Share2, run: onShare },
              { label: "Rename", icon: Pencil, run: rename.start },
              { label: "Delete", icon: Trash2, run: onDelete, danger: true },
            ]}
          />
        ) : null}
      </div>
      {isExpanded ? <ProjectDocumentLinks id={listId} documents={documents} onNavigate={onNavigate} /> : null}
    </li>
  );
}
