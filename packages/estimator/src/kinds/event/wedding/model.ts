import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { usdNow } from "../../other/shared/figures.js";
import { billedRole, ratesMethod } from "../../other/shared/labour.js";
import { countryOf, placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, pricingFor, work } from "../../other/shared/pricing.js";
import { scaleNote } from "../../other/shared/scale.js";
import { eventDeadlineNote, eventSchedule } from "../shared/event-plan.js";
import { leadScaleFor, leadTime } from "../shared/lead-time.js";
import { QUALITY, qualityWord } from "../shared/quality.js";
import { CITY_PREMIUM, PER_GUEST, US_WEDDING, WEDDING_PLANNING_WEEKS } from "./reference.js";

const DEFAULT_GUESTS = 100;
const ABSURD_GUESTS = 1_500;
const GUESTS_PER_TABLE = 10;
/** The longest run of wedding functions priced day by day (a week of celebrations). */
const MAX_DAYS = 7;
/**
 * Weddings are planned further ahead than business meetings of the same size (venue dates book early):
 * the meeting lead time scaled so that the average wedding gets its planner's usual months.
 */
const WEDDING_LEAD_SCALE = leadScaleFor(WEDDING_PLANNING_WEEKS.value.weeks, WEDDING_PLANNING_WEEKS.value.guests);

/**
 * How a location's weddings compare with the US average: the country's survey cost per guest against
 * The Knot's, with a capital-city premium where the survey reports one; elsewhere the regional index.
 */
function weddingLevel(location: string | undefined, regional: number): { level: number; source: string } {
  const country = countryOf(location);
  const own = country ? PER_GUEST[country] : undefined;
  const us = PER_GUEST.US!;
  if (!country || !own) return { level: regional, source: citation(us) };
  const city = CITY_PREMIUM.find((c) => c.country === country);
  const premium = city ? (location && city.city.test(location) ? city.premium.value : city.rest) : 1;
  const sources = [citation(own), ...(city ? [citation(city.premium)] : [])].join("; ");
  return { level: (usdNow(own) / usdNow(us)) * premium, source: sources };
}

/**
 * A wedding: guests drive the venue, catering, drinks and flowers; photography and music are per wedding;
 * each line is The Knot's US average scaled to the country by its own survey's cost per guest; the
 * planner's hours grow with the guest list. No tickets, speakers or sponsors: a private celebration.
 */
