import type { Estimate } from "@scopewise/shared";
import { ChartCard } from "./ChartCard";
import { ChartTable } from "./ChartTable";
import { MeasuredWidth } from "./MeasuredWidth";
import { TimelineChart } from "./TimelineChart";
import { durationMarkers, weekRangeLabel } from "./duration-markers";
import { formatWeeks } from "./estimate-format";

/** The plan by week, and a key to the duration markers with their figures. */
export function TimelineCard({ estimate }: { estimate: Estimate }) {
  return (
    <ChartCard title="Timeline" subtitle="Phases by week, with the likely (P50) and safer (P80, P90) finish">
      <div className="space-y-3">
        <MeasuredWidth>{(width) => <TimelineChart estimate={estimate} width={width} />}</MeasuredWidth>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-xs">
          <span className="text-zinc-500">Weeks from the start</span>
          <ul aria-label="Duration confidence" className="flex flex-wrap gap-x-4 gap-y-1">
            {durationMarkers(estimate).map((marker) => (
              <li key={marker.key} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`h-0.5 w-3 rounded ${marker.color.swatch}`} />
                <span className="text-zinc-400">{marker.label}</span>
                <span className="font-medium text-zinc-100 tabular-nums">{formatWeeks(marker.weeks)}</span>
              </li>
            ))}
          </ul>
        </div>
        <ChartTable
          caption="Phases by week"
          columns={["Phase", "Weeks"]}
          rows={estimate.phases.map((phase) => [phase.name, weekRangeLabel(phase.start_week, phase.end_week)])}
        />
      </div>
    </ChartCard>
  );
}
