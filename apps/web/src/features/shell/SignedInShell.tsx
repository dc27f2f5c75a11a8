import { PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectUser } from "../auth/auth-slice";
import { useLogout } from "../auth/use-logout";
import { ProfileSettingsModal } from "../profile/ProfileSettingsModal";
import { SettingsModal } from "../settings/SettingsModal";
import { useGetClientConfigQuery } from "../sharing/client-config-api";
import { Sidebar } from "./Sidebar";
import { selectIsSidebarOpen, sidebarToggled } from "./ui-slice";

type OpenModal = "settings" | "profile" | null;

/** Layout of the signed-in area: collapsible sidebar, the page, and the account modals. */
export function SignedInShell() {
  const user = useAppSelector(selectUser);
  const isSidebarOpen = useAppSelector(selectIsSidebarOpen);
  const dispatch = useAppDispatch();
  const { logout } = useLogout();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  // Read ahead, so a share link shows the public address from the start.
  useGetClientConfigQuery();

  // RequireAuth renders this only with a user; the check keeps the types honest.
  if (!user) return null;

  const toggleSidebar = () => dispatch(sidebarToggled());
  const closeModal = () => setOpenModal(null);

  return (
    <div className="flex min-h-dvh bg-black text-zinc-100">
      {isSidebarOpen ? (
        <Sidebar
          user={user}
          onClose={toggleSidebar}
          onOpenSettings={() => setOpenModal("settings")}
          onOpenProfile={() => setOpenModal("profile")}
          onLogout={() => void logout()}
        />
      ) : (
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
        onLogout={() => {
          closeModal();
          void logout();
        }}
      />
      <ProfileSettingsModal open={openModal === "profile"} user={user} onClose={closeModal} />
    </div>
  );
}
