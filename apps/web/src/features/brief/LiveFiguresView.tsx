import { formatWeeks, moneyFormat } from "../estimate/estimate-format";
import type { LiveFigures } from "./live-figures";
import type { LiveEstimate } from "./use-live-estimate";

interface LiveFiguresViewProps {
  /** The proposal's figures as they are now (none for a document without an estimate). */
  current: LiveFigures | undefined;
  changed: boolean;
  valid: boolean;
  live: LiveEstimate;
}

/** Total cost and duration now, and with the user's corrections, priced before anything is applied. */
export function LiveFiguresView({ current, changed, valid, live }: LiveFiguresViewProps) {
  const next = changed && live.state === "priced" ? live.figures : undefined;
  const shown = next ?? current;
  const money = (figures: LiveFigures) => moneyFormat(figures.currency)(figures.cost);
  return (
    <div className="rounded-lg border border-violet-500/30 bg-violet-500/5 p-3">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-[11px] font-medium tracking-wide text-zinc-400 uppercase">{next ? "Total cost with your changes" : "Total cost"}</dt>
          <dd data-testid="live-total-cost" className="mt-1 text-lg font-semibold text-zinc-50 tabular-nums">
            {shown ? money(shown) : "—"}
          </dd>
          {next && current ? <dd className="text-xs text-zinc-400">now {money(current)}</dd> : null}
        </div>
        <div>
          <dt className="text-[11px] font-medium tracking-wide text-zinc-400 uppercase">{next ? "Duration with your changes" : "Duration"}</dt>
          <dd data-testid="live-duration" className="mt-1 text-lg font-semibold text-zinc-50 tabular-nums">
            {shown ? formatWeeks(shown.weeks) : "—"}
          </dd>
          {next && current ? <dd className="text-xs text-zinc-400">now {formatWeeks(current.weeks)}</dd> : null}
        </div>
      </dl>
      <p role="status" className="mt-2 text-xs text-zinc-400">
        {statusText(changed, valid, live)}
      </p>
    </div>
  );
}

function statusText(changed: boolean, valid: boolean, live: LiveEstimate): string {
  if (!changed) return "Change a value to see the new figures before applying it.";
  if (!valid) return "Correct the marked values to see the new figures.";
  if (live.state === "priced") return "Priced with your changes. Apply to rebuild the proposal with them.";
  if (live.state === "unpriceable") return "These values cannot be priced; check them.";
  return "Pricing your changes...";
}
