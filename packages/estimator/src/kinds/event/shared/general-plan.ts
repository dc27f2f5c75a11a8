import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber, roundMoney } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import { phaseWeeks, type Plan, type PlanRisk } from "../../../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../../../core/reference-data.js";

/** Per attendee per day (USD, US average, REFERENCE_DATE). */
const PER_HEAD_USD = { venue: 55, catering: 80, production: 25, materials: 15, staffing: 12 } as const;
const CATERING_BY_TYPE: Record<string, number> = {
  wedding: 1.4,
  gala: 1.5,
  conference: 1,
  "product launch": 1.1,
  "trade show": 0.7,
  meetup: 0.5,
  workshop: 0.8,
  festival: 0.6,
};
const RATES_USD: Record<string, number> = {
  "Event manager": 75,
  "Event coordinator": 45,
  "Graphic designer": 70,
  "Marketing specialist": 70,
};

function leadWeeks(attendees: number): number {
  if (attendees < 100) return 8;
  if (attendees < 500) return 16;
  if (attendees < 2000) return 26;
  return 40;
}

/** Events: per-attendee-day costs by event type and location, fixed programme costs, planning labour that scales with size. */
export function eventPlan(brief: Brief): Plan {
  const attendees = brief.quantities.attendees ?? 100;
  const days = brief.quantities.days ?? 1;
  const type = brief.details?.event_type ?? "conference";
  const location = locationIndex(brief.location);
  const quality = { basic: 0.8, standard: 1, premium: 1.4 }[brief.quality];
  const usd = (v: number) => usdTo(brief.currency, v * location.factor * quality);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 60) * location.factor));
  const heads = attendees * days;
  const deliveryWeeks = Math.max(1, Math.ceil(days / 5));
  // A stated date is the event date: planning fills the weeks before it, less one week kept for risks.
  const lead = brief.deadline_weeks ? Math.max(3, brief.deadline_weeks - deliveryWeeks - 1) : leadWeeks(attendees);
  const cost = (v: number) => threePointWithMean(v, 0.9, 1.35);
  const hours = (v: number) => threePointWithMean(v, 0.85, 1.4);
  const isPublic = !brief.details?.private_event;

  // Rounded once as the document shows it, so the summary and the catering line agree.
  const catering = roundMoney(usd(PER_HEAD_USD.catering * (CATERING_BY_TYPE[type] ?? 1) * heads));
  const venue = usd(PER_HEAD_USD.venue * heads);
  const phases = [
    {
      name: "Concept, budget and venue",
      weeks: threePointWithMean(lead * 0.25, 0.8, 1.4),
      tasks: [
        { name: "Venue hire", cost: cost(venue) },
        { name: "Concept, budget and venue sourcing", role: "Event manager", hours: hours(40 + 0.15 * attendees) },
      ],
    },
    {
      name: "Programme, speakers and vendors",
      weeks: threePointWithMean(lead * 0.3, 0.8, 1.4),
      tasks: [
        {
          name: type === "wedding" ? "Entertainment, flowers and decor" : "Speakers, entertainment and decor",
          cost: cost(usd(type === "meetup" ? 1500 : 6000 + 10 * attendees)),
        },
        { name: "Vendor contracting and programme", role: "Event manager", hours: hours(40 + 0.2 * attendees) },
      ],
    },
    {
      name: isPublic ? "Marketing and registration opening" : "Design and printed materials",
      weeks: threePointWithMean(lead * 0.3, 0.8, 1.3),
      tasks: [
        { name: "Branding, signage and printed materials", cost: cost(usd(PER_HEAD_USD.materials * attendees)) },
        { name: "Visual identity and signage design", role: "Graphic designer", hours: hours(24 + 0.02 * attendees) },
        ...(isPublic
          ? [
              {
                name: "Promotion and registration launch",
                role: "Marketing specialist",
                hours: hours(0.6 * (30 + 0.1 * attendees)),
              },
            ]
          : []),
      ],
    },
    {
      // Registration stays open until the event, alongside the final logistics.
      name: isPublic ? "Final logistics and registration" : "Final logistics",
      weeks: threePointWithMean(lead * 0.15, 0.8, 1.3),
      tasks: [
        {
          name: "Run-of-show, logistics and supplier briefings",
          role: "Event coordinator",
          hours: hours(30 + 0.3 * attendees),
        },
        { name: "Insurance, permits and licences", cost: cost(usd(1500 + 2 * attendees)) },
        ...(isPublic
          ? [
              {
                name: "Registration management and attendee communications until the event",
                role: "Marketing specialist",
                hours: hours(0.4 * (30 + 0.1 * attendees)),
              },
            ]
          : []),
      ],
    },
    {
      name: "Event delivery",
      weeks: threePointWithMean(deliveryWeeks, 1, 1.05),
      tasks: [
        { name: "Catering and beverages", cost: cost(catering) },
        { name: "Audio-visual production", cost: cost(usd(PER_HEAD_USD.production * heads)) },
        { name: "On-site staffing and security", cost: cost(usd(PER_HEAD_USD.staffing * heads)) },
        { name: "On-site event management", role: "Event coordinator", hours: hours(12 * days + 0.05 * heads) },
      ],
    },
    {
      name: "Wrap-up and reporting",
      weeks: threePointWithMean(1, 0.8, 1.5),
      tasks: [
        {
          name: "Supplier reconciliation, survey and report",
          role: "Event manager",
          hours: hours(16 + 0.02 * attendees),
        },
      ],
    },
  ];

  const risks: PlanRisk[] = [
    {
      title: "Catering numbers or menu costs above plan",
      probability: 0.35,
      impact: catering * 0.12,
      delayWeeks: 0,
      mitigation: "Agree per-head prices and a final-numbers date with the caterer in the contract.",
    },
    {
      title: "Attendance below target leaves minimum guarantees unused",
      probability: 0.3,
      impact: (catering + venue) * 0.1,
      delayWeeks: 0,
      mitigation: "Negotiate minimums at 80% of expected attendance and track registrations weekly.",
    },
    {
      title: "Key vendor or speaker cancels",
      probability: 0.1,
      impact: usd(4000),
      delayWeeks: 1,
      mitigation: "Keep a shortlist of back-up vendors and speakers; use contracts with cancellation clauses.",
    },
    {
      title: "AV or technical failure on the day",
      probability: 0.15,
      impact: usd(PER_HEAD_USD.production * heads) * 0.2,
      delayWeeks: 0,
      mitigation: "Full technical rehearsal the day before and redundant equipment for critical items.",
    },
  ];
  if (brief.details?.outdoor) {
    risks.push({
      title: "Bad weather at an outdoor venue",
      probability: 0.25,
      impact: venue * 0.3,
      delayWeeks: 0,
      mitigation: "Book marquees or an indoor fallback and set a go/no-go time with suppliers.",
    });
  }

  return {
    domain: "event",
    method: `Per-attendee-day costs for venue, catering (×${CATERING_BY_TYPE[type] ?? 1} for a ${type}), audio-visual, materials and staffing at ${REFERENCE_DATE} US-average prices × location factor ${formatNumber(location.factor, 2)} (${location.label}) × ${brief.quality} quality; fixed programme, insurance and permit costs; planning labour that grows with the number of attendees; lead time by event size. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the confidence ranges.`,
    // The same figures the document shows: the phases' whole weeks end to end, and catering as its task is priced.
    summary: `A ${days}-day ${type} for ${formatNumber(attendees)} attendees in ${location.label}, planned over ${phases.reduce((s, p) => s + phaseWeeks(p), 0)} weeks from kick-off to wrap-up; catering alone is about ${formatMoney(catering, brief.currency)}.`,
    assumptions: [
      `${formatNumber(attendees)} attendees${brief.quantities.attendees ? "" : " (assumed: the request gave no number)"} for ${days} ${days === 1 ? "day" : "days"}.`,
      "Travel and accommodation for attendees are excluded; speakers' travel is inside the programme budget.",
      "Ticket revenue and sponsorship are not netted off the cost.",
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    // The wrap-up week follows the event date, so it does not count against it.
    constraintNotes: { deadlineSlackWeeks: 1 },
    metrics: {
      attendees,
      days,
      event_type: type,
      lead_weeks: Math.round(lead),
      cost_per_attendee_day_basis: Math.round(usd(Object.values(PER_HEAD_USD).reduce((a, b) => a + b, 0))),
    },
  };
}
