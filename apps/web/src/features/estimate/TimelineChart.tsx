import type { Estimate } from "@scopewise/shared";
import { BarLabel } from "./BarLabel";
import { ChartAxis } from "./ChartAxis";
import { ChartSvg } from "./ChartSvg";
import {
  BAR_ROW,
  BAR_ROW_HEIGHT,
  barRows,
  edgeAnchor,
  linearScale,
  niceTicks,
  staggerLabels,
  tickCountForWidth,
  timelineWeeks,
  weekExtent,
} from "./chart-geometry";
import { PHASE_COLOR } from "./chart-colors";
import { durationMarkers, weekRangeLabel } from "./duration-markers";
import { formatWeeks } from "./estimate-format";

const MARKER_LABEL_ROW = 14;
/** Room a marker label ("P80") needs before the next one may share its row. */
const MARKER_LABEL_GAP = 30;
const AXIS_HEIGHT = 20;
const MIN_WEEK_TICK_SPACING = 48;

/** A Gantt of the phases by week, with dashed markers where the P50, P80 and P90 durations end. */
export function TimelineChart({ estimate, width }: { estimate: Estimate; width: number }) {
  const { phases } = estimate;
  const markers = durationMarkers(estimate);

  const weeks = timelineWeeks(
    phases.map((phase) => phase.end_week),
    markers.map((marker) => marker.weeks),
  );
  const ticks = niceTicks(weeks, tickCountForWidth(width, MIN_WEEK_TICK_SPACING), true);
  const scale = linearScale(ticks.at(-1) ?? weeks, 0, width);
  const markerXs = markers.map((marker) => scale(marker.weeks));
  const labelRows = staggerLabels(markerXs, MARKER_LABEL_GAP);
  const markerLabelY = (index: number) => ((labelRows[index] ?? 0) + 1) * MARKER_LABEL_ROW - 3;
  const rowsTop = (Math.max(0, ...labelRows) + 1) * MARKER_LABEL_ROW + 6;
  const rows = barRows(
    phases.map((phase) => weekExtent(phase.start_week, phase.end_week)),
    scale,
    rowsTop,
  );
  const rowsBottom = rowsTop + phases.length * BAR_ROW_HEIGHT - BAR_ROW.gap / 2;
  const description = `Phases by week: ${phases.map((phase) => `${phase.name} ${weekRangeLabel(phase.start_week, phase.end_week).toLowerCase()}`).join("; ")}. Duration: ${markers.map((marker) => `${marker.label} ${formatWeeks(marker.weeks)}`).join(", ")}.`;

  return (
    <ChartSvg label="Timeline chart" description={description} width={width} height={rowsBottom + AXIS_HEIGHT}>
      <ChartAxis ticks={ticks} scale={scale} width={width} top={rowsTop - 4} bottom={rowsBottom} format={String} />
      {/* Marker lines go under the rows, so the labels' outline keeps them readable where they cross. */}
      {markers.map((marker, index) => (
        <line
          key={marker.key}
          x1={markerXs[index]}
          x2={markerXs[index]}
          y1={markerLabelY(index) + 3}
          y2={rowsBottom}
          strokeWidth={1.5}
          strokeDasharray="4 3"
          className={marker.color.stroke}
        />
      ))}
      {phases.map((phase, index) => {
        const row = rows[index];
        if (!row) return null;
        const range = weekRangeLabel(phase.start_week, phase.end_week);
        return (
          <g key={`${index}-${phase.name}`}>
            <title>{`${phase.name}: ${range.toLowerCase()}`}</title>
            <BarLabel y={row.labelY} width={width} name={phase.name} detail={range} />
            <rect
              x={row.barX}
              y={row.barY}
              width={row.barWidth}
              height={BAR_ROW.barHeight}
              rx={3}
              className={PHASE_COLOR.fill}
            />
          </g>
        );
      })}
      {markers.map((marker, index) => {
        const x = markerXs[index] ?? 0;
        return (
          <text
            key={marker.key}
            x={x}
            y={markerLabelY(index)}
            textAnchor={edgeAnchor(x, width, 12)}
            className={`${marker.color.fill} text-[10px] font-semibold`}
          >
            <title>{`${marker.label}: ${formatWeeks(marker.weeks)}`}</title>
            {marker.label}
          </text>
        );
      })}
    </ChartSvg>
  );
}
