import type { Estimate } from "@scopewise/shared";
import { PERCENTILE_COLORS, type ChartColor } from "./chart-colors";

export interface DurationMarker {
  key: "p50" | "p80" | "p90";
  label: string;
  weeks: number;
  color: ChartColor;
}

/** The durations the plan finishes within at 50%, 80% and 90% confidence. */
export function durationMarkers(estimate: Estimate): DurationMarker[] {
  return (["p50", "p80", "p90"] as const).map((key) => ({
    key,
    label: key.toUpperCase(),
    weeks: estimate.duration_weeks[key],
    color: PERCENTILE_COLORS[key],
  }));
}

export function weekRangeLabel(startWeek: number, endWeek: number): string {
  return endWeek <= startWeek ? `Week ${startWeek}` : `Weeks ${startWeek}–${endWeek}`;
}
