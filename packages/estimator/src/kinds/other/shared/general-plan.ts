import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import {
  type Plan,
  type PlanPhase,
  type PlanRisk,
  type PlanTask,
  plannedHours,
  wholeWeeks,
} from "../../../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../../../core/reference-data.js";

const RATES_USD: Record<string, number> = { "Project manager": 90, Specialist: 80, Coordinator: 50 };
const HOURS_PER_SCOPE_ITEM = 60;
const HOURS_PER_PERSON_WEEK = 32;
/** A plan for a deadline aims to finish a little early, leaving room for the risks' delays. */
const AIM = 0.9;
const DEFAULT_TEAM = 2;
/** People who can usefully share one scope item; beyond that, adding people no longer shortens the work. */
const PEOPLE_PER_ITEM = 2;
const DEFAULT_ITEMS = ["Core deliverable", "Supporting materials", "Quality review", "Stakeholder sign-off"];

/** The standard phases, and how they merge when the plan has fewer weeks than phases. */
const SHAPES: Record<number, Array<{ name: string; share: number; groups: number[] }>> = {
  4: [
    { name: "Discovery and planning", share: 0.15, groups: [0] },
    { name: "Execution", share: 0.6, groups: [1] },
    { name: "Review and quality", share: 0.15, groups: [2] },
    { name: "Handover", share: 0.1, groups: [3] },
  ],
  3: [
    { name: "Planning", share: 0.15, groups: [0] },
    { name: "Execution", share: 0.6, groups: [1] },
    { name: "Review and handover", share: 0.25, groups: [2, 3] },
  ],
  2: [
    { name: "Planning and execution", share: 0.75, groups: [0, 1] },
    { name: "Review and handover", share: 0.25, groups: [2, 3] },
  ],
  1: [{ name: "Delivery", share: 1, groups: [0, 1, 2, 3] }],
};

interface Staffing {
  weeks: number;
  people: number;
  note?: string;
  feasible?: false;
}

/**
 * Weeks and people. With a deadline the plan aims at 90% of it in whole weeks (never more than the deadline)
 * and adds people to fit; only when even the most people who can usefully work on the items cannot do
 * it does it say to cut the scope.
 */
function staffing(brief: Brief, totalHours: number, items: number): Staffing {
  const deadline = brief.deadline_weeks;
  const team = brief.team_size;
  if (deadline === undefined) {
    const people = team ?? DEFAULT_TEAM;
    return { weeks: Math.max(4, Math.ceil(totalHours / (HOURS_PER_PERSON_WEEK * people))), people };
  }
  const weeks = Math.max(1, Math.floor(AIM * deadline));
  const needed = totalHours / (weeks * HOURS_PER_PERSON_WEEK);
  const most = Math.max(team ?? 0, PEOPLE_PER_ITEM * items + 1);
  const plan = `Planned to finish in ${weeks} ${weeks === 1 ? "week" : "weeks"} with about ${formatNumber(needed, 1)} ${needed <= 1 ? "person" : "people"}.`;
  if (weeks > deadline) {
    return {
      weeks,
      people: needed,
      feasible: false,
      note: `The stated time frame is shorter than a week; this plan works in whole weeks, so it shows one week of work with about ${formatNumber(needed, 1)} people. Agree a one-week window or cut the scope to what fits the time.`,
    };
  }
  // (A stated team and deadline set the effort to exactly their capacity; allow for floating-point error.)
  if (needed <= most * (1 + 1e-9)) return { weeks, people: needed, note: plan };
  const longer = Math.ceil(totalHours / (most * HOURS_PER_PERSON_WEEK));
  if (longer <= deadline) {
    return {
      weeks: longer,
      people: most,
      note: `Planned to finish in ${longer} weeks with about ${most} people, the most who can usefully share the work: this uses the whole time frame, with no margin for delays.`,
    };
  }
  const share = Math.floor((most * weeks * HOURS_PER_PERSON_WEEK * 100) / totalHours);
  return {
    weeks: longer,
    people: most,
    feasible: false,
    note: `The stated ${deadline} weeks is not enough even with more people: about ${most} people is the most who can usefully share ${items} scope ${items === 1 ? "item" : "items"}, and they need about ${longer} weeks. To finish in ${deadline} weeks, cut the scope to about ${share}% of the work or move the date.`,
  };
}

