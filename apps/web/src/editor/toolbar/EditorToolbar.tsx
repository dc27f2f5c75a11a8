import type { Editor } from "@tiptap/core";
import { ChevronDown, Keyboard, Sparkles } from "lucide-react";
import { Fragment, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { syncSelectionFromDom } from "../extensions/dom-selection";
import { PromptDialog, type PromptRequest } from "./PromptDialog";
import { FEWEST_ARRANGEMENT, useToolbarControls, type ToolbarGroup } from "./toolbar-controls";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { ToolbarButton, toolbarControlClass, ToolbarDivider } from "./ToolbarButton";
import { TOOLBAR_FOCUSABLE, useRovingFocus } from "./use-roving-focus";
import { useToolbarFit } from "./use-toolbar-fit";

interface EditorToolbarProps {
  editor: Editor;
  documentId: string;
  /** While a change is reviewed or the assistant works, nothing may be edited. */
  disabled: boolean;
  onAskAi: () => void;
}

/** The groups' controls that belong where `inRow` says, with a divider between non-empty groups. */
function Controls({ groups, inRow }: { groups: readonly ToolbarGroup[]; inRow: (keep: number) => boolean }) {
  const shown = groups
    .map((group) => group.filter((control) => inRow(control.keep)))
    .filter((group) => group.length > 0);
  return shown.map((group, index) => (
    <Fragment key={group[0]?.key}>
      {index > 0 ? <ToolbarDivider /> : null}
      {group.map((control) => (
        <Fragment key={control.key}>{control.node}</Fragment>
      ))}
    </Fragment>
  ));
}

/**
 * The editor toolbar: one row that never scrolls sideways. As the room shrinks, the less used
 * controls move behind "More tools", which opens a second row; Ask AI then leads the row.
 */
export function EditorToolbar({ editor, documentId, disabled, onAskAi }: EditorToolbarProps) {
  const [prompt, setPrompt] = useState<PromptRequest | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const groups: ToolbarGroup[] = [
    ...useToolbarControls({ editor, documentId, disabled, onPrompt: setPrompt }),
    [
      {
        key: "shortcuts",
        keep: 1,
        node: (
          <ToolbarButton
            label="Keyboard shortcuts"
            icon={Keyboard}
            shortcut="Ctrl+/"
            onClick={() => setHelpOpen(true)}
          />
        ),
      },
    ],
  ];
  const frameRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const arrangement = useToolbarFit(frameRef, rowRef, FEWEST_ARRANGEMENT);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  const moreRowRef = useRef<HTMLDivElement>(null);
  const hasMore = arrangement > 0;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(toolbarRef);

  // Alt+F10 moves to the toolbar and Ctrl+/ lists the shortcuts, from the text or anywhere on the page.
  const onPageKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    // A dialog open over the page keeps the keyboard to itself.
    if (document.querySelector('[aria-modal="true"]')) return;
    if (event.altKey && event.key === "F10") {
      event.preventDefault();
      // The selection made with the keyboard is the one the toolbar (and Ask AI) will act on.
      if (!editor.isDestroyed) syncSelectionFromDom(editor.view);
      toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    } else if ((event.ctrlKey || event.metaKey) && event.key === "/") {
      event.preventDefault();
      setHelpOpen(true);
    }
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onPageKeyDown(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape from a toolbar control goes back to the text where the cursor was.
    if (event.key === "Escape" && event.target instanceof HTMLElement && event.target.matches(TOOLBAR_FOCUSABLE)) {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    roving.onKeyDown(event);
  };

  const toggleMore = (byKeyboard: boolean) => {
    const opening = !moreOpen;
    setMoreOpen(opening);
    // Opened from the keyboard, the row's first control takes focus so the keyboard carries on there.
    if (opening && byKeyboard)
      requestAnimationFrame(() => moreRowRef.current?.querySelector<HTMLElement>(TOOLBAR_FOCUSABLE)?.focus());
  };
  const onMoreRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    setMoreOpen(false);
    moreButtonRef.current?.focus();
  };

  const askAi = (
    <button
      type="button"
      onClick={onAskAi}
      disabled={disabled}
      aria-label="Ask AI about the selected text"
      title="Ask AI about the selected text"
      onMouseDown={(event) => event.preventDefault()}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md bg-violet-600 px-2.5 text-sm font-medium text-white transition-colors hover:bg-violet-500 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Sparkles aria-hidden="true" className="size-4" />
      Ask AI
    </button>
  );

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label="Formatting"
      aria-disabled={disabled}
      onKeyDown={onToolbarKeyDown}
      className="shrink-0 border-b border-zinc-900 bg-zinc-950 print:hidden"
    >
      <div
        ref={frameRef}
        className={`px-2 py-1.5 ${arrangement === FEWEST_ARRANGEMENT ? "overflow-x-auto [scrollbar-width:none]" : "overflow-hidden"}`}
      >
        <div ref={rowRef} className="flex w-max items-center gap-0.5">
          {hasMore ? (
            <>
              {askAi}
              <ToolbarDivider />
            </>
          ) : null}
          <Controls groups={groups} inRow={(keep) => keep >= arrangement} />
          {hasMore ? (
            <>
              <ToolbarDivider />
              <button
                ref={moreButtonRef}
                type="button"
                aria-label="More tools"
                title="More tools"
                aria-expanded={moreOpen}
                aria-controls={moreId}
                onMouseDown={(event) => event.preventDefault()}
                // A click from Enter or Space has no pointer detail.
                onClick={(event) => toggleMore(event.detail === 0)}
                className={`${toolbarControlClass} ${moreOpen ? "bg-zinc-800 text-white" : ""}`}
              >
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${moreOpen ? "rotate-180" : ""}`}
                />
              </button>
            </>
          ) : (
            <>
              <ToolbarDivider />
              {askAi}
            </>
          )}
        </div>
      </div>
      {/* Kept mounted while closed, so its controls keep their state (an image being uploaded). */}
      {hasMore ? (
        <div
          ref={moreRowRef}
          id={moreId}
          role="group"
          aria-label="More tools"
          hidden={!moreOpen}
          onKeyDown={onMoreRowKeyDown}
          className="flex flex-wrap items-center gap-0.5 border-t border-zinc-900 px-2 py-1.5"
        >
          <Controls groups={groups} inRow={(keep) => keep < arrangement} />
        </div>
      ) : null}
      <PromptDialog request={prompt} onClose={() => setPrompt(null)} />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
