/**
 * Chart colours as whole Tailwind class names (so the build keeps them): `fill` for the SVG shapes,
 * `swatch` for the HTML legends beside them. Violet leads, as everywhere else in the app.
 */
export interface ChartColor {
  fill: string;
  stroke: string;
  swatch: string;
}

export const PHASE_COLOR: ChartColor = {
  fill: "fill-violet-500",
  stroke: "stroke-violet-500",
  swatch: "bg-violet-500",
};
export const CONTINGENCY_COLOR: ChartColor = {
  fill: "fill-amber-400",
  stroke: "stroke-amber-400",
  swatch: "bg-amber-400",
};
export const NON_LABOUR_COLOR: ChartColor = { fill: "fill-zinc-400", stroke: "stroke-zinc-400", swatch: "bg-zinc-400" };

/** Roles take these in turn; neighbours differ enough in hue to tell apart on the dark background. */
export const ROLE_COLORS: readonly ChartColor[] = [
  { fill: "fill-violet-500", stroke: "stroke-violet-500", swatch: "bg-violet-500" },
  { fill: "fill-sky-400", stroke: "stroke-sky-400", swatch: "bg-sky-400" },
  { fill: "fill-fuchsia-400", stroke: "stroke-fuchsia-400", swatch: "bg-fuchsia-400" },
  { fill: "fill-emerald-400", stroke: "stroke-emerald-400", swatch: "bg-emerald-400" },
  { fill: "fill-indigo-300", stroke: "stroke-indigo-300", swatch: "bg-indigo-300" },
  { fill: "fill-rose-400", stroke: "stroke-rose-400", swatch: "bg-rose-400" },
  { fill: "fill-teal-300", stroke: "stroke-teal-300", swatch: "bg-teal-300" },
  { fill: "fill-purple-300", stroke: "stroke-purple-300", swatch: "bg-purple-300" },
];

/** The duration markers of the timeline, from the likeliest to the safest. */
export const PERCENTILE_COLORS = {
  p50: { fill: "fill-sky-300", stroke: "stroke-sky-300", swatch: "bg-sky-300" },
  p80: { fill: "fill-amber-300", stroke: "stroke-amber-300", swatch: "bg-amber-300" },
  p90: { fill: "fill-rose-300", stroke: "stroke-rose-300", swatch: "bg-rose-300" },
} as const satisfies Record<string, ChartColor>;
