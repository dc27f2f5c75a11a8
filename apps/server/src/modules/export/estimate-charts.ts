import type { Estimate } from "@scopewise/shared";
import { formatMoney } from "@scopewise/estimator";

/** The charts' width in points: the page's text column. */
export const CHART_WIDTH = 515;
const BAR = 18;
const GAP = 8;
const LABEL = 150;
const INK = "#1f2933";
const BAR_FILL = "#3b5bdb";
const RISK_FILL = "#f08c00";

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}

function clip(text: string, length = 28): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Cost by phase, with the contingency for risks as the last bar, drawn from the estimate's figures. */
export function costByPhaseSvg(estimate: Estimate): string {
  const bars = [
    ...estimate.phases.map((phase) => ({ name: phase.name, value: phase.cost, fill: BAR_FILL })),
    { name: "Contingency (risks)", value: estimate.contingency, fill: RISK_FILL },
  ];
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const span = CHART_WIDTH - LABEL - 90;
  const height = bars.length * (BAR + GAP) + GAP;
  const rows = bars.map((bar, i) => {
    const y = GAP + i * (BAR + GAP);
    const width = Math.max(1, (bar.value / largest) * span);
    return `<text x="0" y="${y + 13}" font-size="9" fill="${INK}">${escapeXml(clip(bar.name))}</text>
<rect x="${LABEL}" y="${y}" width="${width.toFixed(1)}" height="${BAR}" fill="${bar.fill}"/>
<text x="${(LABEL + width + 4).toFixed(1)}" y="${y + 13}" font-size="9" fill="${INK}">${escapeXml(formatMoney(bar.value, estimate.currency))}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${height}" viewBox="0 0 ${CHART_WIDTH} ${height}">${rows.join("")}</svg>`;
}

/** The phases by week (a Gantt chart), with the P50, P80 and P90 finish as marks. */
export function timelineSvg(estimate: Estimate): string {
  const { p50, p80, p90 } = estimate.duration_weeks;
  const weeks = Math.max(1, p90, ...estimate.phases.map((phase) => phase.end_week));
  const span = CHART_WIDTH - LABEL - 10;
  const x = (week: number) => LABEL + (week / weeks) * span;
  const top = 14;
  const height = top + estimate.phases.length * (BAR + GAP) + GAP + 12;
  const bars = estimate.phases.map((phase, i) => {
    const y = top + GAP + i * (BAR + GAP);
    const width = Math.max(2, x(phase.end_week) - x(phase.start_week));
    return `<text x="0" y="${y + 13}" font-size="9" fill="${INK}">${escapeXml(clip(phase.name))}</text>
<rect x="${x(phase.start_week).toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${BAR}" fill="${BAR_FILL}"/>`;
  });
  const marks = (
    [
      ["P50", p50],
      ["P80", p80],
      ["P90", p90],
    ] as const
  ).map(
    (
      [label, week],
      i,
    ) => `<line x1="${x(week).toFixed(1)}" y1="${top}" x2="${x(week).toFixed(1)}" y2="${height - 12}" stroke="${RISK_FILL}" stroke-width="1"/>
<text x="${(x(week) - 10).toFixed(1)}" y="${i % 2 === 0 ? 10 : height - 2}" font-size="8" fill="${INK}">${label} ${week.toFixed(1)} wk</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${height}" viewBox="0 0 ${CHART_WIDTH} ${height}">${bars.join("")}${marks.join("")}</svg>`;
}
