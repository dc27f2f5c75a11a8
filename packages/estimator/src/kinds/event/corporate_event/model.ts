import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk, PlanTask } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { usdNow } from "../../other/shared/figures.js";
import { billedRole, ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, pricingFor, work, type Pricing } from "../../other/shared/pricing.js";
import { scaleNote } from "../../other/shared/scale.js";
import { cityTier } from "../shared/city-tier.js";
import { eventDeadlineNote, eventSchedule } from "../shared/event-plan.js";
import { leadTime } from "../shared/lead-time.js";
import { MEETING_COST_SOURCE, meetingCostPerHead } from "../shared/meeting-costs.js";
import { nightsOf, overnightLines } from "../shared/overnight.js";
import { QUALITY, qualityWord } from "../shared/quality.js";
import { US_WEDDING } from "../wedding/reference.js";

const DEFAULT_ATTENDEES = 60;
const ABSURD_ATTENDEES = 10_000;
type Meeting = Parameters<typeof meetingCostPerHead>[0];

/** The day's costs of a working event: meeting room, day catering, AV and staffing per attendee-day. */
function workingDay(
  p: Pricing,
  heads: number,
  attendees: number,
  source: string,
): { venue: PlanTask[]; day: PlanTask[] } {
  const { t } = p;
  const perDay = (name: string, item: Meeting) =>
    costLine(p, name, heads, t("attendee-day"), meetingCostPerHead(item), source);
  return {
    venue: [
      perDay(t("Meeting room hire"), "spaceRental"),
      costLine(
        p,
        t("Printed materials and signage"),
        attendees,
        t("attendee"),
        meetingCostPerHead("signageAndPrint"),
        source,
      ),
    ],
    day: [
      perDay(t("Day catering (lunch and breaks)"), "foodAndBeverage"),
      perDay(t("Audio-visual equipment and technician"), "audiovisual"),
      perDay(t("Venue staffing"), "decoratorAndLabour"),
    ],
  };
}

/** An evening function: venue, dinner, drinks, decor and entertainment priced like a private celebration. */
function eveningFunction(p: Pricing, guests: number, source: string): { venue: PlanTask[]; day: PlanTask[] } {
  const { t } = p;
  const item = (name: string, quantity: number, unit: string, figure: (typeof US_WEDDING)[keyof typeof US_WEDDING]) =>
    costLine(p, name, quantity, unit, usdNow(figure), citation(figure));
  const guest = t("guest");
  return {
    venue: [
      { ...item(t("Venue hire"), guests, guest, US_WEDDING.venuePerGuest), covers: "venue" as const },
      item(t("Decor and table flowers"), Math.ceil(guests / 10), t("table"), US_WEDDING.flowersPerTable),
      item(t("Entertainment (DJ or band)"), 1, t("event"), US_WEDDING.music),
    ],
    day: [
      { ...item(t("Dinner"), guests, guest, US_WEDDING.cateringPerGuest), covers: "catering" as const },
      item(t("Drinks and bar"), guests, guest, US_WEDDING.drinksPerGuest),
      costLine(p, t("Sound and lighting"), guests, guest, meetingCostPerHead("audiovisual"), source),
      costLine(p, t("Venue staffing and security"), guests, guest, meetingCostPerHead("decoratorAndLabour"), source),
    ],
  };
}

/**
 * A company's own event (offsite, kick-off, training day, town hall, gala or party): working days are
 * priced per attendee-day like a meeting, evening functions per guest like a private celebration. No
 * ticketing, registration marketing or sponsorship: the company invites its own people.
 */
