import { fitText } from "./chart-geometry";

/** Rough width of a character of label text, to leave room for the parts beside the name. */
const CHAR_WIDTH = 7;

/**
 * A dark outline drawn under the letters (the card's own colour), so that text stays readable where
 * a gridline or a marker line runs behind it.
 */
const HALO = { stroke: "currentColor", strokeWidth: 4, strokeLinejoin: "round", paintOrder: "stroke" } as const;

interface BarLabelProps {
  /** Baseline of the label line. */
  y: number;
  width: number;
  name: string;
  /** Shown muted right after the name, e.g. the weeks of a phase. */
  detail?: string;
  /** Shown at the right end, e.g. the bar's amount. */
  value?: string;
}

/** The line above a bar: its name (shortened when it would run into the rest), a detail and a value. */
export function BarLabel({ y, width, name, detail, value }: BarLabelProps) {
  const reserved = (value ? value.length * CHAR_WIDTH + 12 : 0) + (detail ? (detail.length + 2) * CHAR_WIDTH : 0);
  return (
    <g className="text-zinc-950">
      <text x={0} y={y} style={HALO} className="fill-zinc-300">
        {fitText(name, width - reserved)}
        {detail ? <tspan className="fill-zinc-500">{`  ${detail}`}</tspan> : null}
      </text>
      {value ? (
        <text x={width} y={y} textAnchor="end" style={HALO} className="fill-zinc-100 font-medium tabular-nums">
          {value}
        </text>
      ) : null}
    </g>
  );
}
