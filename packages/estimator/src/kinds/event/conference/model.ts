import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { billedRole, ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, pricingFor, work } from "../../other/shared/pricing.js";
import { cityTier } from "../shared/city-tier.js";
import { eventDeadlineNote, eventSchedule } from "../shared/event-plan.js";
import { leadTime } from "../shared/lead-time.js";
import { MEETING_COST_SOURCE, meetingCostPerHead } from "../shared/meeting-costs.js";
import { scaleNote } from "../../other/shared/scale.js";
import { QUALITY, qualityWord } from "../shared/quality.js";

const DEFAULT_ATTENDEES = 150;
/** Beyond this a "conference" is a mass event: the per-head figures were measured far below it. */
const ABSURD_ATTENDEES = 60_000;

/**
 * A conference: per-attendee-day venue, catering, AV and staffing from what venues take per delegate, split by the
 * PCMA cost shares, per-attendee programme, marketing and registration costs, planning labour that grows
 * with the audience, all at the city's tier and the region's cost level; lead time from the audience size.
 */
export function conferencePlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const tier = cityTier(whereOf(brief));
  const p = pricingFor(brief, { factor: place.factor * tier.factor * QUALITY[brief.quality], label: place.label });
  const { t } = p;
  const attendees = brief.quantities.attendees ?? DEFAULT_ATTENDEES;
  const days = brief.quantities.days ?? 1;
  const heads = attendees * days;
  const labourFactor = place.factor;
  const manager = t("Event manager");
  const designer = t("Graphic designer");
  const roles = [
    billedRole(manager, "eventPlanner", brief.currency, labourFactor),
    billedRole(designer, "graphicDesigner", brief.currency, labourFactor),
  ];
  const source = tier.source ? `${MEETING_COST_SOURCE}; ${tier.source}` : MEETING_COST_SOURCE;
  const attendeeDay = t("attendee-day");
  const attendee = t("attendee");
  const perDay = (name: string, item: Parameters<typeof meetingCostPerHead>[0]) =>
    costLine(p, name, heads, attendeeDay, meetingCostPerHead(item), source);
  const perHead = (name: string, item: Parameters<typeof meetingCostPerHead>[0]) =>
    costLine(p, name, attendees, attendee, meetingCostPerHead(item), source);

  const plan = eventSchedule(
    leadTime(attendees),
    days,
    {
      planning: [
        {
          name: t("Concept, budget and venue booking"),
          tasks: [
            { ...perDay(t("Venue hire (plenary and breakout rooms)"), "spaceRental"), covers: "venue" },
            work(t("Concept, budget and venue sourcing"), manager, 24 + 0.04 * attendees),
          ],
        },
        {
          name: t("Programme, speakers and sponsors"),
          tasks: [
            perHead(t("Speakers and entertainment (fees and travel)"), "speakersAndEntertainment"),
            work(t("Programme, speaker and sponsor management"), manager, 30 + 0.06 * attendees),
          ],
        },
        {
          name: t("Marketing, registration and logistics"),
          tasks: [
            perHead(t("Marketing and promotion"), "marketing"),
            perHead(t("Registration platform, badges and attendee communications"), "registration"),
            perHead(t("Signage and printed materials"), "signageAndPrint"),
            perHead(t("Event insurance"), "insurance"),
            work(t("Visual identity, signage and slide templates"), designer, 20 + 0.01 * attendees),
            work(t("Logistics, run-of-show and supplier briefings"), manager, 20 + 0.08 * attendees),
          ],
        },
      ],
      delivery: {
        name: t("Conference days"),
        tasks: [
          { ...perDay(t("Catering (lunch and refreshment breaks)"), "foodAndBeverage"), covers: "catering" },
          perDay(t("Audio-visual production"), "audiovisual"),
          perDay(t("Venue staffing, stage labour and security"), "decoratorAndLabour"),
          work(t("On-site event management"), manager, days * 12 * Math.ceil(attendees / 250)),
        ],
      },
      wrapUp: {
        name: t("Wrap-up and reporting"),
        tasks: [work(t("Supplier reconciliation, attendee survey and report"), manager, 12 + 0.01 * attendees)],
      },
    },
    brief.deadline_weeks,
  );

  const catering = p.local(meetingCostPerHead("foodAndBeverage")) * heads;
  const venue = p.local(meetingCostPerHead("spaceRental")) * heads;
  const risks: PlanRisk[] = [
    {
      title: t("Registrations fall short of the catering and room guarantees"),
      probability: 0.3,
      impact: 0.15 * (catering + venue),
      delayWeeks: 0,
      mitigation: t(
        "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.",
      ),
    },
    {
      title: t("A keynote speaker cancels"),
      probability: 0.15,
      impact: p.local(meetingCostPerHead("speakersAndEntertainment")) * attendees * 0.3,
      delayWeeks: 0,
      mitigation: t(
        "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.",
      ),
    },
    {
      title: t("Audio-visual or streaming failure during sessions"),
      probability: 0.15,
      impact: 0.2 * p.local(meetingCostPerHead("audiovisual")) * heads,
      delayWeeks: 0,
      mitigation: t(
        "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.",
      ),
    },
    {
      title: t("Catering numbers or menu prices above plan"),
      probability: 0.3,
      impact: 0.12 * catering,
      delayWeeks: 0,
      mitigation: t("Fix per-head prices in the venue contract and confirm dietary numbers a week before."),
    },
  ];
  const phases = plan.phases;
  const total = expectedCost(phases, roles, risks);
  const dates = eventDeadlineNote(p, plan, attendees, t("attendees"));
  const budget = perUnitBudgetNote(p, total, attendees, t("attendee"), t("attendees"));
  const scale = scaleNote(p, attendees, ABSURD_ATTENDEES, t("attendees"));
  return {
    domain: "event",
    method: [
      t(
        "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.",
        { place: p.place, factor: p.num(p.factor, 2) },
      ),
      t("City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).", {
        tier: tier.tier,
        tierFactor: p.num(tier.factor, 2),
        quality: qualityWord(p),
        qualityFactor: p.num(QUALITY[brief.quality], 2),
      }),
      ratesMethod(t, place.label, p.num(labourFactor, 2)),
      t(
        "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      ),
    ].join(" "),
    summary: t(
      "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.",
      {
        days: p.num(days),
        attendees: p.num(attendees),
        place: whereOf(brief) ?? p.place,
        perHead: p.money(total / attendees),
        weeks: p.num(plan.leadWeeks),
      },
    ),
    assumptions: [
      ...(scale ? [scale] : []),
      brief.quantities.attendees
        ? t("{{attendees}} attendees, as stated.", { attendees: p.num(attendees) })
        : t("{{attendees}} attendees assumed: the request gave no number.", { attendees: p.num(attendees) }),
      brief.quantities.days
        ? t("{{days}} conference days, as stated.", { days: p.num(days) })
        : t("One conference day assumed: the request gave no length."),
      t("Attendees' travel and accommodation are excluded; speakers' fees and travel are included."),
      t("Ticket revenue and sponsorship income are not netted off the cost."),
      t("Evening receptions and dinners are not included unless the request names them."),
    ],
    phases,
    roles,
    risks,
    questions: [
      t("How many parallel tracks or breakout rooms does the programme need?"),
      brief.quantities.attendees !== undefined
        ? t("Is there an evening reception or conference dinner, and do all attendees come to it?")
        : t("Is there an evening reception or conference dinner, and for how many?"),
      t("Do keynote speakers charge fees, and who pays their travel?"),
      t("Will sessions be streamed or recorded for remote attendees?"),
      t("Are there exhibitors or sponsors who need stands or branding?"),
    ],
    constraintNotes: { deadlineSlackWeeks: 1, ...dates, ...(budget ? { budget } : {}) },
    metrics: {
      attendees,
      days,
      city_tier: tier.tier,
      lead_weeks: plan.leadWeeks,
      cost_per_attendee: Math.round(total / attendees),
    },
  };
}