export function corporateEventPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const tier = cityTier(whereOf(brief));
  const p = pricingFor(brief, { factor: place.factor * tier.factor * QUALITY[brief.quality], label: place.label });
  const { t } = p;
  const attendees = brief.quantities.attendees ?? DEFAULT_ATTENDEES;
  const named = {
    evening: brief.details?.evening_function === true,
    working: brief.details?.working_sessions === true,
  };
  const evening = named.evening && !named.working && (brief.quantities.days ?? 1) <= 1;
  const days = evening ? 1 : (brief.quantities.days ?? 1);
  const manager = t("Event manager");
  const roles = [billedRole(manager, "eventPlanner", brief.currency, place.factor)];
  const source = tier.source ? `${MEETING_COST_SOURCE}; ${tier.source}` : MEETING_COST_SOURCE;
  const costs = evening ? eveningFunction(p, attendees, source) : workingDay(p, attendees * days, attendees, source);
  const nights = evening ? 0 : nightsOf(brief, days);
  costs.day.push(...overnightLines(p, brief, attendees, nights, source));
  // A working event that names a dinner or party has one evening function (full board already dines every night).
  if (!evening && named.evening && !costs.day.some((task) => task.name === t("Evening dinners during the stay"))) {
    costs.day.push(
      ...eveningFunction(p, attendees, source).day.filter(
        (task) => task.name === t("Dinner") || task.name === t("Drinks and bar"),
      ),
    );
  }

  const plan = eventSchedule(
    leadTime(attendees, 3),
    days,
    {
      planning: [
        {
          name: t("Objectives, budget and venue"),
          tasks: [...costs.venue, work(t("Objectives, budget and venue sourcing"), manager, 12 + 0.04 * attendees)],
        },
        {
          name: t("Agenda and suppliers"),
          tasks: [
            work(
              evening ? t("Menu, entertainment and supplier booking") : t("Agenda, facilitators and supplier booking"),
              manager,
              16 + 0.05 * attendees,
            ),
          ],
        },
        {
          name: t("Invitations and logistics"),
          tasks: [work(t("Invitations, attendee list and run-of-show"), manager, 10 + 0.05 * attendees)],
        },
      ],
      delivery: {
        name: evening ? t("The evening") : t("Event days"),
        tasks: [...costs.day, work(t("On-site event management"), manager, days * 10 * Math.ceil(attendees / 200))],
      },
      wrapUp: { name: t("Wrap-up"), tasks: [work(t("Supplier reconciliation and feedback"), manager, 6)] },
    },
    brief.deadline_weeks,
  );

  const nonLabour = plan.phases
    .flatMap((ph) => ph.tasks)
    .reduce((s, task) => s + (task.basis ? task.basis.quantity * task.basis.unitCost : 0), 0);
  const risks: PlanRisk[] = [
    {
      title: t("Attendance lower than the numbers guaranteed to the venue"),
      probability: 0.3,
      impact: 0.1 * nonLabour,
      delayWeeks: 0,
      mitigation: t(
        "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.",
      ),
    },
    {
      title: t("Agenda or guest list changes late"),
      probability: 0.25,
      impact: 0.05 * nonLabour,
      delayWeeks: 0,
      mitigation: t("Agree a sign-off date for the agenda and attendee list with the sponsor inside the company."),
    },
    {
      title: t("Venue or supplier problem on the day"),
      probability: 0.1,
      impact: 0.1 * nonLabour,
      delayWeeks: 0,
      mitigation: t("Walk-through with the venue a week before and named contacts for every supplier on the day."),
    },
  ];
  const total = expectedCost(plan.phases, roles, risks);
  const dates = eventDeadlineNote(p, plan, attendees, t("attendees"), 1);
  const budget = perUnitBudgetNote(p, total, attendees, t("attendee"), t("attendees"));
  const scale = scaleNote(p, attendees, ABSURD_ATTENDEES, t("attendees"));
  return {
    domain: "event",
    method: [
      evening
        ? t(
            "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).",
            { place: p.place, factor: p.num(p.factor, 2) },
          )
        : t(
            "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.",
            { place: p.place, factor: p.num(p.factor, 2) },
          ),
      t("City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).", {
        tier: tier.tier,
        tierFactor: p.num(tier.factor, 2),
        quality: qualityWord(p),
        qualityFactor: p.num(QUALITY[brief.quality], 2),
      }),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
      t(
        "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      ),
    ].join(" "),
    summary: evening
      ? t("An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.", {
          attendees: p.num(attendees),
          place: whereOf(brief) ?? p.place,
          perHead: p.money(total / attendees),
        })
      : t("A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.", {
          days: p.num(days),
          attendees: p.num(attendees),
          place: whereOf(brief) ?? p.place,
          perHead: p.money(total / attendees),
        }),
    assumptions: [
      ...(scale ? [scale] : []),
      brief.quantities.attendees
        ? t("{{attendees}} attendees, as stated.", { attendees: p.num(attendees) })
        : t("{{attendees}} attendees assumed: the request gave no number.", { attendees: p.num(attendees) }),
      nights > 0
        ? t("{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.", {
            nights: p.num(nights),
          })
        : t("Employees' travel, accommodation and time are not included."),
      evening
        ? t("One evening with a seated dinner and an open bar.")
        : t(
            "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.",
          ),
    ],
    phases: plan.phases,
    roles,
    risks,
    questions: [
      nights > 0
        ? t("Can attendees share rooms, and is transport to the venue needed?")
        : t("Do attendees need overnight accommodation or transport to the venue?"),
      evening
        ? t("Is the dinner seated or a standing reception, and how long is the bar open?")
        : t("Is there an evening dinner or activity besides the working sessions?"),
      t("Are external facilitators, speakers or a team-building activity wanted?"),
      t("Does the company have preferred venues or supplier agreements?"),
    ],
    constraintNotes: { deadlineSlackWeeks: 1, ...dates, ...(budget ? { budget } : {}) },
    metrics: {
      attendees,
      days,
      nights,
      format: evening ? "evening" : "working",
      city_tier: tier.tier,
      cost_per_attendee: Math.round(total / attendees),
    },
  };
}
