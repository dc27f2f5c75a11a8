/**
 * Pure layout maths for the estimate charts: scales, tick values, bar rows, stacked segments, the
 * week grid of the timeline and where marker labels go. Everything is in pixels of the drawn width.
 */

export type LinearScale = (value: number) => number;

/** Maps 0..domainMax onto rangeStart..rangeEnd; values outside the domain are clamped to it. */
export function linearScale(domainMax: number, rangeStart: number, rangeEnd: number): LinearScale {
  const span = domainMax > 0 ? domainMax : 1;
  return (value) => rangeStart + (Math.max(0, Math.min(value, span)) / span) * (rangeEnd - rangeStart);
}

/** The smallest "round" step (1, 2, 2.5, 5 times a power of ten) not below `rough`. */
export function niceStep(rough: number, integer = false): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  // 2.5 makes quarter steps, which a week grid cannot have.
  const factors = integer && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const factor = factors.find((f) => fraction <= f + 1e-9) ?? 10;
  const step = factor * power;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/** Round tick values from 0 up to the first tick at or above `max`, at most `maxTicks` of them. */
export function niceTicks(max: number, maxTicks: number, integer = false): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  const intervals = Math.max(1, Math.floor(maxTicks) - 1);
  const step = niceStep(max / intervals, integer);
  const count = Math.ceil(max / step - 1e-9);
  // Multiplying (rather than adding) keeps float error from piling up: 0.1 * 3, not 0.1 + 0.1 + 0.1.
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** How many ticks fit across a width with at least `minSpacing` pixels between them. */
export function tickCountForWidth(width: number, minSpacing = 72): number {
  return Math.max(2, Math.floor(width / minSpacing) + 1);
}

export type TextAnchor = "start" | "middle" | "end";

/** Centred text near either edge would be cut off, so it hangs inwards from the edge instead. */
export function edgeAnchor(x: number, width: number, margin = 24): TextAnchor {
  if (x < margin) return "start";
  if (x > width - margin) return "end";
  return "middle";
}

/** A labelled bar row: the label line on top, the bar under it (readable even on a phone). */
export const BAR_ROW = { labelHeight: 18, barHeight: 12, gap: 14 } as const;
export const BAR_ROW_HEIGHT = BAR_ROW.labelHeight + BAR_ROW.barHeight + BAR_ROW.gap;

export interface BarRow {
  /** Baseline of the label line. */
  labelY: number;
  barX: number;
  barY: number;
  barWidth: number;
}

/** The smallest width a bar with a positive value is drawn at, so it stays visible. */
const MIN_VISIBLE_BAR = 2;

/** One row per extent, from `top` down; an extent is where its bar starts and ends in domain units. */
export function barRows(extents: { from: number; to: number }[], scale: LinearScale, top = 0): BarRow[] {
  return extents.map(({ from, to }, index) => {
    const rowTop = top + index * BAR_ROW_HEIGHT;
    const barX = scale(from);
    const drawn = scale(to) - barX;
    return {
      labelY: rowTop + BAR_ROW.labelHeight - 5,
      barX,
      barY: rowTop + BAR_ROW.labelHeight,
      barWidth: to > from ? Math.max(MIN_VISIBLE_BAR, drawn) : 0,
    };
  });
}

export interface StackSegment {
  x: number;
  width: number;
  /** The segment's part of the whole, 0..1. */
  share: number;
}

/** Side-by-side segments filling `width` in proportion to the values (negatives count as zero). */
export function stackSegments(values: number[], width: number): StackSegment[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = clean.reduce((sum, value) => sum + value, 0);
  let x = 0;
  return clean.map((value) => {
    const share = total > 0 ? value / total : 0;
    const segment = { x, width: share * width, share };
    x += segment.width;
    return segment;
  });
}

/**
 * Week n of a plan occupies the interval (n - 1, n], so weeks 1..6 span 0..6 on the grid.
 * A phase whose end comes before its start is drawn as its start week alone.
 */
export function weekExtent(startWeek: number, endWeek: number): { from: number; to: number } {
  const from = Math.max(0, startWeek - 1);
  return { from, to: Math.max(from + 1, endWeek) };
}

/** The whole weeks the timeline shows: enough for every phase and every duration marker. */
export function timelineWeeks(endWeeks: number[], markerWeeks: number[]): number {
  const furthest = Math.max(1, ...endWeeks.filter(Number.isFinite), ...markerWeeks.filter(Number.isFinite));
  return Math.ceil(furthest);
}

/**
 * Rows for marker labels so that none overlaps another: each label takes the first row whose
 * previous label is at least `minGap` pixels to its left. Answers a row per x, in the given order.
 */
export function staggerLabels(xs: number[], minGap: number): number[] {
  const rows = new Array<number>(xs.length).fill(0);
  const rowEnds: number[] = [];
  const order = xs.map((x, index) => ({ x, index })).sort((a, b) => a.x - b.x);
  for (const { x, index } of order) {
    let row = rowEnds.findIndex((lastX) => x - lastX >= minGap);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = x;
    rows[index] = row;
  }
  return rows;
}

/** Cuts text to what fits in `maxWidth` pixels at roughly `charWidth` pixels a character, with an ellipsis. */
export function fitText(text: string, maxWidth: number, charWidth = 6.6): string {
  const maxChars = Math.floor(maxWidth / charWidth);
  if (text.length <= maxChars) return text;
  if (maxChars <= 1) return "…";
  return `${text.slice(0, maxChars - 1).trimEnd()}…`;
}
