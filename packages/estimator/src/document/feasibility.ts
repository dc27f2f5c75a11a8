import type { Brief, Estimate } from "@scopewise/shared";
import { formatNumber } from "../core/money.js";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { money } from "./sections.js";

type Phase = Estimate["phases"][number];

const weeks = (n: number) => `${formatNumber(n, 1)} ${n === 1 ? "week" : "weeks"}`;
const names = (phases: readonly Phase[]) => phases.map((p) => `“${p.name}”`).join(", ");

/** A phase's cost with its share of the contingency, so a stage priced on its own carries its risks too. */
function withContingency(e: Estimate, phases: readonly Phase[]): number {
  const base = e.phases.reduce((s, p) => s + p.cost, 0);
  const cost = phases.reduce((s, p) => s + p.cost, 0);
  return base > 0 ? Math.round((cost * e.total_cost.expected) / base) : cost;
}

/** The leading phases whose cost, contingency included, stays within `budget`. */
function phasesWithin(e: Estimate, budget: number): Phase[] {
  const out: Phase[] = [];
  for (const phase of e.phases) {
    if (withContingency(e, [...out, phase]) > budget) break;
    out.push(phase);
  }
  return out;
}

function budgetOption(e: Estimate, budget: number): string {
  const first = e.phases[0];
  const stage = phasesWithin(e, budget);
  if (stage.length === 0 || !first) {
    const share = first ? Math.max(1, Math.floor((budget / withContingency(e, [first])) * 100)) : 0;
    return `Within the stated budget of ${money(e, budget)}: not a complete phase of this project (it is about ${share}% of the first, ${first ? `“${first.name}”` : "the first phase"}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.`;
  }
  const end = stage[stage.length - 1]!.end_week;
  return `Within the stated budget of ${money(e, budget)}: the first ${stage.length === 1 ? "phase" : `${stage.length} phases`} (${names(stage)}), about ${money(e, withContingency(e, stage))} with their share of the contingency, finished by week ${end}. This is a defined first stage, not the whole project; the rest is priced again when it is done.`;
}

function deadlineOption(e: Estimate, deadline: number, needed: number | undefined): string {
  const done = e.phases.filter((p) => p.end_week <= deadline);
  const full = needed !== undefined ? ` The whole scope needs about ${weeks(needed)}.` : "";
  if (done.length === 0) return `By the stated ${weeks(deadline)}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).${full}`;
  return `By the stated ${weeks(deadline)}: the ${done.length === 1 ? "phase" : "phases"} finished in that time (${names(done)}), about ${money(e, withContingency(e, done))}.${full}`;
}

/**
 * When no honest plan meets the stated budget or deadline, the proposal opens with that finding and what
 * the budget or the time frame does buy, as options, before the full plan (which is shown as one option,
 * never trimmed to pretend it fits). Empty when the estimate is feasible.
 */
export function feasibilitySection(e: Estimate, brief: Brief): DocumentNode[] {
  if (e.feasible !== false) return [];
  const missed = e.constraints.filter((c) => c.kind !== "team" && !c.fits);
  const budget = missed.find((c) => c.kind === "budget");
  const deadline = missed.find((c) => c.kind === "deadline");
  const what = [budget ? "budget" : "", deadline ? "time frame" : ""].filter(Boolean).join(" and ");
  const options: string[] = [
    `The full scope as asked: about ${money(e, e.total_cost.expected)} (${money(e, e.total_cost.p80)} at 80% confidence) over about ${weeks(e.duration_weeks.p50)} (${weeks(e.duration_weeks.p80)} at 80% confidence). The plan in the rest of this proposal is this option.`,
  ];
  if (budget && brief.budget !== undefined) options.push(budgetOption(e, brief.budget));
  if (deadline && brief.deadline_weeks !== undefined) options.push(deadlineOption(e, brief.deadline_weeks, deadline.needed));
  options.push("A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.");
  return [
    heading(2, "What is possible"),
    paragraph(`The project as asked cannot be done within the stated ${what}. We say so first rather than present a plan that would not hold.`),
    ...missed.map((c) => paragraph(`${c.kind === "budget" ? "Budget" : "Time frame"}: ${c.message}`)),
    heading(3, "Options"),
    list(options, true),
  ];
}
