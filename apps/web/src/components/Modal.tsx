import { X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useKeyboardScrollable } from "./use-keyboard-scrollable";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  widthClass?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement) {
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Open dialogs, innermost last: only that one answers Escape and traps Tab (a confirm over settings). */
const openDialogs: symbol[] = [];

/** Accessible modal dialog: labelled by its title, Escape closes, focus moves in and comes back. */
export function Modal({ open, title, onClose, children, widthClass = "max-w-lg" }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(bodyRef, open, title);
  const handleKeyDown = useEffectEvent((event: KeyboardEvent, dialog: symbol) => {
    if (openDialogs[openDialogs.length - 1] !== dialog) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab" && panelRef.current) {
      trapFocus(event, panelRef.current);
    }
  });

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A control marked data-autofocus takes focus first; otherwise the dialog itself does.
    const preferred = panelRef.current?.querySelector<HTMLElement>("[data-autofocus]");
    (preferred ?? panelRef.current)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const dialog = Symbol("dialog");
    openDialogs.push(dialog);
    const onKeyDown = (event: KeyboardEvent) => handleKeyDown(event, dialog);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      returnFocusTo?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      // The top 4rem stay clear for toasts (AppToaster), so none covers the dialog's title.
      className="fixed inset-0 z-50 flex items-end print:hidden justify-center bg-black/70 p-3 pt-16 backdrop-blur-sm sm:items-center sm:p-6 sm:pt-16"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[calc(100dvh-5.5rem)] w-full ${widthClass} flex-col overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950 shadow-2xl shadow-black/60 focus:outline-none`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-zinc-800/80 px-5 py-4">
          <h2 id={titleId} className="text-base font-semibold text-zinc-50">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-md p-1.5 text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div ref={bodyRef} className="overflow-y-auto px-5 py-5">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
