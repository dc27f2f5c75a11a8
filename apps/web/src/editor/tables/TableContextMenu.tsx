import type { Editor } from "@tiptap/core";
import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { pointAnchor } from "../../components/menus/menu-placement";
import { useMenuPlacement } from "../../components/menus/use-menu-placement";
import { TABLE } from "../editor-constants";
import { TABLE_MENU_GROUPS } from "./table-menu-actions";
import type { MenuPosition } from "./use-table-menu";

/** The table operations menu (200 px wide), flipped or scrolled to stay in the window; arrows move, Escape closes. */
export function TableContextMenu({
  editor,
  position,
  onClose,
}: {
  editor: Editor;
  position: MenuPosition | null;
  onClose: () => void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const style = useMenuPlacement(position, menuRef, () => (position ? pointAnchor(position.x, position.y) : null), {
    width: TABLE.menuWidth,
    gap: 2,
  });

  useLayoutEffect(() => {
    if (!position) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const closeOutside = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("mousedown", closeOutside);
    // A scroll moves the menu away from its cell, so it closes; but the scroll events of the frame in
    // which it opened (the caret brought into view by the key just before) come first.
    const listenForScroll = requestAnimationFrame(() => window.addEventListener("scroll", closeOutside, true));
    window.addEventListener("resize", onClose);
    return () => {
      cancelAnimationFrame(listenForScroll);
      document.removeEventListener("mousedown", closeOutside);
      window.removeEventListener("scroll", closeOutside, true);
      window.removeEventListener("resize", onClose);
    };
  }, [position, onClose]);

  if (!position) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      onClose();
      editor.commands.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      items[(index + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      items[event.key === "Home" ? 0 : items.length - 1]?.focus();
    }
  };

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label="Table"
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      style={style}
      className="fixed z-50 overflow-y-auto overscroll-contain rounded-xl border border-zinc-800 bg-zinc-900 p-1 shadow-xl shadow-black/60"
    >
      {TABLE_MENU_GROUPS.map((group, groupIndex) => (
        <div
          key={groupIndex}
          role="group"
          className={groupIndex > 0 ? "mt-1 border-t border-zinc-800 pt-1" : undefined}
        >
          {group.map((action) => {
            const Icon = action.icon;
            return (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                disabled={!action.enabled(editor)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  action.run(editor);
                  onClose();
                }}
                className={`flex w-full items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-left text-sm transition-colors hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${
                  action.danger ? "text-red-400" : "text-zinc-200"
                }`}
              >
                {Icon ? (
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-current opacity-80" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded border border-zinc-600"
                    style={{ background: action.swatch }}
                  />
                )}
                {action.label}
              </button>
            );
          })}
        </div>
      ))}
    </div>,
    document.body,
  );
}
