import type { Brief, Estimate } from "@scopewise/shared";
import { formatMoney, roundMoney, roundWeeks } from "./money.js";
import { percentile, pertMean, samplePert, threePointWithMean } from "./pert.js";
import { phaseWeeks, taskHours, type Plan, type PlanTask } from "./plan.js";
import { createRng, seedFrom } from "./random.js";

export const MONTE_CARLO_ITERATIONS = 10_000;

/**
 * A shared productivity factor per iteration (mean 1): tasks in one project tend to overrun
 * together, which independent draws alone would hide.
 */
const PROJECT_FACTOR = threePointWithMean(1, 0.9, 1.3);

interface CostedTask {
  task: PlanTask;
  rate: number;
  labor: number;
  nonLabor: number;
  hours: number;
  /** Hours as shown in the document, rounded once; phase and role totals add these up. */
  shownHours: number;
}

/** Turns a domain plan into the contract's estimate: expected values, Monte Carlo percentiles, checks. */
export function finalize(plan: Plan, brief: Brief, iterations = MONTE_CARLO_ITERATIONS): Estimate {
  const rates = new Map(plan.roles.map((r) => [r.role, r.rate]));
  const costed = plan.phases.map((phase) =>
    phase.tasks.map((task): CostedTask => {
      const rate = task.role ? (rates.get(task.role) ?? 0) : 0;
      const hours = task.hours ? pertMean(task.hours) : 0;
      return { task, rate, hours, shownHours: taskHours(task), labor: roundMoney(hours * rate), nonLabor: task.cost ? roundMoney(pertMean(task.cost)) : 0 };
    }),
  );

  let week = 0;
  const phases = plan.phases.map((phase, i) => {
    const tasks = costed[i] ?? [];
    const weeks = phaseWeeks(phase);
    const start = week + 1;
    week += weeks;
    return {
      name: phase.name,
      effort_hours: tasks.reduce((s, t) => s + t.shownHours, 0),
      cost: tasks.reduce((s, t) => s + t.labor + t.nonLabor, 0),
      start_week: start,
      end_week: week,
      tasks: tasks.map((t) => ({ name: t.task.name, effort_hours: t.shownHours, cost: t.labor + t.nonLabor })),
    };
  });

  const roles = plan.roles
    .map((r) => {
      const mine = costed.flat().filter((t) => t.task.role === r.role);
      const hours = mine.reduce((s, t) => s + t.hours, 0);
      const shownHours = mine.reduce((s, t) => s + t.shownHours, 0);
      const activeWeeks = plan.phases
        .filter((_, i) => (costed[i] ?? []).some((t) => t.task.role === r.role))
        .reduce((s, p) => s + Math.max(1, pertMean(p.weeks)), 0);
      // People needed to do these hours in the weeks they are active, at 36 productive hours a week.
      const count = activeWeeks > 0 ? Math.max(1, Math.round((hours / (activeWeeks * 36)) * 10) / 10) : 0;
      return { role: r.role, count, rate: r.rate, hours: shownHours, cost: mine.reduce((s, t) => s + t.labor, 0) };
    })
    // A role with any cost stays listed, even when its hours round to zero, so roles add up to the phases.
    .filter((r) => r.hours > 0 || r.cost > 0);

  const nonLabor = costed.flat().reduce((s, t) => s + t.nonLabor, 0);
  const base = phases.reduce((s, p) => s + p.cost, 0);
  // Each risk's impact and exposure is rounded once, as the risk table shows it; the contingency is their sum.
  const risks = plan.risks.map((r) => ({ title: r.title, probability: r.probability, impact: roundMoney(r.impact), mitigation: r.mitigation }));
  const contingency = risks.reduce((s, r) => s + riskExposure(r), 0);
  const expected = base + contingency;

  const simulation = simulate(plan, costed, brief, iterations, phases.map((p) => p.end_week - p.start_week + 1));
  const durationP50 = roundWeeks(percentile(simulation.durations, 0.5));
  const estimate: Estimate = {
    domain: plan.domain,
    currency: brief.currency,
    summary: plan.summary,
    assumptions: plan.assumptions,
    phases,
    roles,
    risks,
    duration_weeks: {
      p50: durationP50,
      p80: Math.max(durationP50, roundWeeks(percentile(simulation.durations, 0.8))),
      p90: Math.max(durationP50, roundWeeks(percentile(simulation.durations, 0.9))),
    },
    total_cost: {
      expected,
      p50: roundMoney(percentile(simulation.costs, 0.5)),
      p80: roundMoney(percentile(simulation.costs, 0.8)),
      p90: roundMoney(percentile(simulation.costs, 0.9)),
    },
    contingency,
    method: plan.method,
    non_labor_cost: nonLabor,
    constraints: [],
    metrics: plan.metrics,
    iterations,
    language: brief.language ?? "en",
    ...(brief.kind ? { kind: brief.kind } : {}),
    // The reader asks before pricing; narrowing questions about a priced scope come with the kind's pricing model.
    questions: [],
  };
  estimate.duration_weeks.p90 = Math.max(estimate.duration_weeks.p80, estimate.duration_weeks.p90);
  estimate.total_cost.p80 = Math.max(estimate.total_cost.p50, estimate.total_cost.p80);
  estimate.total_cost.p90 = Math.max(estimate.total_cost.p80, estimate.total_cost.p90);
  estimate.constraints = checkConstraints(estimate, brief, plan, simulation);
  return estimate;
}

