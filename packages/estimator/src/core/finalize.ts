import { translator } from "@scopewise/i18n";
import type { Brief, Estimate, EstimateLine } from "@scopewise/shared";
import { checkConstraints, type SimulatedOutcomes } from "./constraints.js";
import { classNoBetterThan, classOf, classSentence, measuredClassSentence } from "./estimate-class.js";
import { roundMoney, roundWeeks } from "./money.js";
import { percentile, pertMean, pertSampler } from "./pert.js";
import { phaseWeeks, taskHours, wholeWeeks, type Plan, type PlanTask } from "./plan.js";
import { createRng, normal, seedFrom } from "./random.js";

export const MONTE_CARLO_ITERATIONS = 10_000;

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
      return {
        task,
        rate,
        hours,
        shownHours: taskHours(task),
        labor: roundMoney(hours * rate),
        nonLabor: task.cost ? roundMoney(pertMean(task.cost)) : 0,
      };
    }),
  );

  // A stated term holds the phases exactly; otherwise each phase takes its own whole weeks.
  const laidOut =
    plan.termWeeks !== undefined
      ? wholeWeeks(
          plan.termWeeks,
          plan.phases.map((phase) => pertMean(phase.weeks)),
        )
      : plan.phases.map(phaseWeeks);
  let week = 0;
  const phases = plan.phases.map((phase, i) => {
    const tasks = costed[i] ?? [];
    const weeks = laidOut[i] ?? 1;
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
  const risks = plan.risks.map((r) => ({
    title: r.title,
    probability: r.probability,
    impact: roundMoney(r.impact),
    mitigation: r.mitigation,
  }));
  const contingency = risks.reduce((s, r) => s + riskExposure(r), 0);
  const expected = base + contingency;

  const lines = basisOfEstimate(plan, costed, brief);
  const reading = classNoBetterThan(classOf(brief), plan.atBestClass);
  const simulation = simulate(
    plan,
    costed,
    brief,
    iterations,
    phases.map((p) => p.end_week - p.start_week + 1),
    reading.profile.sigma,
  );
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
      p10: Math.min(durationP50, roundWeeks(percentile(simulation.durations, 0.1))),
      p50: durationP50,
      p80: Math.max(durationP50, roundWeeks(percentile(simulation.durations, 0.8))),
      p90: Math.max(durationP50, roundWeeks(percentile(simulation.durations, 0.9))),
    },
    total_cost: {
      expected,
      p10: roundMoney(percentile(simulation.costs, 0.1)),
      p50: roundMoney(percentile(simulation.costs, 0.5)),
      p80: roundMoney(percentile(simulation.costs, 0.8)),
      p90: roundMoney(percentile(simulation.costs, 0.9)),
    },
    contingency,
    method: `${plan.method} ${plan.effortSpread ? measuredClassSentence(reading, brief) : classSentence(reading, brief)}`,
    non_labor_cost: nonLabor,
    constraints: [],
    feasible: true,
    estimate_class: reading.estimateClass,
    accuracy: reading.profile.accuracy,
    metrics: plan.metrics,
    iterations,
    language: brief.language ?? "en",
    ...(brief.kind ? { kind: brief.kind } : {}),
    questions: plan.questions ?? [],
    lines,
    effort_hours: {
      expected: roles.reduce((s, r) => s + r.hours, 0),
      p10: Math.round(percentile(simulation.hours, 0.1)),
      p50: Math.round(percentile(simulation.hours, 0.5)),
      p80: Math.round(percentile(simulation.hours, 0.8)),
      p90: Math.round(percentile(simulation.hours, 0.9)),
    },
    ...(plan.calibration ? { calibration: plan.calibration } : {}),
  };
  estimate.duration_weeks.p90 = Math.max(estimate.duration_weeks.p80, estimate.duration_weeks.p90);
  estimate.total_cost.p10 = Math.min(estimate.total_cost.p10 ?? 0, estimate.total_cost.p50);
  estimate.total_cost.p80 = Math.max(estimate.total_cost.p50, estimate.total_cost.p80);
  estimate.total_cost.p90 = Math.max(estimate.total_cost.p80, estimate.total_cost.p90);
  orderPercentiles(estimate.effort_hours!);
  const { constraints, feasible } = checkConstraints(estimate, brief, plan, simulation);
  estimate.constraints = constraints;
  estimate.feasible = feasible;
  return estimate;
}

/**
 * The basis of estimate, one line per priced task in plan order: labour as hours × the role's rate,
 * other costs as the model's quantity × unit cost. Each line's cost is the task's cost in its phase,
 * so the lines add up to the phases (and their non-labour lines to `non_labor_cost`).
 */
