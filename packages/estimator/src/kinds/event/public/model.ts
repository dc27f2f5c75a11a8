import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { usdNow } from "../../other/shared/figures.js";
import { billedRole, ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, pricingFor, work } from "../../other/shared/pricing.js";
import { eventDeadlineNote, eventSchedule } from "../shared/event-plan.js";
import { leadTime } from "../shared/lead-time.js";
import { QUALITY } from "../shared/quality.js";
import { ATTENDEES_PER_STAGE, LEAD_TIME_SCALE, PUBLIC_EVENT } from "./reference.js";

const DEFAULT_ATTENDEES = 1_000;

/**
 * An event open to the public (a festival, a concert, a run, a market): site infrastructure and crowd
 * safety per attendee-day, stage production per stage and show day (scaled to the crowd), ticketing per
 * attendee, planning hours that grow with the attendee-days; all at the region's cost level. Artists'
 * fees and food sold to the public are not part of it.
 */
export function publicEventPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const p = pricingFor(brief, { factor: place.factor * QUALITY[brief.quality], label: place.label });
  const { t } = p;
  const attendees = brief.quantities.attendees ?? DEFAULT_ATTENDEES;
  const days = brief.quantities.days ?? 1;
  const attendeeDays = attendees * days;
  const stages = brief.quantities.stages ?? Math.max(1, Math.round(attendees / ATTENDEES_PER_STAGE));
  const stageScale = Math.min(2, Math.sqrt(attendees / stages / PUBLIC_EVENT.stageCrowd));
  const manager = t("Event manager");
  const roles = [billedRole(manager, "eventPlanner", brief.currency, place.factor)];
  const line = (name: string, quantity: number, unit: string, figure: typeof PUBLIC_EVENT.site, scale = 1) =>
    costLine(p, name, quantity, unit, usdNow(figure) * scale, citation(figure));
  const attendeeDay = t("attendee-day");
  const plan = eventSchedule(
    leadTime(attendees, 6, LEAD_TIME_SCALE),
    days,
    {
      planning: [
        {
          name: t("Concept, permits and safety plan"),
          tasks: [
            work(t("Concept, permits, safety plan and supplier tenders"), manager, PUBLIC_EVENT.planningHours.value),
          ],
        },
        {
          name: t("Site plan, suppliers and staffing"),
          tasks: [
            work(
              t("Site plan, staffing and logistics"),
              manager,
              (PUBLIC_EVENT.planningPerThousand.value * attendeeDays) / 1000,
            ),
          ],
        },
        {
          name: t("Ticketing and promotion"),
          tasks: [line(t("Ticketing, accreditation and promotion"), attendees, t("attendee"), PUBLIC_EVENT.ticketing)],
        },
      ],
      delivery: {
        name: t("Build, event days and strike"),
        tasks: [
          line(
            t("Site infrastructure (fencing, toilets, power, water, waste)"),
            attendeeDays,
            attendeeDay,
            PUBLIC_EVENT.site,
          ),
          line(t("Security, stewarding and medical cover"), attendeeDays, attendeeDay, PUBLIC_EVENT.crowd),
          line(
            t("Stage production (staging, sound, lights, screens, crew)"),
            stages * (days + PUBLIC_EVENT.buildDays),
            t("stage-day"),
            PUBLIC_EVENT.stageDay,
            stageScale,
          ),
          work(t("On-site event management"), manager, days * 14 * Math.ceil(attendees / 2_500)),
        ],
      },
      wrapUp: {
        name: t("Wrap-up and reporting"),
        tasks: [work(t("Supplier reconciliation and debrief"), manager, 16)],
      },
    },
    brief.deadline_weeks,
  );
  const site = p.local(usdNow(PUBLIC_EVENT.site) * attendeeDays);
  const risks: PlanRisk[] = [
    {
      title: t("Bad weather forces extra cover, ground protection or a cancelled day"),
      probability: 0.25,
      impact: 0.3 * site,
      delayWeeks: 0,
      mitigation: t("Plan weather contingencies with the site's suppliers and take out event cancellation insurance."),
    },
    {
      title: t("The licensing authority asks for more stewards, medical cover or traffic management"),
      probability: 0.3,
      impact: 0.2 * site,
      delayWeeks: 2,
      mitigation: t(
        "Agree the safety plan with the authority and emergency services early, before suppliers are booked.",
      ),
    },
  ];
  const phases = plan.phases;
  const total = expectedCost(phases, roles, risks);
  const budget = perUnitBudgetNote(p, total, attendees, t("attendee"), t("attendees"));
  return {
    domain: "event",
    method: [
      t(
        "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.",
        {
          site: citation(PUBLIC_EVENT.site),
          crowd: citation(PUBLIC_EVENT.crowd),
          stage: citation(PUBLIC_EVENT.stageDay),
          place: p.place,
          factor: p.num(p.factor, 2),
        },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ].join(" "),
    summary: t(
      "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.",
      { days: p.num(days), attendees: p.num(attendees), stages: p.num(stages), weeks: p.num(plan.leadWeeks) },
    ),
    assumptions: [
      brief.quantities.attendees
        ? t("{{attendees}} attendees, as stated.", { attendees: p.num(attendees) })
        : t("{{attendees}} attendees assumed: the request gave no number.", { attendees: p.num(attendees) }),
      t("Artists' or performers' fees, and food and drink sold to the public, are not included."),
    ],
    phases,
    roles,
    risks,
    questions: [
      ...(brief.quantities.attendees === undefined ? [t("How many people do you expect each day?")] : []),
      t("Is the site already licensed for events, or do permits have to be applied for?"),
    ],
    constraintNotes: {
      deadlineSlackWeeks: 1,
      ...eventDeadlineNote(p, plan, attendees, t("attendees")),
      ...(budget ? { budget } : {}),
    },
    metrics: { attendees, days, stages, attendee_days: attendeeDays, lead_weeks: plan.leadWeeks },
  };
}
