import type { User } from "@scopewise/shared";
import { Gauge, History, House, PanelLeftClose, Plus, Search } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "../../components/Logo";
import { SearchField } from "../../components/SearchField";
import { CALIBRATION_PATH, HISTORY_PATH } from "../../lib/route-ids";
import { CreateProjectModal } from "../projects/CreateProjectModal";
import { ProjectList } from "../projects/ProjectList";
import { useWorkspacePermissions } from "../teams/use-workspace-permissions";
import { WorkspaceSwitcher, type WorkspaceSwitcherProps } from "../teams/WorkspaceSwitcher";
import { SIDEBAR_WIDTH } from "./panel-layout";
import { UserMenu } from "./UserMenu";

interface SidebarProps {
  user: User;
  /** Over the page with a backdrop (phones, or a rail opened in full) rather than beside it. */
  overlay: boolean;
  onClose: () => void;
  workspaceActions: Omit<WorkspaceSwitcherProps, "variant">;
  onOpenSettings: () => void;
  onOpenProfile: () => void;
  onLogout: () => void;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors ${
    isActive ? "bg-zinc-900 text-zinc-50" : "text-zinc-400 hover:bg-zinc-900/70 hover:text-zinc-100"
  }`;

const headerButtonClass = "rounded-lg p-2 text-zinc-400 transition-colors hover:bg-zinc-900 hover:text-zinc-100";

/** Left column of the signed-in area; as an overlay it floats over the page with a backdrop. */
export function Sidebar({
  user,
  overlay,
  onClose,
  workspaceActions,
  onOpenSettings,
  onOpenProfile,
  onLogout,
}: SidebarProps) {
  const [isSearching, setIsSearching] = useState(false);
  const [searchQuery, setSearchQuery] = useState("");
  const [isCreatingProject, setIsCreatingProject] = useState(false);
  const onHistory = useLocation().pathname.startsWith("/proposals/history/");
  const canEdit = useWorkspacePermissions().editContent;

  // Floating, the sidebar hides the page, so following a link closes it.
  const closeIfOverlay = () => {
    if (overlay) onClose();
  };

  const toggleSearch = () => {
    setIsSearching((on) => !on);
    setSearchQuery("");
  };

  return (
    <>
      {overlay ? (
        <button
          type="button"
          aria-label="Close sidebar"
          tabIndex={-1}
          onClick={onClose}
          className="fixed inset-0 z-30 bg-black/60 print:hidden"
        />
      ) : null}
      <aside
        aria-label="Sidebar"
        style={{ width: overlay ? `min(${SIDEBAR_WIDTH}px, 85vw)` : SIDEBAR_WIDTH }}
        className={`flex shrink-0 flex-col border-r border-zinc-900 bg-zinc-950 print:hidden ${
          overlay ? "fixed inset-y-0 left-0 z-40 shadow-2xl shadow-black/60" : "sticky top-0 h-dvh"
        }`}
      >
        <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-3">
          <Link to="/proposals/create" onClick={closeIfOverlay} className="rounded-md">
            <Logo className="h-7 w-auto" />
          </Link>
          <div className="flex items-center">
            <button
              type="button"
              onClick={toggleSearch}
              aria-label={isSearching ? "Close search" : "Search chats"}
              aria-pressed={isSearching}
              title="Search chats"
              className={`${headerButtonClass} ${isSearching ? "bg-zinc-900 text-zinc-100" : ""}`}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={onClose}
              aria-label="Collapse sidebar"
              title="Collapse sidebar"
              className={headerButtonClass}
            >
              <PanelLeftClose aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>

        <div className="px-2 pb-2">
          <WorkspaceSwitcher
            variant="full"
            onCreate={() => {
              closeIfOverlay();
              workspaceActions.onCreate();
            }}
            onOpenSettings={(focus) => {
              closeIfOverlay();
              workspaceActions.onOpenSettings(focus);
            }}
          />
        </div>

        {isSearching ? (
          <div className="px-3 pb-2">
            <SearchField
              label="Search chats"
              placeholder="Search chats..."
              autoFocus
              value={searchQuery}
              onChange={setSearchQuery}
              onKeyDown={(event) => {
                if (event.key === "Escape") toggleSearch();
              }}
            />
          </div>
        ) : null}

        {canEdit ? (
          <div className="px-3 pt-1">
            <button
              type="button"
              onClick={() => setIsCreatingProject(true)}
              className="flex h-10 w-full items-center justify-center gap-2 rounded-lg bg-violet-600 px-3 text-sm font-medium text-white transition-colors hover:bg-violet-500"
            >
              <Plus aria-hidden="true" className="size-4" />
              New Project
            </button>
          </div>
        ) : null}

        <nav aria-label="Main" className="space-y-0.5 px-3 pt-3">
          <NavLink to="/estimate-your-project" onClick={closeIfOverlay} className={navLinkClass}>
            <House aria-hidden="true" className="size-4" />
            Home
          </NavLink>
          <NavLink
            to={HISTORY_PATH}
            onClick={closeIfOverlay}
            className={({ isActive }) => navLinkClass({ isActive: isActive || onHistory })}
          >
            <History aria-hidden="true" className="size-4" />
            All Chats
          </NavLink>
          <NavLink to={CALIBRATION_PATH} onClick={closeIfOverlay} className={navLinkClass}>
            <Gauge aria-hidden="true" className="size-4" />
            Calibration
          </NavLink>
        </nav>

        <div className="mt-3 min-h-0 flex-1 overflow-y-auto border-t border-zinc-900 px-3 py-3">
          <ProjectList searchQuery={searchQuery} onNavigate={closeIfOverlay} />
        </div>

        <div className="border-t border-zinc-900 p-3">
          <Link
            to="/accessibility"
            className="mb-1 block rounded-md px-2 py-1 text-xs text-zinc-400 hover:text-zinc-200"
          >
            Accessibility
          </Link>
          <UserMenu user={user} onOpenSettings={onOpenSettings} onOpenProfile={onOpenProfile} onLogout={onLogout} />
        </div>
      </aside>
      <CreateProjectModal
        open={isCreatingProject}
        onClose={() => setIsCreatingProject(false)}
        onCreated={closeIfOverlay}
      />
    </>
  );
}
