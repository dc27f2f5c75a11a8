import { RotateCcw } from "lucide-react";
import { useId, useMemo } from "react";
import { isNoJobError, useGetEstimateJobQuery } from "../generation/generation-api";
import { CostCard } from "./CostCard";
import { EstimateSummary } from "./EstimateSummary";
import { TimelineCard } from "./TimelineCard";
import { moneyFormat } from "./estimate-format";

const JUST_READ_SECONDS = 5;

/**
 * The estimate behind a generated proposal, drawn: headline figures, cost by phase and by role, and
 * the timeline. A plain document has no estimate (its job answers 404) and one still being generated
 * has none yet: both render nothing.
 */
export function EstimateCharts({ documentId }: { documentId: string }) {
  const headingId = useId();
  // Read afresh on mount unless just read (the document page reads it with the document): a cached
  // job may predate the end of its generation.
  const { data, error, isError, isFetching, refetch } = useGetEstimateJobQuery(documentId, {
    refetchOnMountOrArgChange: JUST_READ_SECONDS,
  });
  const estimate = data?.estimate ?? null;
  const currency = estimate?.currency ?? "USD";
  const money = useMemo(() => moneyFormat(currency), [currency]);
  const moneyShort = useMemo(() => moneyFormat(currency, true), [currency]);

  if (isError && isNoJobError(error)) return null;
  if (isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-800 bg-zinc-950 p-4 text-sm text-zinc-400">
        <p>The estimate charts could not be loaded.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="inline-flex items-center gap-2 rounded-lg border border-zinc-800 px-3 py-1.5 text-zinc-200 transition-colors hover:bg-zinc-900 disabled:opacity-50"
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          Try again
        </button>
      </div>
    );
  }
  if (!estimate) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-base font-semibold text-zinc-50">
        Estimate at a glance
      </h2>
      <EstimateSummary estimate={estimate} money={money} />
      <CostCard estimate={estimate} money={money} moneyShort={moneyShort} />
      <TimelineCard estimate={estimate} />
    </section>
  );
}
