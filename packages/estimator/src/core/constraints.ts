import { translator, type Translate } from "@scopewise/i18n";
import type { Brief, Estimate } from "@scopewise/shared";
import { formatMoney, formatNumber, roundMoney } from "./money.js";
import type { Plan } from "./plan.js";

/**
 * The smallest credible version of a scope keeps its core: below 60 % of the expected cost what is left
 * is no longer the project asked for (a study, a first phase), so a budget under that is not met by
 * "reducing the scope" but by a different engagement.
 */
export const CORE_SCOPE_SHARE = 0.6;

/**
 * A schedule cannot be compressed below about 75 % of its nominal length, whatever the team
 * (Boehm et al., Software Cost Estimation with COCOMO II, 2000, SCED very low = 75 %; McConnell,
 * Software Estimation, 2006, the "impossible zone").
 */
export const COMPRESSION_FLOOR = 0.75;

/** Productive hours per person and week, as the role counts use. */
const HOURS_PER_WEEK = 36;

export interface SimulatedOutcomes {
  costs: Float64Array;
  durations: Float64Array;
  /** Person-hours of the labour priced. */
  hours: Float64Array;
}

/** The share (in %) of sorted outcomes at or below `limit`. */
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

/** "1 week", "3.5 weeks", in the request's language and as its site writes numbers. */
function weeksIn(brief: Brief, t: Translate): (n: number) => string {
  return (n) => {
    const shown = formatNumber(n, 1, brief.language, brief.location);
    return n === 1 ? t("{{n}} week", { n: shown }) : t("{{n}} weeks", { n: shown });
  };
}
const tenth = (n: number) => Math.round(n * 10) / 10;

type Constraint = Estimate["constraints"][number];

/**
 * How the estimate compares with the stated budget, deadline and team: what each needs, whether it fits,
 * and whether any honest plan can meet it (`feasible`). A budget below the core of the scope or a
 * deadline below the compressed minimum cannot be met by trimming this plan, and the messages say so
 * instead of proposing a cut.
 */
export function checkConstraints(
  estimate: Estimate,
  brief: Brief,
  plan: Plan,
  simulation: SimulatedOutcomes,
): { constraints: Constraint[]; feasible: boolean } {
  const out: Constraint[] = [];
  let feasible = true;
  const t = translator(brief.language);
  const money = (v: number) => formatMoney(v, brief.currency, brief.language, brief.location);
  const unit = weeksIn(brief, t);
  const notes = plan.constraintNotes ?? {};
  if (brief.budget !== undefined && notes.budgetCovers !== undefined) {
    // The budget pays for one part of the plan (e.g. media spend, fees on top): that part is what must fit it.
    const fits = notes.budgetFeasible !== false && notes.budgetCovers <= brief.budget;
    feasible &&= notes.budgetFeasible !== false;
    const verdict = `The stated budget of ${money(brief.budget)} is compared with the part of the plan it pays for (${money(notes.budgetCovers)}); the whole estimate is ${money(estimate.total_cost.expected)}.`;
    out.push({
      kind: "budget",
      stated: brief.budget,
      needed: notes.budgetCovers,
      fits,
      message: notes.budget ?? verdict,
    });
  } else if (brief.budget !== undefined) {
    const total = estimate.total_cost.expected;
    const minimum = roundMoney(total * CORE_SCOPE_SHARE);
    const fits = notes.budgetFeasible !== false && total <= brief.budget;
    const possible = notes.budgetFeasible !== false && brief.budget >= minimum;
    feasible &&= possible;
    const confidence = share(simulation.costs, brief.budget);
    const cut = Math.ceil((1 - brief.budget / total) * 100);
    const values = {
      total: money(total),
      budget: money(brief.budget),
      confidence,
      cut,
      more: money(total - brief.budget),
      p80: money(estimate.total_cost.p80),
      core: Math.round(CORE_SCOPE_SHARE * 100),
      minimum: money(minimum),
    };
    const verdict = fits
      ? t(
          "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.",
          values,
        )
      : possible
        ? t(
            "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).",
            values,
          )
        : t(
            "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.",
            values,
          );
    out.push({
      kind: "budget",
      stated: brief.budget,
      needed: total,
      fits,
      message: notes.budget ? (fits ? `${notes.budget} ${verdict}` : notes.budget) : verdict,
    });
  }
  if (brief.deadline_weeks !== undefined) {
    const deadline = brief.deadline_weeks;
    const slack = notes.deadlineSlackWeeks ?? 0;
    const median = tenth(estimate.duration_weeks.p50 - slack);
    const shortest = tenth(median * COMPRESSION_FLOOR);
    const fits = notes.deadlineFeasible !== false && median <= deadline;
    // A domain's "not feasible" may be about a stated team only (more people would meet it): the team constraint says that.
    const possible = deadline >= shortest && !(notes.deadlineFeasible === false && brief.team_size === undefined);
    feasible &&= possible;
    const confidence = share(simulation.durations, deadline + slack);
    const values = {
      deadline: unit(deadline),
      median: unit(median),
      confidence,
      p80: unit(tenth(estimate.duration_weeks.p80 - slack)),
      cut: Math.ceil((1 - deadline / median) * 100),
      shortest: unit(shortest),
    };
    const verdict = fits
      ? t(
          "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).",
          values,
        )
      : possible
        ? t(
            "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.",
            values,
          )
        : t(
            "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.",
            values,
          );
    out.push({
      kind: "deadline",
      stated: deadline,
      needed: median,
      fits,
      message: notes.deadline
        ? notes.deadlineFeasible === false
          ? notes.deadline
          : `${notes.deadline} ${verdict}`
        : verdict,
    });
  }
  if (brief.team_size !== undefined) out.push(teamConstraint(estimate, brief, brief.team_size, t));
  return { constraints: out, feasible };
}

/** What a stated team size means for the plan: the people it needs at its busiest, and how long the stated team would take. */
function teamConstraint(estimate: Estimate, brief: Brief, team: number, t: Translate): Constraint {
  const deadline = brief.deadline_weeks;
  const unit = weeksIn(brief, t);
  const needed = Math.max(1, Math.ceil(estimate.roles.reduce((s, r) => s + r.count, 0)));
  const hours = estimate.roles.reduce((s, r) => s + r.hours, 0);
  const weeks = tenth(hours / (team * HOURS_PER_WEEK));
  const fits = team >= needed || (deadline !== undefined ? weeks <= deadline : false);
  const values = {
    team,
    needed,
    weeks: unit(weeks),
    hours: formatNumber(hours, 0, brief.language, brief.location),
    deadline: deadline !== undefined ? unit(deadline) : "",
  };
  const message =
    team >= needed
      ? needed === 1
        ? t("The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.", values)
        : t("The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.", values)
      : deadline === undefined
        ? t(
            "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.",
            values,
          )
        : weeks <= deadline
          ? t(
              "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.",
              values,
            )
          : t(
              "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.",
              values,
            );
  return { kind: "team", stated: team, needed, fits, message };
}
