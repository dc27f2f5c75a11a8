import { Gauge, History, House, PanelLeftOpen, type LucideIcon } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { SIDEBAR_RAIL_WIDTH } from "./panel-layout";
import { CALIBRATION_PATH, HISTORY_PATH } from "../../lib/route-ids";
import { WorkspaceSwitcher, type WorkspaceSwitcherProps } from "../teams/WorkspaceSwitcher";

const railButton = "inline-flex size-10 items-center justify-center rounded-lg transition-colors";
const idle = "text-zinc-400 hover:bg-zinc-900 hover:text-zinc-100";

function RailLink({
  to,
  label,
  icon: Icon,
  active,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  active?: boolean;
}) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) => `${railButton} ${isActive || active ? "bg-zinc-900 text-zinc-50" : idle}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </NavLink>
  );
}

/** The sidebar shrunk to icons, so a document with its other panels open keeps a readable column. */
export function SidebarRail({
  onExpand,
  workspaceActions,
}: {
  onExpand: () => void;
  workspaceActions: Omit<WorkspaceSwitcherProps, "variant">;
}) {
  const onHistory = useLocation().pathname.startsWith("/proposals/history/");
  return (
    <nav
      aria-label="Sidebar"
      style={{ width: SIDEBAR_RAIL_WIDTH }}
      className="sticky top-0 flex h-dvh shrink-0 flex-col items-center gap-1 border-r border-zinc-900 bg-zinc-950 py-2 print:hidden"
    >
      <button
        type="button"
        onClick={onExpand}
        aria-label="Expand sidebar"
        title="Expand sidebar"
        className={`${railButton} ${idle}`}
      >
        <PanelLeftOpen aria-hidden="true" className="size-5" />
      </button>
      <WorkspaceSwitcher variant="rail" {...workspaceActions} />
      <div role="separator" className="my-1 w-6 border-t border-zinc-800" />
      <RailLink to="/estimate-your-project" label="Home" icon={House} />
      <RailLink to={HISTORY_PATH} label="All Chats" icon={History} active={onHistory} />
      <RailLink to={CALIBRATION_PATH} label="Calibration" icon={Gauge} />
    </nav>
  );
}
