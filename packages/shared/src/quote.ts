import type { Estimate } from "./estimate.schemas.js";

/**
 * The client's quote: what the estimate becomes when optional scope items are left out and
 * adjustable quantities change. One pure function, run by the public page (instant totals) and by
 * the server (the authority), so both always show the same figures.
 *
 * The engine priced every task of the plan; a quote re-weighs those priced tasks. A task left out
 * costs nothing; a quantity q of a task priced for q₀ costs q/q₀ of it. The contingency and the
 * cost percentiles keep their proportion to the expected cost (the engine's spread for this class
 * of estimate), and each phase's weeks move with the cube root of its cost (schedule ranges are
 * about the cube root of effort ranges, as the engine's simulation assumes). With nothing changed
 * the quote is exactly the estimate.
 */

/** One priced task the client may see in the cost table. `id` is stable for one estimate: "p<phase>-t<task>". */
export interface QuoteTask {
  id: string;
  phase: string;
  item: string;
  cost: number;
  /** The quantity the task was priced for and its unit (from the basis of estimate, else one set). */
  quantity: number;
  unit: string;
}

/** What a quote is computed from: the estimate's priced tasks and totals (no other part of the estimate). */
export interface QuoteBasis {
  currency: string;
  phases: Array<{ name: string; weeks: number; tasks: QuoteTask[] }>;
  contingency: number;
  total_cost: { expected: number; p50: number; p80: number; p90: number };
  duration_weeks: { p50: number; p80: number; p90: number };
}

/** How the owner lets the client change one task: leave it out, and/or choose its quantity in [min, max]. */
export interface OptionSetting {
  id: string;
  optional: boolean;
  quantity: { min: number; max: number } | null;
}

export interface QuoteSelection {
  /** Optional items the client keeps (an optional item not listed is left out). */
  selected: readonly string[];
  quantities: Readonly<Record<string, number>>;
}

export interface QuoteLine {
  id: string;
  phase: string;
  item: string;
  quantity: number;
  unit: string;
  cost: number;
  included: boolean;
}

export interface Quote {
  currency: string;
  total_cost: { expected: number; p50: number; p80: number; p90: number };
  duration_weeks: { p50: number; p80: number; p90: number };
  lines: QuoteLine[];
}

export const taskOptionId = (phase: number, task: number): string => `p${phase}-t${task}`;

/** The quote basis of a stored estimate. */
export function quoteBasisOf(estimate: Estimate): QuoteBasis {
  const pricedFor = new Map<string, { quantity: number; unit: string }>();
  const rates = new Set(estimate.roles.map((role) => role.rate));
  for (const line of estimate.lines ?? []) {
    // Labour lines (hours at a role's rate) say how work was priced, not a quantity a client chooses.
    if (!pricedFor.has(line.item) && !rates.has(line.unit_cost))
      pricedFor.set(line.item, { quantity: line.quantity, unit: line.unit });
  }
  return {
    currency: estimate.currency,
    phases: estimate.phases.map((phase, p) => ({
      name: phase.name,
      weeks: Math.max(1, phase.end_week - phase.start_week + 1),
      tasks: phase.tasks.map((task, t) => {
        const basis = pricedFor.get(task.name);
        return {
          id: taskOptionId(p, t),
          phase: phase.name,
          item: task.name,
          cost: task.cost,
          quantity: basis && basis.quantity > 0 ? basis.quantity : 1,
          unit: basis?.unit ?? "set",
        };
      }),
    })),
    contingency: estimate.contingency,
    total_cost: {
      expected: estimate.total_cost.expected,
      p50: estimate.total_cost.p50,
      p80: estimate.total_cost.p80,
      p90: estimate.total_cost.p90,
    },
    duration_weeks: {
      p50: estimate.duration_weeks.p50,
      p80: estimate.duration_weeks.p80,
      p90: estimate.duration_weeks.p90,
    },
  };
}

/** Why a selection cannot be quoted, per field (the contract's 400 shape), or null when it can. */
export function selectionErrors(
  basis: QuoteBasis,
  settings: readonly OptionSetting[],
  selection: QuoteSelection,
): Record<string, string[]> | null {
  const byId = new Map(settings.map((s) => [s.id, s]));
  const errors: Record<string, string[]> = {};
  const unknown = selection.selected.filter((id) => !byId.get(id)?.optional);
  if (unknown.length > 0) errors.selected = [`These are not optional items of this proposal: ${unknown.join(", ")}.`];
  const quantityErrors: string[] = [];
  for (const [id, value] of Object.entries(selection.quantities)) {
    const range = byId.get(id)?.quantity;
    if (!range) quantityErrors.push(`${id} has no adjustable quantity.`);
    else if (!Number.isFinite(value) || value < range.min || value > range.max)
      quantityErrors.push(`${id} must be between ${range.min} and ${range.max}.`);
  }
  if (quantityErrors.length > 0) errors.quantities = quantityErrors;
  if (!basis.phases.length) errors.selected = [...(errors.selected ?? []), "This proposal has no estimate to quote."];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The quote for a valid selection (check it with `selectionErrors` first). */
export function quote(basis: QuoteBasis, settings: readonly OptionSetting[], selection: QuoteSelection): Quote {
  const byId = new Map(settings.map((s) => [s.id, s]));
  const kept = new Set(selection.selected);
  const lines: QuoteLine[] = [];
  let baseBefore = 0;
  let baseAfter = 0;
  let weeksBefore = 0;
  let weeksAfter = 0;
  for (const phase of basis.phases) {
    let before = 0;
    let after = 0;
    for (const task of phase.tasks) {
      const setting = byId.get(task.id);
      const included = !setting?.optional || kept.has(task.id);
      const chosen = setting?.quantity ? (selection.quantities[task.id] ?? task.quantity) : task.quantity;
      const cost = included ? Math.round((task.cost * chosen) / task.quantity) : 0;
      before += task.cost;
      after += cost;
      lines.push({
        id: task.id,
        phase: task.phase,
        item: task.item,
        quantity: included ? chosen : 0,
        unit: task.unit,
        cost,
        included,
      });
    }
    baseBefore += before;
    baseAfter += after;
    weeksBefore += phase.weeks;
    weeksAfter += before > 0 ? (after > 0 ? phase.weeks * Math.cbrt(after / before) : 0) : phase.weeks;
  }
  const costRatio = baseBefore > 0 ? baseAfter / baseBefore : 1;
  const expected = baseAfter + Math.round(basis.contingency * costRatio);
  const spread = basis.total_cost.expected > 0 ? expected / basis.total_cost.expected : 0;
  const p50 = Math.round(basis.total_cost.p50 * spread);
  const p80 = Math.max(p50, Math.round(basis.total_cost.p80 * spread));
  const p90 = Math.max(p80, Math.round(basis.total_cost.p90 * spread));
  const pace = weeksBefore > 0 ? weeksAfter / weeksBefore : 1;
  const w50 = roundWeeks(basis.duration_weeks.p50 * pace);
  const w80 = Math.max(w50, roundWeeks(basis.duration_weeks.p80 * pace));
  const w90 = Math.max(w80, roundWeeks(basis.duration_weeks.p90 * pace));
  return {
    currency: basis.currency,
    total_cost: { expected, p50, p80, p90 },
    duration_weeks: { p50: w50, p80: w80, p90: w90 },
    lines,
  };
}

/** Weeks to the tenth, as the engine rounds them. */
function roundWeeks(weeks: number): number {
  return Math.round(weeks * 10) / 10;
}
