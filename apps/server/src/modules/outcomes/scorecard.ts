import { median } from "@scopewise/estimator";
import type { Outcome, Scorecard, ScorecardPoint } from "@scopewise/shared";

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

/** Projects, the share inside P10–P90 (of those whose estimate had a P10) and the median actual ÷ P50. */
function summary(pairs: ReadonlyArray<{ ratio: number; inside: boolean | null }>) {
  const judged = pairs.filter((p) => p.inside !== null);
  return {
    projects: pairs.length,
    inside_p10_p90: judged.length > 0 ? round(judged.filter((p) => p.inside).length / judged.length) : null,
    median_ratio: pairs.length > 0 ? round(median(pairs.map((p) => p.ratio))) : null,
  };
}

const within = (value: number, low: number | null, high: number) =>
  low === null ? null : value >= low && value <= high;

function pointOf(outcome: Outcome): ScorecardPoint {
  const { effort_hours: effort, cost } = outcome.estimate;
  return {
    document_id: outcome.document_id,
    title: outcome.document_title,
    finished_on: outcome.finished_on,
    estimate_p10_hours: effort.p10,
    estimate_p50_hours: effort.p50,
    estimate_p90_hours: effort.p90,
    actual_hours: outcome.actual_effort_hours,
    ratio: round(outcome.actual_effort_hours / effort.p50),
    inside: within(outcome.actual_effort_hours, effort.p10, effort.p90),
    currency: outcome.estimate.currency,
    estimate_p50_cost: cost.p50,
    actual_cost: outcome.actual_cost,
    cost_ratio: outcome.actual_cost === null || cost.p50 <= 0 ? null : round(outcome.actual_cost / cost.p50),
  };
}

/**
 * Per phase: the estimate gives each phase its expected hours, not percentiles, so a phase's P10,
 * P50 and P90 are the total's in proportion to the phase's share of the hours.
 */
function phaseRatios(outcomes: readonly Outcome[]): Map<string, Array<{ ratio: number; inside: boolean | null }>> {
  const byPhase = new Map<string, Array<{ ratio: number; inside: boolean | null }>>();
  for (const outcome of outcomes) {
    const { phases, effort_hours: effort } = outcome.estimate;
    const planned = phases.reduce((s, p) => s + p.effort_hours, 0);
    if (planned <= 0) continue;
    for (const actual of outcome.phases) {
      const phase = phases.find((p) => p.name === actual.name);
      if (!phase || phase.effort_hours <= 0) continue;
      const share = phase.effort_hours / planned;
      const ratio = actual.effort_hours / (effort.p50 * share);
      const inside = within(actual.effort_hours, effort.p10 === null ? null : effort.p10 * share, effort.p90 * share);
      byPhase.set(phase.name, [...(byPhase.get(phase.name) ?? []), { ratio: round(ratio), inside }]);
    }
  }
  return byPhase;
}

/** The user's finished projects, estimate against actual: effort and cost overall, and per phase. */
export function scorecardOf(outcomes: readonly Outcome[], calibrations: Scorecard["calibrations"]): Scorecard {
  const points = outcomes.map(pointOf);
  const costed = points.flatMap((p) =>
    p.cost_ratio === null
      ? []
      : [{ ratio: p.cost_ratio, inside: costInside(outcomes.find((o) => o.document_id === p.document_id)!) }],
  );
  return {
    effort: summary(points),
    cost: summary(costed),
    points,
    phases: [...phaseRatios(outcomes)].map(([name, pairs]) => ({ name, ...summary(pairs) })),
    calibrations,
  };
}

function costInside(outcome: Outcome): boolean | null {
  return outcome.actual_cost === null
    ? null
    : within(outcome.actual_cost, outcome.estimate.cost.p10, outcome.estimate.cost.p90);
}

const COLUMNS = [
  "document_id",
  "title",
  "finished_on",
  "estimate_p10_hours",
  "estimate_p50_hours",
  "estimate_p90_hours",
  "actual_hours",
  "ratio",
  "inside",
  "currency",
  "estimate_p50_cost",
  "actual_cost",
  "cost_ratio",
] as const satisfies ReadonlyArray<keyof ScorecardPoint>;

/** A cell as CSV writes it; a text a spreadsheet would run as a formula (=, +, -, @) is kept as text. */
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  const text = typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The scorecard's points as a CSV file (one row per finished project). */
export function scorecardCsv(scorecard: Scorecard): string {
  const rows = scorecard.points.map((point) => COLUMNS.map((c) => csvCell(point[c])).join(","));
  return [COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
