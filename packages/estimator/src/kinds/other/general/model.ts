import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { expectedCost, perUnitBudgetNote } from "../shared/budget.js";
import { billedRole, ratesMethod } from "../shared/labour.js";
import { placeIndex, whereOf } from "../shared/place.js";
import { phase, pricingFor, work } from "../shared/pricing.js";
import { scaleNote } from "../shared/scale.js";
import { fitSchedule } from "../shared/schedule.js";

/** Hours of specialist work per scope item at nominal complexity. */
const HOURS_PER_ITEM = 60;
const COMPLEXITY = { low: 0.7, nominal: 1, high: 1.5 } as const;
const HOURS_PER_PERSON_WEEK = 32;
const DEFAULT_PEOPLE = 2;
const ABSURD_ITEMS = 40;
/** Share of the work in each phase: discovery, delivery, review, handover. */
const SHARES = [0.15, 0.6, 0.15, 0.1];
/** A schedule compresses to about three quarters of its nominal length at most, whatever the team. */
const COMPRESSION = 0.75;

/**
 * A service that fits no specialised model: hours from the scope items (or a stated team × time frame),
 * a standard phase split, and BLS-based rates for a project manager and a specialist at the location's
 * cost level. Indicative: the method says so.
 */
export function generalPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const p = pricingFor(brief, place);
  const { t } = p;
  const items =
    brief.features.length > 0
      ? brief.features
      : [t("Core deliverable"), t("Supporting materials"), t("Quality review"), t("Stakeholder sign-off")];
  const manager = t("Project manager");
  const specialist = t("Specialist");
  const roles = [
    billedRole(manager, "projectManager", brief.currency, place.factor),
    billedRole(specialist, "operationsSpecialist", brief.currency, place.factor),
  ];
  const capacity =
    brief.team_size && brief.deadline_weeks
      ? brief.team_size * Math.max(1, Math.floor(0.9 * brief.deadline_weeks)) * HOURS_PER_PERSON_WEEK
      : 0;
  const delivery = capacity > 0 ? capacity * SHARES[1]! : items.length * HOURS_PER_ITEM * COMPLEXITY[brief.complexity];
  const total = delivery / SHARES[1]!;
  const people = brief.team_size ?? DEFAULT_PEOPLE;
  const nominalWeeks = Math.max(2, Math.ceil(total / (HOURS_PER_PERSON_WEEK * people)));
  const split = (weeks: number) => SHARES.map((s) => Math.max(1, Math.round(weeks * s)));
  const schedule = fitSchedule(
    split(nominalWeeks),
    split(Math.max(1, Math.ceil(nominalWeeks * COMPRESSION))),
    brief.deadline_weeks,
  );
  const phases = [
    phase(t("Discovery and planning"), schedule.weeks[0] ?? 1, [
      work(t("Requirements, plan and schedule"), manager, total * SHARES[0]!, 0.8, 1.6),
    ]),
    phase(t("Delivery"), schedule.weeks[1] ?? 1, [
      ...items.map((item) => work(item, specialist, (delivery * 0.85) / items.length, 0.8, 1.6)),
      work(t("Coordination and progress reporting"), manager, delivery * 0.15, 0.8, 1.6),
    ]),
    phase(t("Review and quality"), schedule.weeks[2] ?? 1, [
      work(t("Reviews and corrections"), specialist, total * SHARES[2]!, 0.8, 1.6),
    ]),
    phase(t("Handover"), schedule.weeks[3] ?? 1, [
      work(t("Handover and close-out"), manager, total * SHARES[3]!, 0.8, 1.6),
    ]),
  ];
  const base = total * (roles[1]?.rate ?? 0);
  const risks: PlanRisk[] = [
    {
      title: t("Scope grows after the plan is agreed"),
      probability: 0.4,
      impact: 0.12 * base,
      delayWeeks: 0.1 * nominalWeeks,
      mitigation: t("Agree the scope in writing and estimate each change before accepting it."),
    },
    {
      title: t("Decisions and reviews take longer than planned"),
      probability: 0.3,
      impact: 0.05 * base,
      delayWeeks: Math.min(2, 0.2 * nominalWeeks),
      mitigation: t("Name one decision-maker and agree review turnaround times up front."),
    },
  ];
  const expected = expectedCost(phases, roles, risks);
  const deadline = brief.deadline_weeks;
  const dates =
    deadline === undefined || schedule.fit === "fits"
      ? {}
      : schedule.fit === "tight"
        ? {
            deadline: t(
              "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.",
              { deadline: p.num(deadline), nominal: p.num(nominalWeeks) },
            ),
          }
        : {
            deadlineFeasible: false,
            deadline: t(
              "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.",
              { deadline: p.num(deadline), minimum: p.num(schedule.shortest) },
            ),
          };
  const budget = perUnitBudgetNote(p, expected, items.length, t("deliverable"), t("deliverables"));
  const scale = scaleNote(p, items.length, ABSURD_ITEMS, t("deliverables"));
  return {
    domain: "other",
    method: [
      t(
        "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.",
        { hours: p.num(HOURS_PER_ITEM * COMPLEXITY[brief.complexity]), perWeek: p.num(HOURS_PER_PERSON_WEEK) },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
      t(
        "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      ),
    ].join(" "),
    summary: t(
      "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.",
      {
        items: p.num(items.length),
        hours: p.num(Math.round(total)),
        weeks: p.num(schedule.weeks.reduce((a, b) => a + b, 0)),
      },
    ),
    assumptions: [
      ...(scale ? [scale] : []),
      brief.features.length > 0
        ? t("{{n}} deliverables, as listed in the request.", { n: p.num(items.length) })
        : t("The request listed no deliverables, so four typical ones are assumed."),
      t("Materials, licences and travel are not included."),
    ],
    phases,
    roles,
    risks,
    questions: [
      t("What exactly should be delivered, and how will you judge it complete?"),
      t("Who reviews the work, and how quickly can they respond?"),
      t("Are there materials, licences or travel the work depends on?"),
    ],
    constraintNotes: { ...dates, ...(budget ? { budget } : {}) },
    metrics: { deliverables: items.length, total_hours: Math.round(total), people },
  };
}
