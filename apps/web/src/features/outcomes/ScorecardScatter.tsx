import type { ScorecardPoint } from "@scopewise/shared";
import { ChartSvg } from "../estimate/ChartSvg";
import { formatHours, formatRatio, rangeVerdict } from "./outcome-figures";
import { logDomain, logScale, logTicks } from "./log-scale";

const MARGIN = { top: 12, right: 16, bottom: 40, left: 56 };
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/**
 * Estimate (P50) against actual hours for each finished project, both axes logarithmic: on the
 * diagonal the estimate was right, above it the project took longer. Each point's vertical bar is
 * its estimate's P10–P90; a filled point fell inside it.
 */
export function ScorecardScatter({ points, width }: { points: readonly ScorecardPoint[]; width: number }) {
  const height = Math.max(240, Math.min(420, Math.round(width * 0.7)));
  const [low, high] = logDomain(
    points.flatMap((p) => [p.estimate_p10_hours ?? p.estimate_p50_hours, p.estimate_p90_hours, p.actual_hours]),
  );
  const x = logScale(low, high, MARGIN.left, width - MARGIN.right);
  const y = logScale(low, high, height - MARGIN.bottom, MARGIN.top);
  const ticks = logTicks(low, high, width < 480 ? 5 : 8);
  const description = points
    .map(
      (p) =>
        `${p.title}: estimated ${formatHours(p.estimate_p50_hours)}, actual ${formatHours(p.actual_hours)}, ${formatRatio(p.ratio)} the P50${p.inside === null ? "" : `, ${rangeVerdict(p.actual_hours, p.estimate_p10_hours, p.estimate_p90_hours)}`}.`,
    )
    .join(" ");

  return (
    <ChartSvg
      label="Estimate against actual effort, log scales"
      description={description}
      width={width}
      height={height}
    >
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={height - MARGIN.bottom} className="stroke-zinc-800" />
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-zinc-800" />
            <text
              x={x(tick)}
              y={height - MARGIN.bottom + 14}
              textAnchor="middle"
              className="fill-zinc-500 text-[10px] tabular-nums"
            >
              {compact.format(tick)}
            </text>
            <text
              x={MARGIN.left - 6}
              y={y(tick) + 3}
              textAnchor="end"
              className="fill-zinc-500 text-[10px] tabular-nums"
            >
              {compact.format(tick)}
            </text>
          </g>
        ))}
        <line x1={x(low)} y1={y(low)} x2={x(high)} y2={y(high)} className="stroke-zinc-500" strokeDasharray="4 4" />
        <text x={width - MARGIN.right} y={height - 4} textAnchor="end" className="fill-zinc-400 text-[11px]">
          Estimated P50 (hours)
        </text>
        <text
          x={12}
          y={MARGIN.top}
          transform={`rotate(-90 12 ${MARGIN.top})`}
          textAnchor="end"
          className="fill-zinc-400 text-[11px]"
        >
          Actual (hours)
        </text>
      </g>
      {points.map((point) => {
        const cx = x(point.estimate_p50_hours);
        return (
          <g key={point.document_id} data-testid="scorecard-point">
            <line
              x1={cx}
              x2={cx}
              y1={y(point.estimate_p10_hours ?? point.estimate_p50_hours)}
              y2={y(point.estimate_p90_hours)}
              className="stroke-violet-400/50"
              strokeWidth={3}
              strokeLinecap="round"
            />
            <circle
              cx={cx}
              cy={y(point.actual_hours)}
              r={5}
              className={
                point.inside === false ? "fill-zinc-950 stroke-amber-300" : "fill-violet-400 stroke-violet-200"
              }
              strokeWidth={2}
            >
              <title>{`${point.title}: ${formatHours(point.actual_hours)} against ${formatHours(point.estimate_p50_hours)}`}</title>
            </circle>
          </g>
        );
      })}
    </ChartSvg>
  );
}
