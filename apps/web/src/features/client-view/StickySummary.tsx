import type { Quote } from "@scopewise/shared";
import { BadgeCheck, CircleX } from "lucide-react";
import { clientDuration } from "./client-words";
import { formatAmount } from "./money";

export type ClientStanding =
  { kind: "open"; quote: Quote | null } | { kind: "accepted"; name: string; total: number } | { kind: "declined" };

/**
 * Always in view at the bottom of the client's page, on every width: the total for the current
 * choices and the likely timeline, and the way to the accept form (or, once answered, to the answer).
 */
export function StickySummary({
  standing,
  currency,
  onReview,
}: {
  standing: ClientStanding;
  currency: string;
  onReview: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Your proposal summary"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-zinc-800 bg-black/95 backdrop-blur print:hidden"
    >
      <div className="mx-auto flex w-full max-w-4xl items-center gap-3 px-4 py-3 sm:px-8">
        {standing.kind === "open" ? (
          <>
            <dl className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-5 gap-y-0.5" aria-live="polite">
              <div className="flex items-baseline gap-1.5">
                <dt className="text-xs text-zinc-400">Total</dt>
                <dd
                  className="text-base font-semibold whitespace-nowrap text-zinc-50 tabular-nums sm:text-lg"
                  data-testid="sticky-total"
                >
                  {standing.quote ? formatAmount(standing.quote.total_cost.expected, currency) : "As written"}
                </dd>
              </div>
              {standing.quote ? (
                <div className="flex items-baseline gap-1.5">
                  <dt className="text-xs text-zinc-400">Timeline</dt>
                  <dd className="text-sm whitespace-nowrap text-zinc-200" data-testid="sticky-timeline">
                    about {clientDuration(standing.quote.duration_weeks.p50, currency)}
                  </dd>
                </div>
              ) : null}
            </dl>
            <button
              type="button"
              onClick={onReview}
              className="inline-flex h-10 shrink-0 items-center rounded-lg bg-violet-600 px-4 text-sm font-medium text-white transition-colors hover:bg-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
            >
              Review and accept
            </button>
          </>
        ) : standing.kind === "accepted" ? (
          <>
            <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-emerald-100">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                Accepted by {standing.name} for{" "}
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatAmount(standing.total, currency)}
                </span>
              </span>
            </p>
            <button
              type="button"
              onClick={onReview}
              className="inline-flex h-10 shrink-0 items-center rounded-lg border border-zinc-700 px-4 text-sm font-medium text-zinc-100 hover:bg-zinc-900"
            >
              Confirmation
            </button>
          </>
        ) : (
          <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-red-100">
            <CircleX aria-hidden="true" className="size-4 shrink-0" />
            You declined this proposal. Its sender has your reason.
          </p>
        )}
      </div>
    </div>
  );
}
