import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../core/money.js";
import { threePointWithMean } from "../core/pert.js";
import type { Plan, PlanRisk } from "../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../core/reference-data.js";

const RATES_USD: Record<string, number> = { "Project manager": 90, Specialist: 80, Coordinator: 50 };
const HOURS_PER_SCOPE_ITEM = 60;

/** Any other project: effort from the scope items (or team × duration), a standard phase split, market rates. */
export function genericPlan(brief: Brief): Plan {
  const items = brief.features.length > 0 ? brief.features : ["Core deliverable", "Supporting materials", "Quality review", "Stakeholder sign-off"];
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 70) * location.factor));
  const fromTeam = brief.team_size && brief.deadline_weeks ? brief.team_size * brief.deadline_weeks * 32 : 0;
  const execution = fromTeam > 0 ? fromTeam * 0.6 : items.length * HOURS_PER_SCOPE_ITEM * { low: 0.7, nominal: 1, high: 1.5 }[brief.complexity];
  const total = execution / 0.6;
  const weeksTotal = brief.deadline_weeks ?? Math.max(4, total / (36 * Math.max(1, brief.team_size ?? 2)));
  const hours = (v: number) => threePointWithMean(v, 0.8, 1.6);
  const phases = [
    { name: "Discovery and planning", weeks: threePointWithMean(weeksTotal * 0.15, 0.8, 1.5), tasks: [{ name: "Requirements and plan", role: "Project manager", hours: hours(total * 0.15) }] },
    {
      name: "Execution",
      weeks: threePointWithMean(weeksTotal * 0.6, 0.85, 1.5),
      tasks: [
        ...items.map((item) => ({ name: item, role: "Specialist", hours: hours((execution * 0.85) / items.length) })),
        { name: "Coordination", role: "Coordinator", hours: hours(execution * 0.15) },
      ],
    },
    { name: "Review and quality", weeks: threePointWithMean(weeksTotal * 0.15, 0.8, 1.5), tasks: [{ name: "Reviews and corrections", role: "Specialist", hours: hours(total * 0.15) }] },
    { name: "Handover", weeks: threePointWithMean(weeksTotal * 0.1, 0.8, 1.5), tasks: [{ name: "Handover and close-out", role: "Project manager", hours: hours(total * 0.1) }] },
  ];
  const base = total * rate("Specialist");
  const risks: PlanRisk[] = [
    { title: "Scope grows after the plan is agreed", probability: 0.4, impact: base * 0.12, delayWeeks: weeksTotal * 0.1, mitigation: "Agree the scope in writing and estimate each change before accepting it." },
    { title: "Stakeholder decisions take longer than planned", probability: 0.3, impact: base * 0.05, delayWeeks: 2, mitigation: "Name one decision-maker and agree review turnaround times up front." },
  ];
  return {
    domain: "other",
    method: `Effort from the scope: ${items.length} item(s) at about ${HOURS_PER_SCOPE_ITEM} hours each (scaled by complexity), or team size × duration where given; a standard phase split (15/60/15/10%) at ${REFERENCE_DATE} rates for ${location.label}. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the confidence ranges.`,
    summary: `A project with ${items.length} main deliverable(s), about ${formatNumber(total)} hours of work over ${formatNumber(weeksTotal)} weeks.`,
    assumptions: [
      "The request did not match a specialised model (software, construction, marketing, event, research), so a general effort model is used; the figures are indicative and should be refined with a detailed scope.",
      "Materials, licences and travel are excluded.",
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics: { scope_items: items.length, total_hours: Math.round(total) },
  };
}
