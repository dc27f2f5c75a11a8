import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Button } from "../../components/Button";
import { Logo } from "../../components/Logo";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { Composer } from "../compose/Composer";
import { projectSelected, selectIsSidebarOpen } from "../shell/ui-slice";
import { ProjectDocumentsGrid } from "./ProjectDocumentsGrid";
import { useGetProjectQuery } from "./projects-api";

/** The Create screen with a project selected: its documents, and a composer that adds to it. */
export function ProjectWorkspace({ projectId }: { projectId: string }) {
  const dispatch = useAppDispatch();
  const isSidebarOpen = useAppSelector(selectIsSidebarOpen);
  const { data: project, isError } = useGetProjectQuery(projectId);

  useEffect(() => {
    if (isError) toast.error("Error loading project", { id: "project-load-error" });
  }, [isError]);

  return (
    <div className="flex min-h-dvh flex-col">
      {/* Leaves room for the shell's open-sidebar button while the sidebar is closed. */}
      <header
        className={`flex items-center justify-between gap-3 px-4 pt-3 pb-2 sm:px-8 ${isSidebarOpen ? "" : "pl-16 sm:pl-16"}`}
      >
        <Link to="/proposals/create" className="rounded-md">
          <Logo className="h-7 w-auto" />
        </Link>
        <Button variant="secondary" className="h-9" onClick={() => dispatch(projectSelected(null))}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Button>
      </header>

      <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-8 sm:px-8">
        <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Project</p>
        <h1 className="mt-1 line-clamp-2 break-words text-2xl font-semibold tracking-tight text-zinc-50 sm:text-3xl">
          {project ? project.title || project.name : isError ? "Project unavailable" : "\u00a0"}
        </h1>
        <div className="mt-8">
          <ProjectDocumentsGrid projectId={projectId} />
        </div>
      </div>

      <div className="sticky bottom-0 border-t border-zinc-900 bg-black/90 px-4 pt-4 pb-5 backdrop-blur sm:px-8">
        <div className="mx-auto flex max-w-[1000px] justify-center">
          <Composer
            projectId={projectId}
            placeholder="Describe your document or ask a question about this project..."
          />
        </div>
      </div>
    </div>
  );
}
