import { ChartSvg } from "./ChartSvg";
import { roleSegments, type RolePart } from "./cost-parts";
import { formatShare, type MoneyFormat } from "./estimate-format";

const BAR_HEIGHT = 18;

interface RoleCostChartProps {
  parts: RolePart[];
  width: number;
  money: MoneyFormat;
}

/** One stacked bar of the cost by role (plus non-labour costs); the legend beside it gives the figures. */
export function RoleCostChart({ parts, width, money }: RoleCostChartProps) {
  const segments = roleSegments(parts, width);
  const description = `Cost by role: ${parts.map((part) => `${part.name} ${money(part.cost)} (${formatShare(part.share)})`).join("; ")}.`;

  return (
    <ChartSvg label="Cost by role chart" description={description} width={width} height={BAR_HEIGHT}>
      {parts.map((part, index) => {
        const segment = segments[index];
        if (!segment || segment.width <= 0) return null;
        return (
          <rect
            key={`${index}-${part.name}`}
            x={segment.x}
            y={0}
            width={segment.width}
            height={BAR_HEIGHT}
            // A thin dark edge keeps neighbouring segments apart.
            className={`${part.color.fill} stroke-zinc-950`}
            strokeWidth={1}
          >
            <title>{`${part.name}: ${money(part.cost)} (${formatShare(part.share)})`}</title>
          </rect>
        );
      })}
    </ChartSvg>
  );
}
