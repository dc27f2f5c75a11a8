import type { Workspace } from "@scopewise/shared";
import { Check, ChevronsUpDown, Plus, Settings, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useMenuPlacement } from "../../components/menus/use-menu-placement";
import { useCloseOnScroll } from "../../components/use-close-on-scroll";
import { useMenu, type MenuState } from "../../components/use-menu";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { roleLabel } from "./role-labels";
import { useSwitchWorkspace } from "./use-switch-workspace";
import { useCurrentWorkspace } from "./use-workspace-permissions";
import { WorkspaceBadge } from "./WorkspaceBadge";
import { permissionsFor } from "./workspace-permissions";

export interface WorkspaceSwitcherProps {
  /** "full": the sidebar's top row; "rail": a tile in the collapsed sidebar. */
  variant: "full" | "rail";
  onCreate: () => void;
  onOpenSettings: (focus?: "invite") => void;
}

const MENU_WIDTH = 288;

/** The current workspace at the top of the sidebar; its menu lists the others, switches, creates a team. */
export function WorkspaceSwitcher({ variant, onCreate, onOpenSettings }: WorkspaceSwitcherProps) {
  const t = useUiTranslator();
  const menu = useMenu();
  const { workspace, workspaces } = useCurrentWorkspace();
  const { switchTo, isSwitching } = useSwitchWorkspace();
  const label = workspace
    ? t("Workspace: {{name}}. Switch workspace", { name: workspace.name })
    : t("Switch workspace");

  return (
    <>
      {variant === "full" ? (
        <button
          type="button"
          {...menu.triggerProps}
          aria-label={label}
          disabled={isSwitching}
          className="flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left transition-colors hover:bg-zinc-900 disabled:opacity-60"
        >
          {workspace ? (
            <WorkspaceBadge name={workspace.name} personal={workspace.personal} />
          ) : (
            <span className="size-8 shrink-0 animate-pulse rounded-lg bg-zinc-900" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-zinc-100">{workspace?.name ?? "\u00a0"}</span>
            <span className="block truncate text-xs text-zinc-500">
              {workspace ? workspaceSummary(workspace, t) : "\u00a0"}
            </span>
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
        </button>
      ) : (
        <button
          type="button"
          {...menu.triggerProps}
          aria-label={label}
          title={workspace?.name ?? t("Switch workspace")}
          disabled={isSwitching}
          className="inline-flex size-10 items-center justify-center rounded-lg transition-colors hover:bg-zinc-900"
        >
          {workspace ? (
            <WorkspaceBadge name={workspace.name} personal={workspace.personal} className="size-7 text-xs" />
          ) : (
            <span className="size-7 animate-pulse rounded-lg bg-zinc-900" />
          )}
        </button>
      )}
      <WorkspaceMenu menu={menu} label={t("Workspaces")}>
        <p className="px-3 pt-2 pb-1 text-xs font-medium tracking-wide text-zinc-500 uppercase">{t("Workspaces")}</p>
        {workspaces.map((item) => (
          <button
            key={item.id}
            type="button"
            role="menuitem"
            aria-current={item.current ? "true" : undefined}
            onClick={() => {
              menu.closeForAction();
              void switchTo(item);
            }}
            className={itemClass}
          >
            <WorkspaceBadge name={item.name} personal={item.personal} className="size-7 text-xs" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm text-zinc-100">{item.name}</span>
              <span className="block truncate text-xs text-zinc-500">{workspaceSummary(item, t)}</span>
            </span>
            {item.current ? (
              <Check aria-label={t("Current workspace")} className="size-4 shrink-0 text-violet-400" />
            ) : null}
          </button>
        ))}
        <div role="separator" className="my-1 border-t border-zinc-800" />
        {workspace ? (
          <MenuItem
            menu={menu}
            icon={<Settings aria-hidden="true" className="size-4 text-zinc-400" />}
            onSelect={() => onOpenSettings()}
          >
            {t("Workspace settings")}
          </MenuItem>
        ) : null}
        {workspace && permissionsFor(workspace).invite ? (
          <MenuItem
            menu={menu}
            icon={<UserPlus aria-hidden="true" className="size-4 text-zinc-400" />}
            onSelect={() => onOpenSettings("invite")}
          >
            {t("Invite members")}
          </MenuItem>
        ) : null}
        <MenuItem menu={menu} icon={<Plus aria-hidden="true" className="size-4 text-zinc-400" />} onSelect={onCreate}>
          {t("Create a team workspace")}
        </MenuItem>
      </WorkspaceMenu>
    </>
  );
}

/** "Personal workspace", or the team's size and the user's role in it. */
export function workspaceSummary(workspace: Workspace, t: ReturnType<typeof useUiTranslator>): string {
  if (workspace.personal) return t("Personal workspace");
  const members =
    workspace.member_count === 1 ? t("1 member") : t("{{number}} members", { number: workspace.member_count });
  return `${members} · ${roleLabel(workspace.role, t)}`;
}

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-zinc-200 transition-colors hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-offset-0";

function MenuItem({
  menu,
  icon,
  onSelect,
  children,
}: {
  menu: MenuState;
  icon: ReactNode;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={() => {
        menu.closeForAction();
        onSelect();
      }}
      className={itemClass}
    >
      {icon}
      {children}
    </button>
  );
}

/** The menu in a portal, placed by the menus helper under the trigger (flipped or scrolled to stay in the window). */
function WorkspaceMenu({ menu, label, children }: { menu: MenuState; label: string; children: ReactNode }) {
  const style = useMenuPlacement(
    menu.open,
    menu.menuRef,
    () => menu.triggerRef.current?.getBoundingClientRect() ?? null,
    { width: MENU_WIDTH, align: "start" },
  );
  useCloseOnScroll(menu, menu.open);
  if (!menu.open) return null;
  return createPortal(
    <div
      ref={menu.menuRef}
      id={menu.menuId}
      role="menu"
      aria-label={label}
      onKeyDown={menu.onMenuKeyDown}
      style={style}
      className="fixed z-50 max-w-[calc(100vw-16px)] overflow-y-auto overscroll-contain rounded-xl border border-zinc-800 bg-zinc-900 p-1 shadow-xl shadow-black/50"
    >
      {children}
    </div>,
    document.body,
  );
}