function basisOfEstimate(plan: Plan, costed: CostedTask[][], brief: Brief): EstimateLine[] {
  const t = translator(brief.language);
  const sources = new Map(plan.roles.map((r) => [r.role, r.source]));
  const lines: EstimateLine[] = [];
  for (const t2 of costed.flat()) {
    const { task } = t2;
    if (task.role && task.hours) {
      // The hours priced, to the hundredth, so quantity × rate gives the line's cost (a task of 1.15 h at 61/h is 70, not "1 h" × 61).
      lines.push({
        item: task.name,
        quantity: Math.round(t2.hours * 100) / 100,
        unit: t("hour"),
        unit_cost: t2.rate,
        cost: t2.labor,
        source: sources.get(task.role) ?? t("rate card"),
      });
    }
    if (task.cost) {
      const basis = task.basis ?? { quantity: 1, unit: t("lump sum"), unitCost: t2.nonLabor, source: t("allowance") };
      lines.push({
        item: task.name,
        quantity: basis.quantity,
        unit: basis.unit,
        unit_cost: basis.unitCost,
        cost: t2.nonLabor,
        source: basis.source,
      });
    }
  }
  return lines;
}

/** Keeps p10 ≤ p50 ≤ p80 ≤ p90 after each percentile is rounded on its own. */
function orderPercentiles(range: { p10: number; p50: number; p80: number; p90: number }): void {
  range.p10 = Math.min(range.p10, range.p50);
  range.p80 = Math.max(range.p50, range.p80);
  range.p90 = Math.max(range.p80, range.p90);
}

/** A risk's expected cost (probability × impact) in whole currency units, as the risk table prints it. */
export function riskExposure(risk: { probability: number; impact: number }): number {
  return Math.round(risk.probability * risk.impact);
}

/**
 * The brief as its seed is drawn from: without the details the reader adds (and their words), so that a
 * brief read before they existed draws the same stream as when it is read again.
 */
function seedPart(brief: Brief): Brief {
  const { details: _details, fields, ...rest } = brief;
  const kept = Object.entries(fields ?? {}).filter(([key]) => !key.startsWith("details."));
  return fields === undefined || (kept.length === 0 && Object.keys(fields).length > 0)
    ? rest
    : { ...rest, fields: Object.fromEntries(kept) };
}

function simulate(
  plan: Plan,
  costed: CostedTask[][],
  brief: Brief,
  iterations: number,
  plannedWeeks: number[],
  sigma: number,
): SimulatedOutcomes {
  const spread = plan.effortSpread;
  // A measured spread draws its factors from a stream of their own, the same for every brief: the effort
  // percentiles then scale exactly with the planned hours, whatever other lines the plan has.
  const measured = spread !== undefined && spread.length > 1;
  const seed = seedFrom(measured ? JSON.stringify(spread) : JSON.stringify(seedPart(brief)));
  const factorRng = createRng(seed);
  const rng = measured ? createRng(seed ^ 0x9e3779b9) : factorRng;
  const costs = new Float64Array(iterations);
  const durations = new Float64Array(iterations);
  const hours = new Float64Array(iterations);
  const tasks = costed.flat().map((t) => ({
    rate: t.rate,
    hours: t.task.hours ? pertSampler(t.task.hours) : undefined,
    cost: t.task.cost ? pertSampler(t.task.cost) : undefined,
  }));
  const phaseDraws = plan.phases.map((phase, i) => ({
    draw: pertSampler(phase.weeks),
    scale: (plannedWeeks[i] ?? 1) / Math.max(1e-9, pertMean(phase.weeks)),
  }));
  for (let i = 0; i < iterations; i++) {
    const factor = measured
      ? Math.exp(percentile(spread, factorRng()))
      : Math.exp(sigma * normal(rng) - (sigma * sigma) / 2);
    // A spread measured on effort says nothing of licence or hosting prices: those keep their own ranges.
    const costFactor = measured ? 1 : factor;
    const pace = Math.cbrt(factor);
    let cost = 0;
    let effort = 0;
    for (const t of tasks) {
      if (t.hours) {
        const drawn = t.hours(rng) * factor;
        effort += drawn;
        cost += drawn * t.rate;
      }
      if (t.cost) cost += t.cost(rng) * costFactor;
    }
    let duration = 0;
    // Each phase varies around the whole weeks it is planned for (short phases round up to a week).
    for (const phase of phaseDraws) duration += phase.draw(rng) * pace * phase.scale;
    for (const risk of plan.risks) {
      if (rng() < risk.probability) {
        cost += risk.impact * (0.5 + rng()) * factor;
        duration += risk.delayWeeks * (0.5 + rng());
      }
    }
    // Drawn all the same, so that a term changes no other figure's draws.
    if (plan.termWeeks !== undefined) duration = plan.termWeeks;
    costs[i] = cost;
    durations[i] = duration;
    hours[i] = effort;
  }
  costs.sort();
  durations.sort();
  hours.sort();
  return { costs, durations, hours };
}
