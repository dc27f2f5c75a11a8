import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { citation, cited } from "../../../reference/cited.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { amount, usdNow } from "../../other/shared/figures.js";
import { billedRole, ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, pricingFor, work } from "../../other/shared/pricing.js";
import { norm } from "../../software/shared/norms.js";
import { cityTier } from "../shared/city-tier.js";
import { eventDeadlineNote, eventSchedule } from "../shared/event-plan.js";
import { leadTime } from "../shared/lead-time.js";
import { HOTEL_ADR } from "../shared/overnight.js";
import { QUALITY } from "../shared/quality.js";
import { US_WEDDING } from "../wedding/reference.js";

const DEFAULT_TRAVELLERS = 40;
const DEFAULT_NIGHTS = 3;
/** Incentive trips are booked months ahead (hotels and flights for a group): the shortest usual lead time, in weeks. */
const MINIMUM_LEAD_WEEKS = 12;
/** Incentive trips stay in upscale hotels: the room-night at this multiple of the all-hotel average rate. */
const UPSCALE_ROOM = norm(2.5, "an incentive trip's upscale room-night, × the all-hotel average daily rate");
const TRIP = {
  programme: cited(
    amount(120),
    "Scopewise cost norm: a day's programme per traveller (excursions, visits, guides)",
    2026,
  ),
  transfers: cited(amount(150), "Scopewise cost norm: ground and rail transfers per traveller for a trip", 2026),
  planningHours: norm(40, "designing and contracting an incentive trip, hours"),
  perTraveller: norm(1.5, "registration, rooming lists and travel documents per traveller, hours"),
} as const;

/**
 * A group's trip (an incentive trip): upscale hotel room-nights, a dinner each night and a day programme
 * each day, transfers per traveller and the organiser's hours per traveller; at the city's tier and the
 * region's cost level. Long-haul flights are quoted separately.
 */
export function tripPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const tier = cityTier(whereOf(brief));
  const p = pricingFor(brief, { factor: place.factor * tier.factor * QUALITY[brief.quality], label: place.label });
  const { t } = p;
  const travellers = brief.quantities.attendees ?? DEFAULT_TRAVELLERS;
  const nights = brief.quantities.nights ?? Math.max(1, (brief.quantities.days ?? DEFAULT_NIGHTS + 1) - 1);
  const days = nights + 1;
  const manager = t("Event manager");
  const roles = [billedRole(manager, "eventPlanner", brief.currency, place.factor)];
  const traveller = t("traveller");
  const plan = eventSchedule(
    leadTime(travellers, MINIMUM_LEAD_WEEKS),
    days,
    {
      planning: [
        {
          name: t("Destination, hotel and programme design"),
          tasks: [work(t("Destination, hotel and programme design"), manager, TRIP.planningHours.value)],
        },
        {
          name: t("Contracting suppliers"),
          tasks: [work(t("Contracting the hotel, venues and transfers"), manager, 16 + 0.3 * travellers)],
        },
        {
          name: t("Registration and travel documents"),
          tasks: [
            work(t("Registration, rooming lists and travel documents"), manager, TRIP.perTraveller.value * travellers),
          ],
        },
      ],
      delivery: {
        name: t("The trip"),
        tasks: [
          {
            ...costLine(
              p,
              t("Hotel rooms"),
              travellers * nights,
              t("room-night"),
              usdNow(HOTEL_ADR) * UPSCALE_ROOM.value,
              `${citation(HOTEL_ADR)}; ${citation(UPSCALE_ROOM)}`,
            ),
            covers: "accommodation" as const,
          },
          costLine(
            p,
            t("Evening dinners during the stay"),
            travellers * nights,
            t("dinner"),
            usdNow(US_WEDDING.cateringPerGuest),
            citation(US_WEDDING.cateringPerGuest),
          ),
          costLine(
            p,
            t("Day programme (excursions, visits, guides)"),
            travellers * days,
            t("traveller-day"),
            usdNow(TRIP.programme),
            citation(TRIP.programme),
          ),
          costLine(p, t("Transfers"), travellers, traveller, usdNow(TRIP.transfers), citation(TRIP.transfers)),
          work(t("Tour management on site"), manager, days * 12 * Math.ceil(travellers / 40)),
        ],
      },
      wrapUp: {
        name: t("Wrap-up and reporting"),
        tasks: [work(t("Supplier reconciliation and debrief"), manager, 8)],
      },
    },
    brief.deadline_weeks,
  );
  const rooms = p.local(usdNow(HOTEL_ADR) * UPSCALE_ROOM.value * travellers * nights);
  const risks: PlanRisk[] = [
    {
      title: t("Travellers drop out after the rooms are guaranteed"),
      probability: 0.3,
      impact: 0.1 * rooms,
      delayWeeks: 0,
      mitigation: t("Agree a release date for unused rooms in the hotel contract."),
    },
  ];
  const phases = plan.phases;
  const total = expectedCost(phases, roles, risks);
  const budget = perUnitBudgetNote(p, total, travellers, traveller, t("travellers"));
  return {
    domain: "event",
    method: [
      t(
        "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.",
        {
          hotel: `${citation(HOTEL_ADR)}; ${citation(UPSCALE_ROOM)}`,
          programme: citation(TRIP.programme),
          place: p.place,
          factor: p.num(p.factor, 2),
        },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ].join(" "),
    summary: t("A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.", {
      nights: p.num(nights),
      travellers: p.num(travellers),
      weeks: p.num(plan.leadWeeks),
    }),
    assumptions: [
      brief.quantities.attendees
        ? t("{{n}} travellers, as stated.", { n: p.num(travellers) })
        : t("{{n}} travellers assumed: the request gave no number.", { n: p.num(travellers) }),
      brief.quantities.nights
        ? t("{{n}} nights, as stated.", { n: p.num(nights) })
        : t("{{n}} nights assumed.", { n: p.num(nights) }),
      t("Long-haul flights are not included."),
    ],
    phases,
    roles,
    risks,
    questions: [
      ...(brief.quantities.attendees === undefined ? [t("How many people travel?")] : []),
      t("Do the travellers fly in, and should their flights be part of the quote?"),
    ],
    constraintNotes: {
      deadlineSlackWeeks: 1,
      ...eventDeadlineNote(p, plan, travellers, t("travellers")),
      ...(budget ? { budget } : {}),
    },
    metrics: { travellers, nights, lead_weeks: plan.leadWeeks },
  };
}
