import type { Estimate } from "@scopewise/shared";
import { BarLabel } from "./BarLabel";
import { ChartAxis } from "./ChartAxis";
import { ChartSvg } from "./ChartSvg";
import { BAR_ROW, BAR_ROW_HEIGHT, barRows, linearScale, niceTicks, tickCountForWidth } from "./chart-geometry";
import { phaseCostParts } from "./cost-parts";
import type { MoneyFormat } from "./estimate-format";

const AXIS_HEIGHT = 20;

interface CostBreakdownChartProps {
  estimate: Estimate;
  width: number;
  money: MoneyFormat;
  moneyShort: MoneyFormat;
}

/** Horizontal bars of each phase's cost, with the contingency (the risk reserve) as the last bar. */
export function CostBreakdownChart({ estimate, width, money, moneyShort }: CostBreakdownChartProps) {
  const bars = phaseCostParts(estimate);
  const ticks = niceTicks(Math.max(...bars.map((bar) => bar.cost)), tickCountForWidth(width));
  const scale = linearScale(ticks.at(-1) ?? 0, 0, width);
  const rows = barRows(
    bars.map((bar) => ({ from: 0, to: bar.cost })),
    scale,
  );
  const rowsBottom = bars.length * BAR_ROW_HEIGHT - BAR_ROW.gap / 2;
  const description = `Cost by phase: ${bars.map((bar) => `${bar.name} ${money(bar.cost)}`).join("; ")}. Expected total ${money(estimate.total_cost.expected)}.`;

  return (
    <ChartSvg label="Cost breakdown chart" description={description} width={width} height={rowsBottom + AXIS_HEIGHT}>
      <ChartAxis ticks={ticks} scale={scale} width={width} top={0} bottom={rowsBottom} format={moneyShort} />
      {bars.map((bar, index) => {
        const row = rows[index];
        if (!row) return null;
        return (
          <g key={`${index}-${bar.name}`}>
            <title>{`${bar.name}: ${money(bar.cost)}`}</title>
            <BarLabel y={row.labelY} width={width} name={bar.name} value={money(bar.cost)} />
            <rect
              x={row.barX}
              y={row.barY}
              width={row.barWidth}
              height={BAR_ROW.barHeight}
              rx={3}
              className={bar.color.fill}
            />
          </g>
        );
      })}
    </ChartSvg>
  );
}
