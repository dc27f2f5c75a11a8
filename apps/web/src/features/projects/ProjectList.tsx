import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { useLocation } from "react-router";
import { ConfirmModal } from "../../components/ConfirmModal";
import { Spinner } from "../../components/Spinner";
import { useAppSelector } from "../../store/hooks";
import { useGetDocumentsQuery } from "../documents/documents-api";
import { ShareModal } from "../sharing/ShareModal";
import { selectSelectedProjectId } from "../shell/ui-slice";
import { filterProjects, groupDocuments } from "./project-filter";
import { ProjectRow } from "./ProjectRow";
import { useGetProjectsQuery } from "./projects-api";
import { useDeleteProject } from "./use-delete-project";
import { useSelectProject } from "./use-select-project";

interface ProjectListProps {
  searchQuery: string;
  onNavigate: () => void;
}

interface ProjectRef {
  id: string;
  title: string;
}

/** The sidebar's projects with their documents, filtered by the sidebar search. */
export function ProjectList({ searchQuery, onNavigate }: ProjectListProps) {
  const projects = useGetProjectsQuery();
  // One list of all documents feeds every row (and the search), instead of a request per project.
  const documents = useGetDocumentsQuery();
  const selectedProjectId = useAppSelector(selectSelectedProjectId);
  const onCreateScreen = useLocation().pathname.startsWith("/proposals/create");
  const selectProject = useSelectProject();
  const { remove, isDeleting } = useDeleteProject();
  // Rows the user opened or closed; others open by themselves when the search matched inside them.
  const [expanded, setExpanded] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [sharing, setSharing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProjectRef | null>(null);

  useEffect(() => {
    if (projects.isError) toast.error("Error Fetching Projects!", { id: "projects-fetch-error" });
  }, [projects.isError]);

  const entries = useMemo(
    () => filterProjects(groupDocuments(projects.data ?? [], documents.data ?? []), searchQuery),
    [projects.data, documents.data, searchQuery],
  );

  const isExpanded = (id: string, matchedInside: boolean) => expanded.get(id) ?? matchedInside;
  const toggleExpanded = (id: string, matchedInside: boolean) =>
    setExpanded((current) => new Map(current).set(id, !(current.get(id) ?? matchedInside)));

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await remove(deleting.id)) setDeleting(null);
  };

  return (
    <>
      <h2 className="px-3 pb-1 text-xs font-medium tracking-wide text-zinc-500 uppercase">Projects</h2>
      {projects.isLoading ? (
        <div className="flex justify-center py-6 text-zinc-500">
          <Spinner className="size-5" label="Loading projects" />
        </div>
      ) : projects.isError && !projects.data ? (
        <p className="px-3 py-2 text-xs text-zinc-500">Projects could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="px-3 py-2 text-xs text-zinc-500">
          {searchQuery.trim()
            ? "No projects or documents match your search."
            : "No projects yet. Create one to get started."}
        </p>
      ) : (
        <ul aria-label="Projects" className="space-y-0.5">
          {entries.map((entry) => {
            const { project } = entry;
            return (
              <ProjectRow
                key={project.id}
                entry={entry}
                isSelected={onCreateScreen && project.id === selectedProjectId}
                isExpanded={isExpanded(project.id, entry.matchedInside)}
                onToggleExpanded={() => toggleExpanded(project.id, entry.matchedInside)}
                onSelect={() => {
                  selectProject(project.id);
                  onNavigate();
                }}
                onShare={() => setSharing(project.id)}
                onDelete={() => setDeleting({ id: project.id, title: project.title || project.name })}
                onNavigate={onNavigate}
              />
            );
          })}
        </ul>
      )}

      <ShareModal target={sharing ? { kind: "project", projectId: sharing } : null} onClose={() => setSharing(null)} />
      <ConfirmModal
        open={deleting !== null}
        title="Delete Project"
        confirmLabel="Delete"
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          Delete <strong className="font-medium text-zinc-100">{deleting?.title}</strong> and all of its documents?
        </p>
        <p className="text-zinc-500">Their public links stop working too. This cannot be undone.</p>
      </ConfirmModal>
    </>
  );
}
