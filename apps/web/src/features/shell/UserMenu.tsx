import type { User } from "@scopewise/shared";
import { ChevronsUpDown, LogOut, Settings, UserRound } from "lucide-react";
import { Avatar, displayName } from "../../components/Avatar";
import { MenuPanel, type MenuAction } from "../../components/MenuPanel";
import { useMenu } from "../../components/use-menu";

interface UserMenuProps {
  user: User;
  onOpenSettings: () => void;
  onOpenProfile: () => void;
  onLogout: () => void;
}

/** The account button at the foot of the sidebar, opening Settings, Profile and Log out. */
export function UserMenu({ user, onOpenSettings, onOpenProfile, onLogout }: UserMenuProps) {
  const menu = useMenu();
  const actions: MenuAction[] = [
    { label: "Settings", icon: Settings, run: onOpenSettings },
    { label: "Profile", icon: UserRound, run: onOpenProfile },
    { label: "Log out", icon: LogOut, run: onLogout },
  ];

  return (
    <div className="relative">
      <MenuPanel menu={menu} label="Account" actions={actions} placement="above" />
      <button
        type="button"
        {...menu.triggerProps}
        className="flex w-full items-center gap-3 rounded-xl px-2.5 py-2 text-left transition-colors hover:bg-zinc-900"
      >
        <Avatar user={user} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-zinc-100">{displayName(user)}</span>
          <span className="block truncate text-xs text-zinc-500">{user.email}</span>
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
      </button>
    </div>
  );
}