/** A risk's expected cost (probability × impact) in whole currency units, as the risk table prints it. */
export function riskExposure(risk: { probability: number; impact: number }): number {
  return Math.round(risk.probability * risk.impact);
}

interface Simulation {
  costs: Float64Array;
  durations: Float64Array;
}

function simulate(plan: Plan, costed: CostedTask[][], brief: Brief, iterations: number, plannedWeeks: number[]): Simulation {
  const rng = createRng(seedFrom(JSON.stringify(brief)));
  const costs = new Float64Array(iterations);
  const durations = new Float64Array(iterations);
  const tasks = costed.flat();
  for (let i = 0; i < iterations; i++) {
    const factor = samplePert(rng, PROJECT_FACTOR);
    let cost = 0;
    for (const t of tasks) {
      if (t.task.hours) cost += samplePert(rng, t.task.hours) * t.rate * factor;
      if (t.task.cost) cost += samplePert(rng, t.task.cost) * factor;
    }
    let duration = 0;
    // Each phase varies around the whole weeks it is planned for (short phases round up to a week).
    plan.phases.forEach((phase, i) => {
      duration += samplePert(rng, phase.weeks) * factor * ((plannedWeeks[i] ?? 1) / Math.max(1e-9, pertMean(phase.weeks)));
    });
    for (const risk of plan.risks) {
      if (rng() < risk.probability) {
        cost += risk.impact * (0.5 + rng());
        duration += risk.delayWeeks * (0.5 + rng());
      }
    }
    costs[i] = cost;
    durations[i] = duration;
  }
  costs.sort();
  durations.sort();
  return { costs, durations };
}

function share(sorted: Float64Array, limit: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) <= limit) lo = mid + 1;
    else hi = mid;
  }
  return Math.round((lo / sorted.length) * 100);
}

function checkConstraints(estimate: Estimate, brief: Brief, plan: Plan, simulation: Simulation): Estimate["constraints"] {
  const out: Estimate["constraints"] = [];
  const money = (v: number) => formatMoney(v, brief.currency);
  const notes = plan.constraintNotes ?? {};
  if (brief.budget !== undefined) {
    const total = estimate.total_cost.expected;
    const fits = notes.budgetFeasible !== false && total <= brief.budget;
    const confidence = share(simulation.costs, brief.budget);
    const cut = Math.min(90, Math.ceil((1 - brief.budget / total) * 100));
    const verdict = fits
      ? `The expected cost of ${money(total)} fits the stated budget of ${money(brief.budget)}; the chance of staying within it is about ${confidence}%.`
      : `The stated budget of ${money(brief.budget)} cannot cover this scope: the expected cost is ${money(total)}${total > brief.budget ? ` (${money(total - brief.budget)} more)` : ""}. To fit it, reduce the scope${cut >= 90 ? " to a small first phase" : ` by about ${cut}%`} or raise the budget to at least ${money(Math.max(total, brief.budget))} (${money(estimate.total_cost.p80)} for 80% confidence).`;
    out.push({ kind: "budget", stated: brief.budget, fits, message: notes.budget ? (fits ? `${notes.budget} ${verdict}` : notes.budget) : verdict });
  }
  if (brief.deadline_weeks !== undefined) {
    const deadline = brief.deadline_weeks;
    const slack = notes.deadlineSlackWeeks ?? 0;
    const median = estimate.duration_weeks.p50 - slack;
    const fits = notes.deadlineFeasible !== false && median <= deadline;
    const confidence = share(simulation.durations, deadline + slack);
    const unit = (n: number) => `${n} ${n === 1 ? "week" : "weeks"}`;
    const verdict = fits
      ? `The plan fits the stated ${unit(deadline)} (median ${unit(Math.round(median * 10) / 10)}; about ${confidence}% chance of finishing in time).`
      : `The stated ${unit(deadline)} is not enough: the median is ${unit(Math.round(median * 10) / 10)} (${unit(Math.round((estimate.duration_weeks.p80 - slack) * 10) / 10)} for 80% confidence). Meeting it would take reducing the scope by about ${Math.min(90, Math.ceil((1 - deadline / median) * 100))}% or starting earlier.`;
    out.push({ kind: "deadline", stated: deadline, fits, message: notes.deadline ? (notes.deadlineFeasible === false ? notes.deadline : `${notes.deadline} ${verdict}`) : verdict });
  }
  return out;
}
