import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import { pertMean } from "../../../core/pert.js";
import { type Plan, type PlanRisk, type PlanTask } from "../../../core/plan.js";
import { PRICE_YEAR } from "../../../reference/escalation.js";
import { budgetFinding, famousProduct } from "./feasibility.js";
import {
  effortMultiplier,
  HOURS_PER_PERSON_MONTH,
  HOURS_PER_WEEK,
  labourHours,
  type LabourPlan,
  planPhases,
  rolesOf,
  sensibleWeeks,
} from "./labour.js";
import { BILLING_MULTIPLIER, labourFactor, rateCard, type RoleKey } from "./rates.js";
import { calendarFor, duration } from "./schedule.js";

/** What a software kind's model supplies; `kindPlan` turns it into a plan with rates, calendar and findings. */
export interface KindPlanSpec {
  brief: Brief;
  t: Translate;
  /** Development labour (replaceable by a stated-size model). */
  labour: LabourPlan;
  /** Licences, platforms and running costs: priced lines, separate from labour. */
  nonLabour: PlanTask[];
  risks: (context: { baseCost: number; weeks: number }) => PlanRisk[];
  questions: string[];
  /** The kind's own method sentences (translated). */
  method: string;
  /** One sentence on what is priced; the hours and calendar are added. */
  scope: string;
  assumptions: string[];
  metrics: Record<string, number | string>;
  /** How the kind sized its own labour (function points, KSLOC...): dropped when a stated size replaces that labour. */
  labourMetrics?: Record<string, number | string>;
  /** The smallest engagement sold for this kind of work, in hours of one role. */
  minimum?: { hours: number; role: RoleKey };
}

/** What a size stated in the request fixes that a kind's non-labour lines and questions may depend on. */
export interface StatedScale {
  /** The function points the stated size amounts to, when it is or converts to function points. */
  functionPoints?: number;
  /** Calendar weeks of the stated-size schedule. */
  weeks: number;
  /** The size as stated, in words ("400 function points"). */
  label: string;
}

/** A software kind's model as a spec, for its own plan (`kindPlan`) or with its labour replaced by a stated size. */
export type KindSpec = (brief: Brief, stated?: StatedScale) => KindPlanSpec;

/** Hours of a plan's phases as expected (likely × PERT), for the cost the risks and findings are measured against. */
export function expectedLabourCost(plan: Pick<Plan, "phases" | "roles">): number {
  const rates = new Map(plan.roles.map((r) => [r.role, r.rate]));
  return plan.phases
    .flatMap((p) => p.tasks)
    .reduce(
      (s, task) =>
        s +
        (task.hours ? pertMean(task.hours) * (rates.get(task.role ?? "") ?? 0) : 0) +
        (task.cost ? pertMean(task.cost) : 0),
      0,
    );
}

/** The labour plan topped up to the smallest engagement, when it is smaller. */
function withMinimum(spec: KindPlanSpec): LabourPlan {
  const { labour, minimum, brief, t } = spec;
  if (!minimum) return labour;
  const short = minimum.hours / effortMultiplier(brief) - labourHours(labour);
  if (short <= 0.01) return labour;
  const [first, ...rest] = labour.phases;
  if (!first) return labour;
  return {
    ...labour,
    phases: [
      {
        ...first,
        tasks: [
          ...first.tasks,
          {
            name: t("Minimum engagement (briefing, environment set-up and handover)"),
            role: minimum.role,
            hours: short,
          },
        ],
      },
      ...rest,
    ],
  };
}

export function kindPlan(spec: KindPlanSpec): Plan {
  const { brief, t } = spec;
  const language = brief.language;
  const labour = withMinimum(spec);
  const hours = labourHours(labour) * effortMultiplier(brief);
  const nominalWeeks = labour.nominalWeeks ?? sensibleWeeks(hours);
  const calendar = calendarFor(brief, t, hours, nominalWeeks);
  const phases = planPhases(brief, t, labour, calendar.weeks, calendar.effortScale);
  const last = phases[phases.length - 1];
  if (last) last.tasks.push(...spec.nonLabour);
  const card = rateCard(brief, t, rolesOf(labour));
  const baseCost = expectedLabourCost({ phases, roles: card.roles });
  const plannedWeeks = phases.reduce((s, p) => s + Math.max(1, Math.round(pertMean(p.weeks))), 0);
  const risks = spec.risks({ baseCost, weeks: calendar.weeks });
  const exposure = risks.reduce((s, r) => s + r.probability * r.impact, 0);
  const minimum = spec.minimum
    ? { hours: spec.minimum.hours, cost: spec.minimum.hours * card.rate(spec.minimum.role) }
    : undefined;
  const budget = budgetFinding(brief, t, baseCost + exposure, minimum);
  const location = labourFactor(brief);
  const workHours = hours * calendar.effortScale;
  const people = workHours / Math.max(1e-9, calendar.weeks * HOURS_PER_WEEK);
  const famous = famousProduct(brief.summary);
  const personMonths = workHours / HOURS_PER_PERSON_MONTH;

  const schedule = t(
    "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.",
  );
  return {
    domain: "software",
    method: `${spec.method} ${rateMethod(brief, t)} ${schedule}`,
    summary: `${spec.scope} ${personMonths >= 1 ? t("About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.", { hours: formatNumber(workHours, 0, language), pm: formatNumber(personMonths, 1, language), weeks: duration(t, calendar.weeks, language), people: formatNumber(people, 1, language) }) : t("About {{hours}} hours of work over {{weeks}}.", { hours: formatNumber(workHours, 0, language), weeks: duration(t, calendar.weeks, language) })}`,
    assumptions: [
      ...(famous
        ? [
            t(
              "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.",
              { product: famous },
            ),
          ]
        : []),
      ...spec.assumptions,
    ],
    phases,
    roles: card.roles,
    risks,
    questions: spec.questions,
    metrics: {
      planned_hours: Math.round(workHours),
      planned_person_months: Math.round(personMonths * 100) / 100,
      planned_schedule_weeks: Math.round(calendar.weeks * 10) / 10,
      timeline_weeks: plannedWeeks,
      average_team_size: Math.round(people * 10) / 10,
      effort_multiplier: Math.round(effortMultiplier(brief) * 1000) / 1000,
      schedule_compression: Math.round(calendar.effortScale * 100) / 100,
      location: location.label,
      location_factor: location.factor,
      ...spec.labourMetrics,
      ...spec.metrics,
    },
    constraintNotes: {
      ...(calendar.note ? { deadline: calendar.note } : {}),
      ...(calendar.feasible === false ? { deadlineFeasible: false } : {}),
      ...(calendar.slackWeeks ? { deadlineSlackWeeks: calendar.slackWeeks } : {}),
      ...(budget ? { budget: budget.note, budgetFeasible: false } : {}),
    },
  };
}

/** Where the rates and the non-labour prices come from, in the brief's language. */
export function rateMethod(brief: Brief, t: Translate): string {
  const location = labourFactor(brief);
  return t(
    "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).",
    {
      multiplier: formatNumber(BILLING_MULTIPLIER, 2, brief.language),
      year: PRICE_YEAR,
      factor: formatNumber(location.factor, 2, brief.language),
      location: location.label,
    },
  );
}
