import { Check, ChevronDown, ChevronUp, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { ReviewProgress } from "./use-change-review";

interface ReviewProps {
  onAccept: () => void;
  onReject: () => void;
}

function DecisionButtons({
  onAccept,
  onReject,
  autoFocus,
  labels,
}: ReviewProps & { autoFocus: boolean; labels?: { accept: string; reject: string } | undefined }) {
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
        {labels?.accept ?? "Accept"}
      </button>
      <button
        type="button"
        onClick={onReject}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-red-500/60 bg-red-950/60 px-3.5 text-sm font-semibold text-red-100 transition-colors hover:bg-red-900/70"
      >
        <X aria-hidden="true" className="size-4" />
        {labels?.reject ?? "Reject"}
      </button>
    </div>
  );
}

/** Accept and Reject right below a changed selection (rendered into the editor's widget). */
export function InlineChangeActions({ element, ...props }: ReviewProps & { element: HTMLElement }) {
  return createPortal(
    <div
      role="group"
      aria-label="Proposed change"
      className="my-3 flex flex-wrap items-center gap-3 rounded-xl border border-zinc-700 bg-zinc-900/95 px-3 py-2.5 font-sans shadow-lg shadow-black/40"
    >
      <p className="text-sm text-zinc-300">Keep the assistant&apos;s change?</p>
      <DecisionButtons {...props} autoFocus />
    </div>,
    element,
  );
}

const stepButton =
  "inline-flex h-9 items-center gap-1.5 rounded-lg border border-zinc-700 bg-zinc-900 px-2 text-sm font-medium text-zinc-100 transition-colors hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-40 sm:px-3";

interface StepProps {
  progress: ReviewProgress;
  onPrevious: () => void;
  onNext: () => void;
  onAcceptCurrent: () => void;
  onRejectCurrent: () => void;
}

/** Change by change: move between the open changes and decide the one in focus (it is outlined in the document). */
function ChangeSteps({ progress, onPrevious, onNext, onAcceptCurrent, onRejectCurrent }: StepProps) {
  const open = progress.total - progress.decided;
  return (
    <div
      role="toolbar"
      aria-label="Change by change"
      className="mx-auto mt-2 flex max-w-4xl flex-wrap items-center gap-1.5 border-t border-zinc-800 pt-2 sm:gap-2"
    >
      <button
        type="button"
        onClick={onPrevious}
        disabled={open < 2}
        className={stepButton}
        aria-label="Previous change"
        title="Previous change"
      >
        <ChevronUp aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      <button
        type="button"
        onClick={onNext}
        disabled={open < 2}
        className={stepButton}
        aria-label="Next change"
        title="Next change"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Next</span>
      </button>
      <p aria-live="polite" className="text-sm text-zinc-300 sm:min-w-32">
        <span className="sr-only sm:not-sr-only">Change </span>
        {progress.current + 1} of {progress.total}
        {progress.decided > 0 ? <span className="text-zinc-400"> · {progress.decided} decided</span> : null}
      </p>
      <button
        type="button"
        onClick={onAcceptCurrent}
        className={`${stepButton} border-emerald-600/70`}
        aria-label="Accept this change"
      >
        <Check aria-hidden="true" className="size-4 text-emerald-400" />
        {/* On a phone the row beside "1 of 21" says which change; the full name stays for screen readers. */}
        <span>
          Accept<span className="max-sm:sr-only"> this</span>
        </span>
      </button>
      <button
        type="button"
        onClick={onRejectCurrent}
        className={`${stepButton} border-red-500/60`}
        aria-label="Reject this change"
      >
        <X aria-hidden="true" className="size-4 text-red-400" />
        <span>
          Reject<span className="max-sm:sr-only"> this</span>
        </span>
      </button>
    </div>
  );
}

/**
 * Stays at the top of the document while a change is shown; for a whole-document change it carries
 * the buttons too (they also follow the last change), so a long diff can be decided from anywhere,
 * all at once or change by change.
 */
export function ReviewBanner({
  wholeDocument,
  changeCount,
  progress,
  steps,
  ...props
}: ReviewProps & {
  wholeDocument: boolean;
  changeCount: number;
  progress: ReviewProgress | null;
  steps: Omit<StepProps, "progress">;
}) {
  const byChange = wholeDocument && progress !== null && progress.total > 1 && !progress.wholeOnly;
  const rest = progress && progress.decided > 0 ? "the rest" : "all";
  return (
    <div className="sticky top-0 z-10 border-b border-zinc-800 bg-zinc-950/95 px-3 py-2.5 backdrop-blur sm:px-6">
      <div
        role="region"
        aria-label="Review the assistant's change"
        className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-300">
          <span className="font-medium text-zinc-100">
            {wholeDocument ? `${changeCount} ${changeCount === 1 ? "change" : "changes"} proposed` : "Change proposed"}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="ai-deletion rounded px-1 text-xs">
              removed
            </span>
            <span aria-hidden="true" className="ai-insertion rounded px-1 text-xs">
              added
            </span>
          </span>
          {progress?.wholeOnly && wholeDocument ? (
            <span className="text-zinc-400">This change restates the estimate: accept or reject it whole.</span>
          ) : (
            <span className="hidden text-zinc-400 sm:inline">The document cannot be edited until you decide.</span>
          )}
        </div>
        {wholeDocument ? (
          <DecisionButtons
            {...props}
            autoFocus={false}
            labels={byChange ? { accept: `Accept ${rest}`, reject: `Reject ${rest}` } : undefined}
          />
        ) : null}
      </div>
      {byChange ? <ChangeSteps progress={progress} {...steps} /> : null}
    </div>
  );
}