export function weddingPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const { level, source: levelSource } = weddingLevel(whereOf(brief), place.factor);
  const p = pricingFor(brief, { factor: level * QUALITY[brief.quality], label: place.label });
  const { t } = p;
  const guests = brief.quantities.attendees ?? DEFAULT_GUESTS;
  // Days of celebrations the request states (a mehendi, a sangeet and the wedding): each its own function.
  const days = Math.max(1, Math.min(MAX_DAYS, Math.round(brief.quantities.days ?? 1)));
  const guestDays = guests * days;
  const tables = Math.ceil(guests / GUESTS_PER_TABLE);
  const planner = t("Wedding planner");
  const roles = [billedRole(planner, "eventPlanner", brief.currency, place.factor)];
  const guest = t("guest");
  const guestUnit = days > 1 ? t("guest-day") : guest;
  const perWedding = days > 1 ? t("day") : t("wedding");
  const line = (name: string, quantity: number, unit: string, figure: (typeof US_WEDDING)[keyof typeof US_WEDDING]) =>
    costLine(p, name, quantity, unit, usdNow(figure), `${citation(figure)}; ${levelSource}`);

  const plan = eventSchedule(
    leadTime(guests, 8, WEDDING_LEAD_SCALE),
    1,
    {
      planning: [
        {
          name: t("Budget, guest list and venue"),
          tasks: [
            { ...line(t("Venue hire"), guestDays, guestUnit, US_WEDDING.venuePerGuest), covers: "venue" },
            work(t("Budget, guest list and venue search"), planner, 16 + 0.1 * guests),
          ],
        },
        {
          name: t("Suppliers and design"),
          tasks: [
            line(t("Photography"), days, perWedding, US_WEDDING.photography),
            line(t("Music and entertainment (DJ or band)"), days, perWedding, US_WEDDING.music),
            line(t("Flowers and decor"), tables * days, t("table"), US_WEDDING.flowersPerTable),
            work(t("Supplier selection, tastings and design"), planner, 24 + 0.15 * guests),
          ],
        },
        {
          name: t("Final details"),
          tasks: [work(t("Seating plan, timeline and supplier confirmations"), planner, 12 + 0.1 * guests)],
        },
      ],
      delivery: {
        name: t("Wedding day"),
        tasks: [
          {
            ...line(t("Catering (reception meal)"), guestDays, guestUnit, US_WEDDING.cateringPerGuest),
            covers: "catering",
          },
          line(t("Drinks and bar"), guestDays, guestUnit, US_WEDDING.drinksPerGuest),
          work(t("Wedding-day coordination (planner and assistant)"), planner, 2 * days * (10 + guests / 50)),
        ],
      },
      wrapUp: { name: t("After the wedding"), tasks: [work(t("Supplier payments and returns"), planner, 4)] },
    },
    brief.deadline_weeks,
  );

  const perGuest = p.local(usdNow(US_WEDDING.cateringPerGuest) + usdNow(US_WEDDING.drinksPerGuest));
  const risks: PlanRisk[] = [
    {
      title: t("Final guest numbers above the catering guarantee"),
      probability: 0.35,
      impact: perGuest * guests * 0.1,
      delayWeeks: 0,
      mitigation: t("Agree a final-numbers date two weeks before the day and a per-head price for late additions."),
    },
    {
      title: t("Preferred venue or date already taken"),
      probability: 0.3,
      impact: p.local(usdNow(US_WEDDING.venuePerGuest)) * guests * 0.15,
      delayWeeks: 2,
      mitigation: t("Shortlist three venues with two possible dates each before the first visits."),
    },
    {
      title: t("Supplier cancels close to the day"),
      probability: 0.08,
      impact: p.local(usdNow(US_WEDDING.photography)),
      delayWeeks: 0,
      mitigation: t("Contracts with replacement clauses and a back-up photographer and DJ on the planner's list."),
    },
    ...(brief.details?.outdoor
      ? [
          {
            title: t("Bad weather at an outdoor ceremony"),
            probability: 0.25,
            impact: p.local(usdNow(US_WEDDING.venuePerGuest)) * guests * 0.3,
            delayWeeks: 0,
            mitigation: t("Book a marquee or an indoor fallback and set a go/no-go time with suppliers."),
          },
        ]
      : []),
  ];
  const phases = plan.phases;
  const total = expectedCost(phases, roles, risks);
  const dates = eventDeadlineNote(p, plan, guests, t("guests"), WEDDING_LEAD_SCALE);
  const budget = perUnitBudgetNote(p, total, guests, guest, t("guests"));
  const scale = scaleNote(p, guests, ABSURD_GUESTS, t("guests"));
  return {
    domain: "event",
    method: [
      t(
        "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).",
        {
          place: p.place,
          level: p.num(level, 2),
          quality: qualityWord(p),
          qualityFactor: p.num(QUALITY[brief.quality], 2),
        },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
      t(
        "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      ),
    ].join(" "),
    summary: t(
      "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.",
      {
        guests: p.num(guests),
        place: whereOf(brief) ?? p.place,
        perGuest: p.money(total / guests),
        weeks: p.num(plan.leadWeeks),
      },
    ),
    assumptions: [
      ...(scale ? [scale] : []),
      brief.quantities.attendees
        ? t("{{guests}} guests, as stated.", { guests: p.num(guests) })
        : t("{{guests}} guests assumed: the request gave no number.", { guests: p.num(guests) }),
      days > 1
        ? t(
            "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.",
            { days: p.num(days) },
          )
        : t("Ceremony and reception at one venue on one day."),
      t(
        "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.",
      ),
      t("Cake, stationery and favours are not priced separately."),
    ],
    phases,
    roles,
    risks,
    questions: [
      t("Are the ceremony and the reception at the same place?"),
      t("Is the meal a seated dinner, a buffet or food stations, and is there an open bar?"),
      t("Do you want videography, a live band or other entertainment besides a DJ?"),
      t("Do any guests need accommodation or transport arranged?"),
      t("Which season and day of the week do you have in mind?"),
    ],
    constraintNotes: { deadlineSlackWeeks: 1, ...dates, ...(budget ? { budget } : {}) },
    metrics: { guests, tables, cost_per_guest: Math.round(total / guests), lead_weeks: plan.leadWeeks },
  };
}
