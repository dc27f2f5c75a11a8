import { Plus, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "../components/Button";
import { SearchField } from "../components/SearchField";
import { Spinner } from "../components/Spinner";
import { EXAMPLE_PROPOSALS, type ExampleProposal } from "../features/proposals/example-proposals";
import { ExampleProposals } from "../features/proposals/ExampleProposals";
import { historyCardText, matchesHistoryQuery } from "../features/proposals/history-filter";
import { HistoryGrid } from "../features/proposals/HistoryGrid";
import { useGetProposalHistoryQuery } from "../features/proposals/proposals-api";
import { EmptyState } from "../features/shell/EmptyState";
import { ShellPage } from "../features/shell/ShellPage";
import { matchesMedia, projectSelected, sidebarOpened, WIDE_LAYOUT_QUERY } from "../features/shell/ui-slice";
import { useAppDispatch } from "../store/hooks";
import type { CreateProposalState } from "./CreateProposalPage";

export default function ProposalHistoryPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const { data, isLoading, isError } = useGetProposalHistoryQuery(undefined, { refetchOnMountOrArgChange: true });

  // The sidebar opens on entry; on phones it would cover the page just asked for, so it stays shut there.
  useEffect(() => {
    if (matchesMedia(WIDE_LAYOUT_QUERY)) dispatch(sidebarOpened());
  }, [dispatch]);

  useEffect(() => {
    if (isError) toast.error("Failed to fetch proposals", { id: "history-fetch-error" });
  }, [isError]);

  const proposals = useMemo(
    () => (data ?? []).filter((p) => matchesHistoryQuery(historyCardText(p), query)),
    [data, query],
  );
  const examples = useMemo(
    () =>
      EXAMPLE_PROPOSALS.filter((e) =>
        matchesHistoryQuery({ title: e.title, description: `${e.category} ${e.prompt}` }, query),
      ),
    [query],
  );
  const hasOwnProposals = (data?.length ?? 0) > 0;
  const shownCount = hasOwnProposals ? proposals.length : examples.length;

  // Starts a new proposal (in a new project) with the example's request in the message box, unsent.
  const startFromExample = (example: ExampleProposal) => {
    dispatch(projectSelected(null));
    void navigate("/proposals/create", { state: { prompt: example.prompt } satisfies CreateProposalState });
  };

  return (
    <ShellPage
      title="All Chats"
      actions={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            label="Search chats"
            placeholder="Search chats..."
            value={query}
            onChange={setQuery}
            className="sm:w-64"
          />
          {/* A new project, not the one last selected: the Create screen shows the composer that makes one. */}
          <Link
            to="/proposals/create"
            onClick={() => dispatch(projectSelected(null))}
            className={buttonClass("primary", "h-10")}
          >
            <Plus aria-hidden="true" className="size-4" />
            Start New Project
          </Link>
        </div>
      }
    >
      {isLoading ? (
        <div className="flex justify-center py-16 text-violet-400">
          <Spinner className="size-7" label="Loading chats" />
        </div>
      ) : isError && !data ? (
        <EmptyState icon={SearchX} title="Chats could not be loaded">
          Check your connection and reload the page.
        </EmptyState>
      ) : query.trim() && shownCount === 0 ? (
        <EmptyState icon={SearchX} title={`No results found for “${query.trim()}”`}>
          Try a different word, or clear the search to see every chat.
        </EmptyState>
      ) : hasOwnProposals ? (
        <HistoryGrid proposals={proposals} />
      ) : (
        <ExampleProposals examples={examples} onUse={startFromExample} />
      )}
    </ShellPage>
  );
}
