import type { Estimate } from "@scopewise/shared";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { formatWeeks, type MoneyFormat } from "./estimate-format";

interface Figure {
  label: string;
  value: string;
  hint: string;
}

function summaryFigures(estimate: Estimate, money: MoneyFormat): Figure[] {
  const { total_cost: cost, duration_weeks: duration } = estimate;
  return [
    { label: "Expected cost", value: money(cost.expected), hint: "With contingency" },
    // Estimates stored before P10 existed have none.
    ...(cost.p10 !== undefined ? [{ label: "P10 cost", value: money(cost.p10), hint: "1 in 10 below" }] : []),
    { label: "P50 cost", value: money(cost.p50), hint: "Even odds" },
    { label: "P80 cost", value: money(cost.p80), hint: "80% confidence" },
    { label: "P90 cost", value: money(cost.p90), hint: "90% confidence" },
    { label: "P50 duration", value: formatWeeks(duration.p50), hint: "Even odds" },
    { label: "P80 duration", value: formatWeeks(duration.p80), hint: "80% confidence" },
  ];
}

const CONSTRAINT_LABELS = { budget: "Budget", deadline: "Deadline", team: "Team" } as const;

/** The headline figures, then how the estimate compares with a budget or deadline the request stated. */
export function EstimateSummary({ estimate, money }: { estimate: Estimate; money: MoneyFormat }) {
  return (
    <div className="space-y-3">
      {/* As many columns as fit the panel (it narrows when the sidebars are open), never cutting a figure. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-2">
        {summaryFigures(estimate, money).map((figure, index) => (
          <div
            key={figure.label}
            className={`min-w-0 rounded-lg border px-3 py-2.5 ${index === 0 ? "border-violet-500/40 bg-violet-500/10" : "border-zinc-800 bg-zinc-950"}`}
          >
            <dt className="truncate text-[11px] font-medium tracking-wide text-zinc-400 uppercase">{figure.label}</dt>
            <dd className="mt-1 truncate text-base font-semibold text-zinc-50 tabular-nums" title={figure.value}>
              {figure.value}
            </dd>
            <dd className="truncate text-[11px] text-zinc-500">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      {/* Which organisation effect priced it: the user's own finished projects, or the public ones. */}
      {estimate.calibration?.label ? (
        <p className="text-xs text-zinc-400">Effort ranges {estimate.calibration.label}.</p>
      ) : null}
      {estimate.constraints.length > 0 ? (
        <ul aria-label="Budget and deadline" className="space-y-2">
          {estimate.constraints.map((constraint) => (
            <li
              key={constraint.kind}
              className={`flex gap-3 rounded-lg border p-3 text-sm ${
                constraint.fits
                  ? "border-emerald-500/30 bg-emerald-500/5 text-emerald-100"
                  : "border-amber-500/40 bg-amber-500/10 text-amber-100"
              }`}
            >
              {constraint.fits ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
              ) : (
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
              )}
              <p className="min-w-0">
                <span className="font-semibold">
                  {CONSTRAINT_LABELS[constraint.kind]} {constraint.fits ? "fits" : "does not fit"}:
                </span>{" "}
                {constraint.message}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
