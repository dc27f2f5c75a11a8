import { cited, type Cited } from "../../../reference/cited.js";
import { amount, type Amount } from "../../other/shared/figures.js";
import { norm } from "../../software/shared/norms.js";

/**
 * Unit costs of an event open to the public, per attendee-day at the US level (this model's own norms,
 * built from the crowd ratios event-safety guides set: stewards, toilets and first aid per so many people).
 */
export const PUBLIC_EVENT = {
  site: cited(
    amount(18),
    "Scopewise cost norm: site infrastructure per attendee-day (fencing, toilets, power, water, waste and cleaning)",
    2026,
  ) as Cited<Amount>,
  crowd: cited(
    amount(12),
    "Scopewise cost norm: security, stewarding and medical cover per attendee-day",
    2026,
  ) as Cited<Amount>,
  ticketing: cited(
    amount(3),
    "Scopewise cost norm: ticketing, accreditation and promotion per attendee",
    2026,
  ) as Cited<Amount>,
  stageDay: cited(
    amount(25_000),
    "Scopewise cost norm: a stage's production per show day for a crowd of 5,000 (staging, sound, lights, screens, crew)",
    2026,
  ) as Cited<Amount>,
  /** A stage's production grows with the square root of the crowd it plays to (a smaller crowd, a smaller rig). */
  stageCrowd: 5_000,
  /** Build and strike days a stage is hired for beyond the show days. */
  buildDays: 1,
  planningHours: norm(80, "planning a public event: concept, permits, safety plan and suppliers, hours"),
  planningPerThousand: norm(12, "planning hours for every thousand attendee-days (site plan, staffing, logistics)"),
} as const;
/** One stage for every this many attendees when the request does not say how many. */
export const ATTENDEES_PER_STAGE = 10_000;
/** Public events are planned on a shorter calendar than a meeting of the same size (× the meeting lead time). */
export const LEAD_TIME_SCALE = 0.5;
