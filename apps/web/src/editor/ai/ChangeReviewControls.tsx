import { Check, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";

interface ReviewProps {
  onAccept: () => void;
  onReject: () => void;
}

function DecisionButtons({ onAccept, onReject, autoFocus }: ReviewProps & { autoFocus: boolean }) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the decision as soon as the change shows.
  useEffect(() => {
    if (autoFocus) acceptRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  return (
    <div className="flex flex-wrap gap-2">
      <button
        ref={acceptRef}
        type="button"
        onClick={onAccept}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-emerald-700 px-3.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800"
      >
        <Check aria-hidden="true" className="size-4" />
        Accept
      </button>
      <button
        type="button"
        onClick={onReject}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-red-500/60 bg-red-950/60 px-3.5 text-sm font-semibold text-red-100 transition-colors hover:bg-red-900/70"
      >
        <X aria-hidden="true" className="size-4" />
        Reject
      </button>
    </div>
  );
}

/** Accept and Reject right below a changed selection (rendered into the editor's widget). */
export function InlineChangeActions({ element, ...props }: ReviewProps & { element: HTMLElement }) {
  return createPortal(
    <div role="group" aria-label="Proposed change" className="my-3 flex flex-wrap items-center gap-3 rounded-xl border border-zinc-700 bg-zinc-900/95 px-3 py-2.5 font-sans shadow-lg shadow-black/40">
      <p className="text-sm text-zinc-300">Keep the assistant&apos;s change?</p>
      <DecisionButtons {...props} autoFocus />
    </div>,
    element,
  );
}

/**
 * Stays at the top of the document while a change is shown; for a whole-document change it carries
 * the buttons too (they also follow the last change), so a long diff can be decided from anywhere.
 */
export function ReviewBanner({ wholeDocument, changeCount, ...props }: ReviewProps & { wholeDocument: boolean; changeCount: number }) {
  return (
    <div role="region" aria-label="Review the assistant's change" className="sticky top-0 z-10 border-b border-zinc-800 bg-zinc-950/95 px-4 py-2.5 backdrop-blur sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-300">
          <span className="font-medium text-zinc-100">{wholeDocument ? `${changeCount} ${changeCount === 1 ? "change" : "changes"} proposed` : "Change proposed"}</span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="ai-deletion rounded px-1 text-xs">
              removed
            </span>
            <span aria-hidden="true" className="ai-insertion rounded px-1 text-xs">
              added
            </span>
          </span>
          <span className="text-zinc-500">The document cannot be edited until you decide.</span>
        </div>
        {wholeDocument ? <DecisionButtons {...props} autoFocus={false} /> : null}
      </div>
    </div>
  );
}
