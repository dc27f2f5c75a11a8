import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Composer } from "../features/compose/Composer";
import { ProjectWorkspace } from "../features/projects/ProjectWorkspace";
import { selectSelectedProjectId } from "../features/shell/ui-slice";
import { useAppSelector } from "../store/hooks";

/** Navigation state another screen can pass to start the composer with a prompt. */
export interface CreateProposalState {
  prompt?: string;
}

/** Reads a prompt handed over by another screen once, then drops it so a reload starts empty. */
function useHandedOverPrompt(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [prompt] = useState(() => (location.state as CreateProposalState | null)?.prompt ?? "");
  useEffect(() => {
    if (prompt) void navigate(location.pathname, { replace: true, state: null });
  }, [prompt, navigate, location.pathname]);
  return prompt;
}

export default function CreateProposalPage() {
  const selectedProjectId = useAppSelector(selectSelectedProjectId);
  const initialPrompt = useHandedOverPrompt();
  if (selectedProjectId) return <ProjectWorkspace key={selectedProjectId} projectId={selectedProjectId} />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 pt-16 pb-12 sm:px-8">
      <div className="w-full max-w-[1000px] text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50 sm:text-4xl">Start a new proposal</h1>
        <p className="mt-3 text-sm text-zinc-400 sm:text-base">
          Describe the project. Scopewise creates a project for it and drafts the proposal.
        </p>
      </div>
      <div className="mt-10 flex w-full justify-center">
        <Composer
          projectId={null}
          placeholder="Ask what you want to know... (I'll create a project automatically)"
          initialMessage={initialPrompt}
          autoFocus={initialPrompt.length > 0}
          showSuggestions
        />
      </div>
    </div>
  );
}