/** Any other project: effort from the scope items (or team × duration), a standard phase split, market rates. */
export function genericPlan(brief: Brief): Plan {
  const items = brief.features.length > 0 ? brief.features : DEFAULT_ITEMS;
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 70) * location.factor));
  // A stated team and deadline set the effort: the team's capacity over the planned weeks.
  const capacityWeeks = brief.deadline_weeks !== undefined ? Math.max(1, Math.floor(AIM * brief.deadline_weeks)) : 0;
  const fromTeam = brief.team_size && capacityWeeks ? brief.team_size * capacityWeeks * HOURS_PER_PERSON_WEEK : 0;
  const execution =
    fromTeam > 0
      ? fromTeam * 0.6
      : items.length * HOURS_PER_SCOPE_ITEM * { low: 0.7, nominal: 1, high: 1.5 }[brief.complexity];
  const total = execution / 0.6;
  const plan = staffing(brief, total, items.length);

  const hours = (v: number) => threePointWithMean(v, 0.8, 1.6);
  const groups: PlanTask[][] = [
    [{ name: "Requirements and plan", role: "Project manager", hours: hours(total * 0.15) }],
    [
      ...items.map((item) => ({ name: item, role: "Specialist", hours: hours((execution * 0.85) / items.length) })),
      { name: "Coordination", role: "Coordinator", hours: hours(execution * 0.15) },
    ],
    [{ name: "Reviews and corrections", role: "Specialist", hours: hours(total * 0.15) }],
    [{ name: "Handover and close-out", role: "Project manager", hours: hours(total * 0.1) }],
  ];
  const shape = SHAPES[Math.min(4, plan.weeks)] ?? SHAPES[4]!;
  const weeks = wholeWeeks(
    plan.weeks,
    shape.map((s) => s.share),
  );
  const phases: PlanPhase[] = shape.map((s, i) => ({
    name: s.name,
    weeks: threePointWithMean(weeks[i] ?? 1, 0.8, 1.5),
    tasks: s.groups.flatMap((g) => groups[g] ?? []),
  }));

  const base = total * rate("Specialist");
  const risks: PlanRisk[] = [
    {
      title: "Scope grows after the plan is agreed",
      probability: 0.4,
      impact: base * 0.12,
      delayWeeks: plan.weeks * 0.1,
      mitigation: "Agree the scope in writing and estimate each change before accepting it.",
    },
    {
      title: "Stakeholder decisions take longer than planned",
      probability: 0.3,
      impact: base * 0.05,
      delayWeeks: Math.min(2, plan.weeks * 0.2),
      mitigation: "Name one decision-maker and agree review turnaround times up front.",
    },
  ];
  return {
    domain: "other",
    method: `Effort from the scope: ${items.length} ${items.length === 1 ? "item" : "items"} at about ${HOURS_PER_SCOPE_ITEM} hours each (scaled by complexity), or team size × planned weeks where both are given; a standard phase split (15/60/15/10%) at ${REFERENCE_DATE} rates for ${location.label}. With a deadline the plan aims at 90% of it in whole weeks and adds people (up to ${PEOPLE_PER_ITEM} per scope item) before suggesting a smaller scope; at ${HOURS_PER_PERSON_WEEK} productive hours per person-week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the confidence ranges.`,
    summary: `A project with ${items.length} main ${items.length === 1 ? "deliverable" : "deliverables"}, about ${formatNumber(plannedHours(phases))} hours of work over ${formatNumber(plan.weeks)} ${plan.weeks === 1 ? "week" : "weeks"} with about ${formatNumber(plan.people, 1)} ${plan.people <= 1 ? "person" : "people"}.`,
    assumptions: [
      "The request did not match a specialised model (software, construction, marketing, event, research), so a general effort model is used; the figures are indicative and should be refined with a detailed scope.",
      ...(brief.features.length === 0
        ? [
            "The request listed no deliverables, so four typical ones are assumed (core deliverable, supporting materials, quality review, stakeholder sign-off).",
          ]
        : []),
      "Materials, licences and travel are excluded.",
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics: {
      scope_items: items.length,
      total_hours: Math.round(total),
      planned_weeks: plan.weeks,
      people: Math.round(plan.people * 10) / 10,
    },
    constraintNotes: plan.note ? { deadline: plan.note, deadlineFeasible: plan.feasible } : undefined,
  };
}
