import { edgeAnchor, type LinearScale } from "./chart-geometry";

interface ChartAxisProps {
  ticks: number[];
  scale: LinearScale;
  /** The drawn width, to keep the outer tick labels inside it. */
  width: number;
  /** Where the gridlines start and end; the tick labels go under `bottom`. */
  top: number;
  bottom: number;
  format: (value: number) => string;
}

/** Vertical gridlines with their values underneath; decoration only, the figures are in the <desc>. */
export function ChartAxis({ ticks, scale, width, top, bottom, format }: ChartAxisProps) {
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => {
        // Half-pixel offset keeps one-pixel lines sharp.
        const x = Math.round(scale(tick)) + 0.5;
        return (
          <g key={tick}>
            <line x1={x} x2={x} y1={top} y2={bottom} className="stroke-zinc-800" strokeWidth={1} />
            <text
              x={x}
              y={bottom + 14}
              textAnchor={edgeAnchor(x, width)}
              className="fill-zinc-500 text-[10px] tabular-nums"
            >
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
