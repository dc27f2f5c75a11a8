import { PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectUser } from "../auth/auth-slice";
import { useLogout } from "../auth/use-logout";
import { ProfileSettingsModal } from "../profile/ProfileSettingsModal";
import { SettingsModal } from "../settings/SettingsModal";
import { CreateWorkspaceModal } from "../teams/CreateWorkspaceModal";
import { WorkspaceSettingsModal } from "../teams/WorkspaceSettingsModal";
import type { WorkspaceSwitcherProps } from "../teams/WorkspaceSwitcher";
import { useGetClientConfigQuery } from "../sharing/client-config-api";
import { Sidebar } from "./Sidebar";
import { SidebarRail } from "./SidebarRail";
import { sidebarToggled } from "./ui-slice";
import { usePanelLayout } from "./use-panel-layout";

type OpenModal = "settings" | "profile" | "workspace" | "create-workspace" | null;

/**
 * Layout of the signed-in area: the sidebar (beside the page, shrunk to a rail of icons, floating
 * over it, or closed: see panel-layout.ts), the page, and the account modals.
 */
export function SignedInShell() {
  const user = useAppSelector(selectUser);
  const { sidebar: sidebarMode } = usePanelLayout();
  // A rail opened in full floats over the page until a link is followed or it is closed.
  const [railExpanded, setRailExpanded] = useState(false);
  if (railExpanded && sidebarMode !== "rail") setRailExpanded(false);
  const dispatch = useAppDispatch();
  const { logout } = useLogout();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [workspaceFocus, setWorkspaceFocus] = useState<"invite" | undefined>();
  // Read ahead, so a share link shows the public address from the start.
  useGetClientConfigQuery();

  // RequireAuth renders this only with a user; the check keeps the types honest.
  if (!user) return null;

  const toggleSidebar = () => dispatch(sidebarToggled());
  const closeModal = () => setOpenModal(null);
  const workspaceActions: Omit<WorkspaceSwitcherProps, "variant"> = {
    onCreate: () => setOpenModal("create-workspace"),
    onOpenSettings: (focus) => {
      setWorkspaceFocus(focus);
      setOpenModal("workspace");
    },
  };

  return (
    <div className="flex min-h-dvh bg-black text-zinc-100">
      {sidebarMode === "rail" ? (
        <SidebarRail onExpand={() => setRailExpanded(true)} workspaceActions={workspaceActions} />
      ) : null}
      {sidebarMode === "beside" || sidebarMode === "overlay" || (sidebarMode === "rail" && railExpanded) ? (
        <Sidebar
          user={user}
          overlay={sidebarMode !== "beside"}
          onClose={sidebarMode === "rail" ? () => setRailExpanded(false) : toggleSidebar}
          workspaceActions={workspaceActions}
          onOpenSettings={() => setOpenModal("settings")}
          onOpenProfile={() => setOpenModal("profile")}
          onLogout={() => void logout()}
        />
      ) : null}
      {sidebarMode !== "closed" ? null : (
        <button
          type="button"
          onClick={toggleSidebar}
          aria-label="Open sidebar"
          title="Open sidebar"
          className="fixed top-3 left-3 z-20 rounded-lg border print:hidden border-zinc-800 bg-zinc-950 p-2 text-zinc-300 shadow-lg transition-colors hover:bg-zinc-900 hover:text-white"
        >
          <PanelLeftOpen aria-hidden="true" className="size-5" />
        </button>
      )}

      <main className="min-w-0 flex-1">
        <Outlet />
      </main>

      <SettingsModal
        open={openModal === "settings"}
        onClose={closeModal}
        onOpenWorkspace={() => workspaceActions.onOpenSettings()}
        onLogout={() => {
          closeModal();
          void logout();
        }}
      />
      <ProfileSettingsModal open={openModal === "profile"} user={user} onClose={closeModal} />
      <WorkspaceSettingsModal
        open={openModal === "workspace"}
        focus={workspaceFocus}
        onClose={closeModal}
        onCreateTeam={workspaceActions.onCreate}
      />
      <CreateWorkspaceModal
        open={openModal === "create-workspace"}
        onClose={closeModal}
        onCreated={() => workspaceActions.onOpenSettings("invite")}
      />
    </div>
  );
}
