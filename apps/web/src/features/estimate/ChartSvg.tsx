import { useId, type ReactNode } from "react";

interface ChartSvgProps {
  /** The chart's accessible name, also its <title>. */
  label: string;
  /** The figures in words, for screen readers (the chart's <desc>). */
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** An SVG chart drawn at its real pixel size, named and described for assistive technology. */
export function ChartSvg({ label, description, width, height, children }: ChartSvgProps) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-label={label}
      aria-describedby={`${id}-desc`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block overflow-visible text-xs"
    >
      <title>{label}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}
